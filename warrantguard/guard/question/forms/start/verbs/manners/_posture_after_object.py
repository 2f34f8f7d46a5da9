"""A gerund and its articled object before A's participle of posture ("printing the bracket | standing up or lying flat
on the bed"): B, a participle with no object, parallels A's participle, not the gerund, so the gerund and its object
are both options' (added for the hundred-and-third held-out part). A word of time or order after A's "-ing" noun
("adding the night rating | now or waiting …", "doing my instrument rating | first or going …") tells no posture:
the "-ing" word is the object's noun (the hundred-and-forty-seventh)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    DETERMINERS,
    OWN_TIMES,
    POSSESSIVES,
    PRONOUNS,
    Around,
    Token,
    ing_word,
)

__all__ = ["posture_after_object_a"]

_OBJECT_OPENERS = ARTICLES | POSSESSIVES | frozenset({"this", "that", "these", "those"})
_NOT_COMPLEMENTS = DETERMINERS | PRONOUNS | POSSESSIVES
# Words of time or order after the "-ing" word: the time of A's gerund, no posture ("… rating now", "… rating first").
_TIMES_OF_A = OWN_TIMES | frozenset({"first", "later", "soon", "next", "afterwards", "again"})


def posture_after_object_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its closing participle (with at most one word after it, no object) when A opens with a gerund and an
    articled object and B opens with a participle and no object ("printing the bracket | standing up or lying flat",
    "riding the bike | standing or sitting down"); else A unchanged ("keeping the dog sleeping inside or letting it
    out": B has an object, a gerund phrase of its own)."""
    if len(a) < 4 or len(b) < 2 or not ing_word(a[0].low) or a[1].low not in _OBJECT_OPENERS:
        return a
    if not ing_word(b[0].low) or b[1].low in _NOT_COMPLEMENTS or not b[1].low.isalpha():
        return a
    for k in (len(a) - 2, len(a) - 1):
        if k >= 3 and ing_word(a[k].low) and a[k].text.isalpha() and a[-1].low not in _NOT_COMPLEMENTS \
                and a[-1].low not in _TIMES_OF_A:
            return a[k:]
    return a
