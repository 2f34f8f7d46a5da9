"""A verb and "it" read as option B after a noun A, then its own time word: "ebay auction or buy it | now for a used
dyson": the time word is B's own, as it is when A is a verb phrase too ("wait for a sale or buy it now")."""

from __future__ import annotations

from warrantguard.guard.question.words import OWN_TIMES, Around, Token

__all__ = ["it_time_b"]


def it_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time word ("now", "today", "tonight") right after its closing "it" when B is a word and "it" and A
    closes on no time word ("ebay auction or buy it | now for a used dyson", "auction or buy it | now?"); ``b``
    otherwise ("sell it now or keep it | today": A's time against B's; "… or stop it | now that she's eating": a
    clause's conjunction)."""
    if not a or len(b) != 2 or b[1].low != "it" or a[-1].low in OWN_TIMES:
        return b
    nxt = around.next(b[1])
    if nxt is None:
        return b
    word = nxt.text.rstrip("?!.,;:")
    if word.lower() not in OWN_TIMES - {"overnight", "tomorrow"} or _now_that(nxt, around):
        return b
    return [*b, Token(word, nxt.start, nxt.start + len(word))]


def _now_that(now: Token, around: Around) -> bool:
    """Does "now" open a clause with "that" after it ("… or stop it | now that she's eating")?"""
    after = around.next(now)
    return now.low == "now" and after is not None and after.low == "that"
