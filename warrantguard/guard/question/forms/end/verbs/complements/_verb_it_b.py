"""A lone word B against a verb and its pronoun object A ("Take it or counter | at £250?", "keep them or sell | on
eBay?"): the pronoun makes A a verb phrase, so B is a verb too and the phrase closing its clause, opening with a
preposition, is B's own (A has its object, B has none); not a time both are weighed at ("… or sell | before
winter"), nor a phrase past a clause's end.
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    PREPOSITIONS,
    TIME_PREPOSITIONS,
    VERB_CUT_WORDS,
    Around,
    Token,
    is_verb,
)

__all__ = ["verb_it_b"]

_OBJECTS = frozenset({"it", "them"})
_STOPS = VERB_CUT_WORDS | frozenset({"and", "or", "but", "which", "that", "who", "as", "because", "if", "so"})
_BOUND = 5  # words B's own phrase may take


def verb_it_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its own closing prepositional phrase after a verb-and-pronoun A ("Take it or counter | at £250?");
    else ``b`` unchanged."""
    if len(a) != 2 or len(b) != 1 or a[1].low not in _OBJECTS or a[0].low in AUX or not is_verb(a[0], initial=True):
        return b
    if not (b[0].text.isalpha() and b[0].text.islower()) or b[0].low in PREPOSITIONS:
        return b
    rest = _clause_rest(b[-1], around)
    if not rest or rest[0].low not in PREPOSITIONS - TIME_PREPOSITIONS:
        return b
    return b + rest


def _clause_rest(tok: Token, around: Around) -> list[Token]:
    """The words after ``tok`` to the end of its sentence (an end mark), or [] when a stop word or a comma comes
    first or the phrase runs past ``_BOUND`` words."""
    run = around.after(tok, _BOUND, ends=(",", ";", ":", "?", "!", "."), stops=_STOPS)
    if not run or run[-1].text.endswith((",", ";", ":")):
        return []
    return run if run[-1].text.endswith(("?", "!", ".")) or around.next(run[-1]) is None else []
