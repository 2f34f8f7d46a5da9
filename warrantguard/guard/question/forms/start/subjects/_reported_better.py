"""A report of what is better to do before two verb phrases: "I read somewhere that it's better to | get LASIK in your
20s or wait until your 30s", "I heard it's safer to | …": what was read or heard is the question asked, the report
and "it's better to" its lead-in, as after "is it better to"."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Token

__all__ = ["reported_better"]

_REPORTERS = frozenset({"i", "we", "i've", "we've", "someone", "people", "everyone"})
_REPORTS = frozenset({"read", "heard", "hear", "saw", "seen", "told"})
_WHERE = frozenset({"somewhere", "online", "once", "before", "recently", "that", "was", "were", "been", "have", "had",
                    "i've", "keep", "always", "often", "also"})  # "I've also heard (that) …", "I was told …"
_DEGREE = frozenset({"more", "much", "way", "far", "a", "lot", "generally", "usually", "always", "actually"})


def _it_is(toks: list[Token], k: int) -> int | None:
    """Where the words after "it's" / "it is" at ``k`` start, or ``None``."""
    word = toks[k].low.replace("\u2019", "'") if k < len(toks) else ""
    if word in ("it's", "its"):
        return k + 1
    return k + 2 if word == "it" and k + 1 < len(toks) and toks[k + 1].low == "is" else None


def reported_better(toks: list[Token], i: int) -> int | None:
    """Where the verb phrase starts after a report of "it's better to" opening the side at ``i`` ("I read somewhere
    that it's better to | get …", "I've heard it's smarter to | …"): a reporter, a verb of reading or hearing, up to
    three words of where or when, "it's", a comparative (after a degree word) and "to". ``None`` otherwise ("I read
    that LASIK or PRK is better": no "it's … to"; "I think it's better to …": no report)."""
    k = i + (i < len(toks) and toks[i].low in _REPORTERS)
    report = next((j for j in range(k, min(len(toks), k + 3)) if toks[j].low in _REPORTS), None)
    if k == i or report is None or any(t.low not in _WHERE for t in toks[k:report]):
        return None
    at = report + 1
    while at < len(toks) and at < report + 4 and toks[at].low in _WHERE:
        at += 1
    start = _it_is(toks, at)
    if start is None:
        return None
    while start < len(toks) and toks[start].low in _DEGREE:
        start += 1
    if start + 2 < len(toks) and toks[start].low in COMPARATIVES and toks[start + 1].low == "to":
        return start + 2
    return None
