"""An "if" the asker asks someone to tell a third person: "Can somebody tell my wife | if reefer or flatbed pays
more per mile": the hearer asked ("somebody", "you") is to tell which, so the "if" opens an indirect question
whatever the options' form (:func:`asked_told_if`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Token

__all__ = ["asked_told_if"]

_ASKED = frozenset({"somebody", "someone", "anyone", "anybody", "you", "u"})  # whom the asker asks
_MODALS = frozenset({"can", "could", "will", "would"})


def asked_told_if(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` follow "<can> <somebody> tell <my> <person>" ("Can somebody tell my wife | if", "could
    you tell my boss | if")? Not a statement's "I'll tell my wife if …": no one asked to tell."""
    if k < 5 or toks[k - 3].low != "tell" or toks[k - 2].low not in POSSESSIVES:
        return False
    person = toks[k - 1]
    return person.text.isalpha() and person.text.islower() and toks[k - 4].low in _ASKED \
        and toks[k - 5].low in _MODALS
