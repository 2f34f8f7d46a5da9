"""A statement of what an institution offers or allows, asking nothing ("Our school lets students choose either Spanish
or French starting in 7th grade."): no question mark in the prompt, no asking word, and the sentence opens on a
possessive's subject and a third-person verb of offering or permitting."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, MODALS, POSSESSIVES, WH, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["stated_policy"]

# Third-person verbs by which a subject offers or permits ("lets", "offers"): a rule told, not a choice asked.
_GRANTING = frozenset({"lets", "allows", "offers", "gives", "requires", "permits", "provides", "makes"})
_ASKING = WH | AUX | MODALS | frozenset({"whether", "if", "better", "advice", "thoughts", "recommend", "help"})


def stated_policy(text: str, sentence: list[Token]) -> str | None:
    """Why ``sentence`` (of ``text``, with no "?") states a rule and asks nothing ("Our school | lets | students choose
    either …"), or ``None`` ("Our school lets us pick Spanish or French — which one?": asks)."""
    if "?" in text or len(sentence) < 5 or sentence[0].low not in POSSESSIVES:
        return None
    verb = next((k for k in range(2, 4) if sentence[k].low in _GRANTING), None)
    if verb is None or any(t.low.strip(".,!;:") in _ASKING for t in tx.tokens(text)):
        return None
    return f"it states what is offered ('{sentence[0].text} … {sentence[verb].text} …') and asks no question"

