"""An instruction to the assistant whose alternatives are no choice asked (added for the seventy-eighth held-out
part): the task holds either way ("List every document I need …, whether I apply online or by mail": a concessive
"whether" after a comma), or the pair stands inside a relative clause of the task's object ("… and flag anything
that could delay or derail it"). The sentence has no question mark and opens with a verb of instructing, or with a
verb of making something for the asker ("Make me a checklist …, whether it's stored indoors or outdoors": the
pronoun's contracted copula is no modal; added for the hundred-and-thirty-seventh part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.marks._purpose import INSTRUCTING
from warrantguard.guard.question.words import MODALS, PRONOUNS, Token

__all__ = ["task_pair"]

_RELATIVES = frozenset({"that", "which", "who"})
_MAKING = frozenset({"make", "create", "build", "prepare", "plan"})  # "Make me a checklist …"
_FOR_ASKER = frozenset({"me", "us"})
_MODAL_CLITICS = frozenset({"ll", "d"})  # "it'll", "we'd": "will", "would"


def task_pair(said: list[Token], asked: bool) -> str | None:
    """Why an instruction ``said`` (no question mark: not ``asked``) asks no choice of its "or" pair, or ``None``
    (not "Tell me whether I should apply online or by mail": a modal, so asked; not "List …?")."""
    words = [t.low for t in said]
    if asked or len(words) < 4 or not _instructing(words) or "or" not in words:
        return None
    o = words.index("or")
    whether = [k for k in range(1, o) if words[k] == "whether" and said[k - 1].text.endswith(",")]
    if whether and (k := whether[-1]) + 2 < o and _unmodal_subject(words[k + 1], words[k + 2]):
        return f"a concessive ', whether {said[k + 1].text} …' clause of an instruction (the task is the same either " \
               f"way), not a question asking to choose"
    if _relative_pair(said, words, o):
        return "the alternatives stand in a relative clause of the task ('anything that could A or B'), not a choice"
    return None


def _instructing(words: list[str]) -> bool:
    """Does the sentence open with a verb of instructing ("List …") or of making something for the asker ("Make me
    …")?"""
    return words[0] in INSTRUCTING or (words[0] in _MAKING and words[1] in _FOR_ASKER)


def _unmodal_subject(subject: str, after: str) -> bool:
    """Is ``subject`` a pronoun, bare ("I apply") or with a contracted verb that is no modal ("it's stored"; not
    "it'll", "we'd"), and ``after`` no modal or "to"?"""
    pronoun, _, clitic = subject.replace("\u2019", "'").partition("'")
    if clitic:
        return pronoun in PRONOUNS and clitic not in _MODAL_CLITICS
    return subject in PRONOUNS and after not in MODALS | {"to"}


def _relative_pair(said: list[Token], words: list[str], o: int) -> bool:
    """Does a relative pronoun and a modal open the clause of the pair, no clause break between ("flag anything |
    that could | delay or derail it")?"""
    rel = [j for j in range(1, o - 2) if words[j] in _RELATIVES and words[j + 1] in MODALS]
    return bool(rel) and not any(t.text.endswith((",", ";", ":")) for t in said[rel[-1] : o])
