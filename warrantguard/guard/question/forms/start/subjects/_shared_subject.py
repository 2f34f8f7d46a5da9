"""A clause after "whether" / "if" whose subject two verb phrases share, each in its "-s" form: 'whether the team |
goes to Denver or stays home', 'whether CHG-4471 | goes in the Friday window or gets pushed to next sprint'
(:func:`subject_verbs`). The options are the verb phrases; the subject is both options' (:func:`twin_s_verbs`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    third_person_verb,
)

__all__ = ["subject_verbs", "twin_s_verbs"]

_SUBJECT_BOUND = 4  # words of the shared subject
_CLAUSE = frozenset({"whether", "if"})


def subject_verbs(left: list[Token], right: list[Token]) -> int | None:
    """Where A starts in ``left``: at the "-s" verb of the clause after its last "whether" / "if" when B (``right``)
    opens with another ("whether the team | goes to Denver or stays home"), both verbs never nouns, and a short
    subject before A's verb; ``None`` otherwise (not "whether the team gets coffee or drinks": "drinks" may be a
    noun)."""
    if len(right) < 2 or not _plain_s_verb(right[0]):
        return None
    marks = [k for k, t in enumerate(left) if t.low in _CLAUSE]
    if not marks:
        return None
    start = marks[-1] + 1
    for k in range(start + 1, min(len(left) - 1, start + _SUBJECT_BOUND + 1)):
        word = left[k - 1].low
        if word in AUX or word in PREPOSITIONS or (word in PRONOUNS and k - 1 > start) \
                or third_person_verb(left[k - 1]):
            return None  # no short subject of its own ("whether it is …", "whether the team at HQ …")
        if _plain_s_verb(left[k]):
            return k
    return None


def twin_s_verbs(core: list[Token], right: list[Token]) -> bool:
    """Do A (``core``) and B (``right``) both open with a verb's "-s" form whose stem is never a noun ("goes in the
    Friday window or | gets pushed to next sprint", "gets paid out or | rolls over to 2025")? Such a verb after "or"
    has no subject of its own, so it shares A's: the options are the two verb phrases, and B ends where a verb
    phrase's end is found (not "ships today or gets delayed": "ships" may be a noun)."""
    return len(core) > 1 and len(right) > 1 and _plain_s_verb(core[0]) and _plain_s_verb(right[0])


def _plain_s_verb(tok: Token) -> bool:
    """A verb's "-s" form whose stem is never a noun ("goes", "stays", "gets"; not "drinks", "ships", "is")."""
    w = tok.low.rstrip("?.!,")
    stem = w[:-2] if w.endswith("es") and w[:-2] + "es" == w and w[:-1] not in AMBIGUOUS else w[:-1]
    return third_person_verb(tok) and w not in ("is", "has", "does", "was") and stem not in AMBIGUOUS \
        and w[:-1] not in AMBIGUOUS
