"""Two one-word names as the subjects after an auxiliary and B's predicate opening right after B's name ("Do
Cassandra or DynamoDB | handle write-heavy load better?"): a lower-case bare verb after a name is the predicate's,
not a noun the name modifies, even when a later word could be the verb too ("… handle write-heavy | load better")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token, is_verb

__all__ = ["named_verb"]

# Auxiliaries taking a bare verb ("Do X or Y handle …", "Would X or Y scale …"; not "Does …": "handles")
_BARE_AUX = frozenset({"do", "did", "would", "will", "can", "could", "should", "might", "may"})


def named_verb(aux: Token, subject: list[Token], right: list[Token], verb: int | None) -> int | None:
    """Where B's predicate opens when A is one capitalized word, B opens with one and a lower-case bare verb follows it
    before a later verb the lead found ("Do Cassandra or DynamoDB | handle write-heavy load better?"), each name after
    an article too ("Would an Omega or a Tudor | hold value better?"); else ``verb``."""
    lead = int(len(subject) == 2 and subject[0].low in ARTICLES and right[0].low in ARTICLES)  # "an Omega" / "a Tudor"
    subject, start = subject[lead:], lead
    if verb is None or verb <= 1 + start or aux.low not in _BARE_AUX or len(subject) != 1 or len(right) < 3 + start:
        return verb
    name, nxt = right[start], right[start + 1]
    names = subject[0].capitalized and name.capitalized and name.low.isalnum() and subject[0].low.isalnum()
    bare = nxt.low.isalpha() and not nxt.capitalized and not nxt.low.endswith("s") and is_verb(nxt)
    return 1 + start if names and bare else verb
