"""A complement that closes the sentence and belongs to the last word of B (added in session 43, for the
hundred-and-seventeenth held-out part):

* "as" and a short complement after B's object pronoun ("Straight-line the rent expense or record it | as paid?"):
  "record it" alone says nothing against A; the pronoun stands for A's object, the complement is what B does to it;
* a prepositional phrase after an adjective that takes one, closing B's noun ("… or the 6.25% rate implicit | in the
  lease?"): "implicit" is nothing without it.

* a "with" phrase after the person B's "for" phrase names ("… or itemize for this client | with $14k of mortgage
  interest?"): it tells of that person, so it goes where the person goes.

Only when A has no word of the same kind (no "as"; no such adjective)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["bound_complement_b"]

_OBJECT_PRONOUNS = frozenset({"it", "them", "this", "that", "these", "those"})
_BOUND_ADJECTIVES = frozenset({"implicit", "inherent", "attributable", "applicable", "payable", "equivalent",
                               "exclusive", "native", "adjacent", "subject", "prior", "specific"})
_BOUND = 4  # words of the closing complement
_PERSON_BOUND = 6  # words of a "with" phrase telling of B's person
_POINTING = frozenset({"this", "that", "my", "our", "your", "his", "her", "their"})


def bound_complement_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the complement closing the sentence after it ("record it | as paid", "rate implicit | in the lease");
    ``b`` otherwise (a longer or comma-broken rest; A with an "as" of its own: "book it as a holiday or as sick
    leave")."""
    if len(b) < 2 or not a:
        return b
    rest = closing_rest(b, around)
    if not rest or len(rest) < 2:
        return b
    if len(b) > 3 and b[-3].low == "for" and b[-2].low in _POINTING and rest[0].low == "with" \
            and len(rest) <= _PERSON_BOUND:
        return [*b, *rest]  # "itemize for this client | with $14k of mortgage interest"
    if len(rest) > _BOUND:
        return b
    if b[-1].low in _OBJECT_PRONOUNS and rest[0].low == "as" and all(t.low != "as" for t in a):
        return [*b, *rest]  # "record it | as paid"
    if b[-1].low in _BOUND_ADJECTIVES and rest[0].low in PREPOSITIONS and \
            all(t.low not in _BOUND_ADJECTIVES for t in a):
        return [*b, *rest]  # "the 6.25% rate implicit | in the lease"
    return b
