"""A participle A cut from the noun before it, B a noun and the same participle ("should be hand | washed or machine
washed …"): the nouns make two compound participles ("hand washed", "machine washed"), so A keeps its noun (added
for the ninety-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["twin_participle_a"]


def _participle(tok: Token) -> bool:
    """A lower-case regular past participle ("washed", "dried")."""
    w = tok.text.rstrip("?!.,")
    return len(w) > 4 and w.endswith("ed") and w.isalpha() and w.islower()


def twin_participle_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the bare noun before its participle when B is a noun and the same participle ("hand washed" / "machine
    washed", "air dried" / "tumble dried"); else A unchanged."""
    if len(a) != 1 or len(b) < 2 or not _participle(a[0]) or b[1].low.rstrip("?!.,") != a[0].low:
        return a
    noun = around.prev(a[0])
    if noun is None or not noun.text.isalpha() or not noun.text.islower() or not b[0].text.isalpha():
        return a
    if noun.low in AUX | COPULAS | DETERMINERS | PREPOSITIONS | PRONOUNS or noun.low.endswith("ly"):
        return a  # "should be | washed", "gently | washed": no compound
    return [noun, *a]
