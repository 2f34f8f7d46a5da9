"""The words closing the sentence after B, when they belong to B's last word or B needs them to stand against A
(added in session 43, for the hundred-and-seventeenth held-out part):

* "as" and a short complement after B's object pronoun ("Straight-line the rent expense or record it | as paid?"):
  "record it" alone says nothing against A; the pronoun stands for A's object, the complement is what B does to it;
* a prepositional phrase after an adjective that takes one, closing B's noun ("… or the 6.25% rate implicit | in the
  lease?"): "implicit" is nothing without it;
* a "with" phrase after the person B's "for" phrase names ("… or itemize for this client | with $14k of mortgage
  interest?"): it tells of that person, so it goes where the person goes;
* a place after a one-word way of working ("Big 4 audit or in-house | at a startup?"): "in-house" alone names no
  employer, the place is where B's way is;
* a time after B's second step ("… or issue a corrected paystub and fix it | next year"): the step joined by "and"
  is B's own, so is its time.

Each only when A has no word of the same kind (no "as"; no such adjective; no place or way; no time of its own).
Each is a plain predicate of A, B and the closing words; :func:`bound_complement_b` asks them in turn."""

from __future__ import annotations

from collections.abc import Callable

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token, is_verb

__all__ = ["bound_complement_b"]

_OBJECT_PRONOUNS = frozenset({"it", "them", "this", "that", "these", "those"})
_BOUND_ADJECTIVES = frozenset({"implicit", "inherent", "attributable", "applicable", "payable", "equivalent",
                               "exclusive", "native", "adjacent", "subject", "prior", "specific"})
_BOUND = 4  # words of the closing complement
_PERSON_BOUND = 6  # words of a "with" phrase telling of B's person
_POINTING = frozenset({"this", "that", "my", "our", "your", "his", "her", "their"})
_TIMES = frozenset({"next", "this", "later", "tomorrow", "tonight"})
_NOW = frozenset({"now", "today", "immediately", "first"})
_WAYS = frozenset({"in-house", "freelance", "remote", "remotely", "self-employed", "contract", "agency"})
_PLACES = frozenset({"at", "in"})


def bound_complement_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the words closing the sentence after it when one of this module's forms holds ("record it | as paid",
    "rate implicit | in the lease", "in-house | at a startup"); ``b`` otherwise (nothing after B, a comma-broken rest,
    or A with a word of the same kind: "book it as a holiday or record it as sick leave")."""
    rest = closing_rest(b, around) if a and b else None
    return [*b, *rest] if rest and any(owns(a, b, rest) for owns in _OWNERS) else b


def _as_complement(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """"record it | as paid": "as" and a short complement after B's object pronoun."""
    return len(b) > 1 and 1 < len(rest) <= _BOUND and b[-1].low in _OBJECT_PRONOUNS and rest[0].low == "as" \
        and all(t.low != "as" for t in a)


def _bound_adjective(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """"the 6.25% rate implicit | in the lease": the phrase an adjective closing B takes."""
    return len(b) > 1 and 1 < len(rest) <= _BOUND and b[-1].low in _BOUND_ADJECTIVES and rest[0].low in PREPOSITIONS \
        and all(t.low not in _BOUND_ADJECTIVES for t in a)


def _person_with(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """"itemize for this client | with $14k …": a "with" phrase telling of the person B's "for" names."""
    return len(b) > 3 and b[-3].low == "for" and b[-2].low in _POINTING and rest[0].low == "with" \
        and 1 < len(rest) <= _PERSON_BOUND


def _way_place(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """"in-house | at a startup": the place of a one-word way of working."""
    return len(b) == 1 and b[0].low in _WAYS and rest[0].low in _PLACES and 2 < len(rest) <= _BOUND \
        and rest[1].low in ARTICLES and all(t.low not in _PLACES | _WAYS for t in a)


def _step_time(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """"… and fix it | next year": the time of B's second step, joined by "and", against an A with no time."""
    joined = any(t.low == "and" and k + 1 < len(b) and is_verb(b[k + 1]) for k, t in enumerate(b))
    return joined and rest[0].low in _TIMES and len(rest) <= 2 and all(t.low not in _TIMES | _NOW for t in a)


_OWNERS: tuple[Callable[[list[Token], list[Token], list[Token]], bool], ...] = (
    _way_place, _step_time, _as_complement, _bound_adjective, _person_with)
