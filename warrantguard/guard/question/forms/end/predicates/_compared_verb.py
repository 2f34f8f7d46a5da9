"""An unlisted bare verb after a subject pair, told by the comparison after it ("does ecopoxy or totalboat | yellow
less over time", "does cotton or linen yarn | soften up more after washing?"): a lower-case word followed by "more" /
"less" (or a particle and then "more" / "less"; an -ly adverb may follow: "scratch more easily") closing the clause
or before its phrase is the verb, the lists
lacking it (added for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["compared_verb"]

_COMPARED = frozenset({"more", "less", "further", "farther", "faster", "slower", "longer"})  # "glide | further per …"
_PARTICLES = frozenset({"up", "down", "out", "off", "around", "back", "away"})  # "stick | around | longer"
_REACH = 5  # the verb stands within a few words of B's start


def _closes(right: list[Token], k: int) -> bool:
    """Does the comparison at ``k`` close the clause, or stand before a preposition ("… less | over time")?"""
    return k + 1 == len(right) or right[k + 1].low in PREPOSITIONS or right[k].text.endswith(("?", ".", "!"))


def _adverb_closes(right: list[Token], k: int) -> bool:
    """Does an -ly adverb at ``k`` finish the comparison and close the clause ("scratch more | easily | on gravel
    bars", added for the hundred-and-fifty-seventh held-out part)?"""
    return k < len(right) and right[k].low.rstrip("?.!").endswith("ly") and right[k].text.islower() \
        and _closes(right, k)


def compared_verb(right: list[Token]) -> int | None:
    """Where the verb after the subject pair starts in B's side: a lower-case bare word (no "-s") after a word that is
    no determiner or preposition, before "more" / "less" (a particle between may stand) closing the clause ("… or
    totalboat | yellow less over time"); ``None`` otherwise ("… or the | yellow one": after a determiner)."""
    for k in range(1, min(len(right) - 1, _REACH)):
        w, prev = right[k], right[k - 1]
        if not (w.text.isalpha() and w.text.islower()) or w.low.endswith("s") or prev.low in DETERMINERS | PREPOSITIONS:
            continue
        c = k + 1 + (right[k + 1].low in _PARTICLES and k + 2 < len(right))
        if right[c].low.rstrip("?.!") in _COMPARED and (_closes(right, c) or (
                right[0].low in ("a", "an") and _adverb_closes(right, c + 1))):  # "or a | T-Formex canoe scratch more
            # easily": an article's noun before (not "or stainless steel | scratch …": "steel" B's, or both's?)
            return k
    return None
