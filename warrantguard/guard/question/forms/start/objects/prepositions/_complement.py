"""Where option A starts when B is a prepositional phrase and A a verb, its object and a complement ("knit the
sleeves | flat" / "in the round"): the complement is the option, the verb and its object the lead both share."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.unlisted import position_after_object
from warrantguard.guard.question.words import (
    DETERMINERS,
    IN_AND_OUT,
    OWN_TIMES,
    PHRASAL,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    TIME_PREPOSITIONS,
    Around,
    Refusal,
    Token,
    adverbial,
    complex_preposition,
    gerund_word,
    ing_word,
    is_verb,
)

__all__ = ["STATES", "complement_after_object", "complement_against_phrase"]

_PLACES = IN_AND_OUT | frozenset({"home", "downtown"})


def complement_against_phrase(core: list[Token], a: list[Token],
                              b: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A verb phrase A (``core`` its side) with no preposition against a prepositional B: A's closing adverb
    ("apply | online"), or its own time against B's ("add the queen excluder | now" / "after …"), or the complement
    after a plural object ("knit the sleeves | flat") or a participle ("serve
    the wine | chilled"), is the option; any other such A is refused (its last word may be the object's: "wash the
    wool sweater"). ``None`` when the form is not this one."""
    if len(a) < 2 or len(b) < 2 or not (b[0].low in PREPS or complex_preposition(b)) or b[0].low == "of" or not core \
            or core[-1] is not a[-1]:
        return None  # "live downtown or | next to the lake": a preposition of two words
    if a[0].low in DETERMINERS or any(t.low in PREPOSITIONS or not t.text.replace("-", "").isalpha() for t in a):
        return None
    last = a[-1]
    timed = last.low in OWN_TIMES and b[0].low in TIME_PREPOSITIONS  # "add the excluder | now" / "after …"
    if adverbial(last) or last.low in _PLACES or _after_object(a) or timed or _after_bare_plural(a) \
            or _hyphened_manner(a):
        return [last], b
    raise Refusal(f"option A ('{' '.join(t.text for t in a)}') is a verb phrase and B a prepositional phrase "
                  f"('{b[0].text} …'): what the two options are is unclear")


def _hyphened_manner(a: list[Token]) -> bool:
    """A lone verb and one lower-case hyphenated compound ("moor | fore-and-aft" / "on a single buoy", "work |
    part-time" / "on contract"): with no determiner, the compound says how the verb is done, as B's phrase does."""
    word = a[-1].text
    return len(a) == 2 and "-" in word.strip("-") and word.islower() and not ing_word(a[-1].low.split("-")[-1])


def _after_object(a: list[Token]) -> bool:
    """A complement after a determiner and its plural noun ("the sleeves | flat"), or a participle there ("the wine |
    chilled"): not the head of a compound, which a plural or a participle does not premodify."""
    if len(a) < 4 or a[-3].low not in DETERMINERS or a[-1].low in DETERMINERS | PRONOUNS or is_verb(a[-1]):
        return False
    noun, last = a[-2].low, a[-1].low
    return (noun.endswith("s") and not noun.endswith("ss")) or (last.endswith("ed") and len(last) > 4)


def _after_bare_plural(a: list[Token]) -> bool:
    """A state word after A's verb (A read as a verb phrase, its verb listed or not: "press") and its bare plural
    object ("whether to press seams | open" / "to the side"): a plural premodifies no noun, and the state answers
    B's phrase."""
    return len(a) == 3 and a[0].low.isalpha() and a[1].low.endswith("s") and not a[1].low.endswith("ss") \
        and a[1].low.isalpha() and a[2].low in STATES


# Words that say in what state a thing is left, served or kept ("serve the soup | hot or cold").
STATES = frozenset({
    "hot", "cold", "warm", "cool", "chilled", "iced", "frozen", "thawed", "fresh", "raw", "cooked", "rare", "medium",
    "well-done", "open", "closed", "shut", "locked", "unlocked", "black", "plain", "dry", "wet", "damp", "loose",
    "tight", "full", "empty", "drowsy", "asleep", "awake", "clean", "dirty", "new", "used", "whole", "sliced",
    "diced", "chopped", "peeled", "unpeeled", "covered", "uncovered", "upright", "sideways", "flat", "folded",
    "rolled", "separate", "together", "apart", "lit", "unlit",
    # the state a thing is bought or sold in ("buy the mat | new or secondhand", "sell it | used or pre-owned")
    "secondhand", "second-hand", "pre-owned", "preowned", "preloved", "pre-loved", "refurb", "boxed", "unboxed",
    # how a thing is set or cut against a line ("cut the rafter tails | square or plumb", "hang it | level or …")
    "square", "plumb", "level", "flush", "straight", "crooked", "diagonal", "horizontal", "vertical",
    # how tight a thing is set ("set the drag | light or tight", "lace the boots | snug or loose")
    "light", "heavy", "slack", "taut", "snug",
    # how long or high a thing is cut, left or set ("should I mow the lawn | short or long", "trim the hedge | short
    # or tall", "mount the TV | high or low"; not after an opening gerund: "cutting the grass short or long" stays
    # refused)
    "short", "long", "tall", "high", "low"})
_LENGTHS = frozenset({"short", "long", "tall", "high", "low"})
_STATE_ADVERBS = frozenset({"fully", "half", "partly", "partially", "completely", "slightly", "lightly", "well",
                            "still", "already", "very", "extra", "really", "too"})  # "keep the fridge | cold or
# very cold"
_PARTICLES = PHRASAL | {"in"}  # "put the baby | down"
_LEFT = frozenset({"left", "kept"})  # a state kept as it is: "(want the kids) disbudded or | left horned"


