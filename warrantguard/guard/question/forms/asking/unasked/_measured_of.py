"""A rough measure of one thing: "Is a variance of 2 or 3 percent normal …?", "a delay of 4 or 5 weeks". Two
consecutive whole numbers after "of", the noun they measure after "a" / "an" before it, give one figure roughly,
not two options (not "a variance of 2 or 5 percent": numbers far apart may be weighed; not "at 2 or 3": a setting)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["measured_of_count"]


def measured_of_count(left: list[Token], right: list[Token]) -> str | None:
    """Why "a <noun> of N or N+1 …" is a rough figure of one thing, or ``None`` (``left`` ends on "of 2", ``right``
    opens on "3")."""
    if len(left) < 4 or left[-2].low != "of" or not (left[-1].text.isdigit() and right[0].text.isdigit()):
        return None
    if int(right[0].text) - int(left[-1].text) != 1:
        return None
    if not any(t.low in ("a", "an") for t in left[-5:-3]) or not left[-3].text.isalpha():
        return None
    return f"'{left[-2].text} {left[-1].text} or {right[0].text}' gives a rough measure of one thing, not two options"
