"""B a word that is a verb and a noun with a bare noun after it ("… or heat | tape"), against A a verb's phrase that
closes on a preposition and a bare noun phrase ("cover the pipes with | foam lagging"): B may be a second verb
phrase ("heat tape") or a noun compound after A's preposition ("with heat tape"); the form cannot tell, so the pair
is refused (added for a misread met outside the corpus in session 41)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Token,
)

__all__ = ["noun_like_verb_b_problem"]

_NOT_BARE = DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS
_MEANS = frozenset({"with", "using"})  # the preposition of a means B's compound could also follow


def noun_like_verb_b_problem(a: list[Token], b: list[Token]) -> str | None:
    """Why B ("heat tape") may be a noun after A's closing preposition ("cover the pipes with | foam lagging") as
    much as a verb phrase against A's; or None (not "… or heat the room": B's object articled; not "… with a roller
    or spray it": A's noun articled; not "… or switch companies": a plural object, a verb's)."""
    if len(a) < 4 or len(b) != 2 or b[0].low not in AMBIGUOUS or not _bare(a[0]):
        return None
    if not _bare(b[1]) or b[1].low.endswith(("s", "ing")):
        return None  # "… or book guided tours", "… or block onboarding": a verb's plural or -ing object
    p = max((k for k, t in enumerate(a) if t.low in PREPOSITIONS), default=0)
    if p < 2 or a[p].low not in _MEANS or p + 1 >= len(a) or not all(_bare(t) for t in a[p + 1 :]):
        return None
    return (f"'{b[0].text} {b[1].text}' may be a noun after '{a[p].text}' (as '{a[p + 1].text}' is) or a verb "
            f"phrase against '{a[0].text} …'")


def _bare(tok: Token) -> bool:
    """A lower-case word that is no function word ("foam", "tape")."""
    return tok.text.isalpha() and tok.text == tok.low and tok.low not in _NOT_BARE
