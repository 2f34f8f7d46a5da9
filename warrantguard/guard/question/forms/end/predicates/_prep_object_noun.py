"""A plural word after a preposition opening the option and one name or bare noun, before another preposition in the
option ("in Parquet | files on S3 or in Postgres tables"): the head noun of the preposition's object, with a phrase
of its own after it, no verb swallowed into the option (not "by post | works better": no preposition follows)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, FINITE, PREPOSITIONS, PRONOUNS, VERBS, Token

__all__ = ["prep_object_noun"]


def prep_object_noun(toks: list[Token], k: int) -> bool:
    """Is the word at ``k`` the plural head noun of the object of the preposition opening the option, after one
    name or bare noun and before a preposition of the option's own ("in Parquet | files | on S3")?"""
    if k != 2 or k + 2 >= len(toks) or toks[0].low not in PREPOSITIONS or toks[k + 1].low not in PREPOSITIONS:
        return False
    word, mod = toks[k].low, toks[1]
    plural = word.isalpha() and word.endswith("s") and not word.endswith("ss") and word not in FINITE
    return plural and mod.text.isalpha() and mod.low not in DETERMINERS | PRONOUNS | PREPOSITIONS | VERBS
