"""The word after "ones" closing B's noun phrase, after a subject pair ("Do QR code phishing sims or classic link-based
ones | trip up more users?"): "ones" stands for A's head and takes no noun after it, so a lower-case word after it is
the verb the two subjects share, though the lists lack it (added for the hundred-and-twenty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    COMPARATIVES,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    RELATIVES,
    Token,
)

__all__ = ["ones_verb"]

_NOT_VERBS = ADVERBS | COMPARATIVES | DETERMINERS | PREPOSITIONS | PRONOUNS | RELATIVES | frozenset({"and", "or"})


def ones_verb(right: list[Token]) -> int | None:
    """Where the verb stands in B's side after a modified "ones" ("classic link-based ones | trip up …"), a lower-case
    word no function word before more words; else ``None`` ("the cheaper ones | with …": a phrase, no verb)."""
    k = next((k for k, t in enumerate(right[:5]) if t.low == "ones"), None)
    if k is None or k < 1 or k + 2 >= len(right):
        return None
    nxt = right[k + 1]
    return k + 1 if nxt.text.isalpha() and nxt.text.islower() and nxt.low not in _NOT_VERBS else None
