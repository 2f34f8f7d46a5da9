"""B's own article against a bare amount A ("10x50s or the 80mm refractor"): the article opens B's whole noun
phrase, so the noun after B's amount is B's own head, not a head both options share ("16GB or 32GB | of RAM")."""

from __future__ import annotations

from warrantguard.guard.question.words._form import Around
from warrantguard.guard.question.words._participle_forms import participle_word
from warrantguard.guard.question.words._text import Token

__all__ = ["articled_b_only", "named_amount_own_noun"]


def articled_b_only(a: list[Token], b: list[Token], around: Around) -> bool:
    """Does "the" / "a" / "an" stand before B's amount and no determiner before A's ("10x50s or the 80mm
    refractor"), B a lower-case head of one or two words after its amount ("3♦ or a 3♥ cue-bid", "… or a 43mm
    jumbo chip")? Not "a 12-month or a 36-month lease": both articled; nor B closing on a participle ("the $299
    attorney-reviewed | will"): a modifier, B's head cut off after it."""
    own, prev = around.prev(b[0]), around.prev(a[0])
    return own is not None and own.low in ("the", "a", "an") and not (prev is not None and prev.low in _DETERMINERS) \
        and 1 < len(b) < 4 and all(_lower_word(t) for t in b[1:]) and not participle_word(b[-1].low.rpartition("-")[2])


def _lower_word(tok: Token) -> bool:
    """A lower-case word of letters, hyphens only inside it ("refractor", "cue-bid")."""
    return tok.text.replace("-", "").isalpha() and tok.text.islower() and tok.text.strip("-") == tok.text


_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "his", "her",
                          "their", "its"})


def named_amount_own_noun(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is A "the" / "a" and capitalised words before an amount, B its own article, an amount and a lower-case noun
    ("the Sunday $109 or the $55 turbo", "the Main Event $1,500 or a $300 satellite")? The capitalised words name A's
    own thing: A is read whole, not cut to its amount as a double object's ("offer the candidate $95k or $105k")."""
    own, prev = around.prev(b[0]), around.prev(a[0])
    if own is None or prev is None or own.low not in ("the", "a", "an") or prev.low not in ("the", "a", "an"):
        return False
    named = len(a) > 1 and all(t.text[:1].isupper() for t in a[:-1]) and a[-1].text.lstrip("$€£")[:1].isdigit()
    return named and len(b) > 1 and b[0].text.lstrip("$€£")[:1].isdigit() and all(_lower_word(t) for t in b[1:])
