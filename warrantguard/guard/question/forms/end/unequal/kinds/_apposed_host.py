""""on a …" closing an asked apposition after an "a"/"an" B against a named A after "the" ("which do u recommend for
learning embedded C, the STM32 Nucleo or an AVR | on a breadboard"): the phrase may be the host B's generic thing
sits on, B's own, or a setting both are weighed in ("…, the Prusa Mini or an Ender 3 | on a budget"); the form
cannot tell, so refused (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, asked_apposition

__all__ = ["apposed_host_problem"]

_ARTICLES = frozenset({"a", "an"})
_ENDS = ("?", "!", ".")


def apposed_host_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B, "a"/"an" and a name against "the" and a name opening an apposition after an asked clause, followed by an
    "on a/an …" phrase closing the sentence, is unclear ("…, the STM32 Nucleo or an AVR | on a breadboard": B's own
    host, or both's setting?); None otherwise ("…, a Kindle or a Kobo | on a flight": no named A after "the")."""
    if not a or not b or not a[0].capitalized or not b[0].capitalized:
        return None
    the, art = around.prev(a[0]), around.prev(b[0])
    if the is None or art is None or the.low != "the" or art.low not in _ARTICLES or not asked_apposition(the, around):
        return None
    rest = around.after(b[-1], 6, ends=_ENDS)
    if not 3 <= len(rest) <= 5 or rest[0].low != "on" or rest[1].low not in _ARTICLES:
        return None
    if not rest[-1].text.endswith(_ENDS) and around.next(rest[-1]) is not None:  # more runs on after the phrase
        return None
    if any(t.low in PREPOSITIONS or t.text.endswith(",") for t in rest[1:]):
        return None
    words = " ".join(t.text for t in rest).rstrip("?!.")
    return f"unclear whether '{words}' is the second option's own (what it sits on) or said of both"

