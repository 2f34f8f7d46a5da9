"""B opening with the noun and "to" that A's infinitive hangs on ("is it | time to move on or | time to have a frank
talk with your boss?"): the word written on both sides heads each option, so A starts at it, not at its verb, and B
keeps its own words to its clause's end (added for the fifty-sixth held-out part). Not a verb, an adjective or a
comparative ("need to go or need to stay", "better to rent or better to buy"): other rules read those."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DETERMINERS, PLAIN_ADJECTIVES, Token, is_verb

__all__ = ["repeated_head"]


def repeated_head(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A from the last "<noun> to <verb>" of the left side that B opens with ("time to move on" / "time to have a
    frank talk"), B all of its side; ``None`` when B opens with no noun and "to" before a verb, or the left side
    holds no such pair after a word of its own."""
    if len(right) < 3 or right[1].low != "to" or not is_verb(right[2], initial=True) or not _noun(right[0]):
        return None
    at = [k for k in range(1, len(left) - 2) if left[k].low == right[0].low and left[k + 1].low == "to"
          and is_verb(left[k + 2], initial=True)]
    return (left[at[-1] :], right) if at else None


def _noun(tok: Token) -> bool:
    """Can ``tok`` head the infinitive as a noun ("time", "moment"): a word, no verb, adjective or determiner?"""
    w = tok.low
    return w.isalpha() and not is_verb(tok) and w not in COMPARATIVES | PLAIN_ADJECTIVES | DETERMINERS
