"""B's own article against a bare amount A ("10x50s or the 80mm refractor"): the article opens B's whole noun
phrase, so the noun after B's amount is B's own head, not a head both options share ("16GB or 32GB | of RAM")."""

from __future__ import annotations

from warrantguard.guard.question.words._form import Around
from warrantguard.guard.question.words._text import Token

__all__ = ["articled_b_only"]


def articled_b_only(a: list[Token], b: list[Token], around: Around) -> bool:
    """Does "the" / "a" / "an" stand before B's amount and no determiner before A's ("10x50s or the 80mm
    refractor"), B a lower-case head after its amount? Not "a 12-month or a 36-month lease": both articled."""
    own, prev = around.prev(b[0]), around.prev(a[0])
    return own is not None and own.low in ("the", "a", "an") and not (prev is not None and prev.low in _DETERMINERS) \
        and len(b) == 2 and b[1].text.isalpha() and b[1].text.islower()


_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "his", "her",
                          "their", "its"})
