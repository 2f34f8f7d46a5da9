"""A task word that is a noun too, opening a compound that B repeats with another modifier ("outline icons or filled
icons in the nav?", "list view or grid view for the inbox?"): a question between two things, not a request for the
assistant to outline or list something (:func:`task_compound`)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["task_compound"]

# Words of a task asked of the assistant that are nouns as well, and so may modify a noun ("outline icons").
_NOUN_TASKS = frozenset({"outline", "draft", "list", "design"})


def task_compound(sentence: str) -> bool:
    """Does the asked ``sentence`` open with a noun-task word and a bare noun, then "or", a modifier that is no verb
    and the same noun ("outline icons or filled icons …?")? Not "outline the plan or the budget", not "list bugs or
    fix bugs?" (a verb against the task word)."""
    if "?" not in sentence:
        return False
    toks = tx.tokens(sentence)
    if len(toks) < 5 or toks[0].low not in _NOUN_TASKS or toks[2].low not in ("or", "vs", "vs.", "versus"):
        return False
    head, modifier, again = toks[1], toks[3], toks[4]
    return _word(head) == _word(again) and head.low.isalpha() and _plain_modifier(modifier)


def _word(tok: Token) -> str:
    """The word without the punctuation closing it ("icons?" -> "icons")."""
    return tok.low.rstrip("?!.,;:")


def _plain_modifier(tok: Token) -> bool:
    """A lower-case word before B's noun that is no base verb ("filled", "grid"; not "fix")."""
    return tok.low.replace("-", "").isalpha() and not tok.capitalized and not is_verb(tok)
