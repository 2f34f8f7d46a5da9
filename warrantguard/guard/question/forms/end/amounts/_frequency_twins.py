"""A frequency closing A against a frequency opening B before the predicate ("Spraying the shower with Method | daily
or weekly | keeps the limescale away?"): how often is the choice, the gerund subject before A and the predicate after
B both's."""

from __future__ import annotations

from warrantguard.guard.question.words import FREQUENCIES, Token, finite_verb

__all__ = ["frequency_twins"]


def frequency_twins(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """A and B as their frequencies when A closes on one and B opens on one before a finite verb ("Method daily" /
    "weekly keeps the limescale away" -> "daily" / "weekly"); the pair as it is otherwise ("… daily or weekly": no
    predicate after B; "clean it weekly or hire a cleaner": B no frequency)."""
    if len(a) < 2 or len(b) < 2 or a[-1].low not in FREQUENCIES or b[0].low not in FREQUENCIES:
        return a, b
    return (a[-1:], b[:1]) if finite_verb(b, 1) else (a, b)
