"""A closing "together" set against B's "one at a time" ("tell the kids about the divorce | together or one at a
time?", "open the presents | together or one by one"): both are ways of doing the same thing to the same people, so
the verb and its object are both's and A is only its manner phrase (added in session 43, from an everyday prompt)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["joint_manner_a"]

# How a thing is done to several at once or one after another: the phrases that stand against each other.
_JOINT = (("together",), ("separately",), ("individually",), ("jointly",), ("all", "at", "once"), ("at", "once"),
          ("at", "the", "same", "time"), ("as", "a", "group"), ("in", "one", "go"), ("one", "at", "a", "time"),
          ("one", "by", "one"), ("one", "after", "the", "other"), ("one", "after", "another"), ("in", "turn"),
          ("each", "in", "turn"), ("in", "turns"), ("in", "pairs"), ("in", "small", "groups"))


def joint_manner_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A's closing manner phrase when A ends with one of the joint-or-one-by-one phrases and B is another of them,
    whole ("kids about the divorce together" / "one at a time" -> "together"); ``a`` otherwise (B a phrase of
    another kind: "together or with a counsellor"; A only the phrase already)."""
    words = tuple(t.low.rstrip("?.!,") for t in b)
    if words not in _JOINT or tuple(t.low.rstrip(",") for t in a) in _JOINT:
        return a
    for phrase in _JOINT:
        n = len(phrase)
        if len(a) > n and phrase != words and tuple(t.low.rstrip(",") for t in a[-n:]) == phrase:
            return a[-n:]
    return a
