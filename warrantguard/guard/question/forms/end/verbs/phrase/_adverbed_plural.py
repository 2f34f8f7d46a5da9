"""A choice verb and its bare plural object as A, and B a word that is a verb or a noun before a bare plural and an
adverb ("hire licensed artists or | train apprentices in-house"): the adverb after the plural tells how B's verb is
done, so B is a verb and its object, no noun compound A's verb takes too ("wear stilettos or block heels"); added for
the hundred-and-twenty-ninth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, CHOICE_VERBS, DETERMINERS, POSSESSIVES, Token, manner_adverb

__all__ = ["adverbed_plural_object"]

_ADVERBS = frozenset({"ourselves", "myself", "yourself", "themselves", "locally", "online", "abroad", "overseas",
                      "instead"})


def adverbed_plural_object(core: list[Token], right: list[Token], v_left: bool) -> bool:
    """Is A a choice verb and a bare object ending on a plural ("hire | licensed artists") and B a lower-case
    verb-or-noun, another bare plural and an adverb closing B ("train apprentices in-house", "grow seedlings
    ourselves")? Not without the adverb ("get frame sliders or crash bars": a noun compound)."""
    if not v_left or len(core) < 2 or len(right) != 3 or core[0].low not in CHOICE_VERBS:
        return False
    if core[1].low in DETERMINERS | POSSESSIVES or not _plural(core[-1]) or len(core) > 4:
        return False
    if right[0].low not in AMBIGUOUS or not right[0].text.isalpha() or not right[0].text.islower():
        return False
    return _plural(right[1]) and right[1].low != core[-1].low and _adverb(right[2].low.rstrip("?.!,"))


def _plural(tok: Token) -> bool:
    """A lower-case plural noun ("artists", "apprentices"; not "glass")."""
    w = tok.text
    return w.isalpha() and w.islower() and w.endswith("s") and not w.endswith("ss") and len(w) > 3


def _adverb(w: str) -> bool:
    """An adverb closing a verb phrase: hyphenated ("in-house", "part-time"), in "-ly" or listed ("ourselves")."""
    hyphened = "-" in w.strip("-") and w.replace("-", "").isalpha()
    return hyphened or manner_adverb(w) or w in _ADVERBS
