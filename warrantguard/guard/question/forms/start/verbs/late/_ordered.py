"""Which to do first, of a verb with one bare object and one bare word that may be a verb ("send PD or fire first"):
a second object of the same verb ("send fire") or an action of its own ("email HR or call first")? The form does
not say, so the pair is refused (added for the forty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["ordered_object"]

_ORDER = frozenset({"first", "next"})


def ordered_object(core: list[Token], right: list[Token]) -> str | None:
    """Why a verb-phrase pair "VERB X or Y first" ("send PD or fire first") is unclear: A a verb and one bare object,
    B one lower-case word the verb test takes, then "first" / "next" only; else ``None`` ("send PD or wait for
    fire": B has its own object; "send the police or wait first": A's object has its determiner)."""
    if len(core) != 2 or len(right) != 2 or right[1].low not in _ORDER or not is_verb(right[0]):
        return None
    obj, word = core[1], right[0]
    if obj.low in DETERMINERS | PRONOUNS or not obj.text.strip("?!.,").isalnum() or not word.text.isalpha() \
            or not word.text.islower():
        return None
    return (f"unclear whether '{word.text}' is a second object of '{core[0].text}' (as '{obj.text}' is) or an "
            "action of its own")
