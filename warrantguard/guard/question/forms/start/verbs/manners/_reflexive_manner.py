"""A reflexive pronoun closing A against B a prepositional phrase ("Filing my tax return | myself or through an
accountant", "sealing the driveway | ourselves or with a company"): who does it, a manner of the verb both options
share, so A is the pronoun alone and the verb phrase before it both's (not "do it myself or hire someone": B a verb)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["reflexive_manner_a"]

_REFLEXIVES = frozenset({"myself", "ourselves", "yourself", "yourselves", "themselves", "himself", "herself"})


def reflexive_manner_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to its closing reflexive pronoun when a verb phrase of two or more words stands before it and B opens
    with a preposition and a word of its own ("Filing my tax return | myself or through an accountant"); else A."""
    if len(a) < 3 or a[-1].low not in _REFLEXIVES or len(b) < 2 or b[0].low not in PREPOSITIONS:
        return a
    if any(t.low in PREPOSITIONS for t in a[:-1]) or not b[1].text.isalnum():
        return a  # "… by myself": the preposition's own object
    return a[-1:]
