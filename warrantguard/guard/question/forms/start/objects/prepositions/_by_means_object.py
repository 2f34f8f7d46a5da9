"""A verb phrase closing on "by" and a bare noun phrase, against a bare noun phrase B ("pay my rent by | standing
order or direct debit | each month"): B is no verb phrase but the other means, so the pair is the two means; a
closing frequency after B is said of both."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["by_means_object"]

_FREQUENCY = frozenset({"each", "every", "a", "per"})
_UNITS = frozenset({"day", "week", "month", "year", "quarter", "time"})


def by_means_object(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The two means when A is a verb, its object and "by" with a bare lower-case noun phrase, and B a bare
    lower-case noun phrase ("pay my rent by | standing order or direct debit | each month" -> "standing order" /
    "direct debit"); the pair as it is otherwise ("go by train or drive": B a verb)."""
    k = next((k for k in range(2, len(a) - 1) if a[k].low == "by"), None)
    art = around.prev(b[0]) if b else None
    if k is None or not is_verb(a[0], initial=True) or art is None or art.low in ARTICLES:
        return a, b  # "offer letter by email or a phone call": an articled B, not a bare means
    means, own = a[k + 1 :], b[:-2] if len(b) > 2 and b[-2].low in _FREQUENCY and b[-1].low in _UNITS else b
    bare = DETERMINERS | ARTICLES | POSSESSIVES
    if is_verb(own[0]) and (len(own) != len(means) or len(own) == 1 or own[1].low in bare | PRONOUNS | PREPOSITIONS):
        return a, b  # "… or drive", "… or take the bus", "by heart or speak natural": B a verb phrase
    if any(not t.text.isalpha() or not t.text.islower() or t.low in bare for t in [*means, *own]):
        return a, b
    return (means, own) if len(own) <= len(means) + 1 else (a, b)
