"""Two names as a compound subject before a verb read as a noun: "whether Zinsser BIN or Kilz Original | blocks smoke
stains better". A is a name (every word capitalized), B a name and then a lower-case -s word, more words and a
comparative: the -s word is the subject's verb ("blocks"), not B's head, so B ends at its name. Only names of two
words or more on both sides ("Sony or Nikon | batteries last longer": the -s word may be a head both share)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COMPARATIVES, COPULAS, DEGREE, Token

__all__ = ["named_subject_b"]


def named_subject_b(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B cut to its capitalized name before an -s verb whose clause ends in a comparative ("Zinsser BIN or | Kilz
    Original | blocks smoke stains better"); else ``b``."""
    if len(a) < 2 or not b or not all(_named(t) for t in a) or right[: len(b)] != b:
        return b
    k = next((i for i, t in enumerate(right) if not _named(t)), len(right))
    if k < 2 or k >= len(b) or not right[k].low.endswith("s") or not right[k].low.isalpha():
        return b
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    at = next((j for j, w in enumerate(rest) if w in COMPARATIVES or w in DEGREE), None)
    if not at or any(w in COPULAS or w in AUX for w in rest[:at]):
        return b
    return b[:k]


def _named(tok: Token) -> bool:
    """A word of a name: capitalized, or a model code ("BIN", "GCM12SD")."""
    return tok.text[:1].isupper()
