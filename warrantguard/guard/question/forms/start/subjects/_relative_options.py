"""Options inside the relative clause of a question's subject, refused where the form cannot tell where they end.

* The clause opens before A ("Do clients who | book online or by phone | no-show more often …?"): the question's own
  verb follows the clause, so B, running to the sentence's end, holds it; where B ends the form cannot tell (the verb
  may be a word no list holds): :func:`relative_options_problem`.
* The clause is inside A, before a short B ("Do kids who learn | Mandarin or Spanish early …"): B may be the clause's
  object, as A's last word is (the kids learn one or the other), or a second subject of its own (the kids or
  Spanish): :func:`relative_object_problem`.
"""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, DETERMINERS, Around, Token, finite_verb, is_verb

__all__ = ["relative_object_problem", "relative_options_problem"]

_RELATIVE = frozenset({"who", "that"})
_RELATIVES = _RELATIVE | {"which"}
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


def relative_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a pair whose A holds a relative pronoun and its verb before A's last word, against a B of one or two words
    without one ("kids who learn Mandarin" / "Spanish early"), is unclear; or None (not "a car that gets 50 mpg or an
    EV": B's article makes it a thing like A's noun)."""
    prev = around.prev(b[0]) if b else None
    if not b or len(b) > 2 or len(a) < 4 or any(t.low in _RELATIVES for t in b) \
            or (prev is not None and prev.low in DETERMINERS):
        return None
    k = next((i for i, t in enumerate(a[1:-2], 1) if t.low in _RELATIVES), None)
    if k is None or not (is_verb(a[k + 1]) or finite_verb(a, k + 1)):
        return None
    return (f"unclear whether '{' '.join(t.text for t in b)}' is the object of the clause '{a[k].text} "
            f"{a[k + 1].text} …' or a second option of its own")
