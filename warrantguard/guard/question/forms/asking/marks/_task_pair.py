"""An instruction to the assistant whose alternatives are no choice asked (added for the seventy-eighth held-out
part): the task holds either way ("List every document I need …, whether I apply online or by mail": a concessive
"whether" after a comma), or the pair stands inside a relative clause of the task's object ("… and flag anything
that could delay or derail it"). The sentence has no question mark and opens with a verb of instructing."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.marks._purpose import INSTRUCTING
from warrantguard.guard.question.words import MODALS, PRONOUNS, Token

__all__ = ["task_pair"]

_RELATIVES = frozenset({"that", "which", "who"})


def task_pair(said: list[Token], asked: bool) -> str | None:
    """Why an instruction ``said`` (no question mark: not ``asked``) asks no choice of its "or" pair, or ``None``
    (not "Tell me whether I should apply online or by mail": a modal, so asked; not "List …?")."""
    words = [t.low for t in said]
    if asked or len(words) < 4 or words[0] not in INSTRUCTING or "or" not in words:
        return None
    o = words.index("or")
    whether = [k for k in range(1, o) if words[k] == "whether" and said[k - 1].text.endswith(",")]
    if whether and (k := whether[-1]) + 2 < o and words[k + 1] in PRONOUNS and words[k + 2] not in MODALS | {"to"}:
        return f"a concessive ', whether {said[k + 1].text} …' clause of an instruction (the task is the same either " \
               f"way), not a question asking to choose"
    if _relative_pair(said, words, o):
        return "the alternatives stand in a relative clause of the task ('anything that could A or B'), not a choice"
    return None


def _relative_pair(said: list[Token], words: list[str], o: int) -> bool:
    """Does a relative pronoun and a modal open the clause of the pair, no clause break between ("flag anything |
    that could | delay or derail it")?"""
    rel = [j for j in range(1, o - 2) if words[j] in _RELATIVES and words[j + 1] in MODALS]
    return bool(rel) and not any(t.text.endswith((",", ";", ":")) for t in said[rel[-1] : o])
