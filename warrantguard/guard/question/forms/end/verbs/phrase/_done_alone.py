""""use a recruiter or job hunt on my own": a B closed by "on my own" / "by myself" tells who does it, an action's
adverbial, so B is a verb phrase (a compound verb the lists lack, "job hunt") and A keeps its verb."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPS, PRONOUNS, Token, is_verb

__all__ = ["SELVES", "done_alone"]

SELVES = frozenset({"myself", "ourselves", "yourself", "yourselves", "themselves", "himself", "herself"})


def done_alone(core: list[Token], right: list[Token]) -> bool:
    """Does verb-led A ("use a recruiter") face a B of one or two bare lower-case words closed by "on my own" / "by
    myself" ("job hunt | on my own", "self-study by myself")? Then B is a verb phrase (not "a coach or | one on my
    own": a determiner or pronoun makes it a noun phrase)."""
    if len(core) < 2 or not is_verb(core[0], initial=True) or len(right) < 3:
        return False
    k = next((j for j in (1, 2) if j + 1 < len(right) and _alone(right, j)), None)
    return k is not None and all(_bare(t) for t in right[:k])


def _bare(tok: Token) -> bool:
    """A lower-case word of letters (or a hyphenated one), no determiner, pronoun or preposition."""
    return tok.text.replace("-", "").isalpha() and tok.text.islower() and tok.low not in DETERMINERS | PRONOUNS | PREPS


def _alone(right: list[Token], j: int) -> bool:
    """"on my own" / "on our own" or "by myself" at ``j``."""
    w, nxt = right[j].low, right[j + 1].low.rstrip("?.!,")
    own = j + 2 < len(right) and right[j + 2].low.rstrip("?.!,") == "own"
    return (w == "on" and nxt in POSSESSIVES and own) or (w == "by" and nxt in SELVES)
