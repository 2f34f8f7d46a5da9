"""A bare price after "for" against B's articled price and its own head ("Will kit for $39.99 or the $299
attorney-reviewed will?"): B's article and head make it a thing of its own, so A is the item and its price, B the
priced thing, not the two prices alone."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Refusal, Token

__all__ = ["articled_price_item"]

_PRICE = re.compile(r"^[£$€]\d[\d,]*(?:\.\d+)?[kKmM]?$")
_ENDS = ("?", "!", ".")


def articled_price_item(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A as the item before "for" and its price, B as its price and the head closing the sentence, when both are a
    bare price, A's after "for" and B's after an article ("Will kit for $39.99 or the $299 attorney-reviewed will?");
    refuses the form when the item is not the sentence's opening words (up to three) or the head runs on; ``(a, b)``
    otherwise ("$39.99 or $299?", "… for $40 or the $60?")."""
    if len(a) > 2 and a[-2].low == "for" and _PRICE.match(a[-1].text) and len(b) > 1 and _PRICE.match(b[0].text):
        a, b = a[-1:], b[:1]  # "kit for | $40 or the $90 | kit": an earlier cut gave A its head and B its noun
    if len(a) != 1 or len(b) != 1 or not _PRICE.match(a[0].text) or not _PRICE.match(b[0].text.rstrip("?!.")):
        return a, b
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if before_a is None or before_a.low != "for" or before_b is None or before_b.low not in ARTICLES:
        return a, b
    head = around.after(around.whole(b[0]), 4, ends=_ENDS)
    if not head:
        return a, b
    item = around.before(before_a)[-3:]
    start = next((k for k, t in enumerate(item) if around.opens(t)), None)
    whole = head[-1].text.endswith(_ENDS) and not any(t.low in PREPOSITIONS for t in head)
    if start is None or not whole or not all(t.text.isalpha() for t in item[start:]):
        raise Refusal(f"'{b[0].text}' heads a thing of its own; what '{a[0].text}' is the price of is not told")
    start += start < len(item) - 1 and item[start].low in ARTICLES  # "a | laptop for $500 or the $900 …"
    last = head[-1]
    end = Token(last.text.rstrip("?!."), last.start, last.start + len(last.text.rstrip("?!.")))
    return [*item[start:], before_a, a[0]], [b[0], *head[:-1], end]
