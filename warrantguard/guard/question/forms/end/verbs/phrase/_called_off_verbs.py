"""Two verb options told by a lone verb calling the plan off as A and a verb with its own time or phrase as B
("#jury postpone or | serve now", "cancel or | go ahead"): with no lead-in ("Should I …") to say the options are verbs,
A's verb of calling off (:func:`._called_off.called_off`) and a listed verb opening B tell it, so B keeps its phrase."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._called_off import called_off
from warrantguard.guard.question.words import Token, is_verb

__all__ = ["called_off_verbs"]


def called_off_verbs(core: list[Token], right: list[Token]) -> bool:
    """Are A a lone verb of calling off and B a verb and its own phrase ("postpone or serve now", "defer or pay
    today", not "postpone or a | new date": B no verb)?"""
    return called_off(core, right) and is_verb(right[0])
