""""take the accessible dorm room or | live at home and commute": a word that is an adjective or a verb ("live",
"clean", "dry"), opening B before a preposition of place and its noun phrase, is B's verb: an adjective before "at
home" is no noun phrase for A's verb to take, as "take the bus or | train" is."""

from __future__ import annotations

from warrantguard.guard.question.words import ADJECTIVE_VERBS, DETERMINERS, POSSESSIVES, Token

__all__ = ["placed_adjective_verb"]

_PLACE_PREPS = frozenset({"at", "in", "with", "near", "on"})
# Adjectives that are adverbs too: "book through an agent or | direct with the airline" is a way, no verb.
_FLAT_ADVERBS = frozenset({"direct", "free", "close", "slow", "clear", "double", "light", "cool", "warm"})


def placed_adjective_verb(core: list[Token], right: list[Token]) -> bool:
    """Does B open with an adjective-verb before a place ("… or | live at home", "… or | live with my parents") after
    A's verb and its articled object ("take the dorm room")? Not "… or | free parking" (a noun after the adjective)."""
    if len(core) < 3 or core[1].low not in DETERMINERS or len(right) < 3:
        return False
    if right[0].low not in ADJECTIVE_VERBS - _FLAT_ADVERBS or right[1].low not in _PLACE_PREPS:
        return False
    return right[2].low in DETERMINERS | POSSESSIVES | {"home"}
