"""B a verb and its particle written as one hyphenated word ("touch-up", "clean-up", "tear-out") against A's verb
and its object ("paint the whole unit, or | touch-up only"): a noun or a verb? With a focus adverb closing it
("… only") it is the other action, A keeping its verb; bare, the pair is refused (added for the thirty-seventh
held-out part). So is an adjective that is a verb too before its particle and an object ("… or | dry up my
supply"): a verb, as no adjective takes a particle (added for the fifty-second)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._unlisted_phrasal import unlisted_phrasal
from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    CHOICE_VERBS,
    DETERMINERS,
    PHRASAL,
    PRONOUNS,
    Refusal,
    Token,
    is_verb,
)

__all__ = ["particled_action"]

_FOCUS = frozenset({"only", "instead"})


def particled_action(core: list[Token], right: list[Token]) -> bool:
    """Is B a hyphenated verb and particle with a focus adverb after it ("… or | touch-up only") against a verb, no
    choice verb, and its determined object ("paint the whole unit")? Then the options are verb phrases. Refuses
    the bare compound ("… or | touch-up?": a noun object of A's verb, or the other action?); False when the form is
    not this one ("rent a truck or pick-up": a choice verb's objects)."""
    if _adjective_verb(right) or unlisted_phrasal(core, right):  # "… or | average down"
        return True
    stem, _, particle = right[0].low.partition("-")
    if particle not in PHRASAL or not stem.isalpha() or not is_verb(Token(stem, 0, len(stem))) or len(right) > 2:
        return False
    if len(core) < 3 or core[1].low not in DETERMINERS or core[0].low in CHOICE_VERBS \
            or not is_verb(core[0], initial=True):
        return False
    if len(right) == 2 and right[1].low in _FOCUS:
        return True
    if len(right) == 1:
        raise Refusal(f"unclear whether '{right[0].text}' is an action set against "
                      f"'{' '.join(t.text for t in core)}' or a noun object of its verb")
    return False


def _adjective_verb(right: list[Token]) -> bool:
    """Does B open with an adjective that is a verb too, its particle and a determined object ("… or | dry up my
    supply", "… or | clean out the garage")?"""
    return len(right) > 2 and right[0].low in ADJECTIVE_VERBS and right[1].low in PHRASAL \
        and right[2].low in DETERMINERS | PRONOUNS
