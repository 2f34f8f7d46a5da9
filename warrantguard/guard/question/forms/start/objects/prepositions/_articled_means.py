"""A means of payment against an articled thing given instead ("gets a holiday tip | in cash or a gift", "pay her
back | with cash or a gift card"): B stands against the bare means, the "in" / "with" both share, not against the
whole noun phrase before it."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["articled_means"]

_ARTICLES = frozenset({"a", "an"})


def articled_means(core: list[Token], right: list[Token], means: frozenset[str],
                   preps: frozenset[str]) -> tuple[list[Token], list[Token]] | None:
    """The bare means and B ("cash" / "a gift") when A's side closes on a preposition of means (or "in") and a bare
    word of ``means``, and B is "a" / "an" and one or two words, no verb nor preposition among them; else ``None``."""
    if len(core) < 3 or core[-1].low not in means or core[-2].low not in preps | {"in"}:
        return None
    if not 2 <= len(right) <= 3 or right[0].low not in _ARTICLES:
        return None
    rest = right[1:]
    if any(t.low in PREPOSITIONS | DETERMINERS or is_verb(t) for t in rest):
        return None
    return core[-1:], rest
