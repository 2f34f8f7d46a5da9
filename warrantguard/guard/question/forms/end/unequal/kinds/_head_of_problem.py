"""A plural head and "of" opening A against a bare noun B: "prefers donations of pasta | or tinned meat": "donations
of" may be both's (pasta or tinned meat, both donated) or A's alone (donations of pasta, or tinned meat bought):
the form cannot tell, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Token

__all__ = ["head_of_problem"]


def head_of_problem(a: list[Token], b: list[Token]) -> str | None:
    """Why a pair of A "<plural noun> of <bare noun>" and a bare B without "of" is in doubt ("donations of pasta |
    tinned meat"); ``None`` otherwise ("bags of rice | tins of beans": both headed; "cup of tea | a coffee": B
    articled; "the cost of rent | food": A articled)."""
    if len(a) < 3 or a[1].low != "of" or not _plain(a[0]) or not a[0].low.endswith("s") or a[0].low.endswith("ss"):
        return None
    if a[2].low in DETERMINERS | POSSESSIVES or not _plain(a[2]):
        return None
    if not b or len(b) > 3 or not all(_plain(t) for t in b) or any(t.low in PREPOSITIONS or t.low == "of" for t in b):
        return None
    return f"'{a[0].text} of' may head both options or only A ('{a[0].text} of {a[2].text}' or '{b[-1].text}')"


def _plain(tok: Token) -> bool:
    """A lower-case word of letters (hyphens allowed), no determiner."""
    word = tok.text.rstrip("?!.,")
    return word.replace("-", "").isalpha() and word.islower() and tok.low not in DETERMINERS | POSSESSIVES
