"""The phrase after a B of one past participle, B's own (see ``_b_rest.whole_b``): "Wondering whether the lit review
should be its own chapter or folded | into the intro, …", "should the appendix be its own section or merged | into
chapter 2?". A bare participle set against a noun phrase after "be" is a passive whose phrase tells what is done
with the subject ("folded into the intro"); alone it says nothing of where, so the phrase is B's own. Not a purpose
or a reason ("… or dropped | for space": both may be), and not a time ("… or merged | by Friday")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, TIME_NOUNS, TIME_WORDS, Around, Token

__all__ = ["participle_b_rest"]

_PLACING = frozenset({"into", "in", "with", "under", "onto", "within", "inside", "to", "as", "alongside"})
_MAX_REST = 6


def participle_b_rest(a: list[Token], b: list[Token], rest: list[Token], around: Around) -> list[Token]:
    """``rest`` when B is one "-ed" participle ("folded") set against a noun phrase A opening with a determiner ("its
    own chapter", "a | separate page") and ``rest`` a phrase placing it ("into the intro"), by this module's
    docstring; else []."""
    if len(b) != 1 or not a or len(rest) < 2 or len(rest) > _MAX_REST:
        return []
    word = b[0].low
    if not (word.endswith("ed") and len(word) > 4 and word.isalpha()) or rest[0].low not in _PLACING:
        return []
    prev = around.prev(a[0])
    if a[0].low not in DETERMINERS | POSSESSIVES and (prev is None or prev.low not in DETERMINERS):
        return []  # "folded or | stapled into the folder": two participles, the phrase may be both's
    if any(t.low.rstrip("?.!,") in TIME_WORDS | TIME_NOUNS for t in rest[1:]):
        return []
    return rest
