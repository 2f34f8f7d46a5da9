"""The words of B's side that may repeat A's preposition, before a tail of context ("in A4 or US Letter | for a
client in Canada"): a preposition in that tail tells of the case both options are for, no B's own phrase, so A's
preposition is still set against B alone (added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["side_words"]

# Words opening a tail of context after B ("… | for a client in Canada", "… | since my company uses Exchange").
_TAIL = frozenset({"for", "since", "because", "when", "if"})


def side_words(right: list[Token]) -> set[str]:
    """The lower-case words of ``right`` before the first tail word after B's first word ("US Letter | for a client
    in Canada" -> us, letter); all of them without one ("the condo in Boulder")."""
    stop = next((k for k in range(1, len(right)) if right[k].low in _TAIL), len(right))
    return {t.low for t in right[:stop]}
