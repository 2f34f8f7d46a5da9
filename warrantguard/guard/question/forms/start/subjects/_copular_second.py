""""whether the Specific Aims page | counts toward the 12-page limit or is a separate upload": after "whether" /
"if", a short subject, an "-s" verb and a preposition or determiner, against a B opening with "is" / "was" and no
subject of its own: "is" needs one, so the subject is both options', and the options are the two predicates (not
"… or is it …": a second question; not "whether the page counts or the appendix is …": B has its own subject)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, PREPOSITIONS, PRONOUNS, Token, third_person_verb

__all__ = ["copular_second", "second_predicate"]

_SUBJECT_BOUND = 5  # words of the shared subject
_COPULAS = frozenset({"is", "was"})


def copular_second(left: list[Token], right: list[Token]) -> int | None:
    """Where A starts in ``left``: at the "-s" verb after the last "whether" / "if" and a subject opening with a
    determiner ("whether the page | counts toward …") when B opens with "is" / "was" before a determiner, an
    adjective or a participle, no pronoun ("… or | is a separate upload"); ``None`` otherwise."""
    if len(right) < 2 or right[0].low not in _COPULAS or right[1].low in PRONOUNS | {"there"}:
        return None
    marks = [k for k, t in enumerate(left) if t.low in ("whether", "if")]
    if not marks or marks[-1] + 1 >= len(left) or left[marks[-1] + 1].low not in DETERMINERS:
        return None
    start = marks[-1] + 2
    for k in range(start, min(len(left) - 1, start + _SUBJECT_BOUND)):
        word = left[k]
        if word.low in AUX or word.low in PRONOUNS or word.low in _COPULAS:
            return None
        if third_person_verb(word) and left[k + 1].low in PREPOSITIONS | DETERMINERS:
            return k
    return None


def second_predicate(a: list[Token], b: list[Token]) -> bool:
    """Is B a predicate opening on "is" / "was" against A's "-s" verb ("counts toward the 12-page limit" / "is a
    separate upload"), as :func:`copular_second` reads them? Then B's "is" is its verb, not a question's lead."""
    return len(a) > 1 and len(b) > 1 and third_person_verb(a[0]) and b[0].low in _COPULAS \
        and b[1].low not in PRONOUNS | {"there"}
