"""A span closing the sentence after B when A ends on doing it at once ("handle my new ball python straight away or
leave him alone | for a week"): A's time is now, so a span of waiting can only be B's own (added for the
hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import TIME_NOUNS, Around, Token

__all__ = ["span_against_now_b"]

# Not "now": "rent now or wait 6 months | for two more days" (the span may be the wait's)
_AT_ONCE = frozenset({"away", "straightaway", "immediately", "instantly"})
_COUNTS = frozenset({"a", "an", "one", "two", "three", "few", "couple", "several", "another"})


def span_against_now_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with a "for" span closing the sentence ("for a week", "for 2 days") when A, two words or more, ends on an
    immediate time ("straight away", "right away", "immediately"); ``b`` otherwise ("… or wait | for a week" after
    A of no time of its own, or after "now")."""
    if len(a) < 2 or not b or a[-1].low not in _AT_ONCE:
        return b
    rest = closing_rest(b, around)
    if rest is None or not 3 <= len(rest) <= 4 or rest[0].low != "for" or rest[-1].low not in TIME_NOUNS | {"week"}:
        return b
    if rest[1].low not in _COUNTS and not rest[1].text.isdigit():
        return b
    return [*b, *rest]
