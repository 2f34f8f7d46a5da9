"""A B of an adverb and a "before" / "after" phrase against a verb phrase closing on a time ("salt the steak
overnight or right | before cooking?", "take the pill at night or just | after dinner"): the two options are the
times, the verb and its object shared; B runs on over its phrase to the clause's end, A is its closing time word
or time phrase. Any other A is refused as before (:mod:`._one_sided`). Added for the seventy-fifth held-out
part."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_NOUNS, Around, Token

__all__ = ["timed_led"]

_LEADS = frozenset({"right", "just", "shortly", "immediately", "soon", "directly", "straight"})
_RELATIVE = frozenset({"before", "after"})
_TIME_ADVERBS = frozenset({"overnight", "now", "today", "tonight", "tomorrow", "later", "beforehand", "early",
                           "earlier", "ahead"})
_TIME_OPENERS = frozenset({"at", "in", "on", "during", "the", "this", "next"})
_END = "?!.,;:"


def _time_end(a: list[Token]) -> int | None:
    """Where A's closing time starts: a time adverb ("… | overnight") or a time noun after its preposition or
    determiner ("… | at night", "… | in the morning", "… | the night before" is not one); None when A closes on none."""
    last = a[-1].low.rstrip(_END)
    if last in _TIME_ADVERBS:
        return len(a) - 1
    if len(a) >= 3 and a[-2].low == "during" and a[-1].text.rstrip(_END).isalpha():
        return len(a) - 2  # "… | during dinner": "during" makes its noun a time, whatever the noun
    if last not in TIME_NOUNS or len(a) < 3:
        return None
    k = len(a) - 2
    while k > 0 and a[k].low in _TIME_OPENERS and len(a) - k < 4:
        if a[k].low in ("at", "in", "on", "during"):
            return k
        k -= 1
    return None


def timed_led(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A's closing time and B over its phrase when B ("right") is an adverb before "before" / "after" and a phrase
    closing the clause in five words or fewer, A a verb phrase closing on a time ("salt the steak | overnight");
    else ``None``."""
    if len(b) != 1 or b[0].low not in _LEADS or not a:
        return None
    a = _widened(a, around)
    start = _time_end(a)
    phrase = _closing_phrase(b[0], around)
    if start is None or start == 0 or phrase is None or len(phrase) < 2 or phrase[0].low not in _RELATIVE:
        return None
    return a[start:], b + phrase


def _widened(a: list[Token], around: Around) -> list[Token]:
    """A cut to its time noun alone ("… at | night", "… in the | morning") with the verb phrase and preposition
    before it, to tell its time phrase as a whole ("take the pill at night"); else A."""
    prev = around.prev(a[0])
    during = len(a) == 1 and prev is not None and prev.low == "during"  # "… during | dinner": a time by "during"
    timed = during or a[-1].low.rstrip(_END) in TIME_NOUNS
    if len(a) > 2 or not timed or any(t.low not in _TIME_OPENERS for t in a[:-1]):
        return a
    before = around.before(a[0])
    return before[-3:] + a if len(before) >= 3 else a


def _closing_phrase(adverb: Token, around: Around) -> list[Token] | None:
    """The words after ``adverb`` to its clause's end ("right | before cooking?"), at most five, without the closing
    mark; None when the clause runs on past them."""
    words: list[Token] = []
    tok = around.next(adverb)
    while tok is not None and len(words) < 5:
        bare = tok.text.rstrip(_END)
        if not bare:
            break
        words.append(Token(bare, tok.start, tok.start + len(bare)))
        if bare != tok.text:
            return words
        tok = around.next(tok)
    return words if tok is None and words else None
