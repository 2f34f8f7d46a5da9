"""A passive's participle and its one-word complement as A against a prepositional B: "should leads be assigned |
round-robin or by territory", "should files be named | kebab-case or by date". The participle is shared (B's
preposition says how the same thing is done), so A is the complement alone, as "stored | locally or in the cloud"."""

from __future__ import annotations

from warrantguard.guard.question.words._form import PREPOSITIONS, Around
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import DETERMINERS, PRONOUNS

__all__ = ["passive_complement"]

_PASSIVE_AUX = frozenset({"be", "been", "being", "get", "gets", "is", "are", "was", "were"})


def passive_complement(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is A a regular past participle after a form of "be" and one bare word, B a prepositional phrase ("be
    assigned | round-robin" / "by territory")?"""
    if len(a) != 2 or not b or b[0].low not in PREPOSITIONS:
        return False
    verb, word, before = a[0].text, a[1].low, around.prev(a[0])
    participle = len(verb) > 4 and verb.endswith("ed") and verb.isalpha() and verb.islower()
    bare = word.replace("-", "").isalpha() and not a[1].capitalized and word not in DETERMINERS | PRONOUNS
    return participle and bare and word not in PREPOSITIONS and before is not None and before.low in _PASSIVE_AUX
