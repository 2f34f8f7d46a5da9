"""Option A after a comma closing a question ("What do people recommend for a small urban garden, | a fan trained
peach or a stepover apple?"): the options stand in apposition to what the question asks, so no statement's subject
and past-tense verb open A ("a fan | trained …" is no "My doctor | suggested …"; added for the ninety-seventh held-out
part; moved to ``words`` in session 41, as the hundred-and-third part's "on a …" check asks the same)."""

from __future__ import annotations

from warrantguard.guard.question.words._form import Around
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import AUX, WH

__all__ = ["asked_apposition"]


def asked_apposition(first: Token, around: Around) -> bool:
    """Does a comma close the clause before ``first`` (A's first word), that clause opening with a wh-word or an
    auxiliary ("What do people recommend …, | a …", "Which would you plant, | a …")? Not "So, | my doctor suggested
    …": no question before the comma."""
    prev = around.prev(first)
    if prev is None or not prev.text.endswith(","):
        return False
    opener = prev
    while not around.opens(opener) and (before := around.prev(opener)) is not None:
        opener = before
    return opener is not prev and opener.low in WH | AUX
