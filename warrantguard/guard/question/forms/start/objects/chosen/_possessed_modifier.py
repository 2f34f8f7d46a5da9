"""A possessive before two modifiers of one head written once: "a crown on my | upper or lower | molar": the
possessive and the head are both's, the modifiers the options, as after "the"."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Around, Token, parallel_core

__all__ = ["possessed_modifier_core"]


def possessed_modifier_core(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The pair's core read past A's possessive when A is the possessive and one modifier and B, with no determiner of
    its own, a modifier of the same kind before the head ("my | upper or lower | molar", "your | left or right | eye"):
    the core of the pair as it is after an article. The pair as it is otherwise ("my mom or best friend": no twin
    modifiers; "my upper or my lower molar": B's own possessive)."""
    if len(a) != 2 or a[0].low not in POSSESSIVES or len(b) < 2 or b[0].low in DETERMINERS:
        return a, b
    core_a, core_b = parallel_core(a[1:], b, around)
    if len(core_a) != 1 or core_a[0] is not a[1] or len(core_b) >= len(b):
        return a, b
    return core_a, core_b
