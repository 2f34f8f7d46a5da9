"""A bare object and its phrase after B's repeated "to" against a lone verb A: "to evict or to offer | cash for
keys": B's own object, or one both verbs share? Refused."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["infinitive_object_problem"]


def infinitive_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why "to <verb> or to <verb> | <bare noun> <preposition> …" cannot be read: a lone verb A, B its verb alone
    and after it a bare noun and a phrase ("to evict or to offer | cash for keys", "to repaint or to sell | furniture
    on Craigslist"): the noun may be B's own object or both verbs'. None otherwise ("to lease or to buy | a car":
    an articled object both share; "to rent or to buy | furniture": no phrase after it)."""
    if len(a) != 1 or len(b) != 1 or not all(t.text.isalpha() and t.text.islower() for t in (a[0], b[0])):
        return None
    if not all((prev := around.prev(t)) is not None and prev.low == "to" for t in (a[0], b[0])):
        return None
    obj = around.next(b[0])
    then = around.next(obj) if obj is not None and obj.text.isalpha() else None
    if obj is None or then is None or obj.low in DETERMINERS | PRONOUNS | PREPOSITIONS or then.low not in PREPOSITIONS:
        return None
    return f"unclear whether '{obj.text} {then.text} …' is the second option's own object or both options'"
