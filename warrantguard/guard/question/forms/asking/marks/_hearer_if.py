"""An "if" asked for someone the answer is told to: "Can you explain to my dad | if he's better off taking Social
Security at 62 or waiting until 67?": a verb of telling, "to" and the hearer before "if" make it an indirect
question, as "explain | if …" is (:func:`hearer_if`; added for the seventy-first held-out part).

A verb taking its hearer as its object, the hearer, and an "if" clause whose articled object stands against an
articled B ("I have to tell my insurer | if the house has a 5-lever mortice lock or a multipoint locking system"):
what is told is which of the two, an indirect question too (:func:`told_hearer_if`; added for the
hundred-and-fifth held-out part). A B of another form ("… if the boiler breaks or fix it myself") leaves the "if"
a condition."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Token

__all__ = ["hearer_if", "told_hearer_if"]

_TELLING = frozenset({"explain", "say", "mention", "confirm", "clarify"})  # verbs that take "to" and the hearer
_TELLING_WHOM = frozenset({"tell", "ask", "inform", "notify", "advise"})  # verbs whose object is the hearer
_ARTICLES = frozenset({"a", "an"})


def hearer_if(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` follow a verb of telling, "to" and a hearer of two words ("explain to my dad | if",
    "confirm to the team | if")?"""
    if k < 4 or toks[k - 4].low not in _TELLING or toks[k - 3].low != "to":
        return False
    return (toks[k - 2].low in POSSESSIVES or toks[k - 2].low == "the") and toks[k - 1].text.isalpha()


def told_hearer_if(toks: list[Token], k: int, b_first: str) -> bool:
    """Does the "if" at ``k`` follow a verb taking the hearer as its object and the hearer ("tell my insurer | if"),
    with an article after "if" and an article opening B ("… has a 5-lever mortice lock or | a multipoint …")?"""
    if k < 3 or b_first not in _ARTICLES or toks[k - 3].low not in _TELLING_WHOM:
        return False
    if not (toks[k - 2].low in POSSESSIVES or toks[k - 2].low == "the") or not toks[k - 1].text.isalpha():
        return False
    return toks[k - 1].text.islower() and any(t.low in _ARTICLES for t in toks[k + 2 :])
