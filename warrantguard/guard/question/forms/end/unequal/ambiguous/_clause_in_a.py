"""A first side holding a whole clause, its own subject and modal, against a short bare B, refused: "I read
somewhere that you should stand with feet parallel or slightly staggered". B ("slightly staggered") stands against
a word or a phrase at the clause's end ("parallel", "with feet parallel"), never against the clause with its subject
("somewhere that you should stand …"), and the form cannot tell which (added for the hundred-and-fifty-seventh
held-out part). A B opened by no -ly adverb ("a car that I can afford or | a bike") keeps its reading: a head the
clause tells of."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, MODALS, Around, Token, manner_adverb

__all__ = ["clause_in_a_problem"]

_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she"})


def clause_in_a_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is unclear when A, not opened by a determiner, holds a subject pronoun and a modal after its
    first word ("somewhere that | you should | stand …") and B is at most three words opened by an -ly adverb
    ("slightly staggered"); None otherwise."""
    if a[0].low in DETERMINERS or not 1 < len(b) <= 3 or not manner_adverb(b[0].low):
        return None
    k = _subject_modal(a)
    if k is None or k == 0:
        return None
    return f"A holds a clause ('{a[k].text} {a[k + 1].text} …'): B may stand against its last words, not the clause"


def _subject_modal(side: list[Token]) -> int | None:
    """Where a subject pronoun stands right before a modal in ``side`` ("you | should"); None when none does."""
    return next((k for k in range(len(side) - 1) if side[k].low in _SUBJECTS and side[k + 1].low in MODALS), None)
