""""… or a shower chair day | to day": a noun repeated around "to" ("day to day", "week to week", "door to door")
is one adverbial closing the sentence, how often or how far both options go; its first noun is no head of B."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["repeated_span_b"]


def repeated_span_b(b: list[Token], around: Around) -> list[Token]:
    """B without its last word when "to" and that word again follow it ("a shower chair day | to day", "a car
    month | to month?"); ``b`` otherwise ("a trip door to door" whole is no cut: B keeps "door" when only one word)."""
    if len(b) < 2 or not b[-1].low.isalpha():
        return b
    run = around.after(b[-1], 2)
    if len(run) < 2 or run[0].low != "to" or run[1].low.rstrip("?!.,;:") != b[-1].low:
        return b
    return b[:-1]
