"""A verb, its given object and "as" before a bare role in A, and B a bare phrase of as many words ("Should I mount
the radiator as | front intake or top exhaust?"): B's first word may be spelt like a verb ("top"), but B answers the
role, not the verb ("mount … as front intake" / "as top exhaust"), so A is the role alone, the verb, its object and
"as" both's (as :func:`shared_lead` reads a noun pair). Not when B holds a determiner, pronoun or preposition of its
own ("… or sell it", "… or top up the tank"): a verb phrase then."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
)

__all__ = ["role_against_verb_a"]

_GIVEN = frozenset({"the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their", "its", "it",
                    "them"})
_OWN = DETERMINERS | POSSESSIVES | PREPOSITIONS | PRONOUNS | AUX | COPULAS  # not "list the house as | is or wait"


def role_against_verb_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from after its "as" when A is a lower-case verb, a given object of one to three words and "as" before a bare
    role of one to three words, and B as many bare lower-case words with none of its own determiners, pronouns or
    prepositions ("mount the radiator as | front intake or top exhaust"); ``a`` otherwise."""
    k = next((k for k in range(2, min(len(a) - 1, 6)) if a[k].low == "as"), None)
    if k is None or not a[0].text.isalpha() or not a[0].text.islower() or a[1].low not in _GIVEN:
        return a
    role = a[k + 1 :]
    if not 0 < len(role) < 4 or len(role) != len(b) or any(t.low in _OWN for t in [*role, *b, *a[2:k]]):
        return a
    return role if all(t.text.isalpha() and t.text.islower() for t in [*role, *b]) else a
