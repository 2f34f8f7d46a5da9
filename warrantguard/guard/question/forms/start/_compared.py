"""Option A without a comparison noun or a comparative before it: "tradeoffs of | homeschooling", "a clear
recommendation of | Asana", "do better with | chemistry" (see ``_options``)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COMPARATIVES,
    COMPARISON_NOUNS,
    DETERMINERS,
    PREPS,
    Token,
    articled,
    is_verb,
)

__all__ = ["compared_object", "comparison_of"]

_DEGREE_ADVERBS = frozenset({"well", "more", "less", "badly"})


def compared_object(toks: list[Token], right: list[Token]) -> list[Token]:
    """Option A without a comparison noun before it: "tradeoffs of | homeschooling", "the pros and
    cons of | renting" (the option is the object of "of" / "between"); or without a comparative and
    its preposition when B has none: "do better with | chemistry or physics"."""
    if len(toks) > 2 and toks[0].low in COMPARATIVES | _DEGREE_ADVERBS and toks[1].low in PREPS \
            and right[0].low not in PREPS and not is_verb(right[0]):
        return articled(toks[2:])
    k = next((k for k, t in enumerate(toks) if t.low in ("of", "between")), None)
    if k is None or k == 0 or k + 1 >= len(toks):
        return toks
    head = [t.low for t in toks[:k] if t.low not in DETERMINERS]
    if head and all(w in COMPARISON_NOUNS for w in head) and head[-1] != "and":
        return toks[k + 1 :]
    if head and head[-1] in _CHOICE_NOUNS and toks[k].low == "of":
        return toks[k + 1 :]  # "a clear recommendation of | Asana or Monday.com"
    return toks


# Nouns naming the choice itself, whose "of" phrase holds the options: "a clear recommendation of | A or B".
_CHOICE_NOUNS = frozenset({"recommendation", "choice", "decision", "verdict", "selection"})


def comparison_of(core: list[Token]) -> list[Token]:
    """A's side after a comparison noun and its "of" / "between", whatever comes before it ("could you put together
    a short comparison of | hay versus straw … and tell me which"): the things compared are the options."""
    k = next((k for k in range(1, len(core) - 1) if core[k].low in ("of", "between")
              and core[k - 1].low in COMPARISON_NOUNS - {"and", "relative"}), None)
    return core if k is None else core[k + 1 :]
