"""A do-it-yourself option B ("build your own PC") against a thing chosen by a choice verb (see ``_options``).

"Should I get prebuilt or build your own PC?": B is a verb of making before "your own", the
do-it-yourself option named as one speaks of it (the asker is "I", not "you"), and A the thing
bought instead; the choice verb before A ("get", "pick", "go with") is no part of it: the options are
'prebuilt' / 'build your own PC'. Not when the asker is "you" and the verb is one of getting, not of
choosing ("Should you buy lunch or bring your own?": two verb phrases), nor before "my own" ("Should
I buy lunch or bring my own lunch?"), nor when A's object holds a determiner ("get a rescue dog"),
nor when B names no thing of its own after "own" ("buy bread or bake your own": A's object is B's) or
the same ("buy bread or bake your own bread").
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    CHOICE_VERBS,
    CUT_WORDS,
    DETERMINERS,
    LEAD_VERBS,
    PARTICLES,
    POSSESSIVES,
    PRONOUNS,
    TIME_WORDS,
    Token,
    is_verb,
)

__all__ = ["chosen_against_own"]

# Verbs of choosing: their object is what is chosen, whoever asks ("Would you pick | prebuilt or …").
_CHOOSING = frozenset({"pick", "choose", "recommend", "suggest", "prefer", "select"})
_ASKERS = frozenset({"i", "we"})
_NOT_NOUNS = PARTICLES | CUT_WORDS | DETERMINERS | TIME_WORDS


def chosen_against_own(lead: list[Token], core: list[Token], right: list[Token]) -> list[Token] | None:
    """Option A without its choice verb when B is a verb of making before "your own" ("get | prebuilt
    or build your own PC"), else ``None`` (see the module's docstring)."""
    if len(core) < 2 or len(right) < 4 or not _own_making(right):
        return None
    verb = core[0].low
    if verb not in LEAD_VERBS | _CHOOSING:
        return None
    if verb not in _CHOOSING and not any(t.low in _ASKERS for t in lead):
        return None  # "Should you buy lunch or bring your own?": two verb phrases
    start = 2 if core[1].low in PARTICLES else 1  # "go with | prebuilt"
    obj = core[start:]
    if not obj or any(t.low in DETERMINERS or t.low in POSSESSIVES or t.low in PRONOUNS for t in obj):
        return None
    if is_verb(obj[0]) or right[3].low in {t.low for t in obj}:
        return None  # "get | build …": a verb; "buy bread or bake your own bread": one thing, two ways to it
    return obj


def _own_making(right: list[Token]) -> bool:
    """Does B open with a verb of making before "your own" and a noun ("build your own PC", "make your own
    pasta"; not "bake your own", whose thing is A's)?"""
    first, noun = right[0], right[3].low
    own = right[1].low == "your" and right[2].low == "own"
    return is_verb(first) and first.low not in CHOICE_VERBS and own and noun.isalpha() and noun not in _NOT_NOUNS
