"""A plain adjective B before a noun, a plural head and the predicate after it ("whether monocrystalline or thin |
film panels degrade faster"): the adjective may qualify the noun after it ("thin film"), so B may be the two words, or
the noun may be the head both options share ("high or low | profile tyres"); unclear against a one-word A that is no
adjective or modifier, and refused."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COMPARATIVES,
    DEGREE,
    FUNCTION_WORDS,
    MODIFIERS,
    PLAIN_ADJECTIVES,
    S_VERBS,
    VERBS,
    Around,
    Token,
)

__all__ = ["adjective_compound_problem"]


def adjective_compound_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a one-word B that is a plain adjective, before a noun, a plural head, a bare verb and a comparative, is
    unclear against a one-word A that is no adjective ("monocrystalline or thin | film panels degrade faster": "thin",
    or "thin film"?); None otherwise ("steel or aluminium | frame bikes last longer": a material; "high or low |
    profile tyres wear faster": two adjectives, the noun both's)."""
    if len(a) != 1 or len(b) != 1 or b[0].low not in PLAIN_ADJECTIVES - MODIFIERS \
            or a[0].low in PLAIN_ADJECTIVES | MODIFIERS:
        return None
    rest = around.after(b[-1], 4)
    if len(rest) < 4 or not rest[0].text.isalpha() or rest[0].low in FUNCTION_WORDS:
        return None
    head, degree = rest[1].low, rest[3].low.rstrip("?!.,")
    if not head.endswith("s") or head in FUNCTION_WORDS or not _bare_verb(rest[2]):
        return None
    if degree not in COMPARATIVES | DEGREE:
        return None
    return (f"the adjective {b[0].text!r} may qualify {rest[0].text!r} after it (an option of two words) or the "
            f"options' shared head: unclear")


def _bare_verb(tok: Token) -> bool:
    """Can ``tok`` be a plural subject's bare verb ("panels | degrade", "socks | wick"): a listed verb, or a plain
    word that is no function word, no -s form and no adverb?"""
    if tok.low in VERBS | S_VERBS:
        return True
    return tok.text.isalpha() and tok.low not in FUNCTION_WORDS and not tok.low.endswith(("s", "ly"))
