"""Where option A starts when B is a prepositional phrase and A a verb, its object and a complement ("knit the
sleeves | flat" / "in the round"): the complement is the option, the verb and its object the lead both share."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    IN_AND_OUT,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    Refusal,
    Token,
    adverbial,
    is_verb,
)

__all__ = ["complement_against_phrase"]

_PLACES = IN_AND_OUT | frozenset({"home", "downtown"})


def complement_against_phrase(core: list[Token], a: list[Token],
                              b: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A verb phrase A (``core`` its side) with no preposition against a prepositional B: A's closing adverb
    ("apply | online"), or the complement after a plural object ("knit the sleeves | flat") or a participle ("serve
    the wine | chilled"), is the option; any other such A is refused (its last word may be the object's: "wash the
    wool sweater"). ``None`` when the form is not this one."""
    if len(a) < 2 or len(b) < 2 or b[0].low not in PREPS or b[0].low == "of" or not core or core[-1] is not a[-1]:
        return None
    if a[0].low in DETERMINERS or any(t.low in PREPOSITIONS or not t.text.replace("-", "").isalpha() for t in a):
        return None
    last = a[-1]
    if adverbial(last) or last.low in _PLACES or _after_object(a):
        return [last], b
    raise Refusal(f"option A ('{' '.join(t.text for t in a)}') is a verb phrase and B a prepositional phrase "
                  f"('{b[0].text} …'): what the two options are is unclear")


def _after_object(a: list[Token]) -> bool:
    """A complement after a determiner and its plural noun ("the sleeves | flat"), or a participle there ("the wine |
    chilled"): not the head of a compound, which a plural or a participle does not premodify."""
    if len(a) < 4 or a[-3].low not in DETERMINERS or a[-1].low in DETERMINERS | PRONOUNS or is_verb(a[-1]):
        return False
    noun, last = a[-2].low, a[-1].low
    return (noun.endswith("s") and not noun.endswith("ss")) or (last.endswith("ed") and len(last) > 4)
