"""A subject, "needs" and a gerund, B a gerund closing the sentence ("whether mould on silicone sealant needs |
replacing or just cleaning"): the gerunds are what the subject needs, the options, not subjects of a verb after B
(added for the ninety-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, ing_word

__all__ = ["needed_gerunds"]

_NEEDING = frozenset({"needs", "need", "needed", "requires", "require", "required", "wants", "want"})
_FOCUS = frozenset({"just", "only", "simply", "merely"})


def _gerund(tok: Token) -> bool:
    """A lower-case gerund ("replacing", "cleaning"), its closing mark aside."""
    w = tok.text.rstrip("?!.,")
    return w.islower() and w.isalpha() and ing_word(w)


def needed_gerunds(core: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two gerunds after "needs" in ``core`` ("mould … needs | replacing" / "just cleaning") when B's side is a
    gerund, a focus adverb before it or not, and nothing more but a time clause ("… or chipping | before sowing"); else
    ``None`` ("needs replacing or | cleaning daily")."""
    if len(core) < 3 or core[-2].low not in _NEEDING or not _gerund(core[-1]) or not right:
        return None
    focus = int(right[0].low in _FOCUS)
    rest = right[focus:]
    if len(rest) > 2 and rest[1].low in _WHEN:  # "… or chipping | before sowing": when both are needed
        rest = rest[:1]
    if len(rest) != 1 or not _gerund(rest[0]):
        return None
    return core[-1:], right[: focus + 1]


_WHEN = frozenset({"before", "after", "during", "when", "until"})
