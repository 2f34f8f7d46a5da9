"""A verb with a hyphened prefix of repeating or before-hand ("Do people here | pre-wet the tips for viscous samples
or for everything?", "should we re-run …"): no list holds the whole word, but a listed verb after the prefix, or an
object's determiner after the word, makes it a verb, so the lead's subject ends before it (added for the
hundred-and-twenty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, VERBS, Token

__all__ = ["prefixed_verb"]

_PREFIXES = frozenset({"pre", "re", "un", "de", "co", "mis", "over", "under", "out"})


def prefixed_verb(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` a lower-case prefix, a hyphen and a word, that word a listed verb or followed by a determiner
    ("re-run the gel", "pre-wet the tips")? Not "a pre-tax | contribution": no verb, no object after it."""
    prefix, dash, word = toks[k].text.partition("-")
    if not dash or prefix not in _PREFIXES or not word.isalpha() or not word.islower():
        return False
    return word in VERBS or (k + 1 < len(toks) and toks[k + 1].low in DETERMINERS)
