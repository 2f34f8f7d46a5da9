"""A noun after a participle and its preposition against a B of one bare participle the sentence goes on after:
"should volunteers … be | paired with a mentor or left | to shadow whoever is on shift?": the options are the two
participles' phrases, A from its participle and B to the sentence's end (not A's noun against B's participle)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Around, Token, participle_word

__all__ = ["bare_participle_b"]

_REACH = 8  # words of B's complement at most


def bare_participle_b(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A from the participle before its preposition and B on to its sentence's end when B is one participle ("be
    paired with a | mentor or left | to shadow …"); ``(a, b)`` otherwise (B more than a participle; no participle
    and preposition before A; B's sentence going on past a comma or too far)."""
    if len(b) != 1 or not b[0].text.islower() or not participle_word(b[0].low):
        return a, b
    before = around.before(a[0])
    k = len(before)
    while k > 0 and before[k - 1].low in DETERMINERS | POSSESSIVES:
        k -= 1  # "paired with | a | mentor"
    if k < 2 or before[k - 1].low not in PREPOSITIONS or not participle_word(before[k - 2].low):
        return a, b
    rest = around.after(around.whole(b[0]), _REACH, ends=(",", ";", ".", "?", "!"))
    if not rest or not rest[-1].text.endswith((".", "?", "!")) or around.next(rest[-1]) is not None:
        return a, b
    return before[k - 2 :] + a, b + rest
