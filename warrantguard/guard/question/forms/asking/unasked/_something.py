"""A second option that is "something" told by a comparative (:func:`described_something`): "migraine or something
worse?", "Zoom or something better?", "a cold or something more serious?" name a second option, unlike a bare "or
something" ("can i sue my landlord or something") or "or something else"."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Token

__all__ = ["described_something"]

_NOT_TOLD = frozenset({"enough", "worth", "ideal", "preferable"})


def described_something(after: list[Token]) -> bool:
    """Does the side after "or" open with "something" and a comparative ("something | worse", "something | more
    serious")? Then it is an option, not the vague "or something"."""
    if len(after) < 2 or after[0].low != "something":
        return False
    told = after[1].low.strip(".,!?;:")
    if told in ("more", "less"):
        return len(after) > 2 and after[2].low.strip(".,!?;:").isalpha()
    return told in COMPARATIVES - _NOT_TOLD