def complement_after_object(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """Option A cut to the state it names when the lead's verb and object sit before it and B names a state only:
    "serve the | soup hot or cold" gives "hot" / "cold", "put the | baby down drowsy or fully asleep" "drowsy" /
    "fully asleep", "drink | coffee black or with milk" "black" / "with milk"; a word of position against B's
    (:func:`position_after_object`). Any other A is returned whole."""
    if (placed := position_after_object(a, b)) is not a:
        return placed
    if _of_state(a, b, around):
        return a[1:]  # "report revenue | net of refunds or gross": the state and its "of" phrase
    if _raised_as(a, b, around):
        return a[-1:]
    if len(a) < 2 or not _state(a[-1]) or not _states_only(b) or a[0].low in PREPOSITIONS:
        return a
    if len(a) > 2 and _opening_gerund(a[0], around) and a[-1].low not in _LENGTHS \
            and (object_state := complement_after_object(a[1:], b, around)) is not a[1:]:
        return object_state  # "| laying him down awake or asleep": the gerund opens the lead
    before = around.prev(a[0])
    if len(a) == 2 and is_verb(a[0]) and b[0].low not in PREPS:  # "file | together or separately"
        return a[-1:]
    if before is None or not (before.low in DETERMINERS or is_verb(before) or _opening_gerund(before, around)):
        return a  # the object must be the lead's: "the | soup", "drink | coffee", "putting | her down"
    if b[0].low not in PREPS:  # a bare state against A's: "tell my kids about the divorce | together or separately"
        return _graded_state(a)
    own = int(a[0].low in DETERMINERS and is_verb(before))  # "store | my climbing rope coiled": the object's own
    if any(not t.text.isalpha() or t.low in DETERMINERS | PRONOUNS or (t.low in PREPOSITIONS and not (
            k and t.low in _PARTICLES)) for k, t in enumerate(a[own:-1], own)):  # "put the | baby down | drowsy"
        return a
    return _graded_state(a)


def _graded_state(a: list[Token]) -> list[Token]:
    """The state closing A, with the -ly adverb grading it ("storing ropes | loosely coiled", "serve it | lightly
    chilled"): the adverb says how the state is, and is the option's as much as the state is."""
    if len(a) > 2 and adverbial(a[-2]) and a[-2].low.endswith("ly") and not adverbial(a[-1]):
        return a[-2:]
    return a[-1:]


def _opening_gerund(tok: Token, around: Around) -> bool:
    """Is ``tok`` an -ing word opening the sentence ("putting | her down drowsy or fully asleep?"): the verb of the
    lead, as "put" is in "should I put | her down …"? A label, a greeting or a sentence may end before it ("Re: |
    putting …", "(urgent) | putting …"); the sentence's capital is no name ("Storing | extracted supers wet …")."""
    prev = around.prev(tok)
    opening = tok.text[1:].islower() and ing_word(tok.low)
    return (gerund_word(tok) or opening) and (prev is None or prev.text[-1:] in ".!?:])")


def _of_state(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is A the lead's object and a state taking an "of" phrase, B one state word ("report | revenue net of refunds"
    / "gross", "ship it | free of charge" / "prepaid")?"""
    if len(a) < 4 or len(b) != 1 or a[1].low not in _OF_STATES or a[2].low != "of" or not a[0].text.isalpha():
        return False
    before = around.prev(a[0])
    lead = before is not None and (before.low in DETERMINERS or is_verb(before))
    return lead and a[0].low not in DETERMINERS | PRONOUNS and (b[0].low in _OF_STATES or _state(b[0]))


# States that take an "of" phrase after a noun ("revenue net of refunds", "income free of tax").
_OF_STATES = frozenset({"net", "gross", "free", "clear", "exclusive", "inclusive", "independent"})


def _raised_as(a: list[Token], b: list[Token], around: Around) -> bool:
    """A verb making its object something, its determiner, then A the object's noun and the word it is made, against
    one word of the same casing ("raise the | kids Jewish or Christian", "make the | cake chocolate or vanilla"): the
    object is the lead's, the options are what it is made."""
    inside = len(a) == 3 and a[0].low in DETERMINERS  # "raise | our daughter Jewish"
    det = a[0] if inside else around.prev(a[0])
    verb = around.prev(det) if det is not None and det.low in DETERMINERS else None
    if verb is None or verb.low not in _MAKING or len(a) != 2 + inside or len(b) != 1:
        return False
    return a[-1].text.isalpha() and b[0].text.isalpha() and a[-1].capitalized == b[0].capitalized \
        and not a[-2].capitalized


# Verbs taking an object and what it is made or kept ("raise the kids Jewish", "keep the walls white").
_MAKING = frozenset({"raise", "make", "keep", "leave", "dye", "paint", "bring"})


def _state(tok: Token) -> bool:
    """A word naming a state: a listed one, or a past participle ("washed", "detailed")."""
    w = tok.low
    participle = w.endswith("ed") and len(w) > 4 and w.isalpha() and not tok.capitalized and w not in _COMPOUNDING
    return w in STATES or participle or adverbial(tok)


# Participles that end a compound modifier after a noun, no state: "cloud based", "gas powered", "grass fed".
_COMPOUNDING = frozenset({"based", "powered", "owned", "operated", "driven", "focused", "shaped", "themed"})


def _states_only(b: list[Token]) -> bool:
    """B names a state and nothing else: "cold", "fully asleep", "with milk", "at room temperature", "left horned"."""
    if b[0].low in PREPS and len(b) <= 4:
        return True
    rest = b[1:] if (b[0].low in _STATE_ADVERBS or b[0].low in _LEFT) and len(b) > 1 else b
    return len(rest) == 1 and _state(rest[0])
