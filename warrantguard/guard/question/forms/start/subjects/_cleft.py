"""A cleft question (issue 22, the seventeenth held-out part): "is it zone 2 cardio or intervals | that
improves vo2 max faster", "Is it the clutch or the flywheel | that makes the noise?". The copula and "it"
open the sentence, the pair follows at once and "that" / "who" closes B: the options are the two noun
phrases. A lead-in with "to", "worth", a comparative or a verb before the pair is no cleft ("is it better
to …", "is it worth …").

:func:`paired_forms` tries the pairs read whole from their own form, in order: two infinitives, an
infinitive and its negation, a cleft, two directions, a "with" phrase against "without".
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.subjects._named_it import named_it_pair
from warrantguard.guard.question.forms.start.subjects._without import with_or_without
from warrantguard.guard.question.forms.start.verbs import (
    compass_pair,
    directed,
    infinitives,
    negated_infinitive,
    placed_direction,
)
from warrantguard.guard.question.words import (
    COMPARATIVES,
    COPULA_LEADS,
    DEGREE,
    DETERMINERS,
    POSSESSIVES,
    Token,
    articled,
    gerund_word,
    is_verb,
)

__all__ = ["cleft", "paired_forms"]

_RELATIVES = frozenset({"that", "who", "that's", "who's"})  # the relative closing B, or it contracted with "is"
_FOR = frozenset({"for"})  # a beneficiary the relative clause is about
_NO_CLEFT = COMPARATIVES | DEGREE | frozenset({"to", "worth", "that", "who", "true", "possible", "likely"})


def paired_forms(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The pair of two infinitives, an infinitive and its negation, a cleft, two directions, a place against a
    direction's place, a "with" phrase against "without" or two points of the compass, else ``None``."""
    return infinitives(left, right) or negated_infinitive(left, right) or cleft(left, right) or directed(left, right) \
        or placed_direction(left, right) or with_or_without(left, right) \
        or named_it_pair(left, right) or compass_pair(left, right)  # "is it | Profinet or EtherCAT | on the new servo
    # axes?"; "face | south-east or south-west"


def cleft(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """"Is it A or B that …", "… whether it's A or B that …": A and B (see the module's docstring), else ``None``."""
    start = _cleft_start(left)
    if start is None:
        return None
    a = left[start:]
    if any(t.low in _NO_CLEFT or is_verb(t, initial=True) for t in a[:1]) or any(t.low in _NO_CLEFT for t in a):
        return None
    k = next((k for k, t in enumerate(right) if t.low.replace("\u2019", "'") in _RELATIVES), None)  # "… | that's …"
    k = _contact_clause(right) if k is None else k  # "Is it the shaft or the head setting | I should change?"
    if k is None or k == 0 or k + 1 >= len(right) or any(t.low in _NO_CLEFT | _FOR for t in right[:k]):
        return None  # "Is it Honors or regular Geometry for a kid | who …": the kid's clause, no cleft
    return articled(a), articled(right[:k])


def _contact_clause(right: list[Token]) -> int | None:
    """Where B's relative clause without "that" opens on a subject pronoun and a modal or an auxiliary ("the head
    setting | I should change first", "supersedure cells | I'm seeing"), or on a participle and its object ("the red
    mite | making my hens stop laying"), else ``None``: the cleft's clause, as "that I should change" would be."""
    k = next((k for k, t in enumerate(right[:-1]) if t.low in _SUBJECTS or _contracted(t)), None)
    if k is not None and (_contracted(right[k]) or right[k + 1].low in _MODALS | _AUXILIARIES):
        return k
    return next((k for k in range(1, len(right) - 1) if gerund_word(right[k]) and right[k - 1].text.isalpha()
                 and right[k + 1].low in DETERMINERS | POSSESSIVES | _OBJECTS), None)


def _contracted(tok: Token) -> bool:
    """A subject pronoun and its auxiliary written as one word ("I'm", "we've")."""
    return tok.low.replace("\u2019", "'") in _CONTRACTED


_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})
_MODALS = frozenset({"should", "would", "could", "can", "must", "need", "ought"})
_AUXILIARIES = frozenset({"am", "are", "have", "keep"})
_CONTRACTED = frozenset({"i'm", "we're", "you're", "they're", "i've", "we've", "you've", "they've", "he's", "she's"})
_OBJECTS = frozenset({"me", "us", "him", "her", "them", "it"})


def _cleft_start(left: list[Token]) -> int | None:
    """Where A starts after a cleft's "it" and copula: opening the sentence ("Is it | zone 2 or …"), or after
    "whether" / "if" ("I'd like to understand whether it's | CBT or medication that …", "… if it is | …"); else
    ``None``."""
    if len(left) >= 3 and left[0].low in COPULA_LEADS and left[1].low == "it":
        return 2
    marks = [k for k, t in enumerate(left[:-1]) if t.low in ("whether", "if")]
    if not marks:
        return None
    k = marks[-1] + 1
    if left[k].low.replace("\u2019", "'") == "it's":
        k += 1
    elif left[k].low == "it" and k + 1 < len(left) and left[k + 1].low in ("is", "was"):
        k += 2
    else:
        return None
    return k if k < len(left) else None
