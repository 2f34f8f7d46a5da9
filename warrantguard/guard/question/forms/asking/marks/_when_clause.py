"""A fronted time clause holding the pair ("When I export the timesheet as CSV or XLSX the dates break differently,
which format should I send payroll?"): "when" and a subject pronoun before a verb of the clause opens no open question
("When should I …", "when do we …" do), and a "which" after the pair asks the choice, so the pair is read as after a
fronted "if" (added for the ninetieth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AUX, COPULAS, Token

__all__ = ["when_clause"]

_SUBJECTS = frozenset({"i", "we", "you", "they"})
_WHICH = re.compile(r"\bwhich\b", re.I)


def when_clause(toks: list[Token], rest: str) -> bool:
    """Does "when" open ``toks`` as a time clause, a subject pronoun and then a lower-case word that is no auxiliary or
    copula ("When I | export …"), the sentence going on after the pair (``rest``) to ask which ("…, which format should
    I send payroll?")? Not "When should I …": an open question; nor "When I travel to Paris or Rome, what should I
    pack?": no choice asked after the clause."""
    if len(toks) < 3 or toks[0].low != "when" or toks[1].low not in _SUBJECTS or not _WHICH.search(rest):
        return False
    verb = toks[2]
    return verb.text.isalpha() and verb.text.islower() and verb.low not in AUX | COPULAS
