"""A B opening with a verb of necessity ("… can be done in a sim or | has to be in the actual airplane"): B is a
predicate of the subject the two options share, set against A's predicate from the subject's own modal ("can be
done in a sim"). What the two predicates contrast is the phrase of one preposition closing each ("in a sim" / "in
the actual airplane"); with no modal after a subject in A's clause, or no such phrase, the pair cannot be told."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, PREPOSITIONS, PRONOUNS, Refusal, Token

__all__ = ["necessity_pair"]

# Verbs of necessity taking "to" ("has to", "needs to", "ought to", "got to").
_NEEDING = frozenset({"has", "have", "needs", "need", "ought", "got"})
# Where a clause (and its subject) starts, not a subject itself.
_CLAUSE_OPENERS = frozenset({"whether", "if", "that", "to", "or", "and", "but", "than"})


def necessity_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """"whether the flight review | can be done in a sim or has to be in the actual airplane" -> "in a sim" / "in the
    actual airplane": B opens with "has to" / "needs to" / "must" and a verb, A's predicate runs from the last modal
    after a subject in its clause, and each closes on a phrase of the same preposition; refused when there is no
    such modal or phrase. ``None``: B opens otherwise."""
    if len(right) < 3 or not _necessity(right):
        return None
    at = [k for k in range(1, len(left) - 1) if _modal(left, k) and left[k - 1].low not in _CLAUSE_OPENERS | AUX]
    if not at:
        raise Refusal(f"the second option opens with '{right[0].text} {right[1].text}', a predicate of its own, and "
                      "the first option's counterpart could not be told")
    a = left[at[-1] :]
    p = max((k for k in range(2, len(a) - 1) if a[k].low in PREPOSITIONS), default=None)
    q = next((k for k in range(2, len(right) - 1) if p is not None and right[k].low == a[p].low), None)
    if p is None or q is None or any(t.low in PREPOSITIONS for t in right[q + 1 :]):
        raise Refusal(f"the options are two predicates ('{_text(a)}' / '{_text(right)}') with no phrase each of the "
                      "same preposition to set against the other")
    return a[p:], right[q:]


def _text(toks: list[Token]) -> str:
    """The words as written, spaced ("can wait")."""
    return " ".join(t.text for t in toks)


def _necessity(right: list[Token]) -> bool:
    """Does B open with a verb of necessity before a verb ("has to be", "needs to go", "must be")? Not a pronoun
    after it ("… or must we …": a second question)."""
    first, second = right[0].low, right[1].low
    if first in _NEEDING:
        return second == "to" and right[2].low.isalpha() and right[2].low not in PRONOUNS
    return first == "must" and second.isalpha() and second not in PRONOUNS


def _modal(left: list[Token], k: int) -> bool:
    """A modal or a verb of necessity at ``k`` ("can", "should", "needs to")."""
    w = left[k].low
    return (w in AUX and w not in ("do", "does", "did")) or (w in _NEEDING and left[k + 1].low == "to")
