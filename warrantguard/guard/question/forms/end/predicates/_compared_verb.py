"""An unlisted bare verb after a subject pair, told by the comparison after it ("does ecopoxy or totalboat | yellow
less over time", "does cotton or linen yarn | soften up more after washing?"): a lower-case word followed by "more" /
"less" (or a particle and then "more" / "less") closing the clause or before its phrase is the verb, the lists
lacking it (added for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["compared_verb"]

_COMPARED = frozenset({"more", "less"})
_PARTICLES = frozenset({"up", "down", "out", "off"})
_REACH = 5  # the verb stands within a few words of B's start


def _closes(right: list[Token], k: int) -> bool:
    """Does the comparison at ``k`` close the clause, or stand before a preposition ("… less | over time")?"""
    return k + 1 == len(right) or right[k + 1].low in PREPOSITIONS or right[k].text.endswith(("?", ".", "!"))


def compared_verb(right: list[Token]) -> int | None:
    """Where the verb after the subject pair starts in B's side: a lower-case bare word (no "-s") after a word that is
    no determiner or preposition, before "more" / "less" (a particle between may stand) closing the clause ("… or
    totalboat | yellow less over time"); ``None`` otherwise ("… or the | yellow one": after a determiner)."""
    for k in range(1, min(len(right) - 1, _REACH)):
        w, prev = right[k], right[k - 1]
        if not (w.text.isalpha() and w.text.islower()) or w.low.endswith("s") or prev.low in DETERMINERS | PREPOSITIONS:
            continue
        c = k + 1 + (right[k + 1].low in _PARTICLES and k + 2 < len(right))
        if right[c].low.rstrip("?.!") in _COMPARED and _closes(right, c):
            return k
    return None
