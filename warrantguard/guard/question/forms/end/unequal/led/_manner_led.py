"""A verb phrase A closing on a manner "by <noun>" and its place phrase, against "straight" / "directly" B cut before
its own place phrase ("write your first draft | by hand in a notebook or straight | on the laptop"): the two ways of
doing it, the manner and place against the direct place, the verb and its object both's. Not when A holds no "by
<noun>" just before its place (refused, as before), nor when B's phrase runs on."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Around, Token

__all__ = ["manner_led"]

_STRAIGHT = frozenset({"straight", "directly"})
_PLACES = frozenset({"in", "on", "into", "onto", "to"})
_MOST = 4  # words of B's phrase after its preposition ("on | the laptop")


def manner_led(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A from its "by <noun>" and B with its place phrase ("… | by hand in a notebook or straight on the laptop"), when
    B's phrase closes the sentence; ``None`` otherwise."""
    if len(b) != 1 or b[0].low not in _STRAIGHT or not a:
        return None
    full = [*around.before(a[0])[-4:], *a]  # "… by hand in a | notebook": the cut may have left the manner behind
    by = max((k for k in range(len(full) - 3) if full[k].low == "by"), default=-1)
    if by < 0 or full[by + 1].low in DETERMINERS | POSSESSIVES | PREPOSITIONS or full[by + 2].low not in _PLACES:
        return None
    if any(t.low in PREPOSITIONS for t in full[by + 3 :]) or not full[by + 1].text.isalpha():
        return None
    phrase = around.after(b[0], _MOST + 2)
    if not 2 <= len(phrase) <= _MOST + 1 or phrase[0].low not in _PLACES or around.next(phrase[-1]) is not None:
        return None
    last = phrase[-1].text.rstrip("?!.,")
    words = [*phrase[1:-1], Token(last, phrase[-1].start, phrase[-1].start + len(last))]
    if words[-1].low in DETERMINERS or any(t.low in PREPOSITIONS or not t.text.isalnum() for t in words):
        return None
    return full[by:], [*b, phrase[0], *words]
