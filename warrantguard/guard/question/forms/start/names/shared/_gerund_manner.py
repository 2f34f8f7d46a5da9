"""A gerund opening the prompt before A's one word of manner, against a prepositional B ("Climbing | seated or out of
the saddle …"): the gerund is both options', the two manners are the options (added for the sixty-sixth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, TWO_WORD_PREPOSITIONS, Around, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_manner"]


def gerund_manner(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the gerund opening its sentence when A is that gerund and one participle or -ly adverb and B opens
    with a preposition ("Climbing | seated" / "out of the saddle", "Sleeping | propped" / "on my side"); A as it is
    otherwise ("Running shoes" / "…": no participle; "I like climbing seated or …": the gerund opens nothing)."""
    if len(a) != 2 or len(b) < 2 or not tx.ing_word(a[0].low) or not around.opens(a[0]) or is_verb(a[1]):
        return a
    word = a[1].low.rstrip("?.!,")
    manner = word.isalpha() and len(word) > 4 and (word.endswith("ed") or word.endswith("ly"))
    prep = b[0].low in PREPOSITIONS or (b[0].low, b[1].low) in TWO_WORD_PREPOSITIONS
    return a[1:] if manner and prep else a
