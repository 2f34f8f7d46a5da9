"""The phrase after a B of a verb and an object pronoun, B's own (see ``_b_rest.whole_b``): "Is it faster to vectorize
this loop with numpy or rewrite it | in Cython?", "Better BibTeX auto-keys or clean them | by hand?", "write the intro
first or to leave it | until the results are done?", "do the Nitrox course online or to do it in person | with the
shop?"; its -ing form too ("getting labels professionally designed or doing them myself | in Canva?"), but not
past a second article, which may open the predicate of a gerund subject ("Is hiring a bookkeeper or doing it myself
in Excel | the smarter move?"). A verb and "it" / "them" (its own manner after it or not) says only that something
is done to the thing A names too; the phrase after it (a manner, a medium, a span) is what B is, so it is B's own.

Not a purpose or a destination ("… or sell it | to pay the loan", "… or ship it | to the client": both may serve it),
and a time told alone ("… or replace it | by Friday", "… or fix it | after the launch") only when A is put first or
last in an order ("write the intro first or leave it | until …"): else the time may be when the asker chooses ("sell
my stock options now or hold them | until they vest")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, TIME_NOUNS, TIME_WORDS, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["pronoun_b_rest"]

_OWN_OPENERS = frozenset({"in", "by", "into", "with", "on", "at", "as", "from", "until", "till", "through", "via",
                          "over", "under", "inside", "onto"})
_TIME_OPENERS = frozenset({"until", "till", "before", "after", "since"})
_MAX_REST = 6
_MAX_B = 5  # a verb, "it" and a manner phrase of up to three words ("do it | in person")
# Words placing A first or last in an order, so that a B put off "until …" is set against it by its own span.
_ORDERED = frozenset({"first", "last", "upfront", "beforehand"})


def pronoun_b_rest(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """``rest`` when B is a verb and "it" / "them" ("rewrite it", "do it in person") and ``rest`` a phrase of its own
    ("in Cython", "with the shop"), by this module's docstring; else []."""
    if not 2 <= len(b) <= _MAX_B or b[1].low not in ("it", "them") or not _verb_form(b[0]) or not a or len(rest) < 2:
        return []
    if rest[0].low not in _OWN_OPENERS or len(rest) > _MAX_REST or any(t.text[-1:] in ",;:" for t in rest[:-1]):
        return []
    if not is_verb(b[0]) and any(t.low in ARTICLES for t in rest[2:]):
        return []  # "Is hiring … or doing it myself in Excel | the smarter move?": a gerund subject's predicate
    timed = rest[0].low in _TIME_OPENERS or any(_time_word(t) for t in rest[1:3])
    if timed and a[-1].low not in _ORDERED:
        return []  # "… or replace it | by Friday": when, perhaps for both; "sell now or hold them | until …"
    return rest


def _time_word(tok: Token) -> bool:
    """A word telling when ("first", "now", "friday", "week")."""
    word = tok.low.rstrip("?.!,")
    return word in TIME_WORDS or word in TIME_NOUNS


def _verb_form(tok: Token) -> bool:
    """A verb's base form ("rewrite") or its -ing form ("doing"), which an object pronoun after it shows a verb."""
    return is_verb(tok) or tx.ing_word(tok.low)
