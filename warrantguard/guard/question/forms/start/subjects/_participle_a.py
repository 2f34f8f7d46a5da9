"""A subject and the participle phrase said of it before a participle B ("Neutral & ground | bonded at the sub-panel
-- or separated??", "eggs | scrambled or fried"): the participle phrases are the options, the subject both share."""

from __future__ import annotations

from warrantguard.guard.question.forms.end import verb_right
from warrantguard.guard.question.words import (
    COMPARATIVES,
    DEGREE,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    TIME_WORDS,
    Token,
    is_verb,
)

__all__ = ["participle_pair"]

_MODIFYING = DETERMINERS | POSSESSIVES | DEGREE | PREPOSITIONS  # "the | used car", "at | reduced prices"


def participle_pair(a: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two participle phrases when B opens with a past participle and A's last one stands first or after a
    subject (no verb, preposition or determiner before it): "Neutral & ground bonded at the sub-panel" /
    "separated" gives "bonded at the sub-panel" / "separated", "… wrapped in cheese or crushed into wet food" B's
    phrase whole, as a verb phrase's; ``None`` otherwise ("a used car" / "refurbished": a modifier of a noun; "cooked
    chicken" / "cooked ground beef", "pan seared salmon" / "grilled chicken": a participle before its noun)."""
    if not right or not (_participle(right[0]) or _left_in_state(a, right)):
        return None
    j = max((j for j in range(len(a)) if _participle(a[j]) and (j == 0 or a[j - 1].low not in _MODIFYING)),
            default=None)
    if j is None or any(is_verb(t) or t.low in PREPOSITIONS or _participle(t) for t in a[:j]):
        return None
    if j + 1 < len(a) and a[j + 1].low not in PREPOSITIONS and not a[j + 1].low.endswith("ly"):
        return None  # "cooked chicken or | cooked ground beef", "pan seared salmon or | grilled chicken": a modifier
        # before a noun, no participle phrase
    if len(a) == j + 1 and _subject_noun(right):
        return a[j:], right[:2]  # "if hinged or | unmounted mint | is preferred": B's participle before its noun
    return a[j:], _participle_b(a[j:], right)


_BE = frozenset({"is", "are", "was", "were"})


def _subject_noun(right: list[Token]) -> bool:
    """Is B's participle followed by one plain lower-case word and then "is" / "are" ("unmounted mint | is
    preferred", "stained wood | is better"): a participle before its noun, the subject of the verb after it?"""
    if len(right) < 3 or right[2].low not in _BE:
        return False
    noun = right[1].text
    closed = _MODIFYING | PRONOUNS | TIME_WORDS | COMPARATIVES
    return noun.isalpha() and noun.islower() and noun not in closed and not noun.endswith("ly") \
        and not is_verb(right[1])


def _participle_b(a: list[Token], right: list[Token]) -> list[Token]:
    """B's participle with its own prepositional phrase when A has one too ("wrapped in cheese" / "crushed into wet
    food"), as a verb phrase ends, but not a "for" phrase A lacks (the context of both: "… or isolated | for
    safety"); else the participle alone ("roasted or steamed | for the party")."""
    if len(a) == 1 and (own := _bare_for_object(right)):
        return own  # "amortized or tested for impairment | under …": what B's participle tests for, B's own
    if _left_in_state(a, right):
        return right[:2]  # "welded to the engagement ring" / "kept separate": the state B's object is left in
    if len(a) < 2 or a[1].low not in PREPOSITIONS or len(right) < 2 or right[1].low not in PREPOSITIONS - {"for"}:
        return right[:1]
    b = verb_right(a, right, shared=False)
    cut = next((k for k in range(2, len(b)) if b[k].low == "for" and all(t.low != "for" for t in a)), len(b))
    return b[:cut]


# Irregular participles of leaving a thing in a state ("kept separate", "left bare"), and the sides "left" also names.
_LEAVING = frozenset({"kept", "left"})
_SIDES = frozenset({"right", "left", "top", "bottom", "front", "back", "side", "middle", "centre", "center"})


def _left_in_state(a: list[Token], right: list[Token]) -> bool:
    """Is B a participle of leaving and one lower-case state word, all of B ("be welded to the engagement ring or |
    kept separate", "be bolted to the slab or | left free-standing")? Not "left" against a side A names ("mounted on
    the right or | left side")."""
    if len(right) != 2 or right[0].low not in _LEAVING or not a or not _participle(a[0]):
        return False
    state = right[1].text.rstrip("?!.")
    if not state.replace("-", "").isalpha() or not state.islower() or state in _MODIFYING | PRONOUNS:
        return False
    return not (right[0].low == "left" and any(t.low in _SIDES for t in a))


def _participle(tok: Token) -> bool:
    """A lower-case regular past participle ("bonded", "separated")."""
    w = tok.text
    return len(w) > 4 and w.endswith("ed") and w.isalpha() and w.islower()


# Participles of searching, whose "for" phrase is what is searched for ("tested for impairment", "screened for lead").
_SEARCHED = frozenset({"tested", "checked", "screened", "scanned", "searched", "inspected", "examined", "monitored",
                       "assessed", "evaluated", "reviewed", "audited", "swabbed", "probed"})


def _bare_for_object(right: list[Token]) -> list[Token] | None:
    """B's participle of searching with "for" and a bare lower-case noun after it, up to the next preposition
    ("tested for impairment | under private company GAAP"): what is searched for, B's own, not a context of both
    (that has its determiner, "roasted or steamed | for the party", or another verb, "… or financed | for business
    use"); ``None`` otherwise."""
    if len(right) < 3 or right[0].low not in _SEARCHED or right[1].low != "for" \
            or not (right[2].text.isalpha() and right[2].text.islower()) or right[2].low in _MODIFYING | PRONOUNS:
        return None
    end = next((k for k in range(3, len(right)) if right[k].low in PREPOSITIONS or not right[k].text.isalpha()),
               len(right))
    return right[:end]
