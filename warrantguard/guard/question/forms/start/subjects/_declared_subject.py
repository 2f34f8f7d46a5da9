"""A pair asked as the subject of a predicate in a declarative question ("Heating the flat with | gas or electricity |
is more cheap in Poland now?", "the brown bread or the white bread | is ok?"): no lead-in marks the pair as a
subject, but the sentence asks ("?"), nothing before the pair is a verb (a gerund may open it), and B is a bare noun
phrase followed by "is" / "are" and an evaluative word; read as after "whether" (added for the sixty-eighth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs import stated_pronoun_verb
from warrantguard.guard.question.words import AUX, DEGREE, PREDICATE_HEADS, PRONOUNS, Token, ing_word, is_verb

__all__ = ["declared_subject", "stated_question"]

_COPULAS = frozenset({"is", "are"})
_PLAIN_PREDICATES = PREDICATE_HEADS | DEGREE | frozenset({"ok", "okay", "fine"})


def declared_subject(left: list[Token], begin: int, right: list[Token], mode: tuple[str, bool], asked: bool) -> bool:
    """Are the options the subject of "is" / "are" and an evaluative word in a declarative question ("sending money
    through | M-Pesa or through Western Union | is more safe?")? Not after a verb or a pronoun before the pair ("I
    think tea or coffee is better?"), nor unless the sentence asks (``asked``: a "?" after the pair)."""
    if mode[0] or mode[1] or not asked or not right or begin >= len(left):
        return False
    k = next((k for k, t in enumerate(right) if t.low in _COPULAS), None)
    modal = _modal_be(right) if k is None else None  # "the left or the right eye | should be my reading eye?"
    k = k if modal is None else modal
    if k is None or k == 0 or k + 1 >= len(right) or (
            modal is None and right[k + 1].low.rstrip("?!.") not in _PLAIN_PREDICATES):
        return False
    if any((not t.text.isalnum() and "-" not in t.text) or is_verb(t) or t.low in AUX for t in right[:k]):
        return False  # B a bare noun phrase up to the copula
    lead = left[begin:]
    opening = next((k for k, t in enumerate(lead) if not ing_word(t.low)), len(lead))  # "Practicing speaking with …"
    return not any(is_verb(t) or t.low in AUX | PRONOUNS | _COPULAS or ing_word(t.low) for t in lead[opening:])


def stated_question(left: list[Token], begin: int, right: list[Token], mode: tuple[str, bool],
                    asked: bool) -> tuple[str, bool, int]:
    """The lead's reading ``(subject, expects_verb, begin)`` for a question asked in a statement's order: the pair the
    subject of "is … ?" (:func:`declared_subject`: "A or B | is ok?"), or verb phrases after a stated "we" / "I"
    (:func:`stated_pronoun_verb`: "we | take taxi or the airport bus?"); ``mode`` and ``begin`` as given otherwise."""
    if declared_subject(left, begin, right, mode, asked):
        return "verb", mode[1], begin
    if (stated := stated_pronoun_verb(left, begin, right, mode, asked)) is not None:
        return "", True, stated
    return mode[0], mode[1], begin


_MODALS = frozenset({"should", "would", "will", "could"})
_ROLE_OPENERS = frozenset({"my", "our", "your", "the"})  # "should be | my reading eye": the role the option takes


def _modal_be(right: list[Token]) -> int | None:
    """Where a modal and "be" start in B's side before an evaluative word or a role's possessive ("… or the right eye
    | should be my reading eye?", "… or coffee | would be better?"), read as the copula; ``None`` otherwise."""
    k = next((k for k, t in enumerate(right) if t.low in _MODALS), None)
    if k is None or k + 2 >= len(right) or right[k + 1].low != "be":
        return None
    after = right[k + 2].low.rstrip("?!.")
    return k if after in _PLAIN_PREDICATES or after in _ROLE_OPENERS else None
