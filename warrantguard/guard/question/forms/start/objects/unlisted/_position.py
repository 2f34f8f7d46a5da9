"""Two words of position as the options after a verb the lists lack ("moor | stern-to or alongside"): the verb is
shared, the positions are the options."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["position_after_object", "position_before_place_a", "position_pair"]

_POSITIONS = frozenset({"alongside", "ashore", "aboard", "astern", "abeam", "abreast", "afloat", "aloft", "upright",
                        "sideways", "lengthways", "lengthwise", "crosswise", "flat", "edgeways", "backwards"})


def position_pair(x: Token, right: list[Token]) -> bool:
    """One word of position each, ``x`` after A's verb and B's first word ("stern-to" / "alongside | in Greek
    harbours"): a lower-case hyphened compound or a listed adverb of position, no verb, B's word alone or before a
    preposition."""
    if len(right) > 1 and right[1].low not in PREPOSITIONS:
        return False
    return all(_position(t) for t in (x, right[0]))


def _position(t: Token) -> bool:
    """A lower-case word of position, no verb: a listed one or a hyphened compound ("stern-to", "alongside")."""
    return t.text.islower() and not is_verb(t) and (t.low in _POSITIONS or (
        "-" in t.low.strip("-") and t.low.replace("-", "").isalpha()))


def position_after_object(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A cut to its closing word of position after the verb's object, when B opens with one before its own
    object or a prepositional phrase ("mooring the barge | stern-to or alongside the quay", "park the car | nose-in or
    in the garage"):
    the verb and its object are shared. A whole otherwise (a determiner right before A's word: "a | follow-up")."""
    if len(a) < 3 or len(b) < 2 or a[-2].low in DETERMINERS or not a[-2].text.isalpha():
        return a
    if b[1].low not in DETERMINERS | PREPOSITIONS or not _position(a[-1]) \
            or not (_position(b[0]) or b[0].low in PREPOSITIONS):
        return a
    return a[-1:] if any(t.low in DETERMINERS for t in a[:-2]) else a


def position_before_place_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A given back the listed word of position that stands between the verb's object and A's prepositional phrase,
    when B is a prepositional phrase ("mounting the panels | flat on the roof or on tilt brackets", "store the bikes |
    upright in the shed or on a wall rack"): the position goes with A's place, against B's place (which sets the
    thing its own way); added for the hundred-and-thirty-seventh held-out part. A unchanged otherwise."""
    if len(a) < 2 or len(b) < 2 or a[0].low not in PREPOSITIONS or b[0].low not in PREPOSITIONS:
        return a
    word = around.prev(a[0])
    before = around.prev(word) if word is not None else None
    if word is None or before is None or not word.text.islower() or word.low not in _POSITIONS:
        return a
    if not before.text.isalpha() or before.low in DETERMINERS | PREPOSITIONS or is_verb(before):
        return a  # the object's noun before the word: "the panels | flat", not "lay | flat", "the | flat"
    return [word, *a]
