"""Where option A starts when the options are places: a gerund and its place against a place adverb ("Is running |
on a treadmill or outside"), and a verb of placing with its bare object against a noun phrase that closes on the
place ("should i put | gpa or volunteer hours at the top")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, IN_AND_OUT, PREPS, PRONOUNS, Token, ing_word, is_verb

__all__ = ["bare_place_a", "placed_against_adverb", "placing_objects"]

_PLACE_ADVERBS = IN_AND_OUT | frozenset({"outdoor", "indoor", "online", "abroad", "overseas", "downtown", "locally",
                                         "remotely", "home"})
_PLACE_PREPS = frozenset({"on", "in", "at", "inside", "by", "near"})
# Verbs that cannot go without a place ("put gpa" alone is no option): B's closing place is theirs.
_PLACING = frozenset({"put", "place", "stick", "position"})
_PUT_AT = frozenset({"at", "on", "in", "to", "by", "near", "under", "above"})


def placed_against_adverb(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A cut to its place phrase when B is one place adverb and A a gerund or verb with that place ("running
    | on a treadmill" / "outside"): the activity is the lead both share, the places are the options."""
    if len(b) != 1 and (timed := _object_placed_against(a, b)) is not None:
        return timed
    if len(b) != 1 or b[0].low.rstrip("?.!,") not in _PLACE_ADVERBS or len(a) < 3:
        return a
    if not (ing_word(a[0].low) or is_verb(a[0], initial=True)) or a[1].low not in _PLACE_PREPS:
        return a
    rest = a[2:]
    if any(t.low in PREPS for t in rest) or not (rest[0].low in DETERMINERS or len(rest) == 1):
        return a
    return a[1:]


def _object_placed_against(a: list[Token], b: list[Token]) -> list[Token] | None:
    """A's closing place phrase ("Legoland tickets | at the gate") when B is a place adverb and its own phrase
    ("online | in advance", the hundred-and-fifty-eighth part): the object is the lead both share, A's place against
    B's. Only a place preposition, a determiner and one or two nouns closing A after a noun phrase of two words or
    more; else ``None``."""
    if len(b) < 3 or b[0].low not in _PLACE_ADVERBS or b[1].low not in PREPS or len(a) < 4:
        return None
    at = next((k for k in (len(a) - 3, len(a) - 4) if k >= 2 and a[k].low in _PLACE_PREPS), None)  # not "(in)
    # person | at the office": an object of two words or more, no manner's noun
    if at is None or a[at + 1].low not in DETERMINERS or not all(t.low.isalpha() for t in a[at + 2 :]):
        return None
    if any(t.low in PREPS for t in a[:at]) or a[at - 1].low in DETERMINERS | PRONOUNS or is_verb(a[at - 1]):
        return None
    return a[at:]


def placing_objects(core: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A verb of placing (one that needs a place) and its one bare object as A against a B of a modifier, a noun and a
    place ("put | gpa or volunteer hours | at the top"): B's place completes A's verb, so the options are the two
    objects, A without its verb; None when the form is not this one."""
    if len(core) != 2 or core[0].low not in _PLACING or len(b) < 4 or not core[1].low.isalpha():
        return None
    place = next((k for k in range(1, len(b) - 1) if b[k].low in _PUT_AT), None)
    if place is None or place < 2 or b[place + 1].low not in DETERMINERS:
        return None
    head = b[1]  # "volunteer | hours", "work | experience": a noun after a word that may modify it
    if not head.low.isalpha() or head.low in DETERMINERS | PRONOUNS | PREPS or is_verb(head):
        return None
    return core[1:], b


def bare_place_a(core: list[Token], a: list[Token], b: list[Token]) -> list[Token]:
    """A with its place preposition when A is one bare noun, no determiner, right after it at the close of A's side
    and B one place adverb ("buying the bands in | store or online": "in store" against "online", as "in person" is);
    else ``a`` ("in the store or online": the article's noun; "buy the cheaper one or wait"; no place adverb)."""
    if len(a) != 1 or len(b) != 1 or b[0].low.rstrip("?.!,") not in _PLACE_ADVERBS or len(core) < 2:
        return a
    if a[0] is not core[-1] or core[-2].low not in _PLACE_PREPS or not a[0].text.isalpha() or not a[0].text.islower():
        return a
    return core[-2:]
