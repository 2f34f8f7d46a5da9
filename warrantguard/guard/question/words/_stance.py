"""A speaker's stance opening a question with no comma after it ("in your opinion | is the €1,200 Kaution or the
Kautionsversicherung … the better way", "realistically | should I …"): the stance names no option, so the question
starts after it. Only before a word that opens an asked question (an auxiliary, a modal or a copula), so that a
stance adverb used as a manner ("personally deliver it or post it") stays in the option.

So too a setting fronted before the copula or auxiliary with no comma ("for a home setup | is gas or electric more
realistic?", "in winter | is tea or coffee better?"; added for the hundred-and-forty-ninth part): a preposition and a
short noun phrase, no verb, no "or" in it."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import AUX, COPULAS, WH

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
    n = n or _fronted_setting(toks, i)
    asked = n and len(lows) > n and (lows[n] in AUX or lows[n] in COPULAS) and not toks[i + n - 1].text.endswith(".")
    return n if asked else 0


_SETTING_PREPS = frozenset({"for", "in", "on", "at", "during", "with"})
_NOT_SETTING = WH | AUX | COPULAS | frozenset({"or", "and", "it", "there", "i", "you", "we", "they", "he", "she",
                                              "if", "whether", "than", "vs"})


def _fronted_setting(toks: list[Token], i: int) -> int:
    """How many words from ``toks[i]`` make a fronted setting: a preposition and one to three words of a noun phrase
    before an auxiliary or copula ("for a home setup | is …"), none of them written with a closing mark; else 0."""
    lows = [t.low for t in toks[i : i + 5]]
    if not lows or lows[0] not in _SETTING_PREPS:
        return 0
    n = next((k for k in range(2, len(lows)) if lows[k] in AUX or lows[k] in COPULAS), 0)
    words = toks[i + 1 : i + n]
    plain = all(t.text.replace("-", "").isalpha() and t.low not in _NOT_SETTING for t in words)
    return n if n and plain else 0
