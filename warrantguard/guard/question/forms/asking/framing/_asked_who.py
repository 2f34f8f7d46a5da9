"""An embedded question of whom or what before a comma, the pair after it answering it ("tell me who to start at QB,
| Jared Goff or Baker Mayfield", "… what you'd order, | tacos or ramen"): the piece before the comma asks, as "which"
does, so it is no item of a list the pair continues."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, MODALS, Token

__all__ = ["asked_who"]

_ASKING_WH = frozenset({"who", "whom", "what"})
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})  # "who you'd start": the question's own subject


def asked_who(prev: list[Token]) -> bool:
    """Does the comma-separated piece ``prev`` hold, after its first word, "who" / "whom" / "what" opening a question
    of its own: before "to", a modal or auxiliary, or a subject pronoun ("who to start", "who should I start", "what
    you'd pick"), not closing the piece?"""
    for k in range(1, len(prev) - 1):
        nxt = prev[k + 1].low.replace("\u2019", "'")
        subject = nxt.split("'")[0] in _SUBJECTS
        if prev[k].low in _ASKING_WH and (nxt == "to" or nxt in MODALS or nxt in AUX or subject):
            return True
    return False
