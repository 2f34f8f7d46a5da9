"""B a passive opening with "be" and a participle ("should my side income go on a Schedule C or | be treated as hobby
income?", "… or | be returned to the buyer"): "be" is no listed verb, but before a participle it opens a verb phrase,
never a noun, so against a verb-phrase A the options are verb phrases and A keeps its verb."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, participle_word

__all__ = ["passive_b"]


def passive_b(right: list[Token]) -> bool:
    """Does B open with "be" and a past participle ("be treated as hobby income", "be torn down")?"""
    return len(right) > 1 and right[0].low == "be" and participle_word(right[1].low.rstrip("?.!,"))
