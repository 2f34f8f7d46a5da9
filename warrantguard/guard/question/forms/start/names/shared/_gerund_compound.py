""""Signing bonus vs relocation package": an -ing word and a bare noun standing alone before "vs" are one compound
noun (a signing bonus), set against a bare compound on B's side, not a choice verb and its object."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, PRONOUNS, Token, ing_word

__all__ = ["gerund_compound_pair"]

_VERSUS = frozenset({"vs", "vs.", "versus"})


def gerund_compound_pair(left: list[Token], right: list[Token], co: str) -> tuple[list[Token], list[Token]] | None:
    """The whole sides when A is an opening -ing word and one bare lower-case noun ("Signing bonus | vs", "Matching
    contribution vs …") and B two or three bare lower-case words ("relocation package"): with "vs" the two
    compounds are compared (after "or" a verb and its object stay likelier: "Buying stock or real estate?"); else
    ``None`` (not "Learning Python vs SQL": a name)."""
    if len(left) != 2 or not 2 <= len(right) <= 3 or not all(_bare_word(t) for t in right):
        return None
    if not (left[0].capitalized and ing_word(left[0].low) and _bare_word(left[1])):
        return None
    return (left, right) if co.lower() in _VERSUS else None


def _bare_word(tok: Token) -> bool:
    """A lower-case word that can be a bare noun ("bonus", "relocation"; not "the", "for", "my", "paying")."""
    w = tok.low
    return tok.text == w and w.replace("-", "").isalpha() and w not in DETERMINERS | PREPS | PRONOUNS \
        and not ing_word(w)
