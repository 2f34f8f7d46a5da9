"""B of a subject pair cut at a word the lists know for a verb, when a modal follows within two words ("if bleach and
tone or a high | lift dye | will get me …"): a sentence has one finite verb after its subject, so the modal and its
verb are the predicate and the words before it are B's own ("a high lift dye")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    MODALS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["modal_subject_b"]

_REACH = 2  # words of B between its cut and the modal
_NOT_OF_B = DETERMINERS | PREPOSITIONS | PRONOUNS | frozenset({"and", "or", "but", "not", "to"})


def modal_subject_b(b: list[Token], right: list[Token]) -> list[Token]:
    """B run on to the modal that starts the predicate ("a high | lift dye | will get me": "high lift dye"), where B
    was cut before a verb-like word and a modal and its base verb follow within :data:`_REACH` words; ``b`` itself
    otherwise."""
    end = next((k + 1 for k, t in enumerate(right) if b and t.start == b[-1].start), None)
    if end is None or end >= len(right) or not is_verb(right[end]):
        return b
    for k in range(end + 1, min(len(right) - 1, end + 1 + _REACH)):
        if right[k].low in MODALS:
            run = right[end:k]
            own = all(t.text.isalpha() and t.low not in _NOT_OF_B and not t.capitalized for t in run)
            return b + run if own and is_verb(right[k + 1]) else b
        if not right[k].text.isalpha():
            return b
    return b
