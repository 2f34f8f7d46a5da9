"""A phrase closing option B that can only be B's own, so no cut word ends B there:

- "to" and an object pronoun after B's verb and its object ("contactless drop-off or hand it | to me"): whom B's
  act is done to, no place or purpose both options share (:func:`recipient_closing`);
- "with" and a phrase naming A's head noun again ("a double wall oven or a range | with two ovens"): what B has of
  A's kind, told of B alone, or "per" and a unit after A's head noun alone ("total sales or sales | per capita"): B's
  rate of what A totals (:func:`head_feature`);
- a time span and "later" closing B against an A with a time of its own ("a protein shake right after the gym or
  a real meal | an hour later"): each option's own time (:func:`later_of_own`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts import distributed_rate, head_rate
from warrantguard.guard.question.forms.end.tails.own.phrases._far_from import far_from
from warrantguard.guard.question.forms.end.tails.own.phrases._own_terms import own_terms
from warrantguard.guard.question.forms.end.tails.own.phrases._related_to import related_to
from warrantguard.guard.question.forms.end.tails.own.settings import plural_verb
from warrantguard.guard.question.words import NUMBER_WORDS, TIME_NOUNS, Token, clock_time, has_own_time, is_verb

__all__ = ["head_feature", "later_of_own", "later_predicate", "recipient_closing", "span_start"]

_OBJECT_PRONOUNS = frozenset({"me", "us", "him", "her", "them", "you"})
_SPANS = TIME_NOUNS | frozenset({"second", "seconds", "minute", "minutes", "hour", "hours"})
_LATER = frozenset({"later", "earlier", "after", "afterwards", "before"})
_OBJECTS = _OBJECT_PRONOUNS | frozenset({"it", "this", "that", "these", "those"})


def _word(tok: Token) -> str:
    return tok.low.rstrip("?.!,;:")


def recipient_closing(right: list[Token], k: int) -> bool:
    """Is the "to" at ``k`` B's recipient: a verb opening B, one object after it, "to" and an object pronoun closing B
    ("… or hand it | to me", "… or give them | to us"; not "… or drive | to work", "… or take the bus | to the
    airport")?"""
    if k != 2 or len(right) != 4 or right[k].low != "to" or not is_verb(right[0], initial=True):
        return False
    return _word(right[1]) in _OBJECTS and _word(right[3]) in _OBJECT_PRONOUNS


def head_feature(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" at ``k`` a feature of B that names A's head noun again ("a double wall oven or a range | with
    two ovens", "one king bed or a room | with two queen beds"): B is told apart from A by it, so it is B's own (not
    "a laptop or a tablet | with a keyboard", which may be said of both)? Or the "per" at ``k`` B's rate of A's head
    (:func:`head_rate`)? Or the preposition of B's "far" / "close" (:func:`far_from`) or "true" / "similar"
    (:func:`related_to`)?"""
    if head_rate(a, right, k) or distributed_rate(a, right, k) or far_from(right, k) or own_terms(a, right, k) \
            or related_to(right, k):  # "… or true | to size": the adjective's own "to"
        return True  # "one event or a separate event | per button"; "… far | from center"; "… or in UK | with loan"
    if right[k].low != "with" or not a or not _word(a[-1]).isalpha() or len(_word(a[-1])) < 3:
        return False
    head = _word(a[-1])
    return any(_word(t) in (head, head + "s", head + "es") for t in right[k + 1 :])


def later_of_own(a: list[Token], right: list[Token], k: int) -> bool:
    """Is "later" / "earlier" at ``k`` closing B after a time noun ("a real meal an hour | later") B's own, A holding
    a time phrase of its own ("protein shake right after the gym"; no clock figure: "a size 4 or a size 5 ball")?
    Not a time both options share ("a shake or a meal | later")."""
    if k < 3 or right[k].low.rstrip("?.!,") not in _LATER or right[k - 1].low not in _SPANS:
        return False
    return has_own_time(a) and not any(clock_time(t) for t in a)


def span_start(right: list[Token], k: int) -> int:
    """Where a span of time closing at ``k`` starts ("a full meal | two hours later", "… | a week after"): before its
    count, so a time both options share is cut whole; ``k`` when the word there is no "later" after a counted span."""
    if k < 3 or right[k].low.rstrip("?.!,") not in _LATER or right[k - 1].low not in _SPANS:
        return k
    count = right[k - 2].low
    return k - 2 if count[:1].isdigit() or count in NUMBER_WORDS | {"a", "an", "few", "couple"} else k


def later_predicate(a: list[Token], right: list[Token], pred: int | None) -> int | None:
    """The predicate found in B's side, unless it is a "later" that is B's own (:func:`later_of_own`: ``None``); a
    "later" after a counted span moves to the span's start ("a full meal | two hours later": shared whole)."""
    if pred is None or later_of_own(a, right, pred):
        return None
    return span_start(right, plural_verb(a, right, pred))  # "katahdins or dorpers | gain faster"
