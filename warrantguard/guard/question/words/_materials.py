"""Two materials: "Pilea peperomioides in | terracotta or glazed ceramic" — A's phrase after its preposition is one
material and B ends in a material, so the materials are the options, not the plant in one against the other."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import MATERIALS

__all__ = ["two_materials"]


def two_materials(tail: list[Token], b: list[Token]) -> bool:
    """Is A's phrase after its preposition one material and B's last word a material ("in | terracotta" / "glazed
    ceramic")?"""
    return len(tail) == 1 and tail[0].low in MATERIALS and bool(b) and b[-1].low.rstrip("?.!,") in MATERIALS
