"""A cut word inside a bracketed aside B opened, A closing on an aside of its own ("a standard lens (covered) or a
multifocal lens ($3,200 | per eye)") (:func:`inside_aside`): each option keeps its aside, so B does not end inside its
own and the walk goes on to its closing bracket (as "a 2019 RAV4 (62,000 miles) or a 2021 CX-5 (38,000 miles)")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["inside_aside"]


def inside_aside(a: list[Token], right: list[Token], k: int) -> bool:
    """With A closing on a bracketed aside, does word ``k`` of B's side stand inside a bracket opened after B's first
    word and closed at ``k`` or later in the side ("a multifocal lens | ($3,200 per eye)")?"""
    if not a or not a[-1].text.rstrip("?!.,;:").endswith((")", "]")):
        return False
    opened = [j for j in range(1, k) if right[j].text.startswith(("(", "["))]
    if not opened or any(right[j].text.rstrip("?!.,;:").endswith((")", "]")) for j in range(opened[-1], k)):
        return False
    return any(t.text.rstrip("?!.,;:").endswith((")", "]")) for t in right[k:])
