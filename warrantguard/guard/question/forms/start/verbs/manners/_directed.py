"""Two directions, each with its "to" phrase ("Go | down to a US 6 or up to a US 8?", "move | up to the 200 level
course or down to the intro one"): the options are the two directed phrases, the verb before A is shared. So a place
phrase against a direction or a distance and its own place phrase ("pitch | on the ridge or down by the creek", "rent
| near the station at Blacktown or closer in at Westmead"): the places are the options. Two points of the compass
closing both sides ("should a hive | face south-east or south-west?"): the points are the options, whatever verb the
word lists lack before A (:func:`compass_pair`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COPULAS,
    CUT_WORDS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    VERB_CUT_WORDS,
    Token,
    clock_time,
    is_verb,
    time_word,
)

__all__ = ["compass_pair", "directed", "placed_direction"]

_DIRECTIONS = frozenset({"up", "down", "back", "over", "out", "in", "on", "forward", "ahead"})


def directed(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A from its direction word and "to" to the end of the left side, B its own direction, "to" and the phrase up to
    a preposition or verb after it; ``None`` when B or the left side does not have that form."""
    if len(right) < 3 or right[0].low not in _DIRECTIONS or right[1].low != "to":
        return None
    at = [j for j in range(len(left) - 2) if left[j].low in _DIRECTIONS and left[j + 1].low == "to"]
    if not at or any(t.low in PREPOSITIONS for t in left[at[-1] + 2 :]):
        return None
    end = next((k for k in range(3, len(right)) if right[k].low in PREPOSITIONS | COPULAS | AUX), len(right))
    return left[at[-1] :], right[:end]


_AWAY = frozenset({"up", "down", "out", "over", "round", "away"})  # "down | by the creek"
_DISTANCE = frozenset({"closer", "nearer", "further", "farther"})  # "closer (in) | at Westmead"
_AT = frozenset({"by", "in", "on", "at", "near", "along", "behind", "beside", "under", "off", "inside", "outside"})
_B_ENDS = CUT_WORDS | VERB_CUT_WORDS | AUX | COPULAS


def placed_direction(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A place phrase closing the left side (after a direction or not) against B, a direction or a distance and its
    own place phrase ("down by the creek", "closer in at Westmead"), up to a word ending it; ``None`` otherwise."""
    j = _placed_b(right)
    if j is None:
        return None
    p = _place_start(left)
    if p is None:
        return None
    end = next((k for k in range(j + 2, len(right)) if right[k].low in _B_ENDS), len(right))
    return left[p:], right[:end]


def _placed_b(right: list[Token]) -> int | None:
    """Where B's preposition stands after its direction or distance ("down | by", "closer in | at"), else None."""
    if len(right) < 3 or right[0].low not in _AWAY | _DISTANCE:
        return None
    j = 2 if right[0].low in _DISTANCE and right[1].low in ("in", "out") and right[2].low in _AT else 1
    place = _AT | {"to"} if right[0].low in _DISTANCE else _AT
    if j + 1 >= len(right) or right[j].low not in place or _not_noun(right[j + 1]):
        return None
    return j


def _place_start(left: list[Token]) -> int | None:
    """Where the place phrases closing the left side start ("rent | near the station at Blacktown", "pitch | on the
    ridge"), a direction before them kept ("up | on the hill"); None when the side closes on no short place phrase."""
    p = max((k for k in range(len(left) - 1) if left[k].low in _AT), default=None)
    if p is None or not _noun_phrase(left[p + 1 :]):
        return None
    while (q := next((q for q in range(p - 2, max(p - 5, -1), -1) if left[q].low in _AT), None)) is not None \
            and _noun_phrase(left[q + 1 : p]):
        p = q  # "near the station | at Blacktown": a place within a place
    return p - 1 if p > 0 and left[p - 1].low in _AWAY else p


def _noun_phrase(toks: list[Token]) -> bool:
    """One to four words of a noun phrase naming no time: no pronoun, no verb (a word after a determiner may look like
    one)."""
    return 0 < len(toks) <= 4 and not any(time_word(t) or clock_time(t) for t in toks) and not any(
        _not_noun(t) and not (k and toks[k - 1].low in DETERMINERS) for k, t in enumerate(toks))


def _not_noun(tok: Token) -> bool:
    """A pronoun, auxiliary, preposition, time or listed verb that is no noun: no word of a place's noun phrase ("to |
    work" is one)."""
    w = tok.low
    return w in PRONOUNS | AUX | COPULAS | PREPOSITIONS or time_word(tok) or clock_time(tok) or (
        is_verb(tok) and w not in AMBIGUOUS)


def compass_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A's last word and B's only word when both are lower-case points of the compass ("… face | south-east or
    south-west", "… north or | due south"), B closing its side or before a preposition; ``None`` otherwise."""
    if len(left) < 2 or not right or not _compass(left[-1]) or not _compass(right[0]):
        return None
    return ([left[-1]], right[:1]) if len(right) == 1 or right[1].low in PREPOSITIONS else None


_POINTS = frozenset({"north", "south", "east", "west"})


def _compass(tok: Token) -> bool:
    """A lower-case point of the compass ("south", "south-east", "northwest")."""
    w = tok.text.rstrip("?.!,")
    joined = any(w[:n] in _POINTS and w[n:] in _POINTS for n in (4, 5))  # "southwest", "northeast"
    return w.islower() and (all(p in _POINTS for p in w.split("-")) or joined)
