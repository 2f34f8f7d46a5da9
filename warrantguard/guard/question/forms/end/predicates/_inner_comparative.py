"""An A holding the question's own predicate and its comparative before the option ("Does the choir | sound better |
standing in sections or mixed up …?"): where A's option starts after the comparative is unclear, refused (added for
the hundred-and-fourteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COMPARATIVES, DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["inner_comparative_problem"]


def inner_comparative_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A, read after an opening auxiliary, holds its subject, a verb and a comparative with a participle or a
    preposition after them
    ("Does the | choir sound better standing in sections | or mixed up …?"): the option is some phrase after "better"
    (the way, the place), its start unclear; or ``None`` ("Does | a better camera or a faster lens …": the
    comparative opens A's noun; "Is | A better or B": it closes A)."""
    lead = around.prev(a[0])
    before = around.before(a[0])
    if lead is None or not any(t.low in AUX and around.opens(t) for t in before[-2:]) or len(a) < 4:
        return None
    at = [k for k in range(2, len(a) - 1) if a[k].low in COMPARATIVES and a[k - 1].low not in DETERMINERS
          and (a[k + 1].low.endswith("ing") or a[k + 1].low in PREPOSITIONS)]  # "sound better | standing …"
    if not at:
        return None
    return (f"A holds the question's predicate ('{a[at[0] - 1].text} {a[at[0]].text}') before the option; where the "
            "option starts after it is unclear")
