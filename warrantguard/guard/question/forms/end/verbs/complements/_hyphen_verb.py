"""An unlisted hyphenated verb and an object pronoun as B against a verb and its articled object as A ("block the IP
range or just | rate-limit it", "… or | soft-delete them"): a word before "it" / "them" closing B is B's verb (no noun
takes a pronoun after it), so the options are two verb phrases, not "IP range" against B."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token, is_verb

__all__ = ["hyphen_verb"]

_FOCUS = frozenset({"just", "simply", "only", "maybe", "instead"})
_OBJECTS = frozenset({"it", "them"})


def hyphen_verb(core: list[Token], right: list[Token]) -> bool:
    """Are the options verb phrases because B is an optional focus adverb, a lower-case hyphenated word and "it" /
    "them" ending it ("… or just rate-limit it") while A is a verb and its articled object ("block the IP range")?"""
    right = right[right[0].low in _FOCUS :] if right else right
    if len(right) != 2 or len(core) < 3 or not is_verb(core[0], initial=True) or core[1].low not in DETERMINERS:
        return False
    w = right[0]
    hyphened = "-" in w.low.strip("-") and all(part.isalpha() for part in w.low.split("-"))
    return hyphened and not w.capitalized and right[1].low.rstrip("?.!,") in _OBJECTS
