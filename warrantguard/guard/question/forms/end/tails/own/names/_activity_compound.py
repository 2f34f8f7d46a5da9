"""B an "-ing" word of an activity that takes no object and a bare noun ("wearing trail runners or | hiking boots",
"packing a tent or | sleeping bags"): "hiking boots" is a noun compound (boots for hiking, not hiking the boots), set
against A's object, not a gerund phrase of its own against A's (:func:`activity_compound`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token, plural_noun

__all__ = ["activity_compound", "activity_object"]

# Activities whose "-ing" form before a bare noun names what the noun is for: "hiking boots", "sleeping bags".
_ACTIVITIES = frozenset({"hiking", "camping", "sleeping", "swimming", "skiing", "snowboarding", "cycling", "trekking",
                         "diving", "jogging"})


def activity_compound(core: list[Token], right: list[Token]) -> bool:
    """Is B an activity's "-ing" word and a bare lower-case plural noun ("hiking | boots"), A's side a gerund and an
    object ("wearing | trail runners")? Not "walking every day or swimming twice a week" (no plural noun), not
    "wearing boots or hiking the trail" (an object of B's own: articled), not "hiking or camping" (no noun after
    B's word), not "packing or sleeping in" (a preposition)."""
    if len(core) < 2 or len(right) < 2 or right[0].low not in _ACTIVITIES or core[0].low == right[0].low:
        return False
    noun = right[1]  # a plural noun: not "swimming | twice a week" (how often)
    bare = noun.low.rstrip("?.!,").isalpha() and noun.text[:1].islower() and plural_noun(noun.low.rstrip("?.!,"))
    return bare and noun.low not in DETERMINERS | PRONOUNS | PREPOSITIONS and core[0].low.endswith("ing")


def activity_object(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the gerund opening the prompt when B is an activity's compound ("wearing | trail runners or hiking
    boots"): the gerund is both's, the objects the options; ``a`` otherwise ("I love wearing sneakers or …": the
    gerund does not open the sentence)."""
    prev = around.prev(a[0])  # none, or the end of a label or a sentence before it
    if len(a) < 2 or (prev is not None and prev.text[-1:] not in ".!?:,])") or not activity_compound(a, b):
        return a
    return a[1:]
