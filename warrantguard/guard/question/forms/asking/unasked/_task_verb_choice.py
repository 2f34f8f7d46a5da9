"""A task word that opens a question between two short verb phrases ("build or buy?", "Rewrite it or patch it?"):
the asker weighs doing one thing against another, not asking the assistant to build or rewrite something
(:func:`task_verb_choice`)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, OBJECT_PRONOUNS, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["task_verb_choice"]

# The longest object a task verb may take before the "or" ("it", "the module").
_SHORT_OBJECT = 2


def task_verb_choice(sentence: str, task: re.Pattern[str]) -> bool:
    """Does the asked ``sentence`` open bare on a task verb (matched by ``task``) with at most a short object, then
    "or" and another verb that is no task, closing on "?" ("build or buy?", "Rewrite it or patch it?")? The object
    is a pronoun or opens with a determiner. Not "Write a poem or a story?" (a noun against the verb), not "list
    bugs or fix bugs?" (a bare object: a task), not "Summarize it or translate it?" (two tasks), not "Please rewrite
    it or patch it?" (a request)."""
    if not sentence.rstrip().endswith("?"):
        return False
    toks = tx.tokens(sentence)
    ors = [k for k, t in enumerate(toks) if t.low == "or"]
    if len(ors) != 1 or not toks or not task.match(toks[0].low) or ors[0] > _SHORT_OBJECT + 1:
        return False
    b, obj = toks[ors[0] + 1 :], toks[1 : ors[0]]
    marked = not obj or obj[0].low in DETERMINERS | OBJECT_PRONOUNS  # not "list bugs or fix bugs?": a task told
    return bool(b) and marked and _other_verb(b[0], task) and len(b) <= ors[0] + 1


def _other_verb(tok: Token, task: re.Pattern[str]) -> bool:
    """A lower-case base verb that is no task of the assistant's ("buy", "patch"; not "translate")."""
    return not tok.capitalized and is_verb(tok) and not task.match(tok.low)
