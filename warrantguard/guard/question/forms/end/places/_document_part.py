""""report medians with IQR or means with SD | in Table 1", "a bar chart or a box plot | in Figure 2": a numbered part
of a document closing B, after "in" or "on", is where both options go (the table, the figure), when A has no
"in" / "on" phrase of its own ("the totals in Table 2 or the means | in Table 3": B's own against A's)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["document_place"]

# Numbered parts of a document or a slide deck (a closed class).
_PARTS = frozenset({"table", "tables", "figure", "figures", "fig", "fig.", "section", "appendix", "chapter",
                    "page", "panel", "slide", "box", "supplement", "exhibit", "annex", "schedule", "equation",
                    "eq", "eq."})


def document_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is ``right[k:]`` "in" / "on" and a capitalised numbered document part ending B's side ("… or means with SD |
    in Table 1", "… | on Slide 4"), A with no "in" / "on" of its own?"""
    if right[k].low not in ("in", "on") or k + 3 != len(right) or k < 1:
        return False
    part, number = right[k + 1], right[k + 2].text.rstrip("?.!,")
    if not part.capitalized or part.low not in _PARTS or not _numbered(number):
        return False
    return not any(t.low in ("in", "on") for t in a)


def _numbered(label: str) -> bool:
    """A part's number or letter ("1", "2b", "S3", "A", "IV")."""
    return label.isalnum() and len(label) <= 4 and (any(c.isdigit() for c in label) or label.isupper())
