"""A subject pronoun right before the auxiliary ("Trying to figure out if I | should stock Aperol or Select for the
spritz program", "whether we | can …"): the clause's word order is a statement's, so the pronoun is the auxiliary's
subject and what follows the auxiliary is its verb phrase, never two subjects of a verb after B."""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Token

__all__ = ["subject_before_aux"]

_SUBJECTS = PRONOUNS - {"one"}  # not "which one | would …": a pronoun asking, no subject


def subject_before_aux(left: list[Token], aux: int) -> bool:
    """Does a subject pronoun stand right before the auxiliary at ``aux`` ("if I | should stock …")? Not an
    auxiliary opening the sentence ("Will | a balance transfer card or …")."""
    return aux > 0 and left[aux - 1].low in _SUBJECTS
