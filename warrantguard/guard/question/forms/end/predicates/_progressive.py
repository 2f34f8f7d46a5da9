"""A subject pair before a bare progressive ("anyone know if instacart or shipt | is hiring rn?"): with no object or
phrase after it, the question may ask whether either one does it (yes or no), not which of the two."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_WORDS, Token

__all__ = ["bare_progressive"]

_BE = frozenset({"is", "are"})
_NOW = frozenset({"rn", "atm", "currently"})


def bare_progressive(right: list[Token]) -> str | None:
    """Why a subject pair's predicate asks no choice, or ``None``: B's side is B, "is" / "are", an ``-ing`` word and
    at most a time after it, no object, comparative or phrase ("… or shipt | is hiring rn"; not "… or the modem | is
    dropping the connection", "… | is paying better")."""
    k = next((k for k in range(1, min(len(right), 4)) if right[k].low in _BE), None)
    if k is None or k + 1 >= len(right) or not right[k + 1].low.endswith("ing") or len(right) > k + 4:
        return None
    rest = [t.low.rstrip("?.!,") for t in right[k + 2 :]]
    if any(w not in TIME_WORDS | _NOW for w in rest):  # "… or the modem | is dropping the connection": which one
        return None
    return f"'… {right[k].text} {right[k + 1].text}' may ask whether either one is, not which of the two"
