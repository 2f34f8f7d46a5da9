"""Options inside the relative clause of a question's subject ("Do clients who | book online or by phone | no-show
more often …?"): the question's own verb follows the clause, so B, running to the sentence's end, holds it; where B
ends the form cannot tell (the verb may be a word no list holds), so the pair is refused
(:func:`relative_options_problem`)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, Around, Token, is_verb

__all__ = ["relative_options_problem"]

_RELATIVE = frozenset({"who", "that"})
_ASKING = AUX | COPULA_LEADS
_SUBJECT_MAX = 2  # words of the subject between the asking word and "who"


def _lead(a: list[Token], around: Around) -> list[Token]:
    """The words of A's sentence before A ("Do clients who | book online …" gives "Do clients who")."""
    before = around.before(a[0])
    start = next((k for k in range(len(before) - 1, -1, -1) if around.opens(before[k])), 0)
    return before[start:]


def relative_options_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B, running to the sentence's end, may hold the question's verb after a relative clause that A opens in
    ("Do clients who | book online or by phone no-show more often?"), or ``None`` (not "Do couples who live together
    or couples who wait end up happier?": A opens before "who"; not when words follow B in its sentence)."""
    if not a or not b or around.next(b[-1]) is not None:
        return None
    lead = _lead(a, around)
    rel = next((k for k, t in enumerate(lead) if t.low in _RELATIVE), None)
    if not lead or lead[0].low not in _ASKING or rel is None or not 2 <= rel <= 1 + _SUBJECT_MAX:
        return None
    verb = lead[rel + 1] if rel + 1 < len(lead) else a[0]
    if rel + 2 < len(lead) or not is_verb(verb):
        return None
    return (f"the options stand in the relative clause of the question's subject ('{lead[rel - 1].text} "
            f"{lead[rel].text} {verb.text} …'): where B ends, before the question's own verb, is unclear")
