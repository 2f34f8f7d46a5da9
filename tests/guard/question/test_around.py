"""``Around.after``: the run of words after a word, which the edge rules read a closing phrase from."""

from __future__ import annotations

from warrantguard.guard.question.words import Around
from warrantguard.guard.question.words import text as tx


def _after(text: str, word: str, limit: int, **kw: object) -> list[str]:
    toks = tx.tokens(text)
    around = Around(toks)
    start = next(t for t in toks if t.text.rstrip("?!.,") == word)
    return [t.text for t in around.after(start, limit, **kw)]  # type: ignore[arg-type]


def test_the_run_stops_at_its_limit_and_at_the_sentence_end():
    assert _after("keep it or sell on eBay before winter?", "sell", 2) == ["on", "eBay"]
    assert _after("keep it or sell on eBay? Then buy more", "sell", 9) == ["on", "eBay?"]
    assert _after("keep it or sell", "sell", 9) == []


def test_the_run_closes_after_a_word_ending_with_a_mark():
    assert _after("sell on eBay, then buy", "sell", 9, ends=(",",)) == ["on", "eBay,"]
    assert _after("sell on eBay, then buy", "sell", 9) == ["on", "eBay,", "then", "buy"]


def test_the_run_closes_before_a_stop_word():
    assert _after("or sell on eBay and buy more", "sell", 9, stops={"and"}) == ["on", "eBay"]
    assert _after("or sell and buy", "sell", 9, stops={"and"}) == []
    assert _after("or sell — on eBay", "sell", 9, stops=("—",)) == []
