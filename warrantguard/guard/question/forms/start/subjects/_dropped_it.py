"""A copula asking which is better with its "it" dropped, as learners write it ("Is better to study all night or
…", "Is more healthy to eat …", "Is better Barcelona or Valencia …"): read as "Is it better to …"."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Token

__all__ = ["dropped_it"]

_ARTICLES = frozenset({"a", "an", "the"})


def dropped_it(left: list[Token]) -> tuple[str, bool, int] | None:
    """The lead-in of "Is | better / more ADJ | to …" (``("", True, start)``: a verb phrase follows) or of "Is better
    | a room with … / Barcelona or …" (``("", False, start)``: an articled noun or a name follows), else ``None``.
    "Is better sleep or more exercise the key?" is not one (a bare common noun may be the comparative's own)."""
    if len(left) < 3 or left[0].low != "is":
        return None
    k = _past_comparative(left)
    if k is None or k >= len(left):
        return None
    if left[k].low == "to" and k + 1 < len(left):
        return "", True, k + 1  # "Is more healthy to | eat big breakfast or …"
    if left[1].low == "better" and (left[k].low in _ARTICLES or left[k].text[:1].isupper()):
        return "", False, k  # "Is better | Barcelona or Valencia", "Is better | a room with …"
    return None


def _past_comparative(left: list[Token]) -> int | None:
    """The index after "better" / "more healthy" / "less risky" opening ``left`` after its "Is", else ``None``."""
    if left[1].low in COMPARATIVES:
        return 2
    if left[1].low in ("more", "less") and left[2].text.isalpha() and left[2].low not in ("than", "to"):
        return 3
    return None
