"""A speaker's stance opening a question with no comma after it ("in your opinion | is the €1,200 Kaution or the
Kautionsversicherung … the better way", "realistically | should I …"): the stance names no option, so the question
starts after it. Only before a word that opens an asked question (an auxiliary, a modal or a copula), so that a
stance adverb used as a manner ("personally deliver it or post it") stays in the option."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import AUX, COPULAS

__all__ = ["stance_words"]

_STANCE_ADVERBS = frozenset({"realistically", "frankly", "personally", "truthfully", "honestly", "tbh", "imo", "imho"})
_STANCE_NOUNS = frozenset({"opinion", "view", "experience", "mind"})  # "in your opinion", "in your honest view"


def stance_words(toks: list[Token], i: int = 0) -> int:
    """How many words from ``toks[i]`` make a stance before an asked question ("in your (honest) opinion", "in my
    view", "realistically"), 0 if none or no auxiliary, modal or copula follows it."""
    lows = [t.low for t in toks[i : i + 5]]
    n = 1 if lows[:1] and lows[0] in _STANCE_ADVERBS else 0
    if len(lows) > 2 and lows[0] == "in" and lows[1] in ("your", "my"):
        n = 3 if lows[2] in _STANCE_NOUNS else 4 if lows[2] == "honest" and lows[3:4] == ["opinion"] else 0
    asked = n and len(lows) > n and (lows[n] in AUX or lows[n] in COPULAS) and not toks[i + n - 1].text.endswith(".")
    return n if asked else 0
