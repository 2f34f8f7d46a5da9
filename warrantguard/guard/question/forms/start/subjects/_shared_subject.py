"""A clause after "whether" / "if" whose subject two verb phrases share, each in its "-s" form: 'whether the team |
goes to Denver or stays home', 'whether CHG-4471 | goes in the Friday window or gets pushed to next sprint'
(:func:`subject_verbs`). The options are the verb phrases; the subject is both options'."""

from __future__ import annotations

from warrantguard.guard.question.forms.end import verb_mode
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    PREPOSITIONS,
    PRONOUNS,
    Refusal,
    Token,
    third_person_verb,
)

__all__ = ["subject_verbs"]

_SUBJECT_BOUND = 4  # words of the shared subject
_CLAUSE = frozenset({"whether", "if"})


def subject_verbs(left: list[Token], right: list[Token]) -> int | None:
    """Where A starts in ``left``: at the "-s" verb of the clause after its last "whether" / "if" when B (``right``)
    opens with another ("whether the team | goes to Denver or stays home"), both verbs never nouns, and a short
    subject before A's verb; ``None`` otherwise (not "whether the team gets coffee or drinks": "drinks" may be a
    noun). Refused when the two are not read as verb phrases (B's end is then unclear: "… or gets pushed | to next
    sprint")."""
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
        if _plain_s_verb(left[k]) and not verb_mode(left[k:], right, True):
            raise Refusal(f"two verb phrases ('{left[k].text} …' / '{right[0].text} …') share the clause's subject, "
                          "but where they end is unclear")  # "… goes in the Friday window or gets pushed | to …"
        if _plain_s_verb(left[k]):
            return k
    return None


def _plain_s_verb(tok: Token) -> bool:
    """A verb's "-s" form whose stem is never a noun ("goes", "stays", "gets"; not "drinks", "ships", "is")."""
    w = tok.low.rstrip("?.!,")
    stem = w[:-2] if w.endswith("es") and w[:-2] + "es" == w and w[:-1] not in AMBIGUOUS else w[:-1]
    return third_person_verb(tok) and w not in ("is", "has", "does", "was") and stem not in AMBIGUOUS \
        and w[:-1] not in AMBIGUOUS
