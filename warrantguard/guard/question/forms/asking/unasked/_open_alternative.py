"""An open alternative as B ("a good Arabic tutor in Leeds or | anywhere nearby?", "… or whatever"): an
indefinite place, thing or person widens A to any like it; no second option is named, so there is no choice."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["open_alternative_b"]

# "any-" words widen A; "elsewhere" (not A: "Dublin or elsewhere in Ireland") and "some-" words with a word of their
# own ("migraine or something worse", "Hawaii or somewhere driveable") name a second option, so they are not listed.
_OPEN = frozenset({"anywhere", "anything", "anyone", "anybody", "whatever", "wherever", "whoever"})


def open_alternative_b(b: list[Token]) -> str | None:
    """Why a B opening on an indefinite ("anywhere nearby", "whatever") names no option, or None."""
    if not b or b[0].low not in _OPEN:
        return None
    return f"'{' '.join(t.text for t in b)}' leaves the alternative open rather than naming a second option"
