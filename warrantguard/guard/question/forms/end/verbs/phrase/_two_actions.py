"""B two actions joined by "and" ("… or oppose it and push | for default", "… or keep $350 | for the pet damage and
send an itemized statement"): a "for" or "with" phrase inside such a B is one of its actions' own (a phrase both
options share would close the sentence, after all of B), so it is not cut off as shared (:func:`two_actions`)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["two_actions"]


def two_actions(core: list[Token], right: list[Token], k: int) -> bool:
    """Is B (``right``) two actions, its second a verb after "and" ("oppose it and push | for default", "keep $350 |
    for the pet damage and send …"), the phrase at its ``k``-th word then one action's own. Not two nouns ("… | for
    Tom and Ann"): the word after "and" must be a bare verb, not B's first word; nor when A (``core``) is two actions
    too ("scoop and run or stay and play | with a head injury …": the phrase closes the pair of pairs)."""
    return k > 1 and all(t.low != "and" for t in core) \
        and any(right[j].low == "and" and is_verb(right[j + 1]) for j in range(1, len(right) - 1))
