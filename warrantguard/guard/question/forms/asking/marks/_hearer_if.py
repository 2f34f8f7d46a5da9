"""An "if" asked for someone the answer is told to: "Can you explain to my dad | if he's better off taking Social
Security at 62 or waiting until 67?": a verb of telling, "to" and the hearer before "if" make it an indirect
question, as "explain | if …" is (:func:`hearer_if`; added for the seventy-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Token

__all__ = ["hearer_if"]

_TELLING = frozenset({"explain", "say", "mention", "confirm", "clarify"})  # verbs that take "to" and the hearer


def hearer_if(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` follow a verb of telling, "to" and a hearer of two words ("explain to my dad | if",
    "confirm to the team | if")?"""
    if k < 4 or toks[k - 4].low not in _TELLING or toks[k - 3].low != "to":
        return False
    return (toks[k - 2].low in POSSESSIVES or toks[k - 2].low == "the") and toks[k - 1].text.isalpha()
