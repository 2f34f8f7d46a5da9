"""A question quoted whole after a label, then handed to the assistant: 'Forwarding from Mike: "primary region in
us-east-1 or … for the new tenant?" Any opinion?' (:func:`forwarded_question`). The quote is the question: its
options are read from it as from a prompt of its own."""

from __future__ import annotations

import re
from collections.abc import Callable

from warrantguard.guard.question.words import text as tx

__all__ = ["forwarded_question"]

# The label ending in a colon before the quote ("From the CAB notes:", "Email from Sales:"): one short line.
_LABEL = re.compile(r"[^\n\"“”:]{1,60}:\s*$")
_QUOTE = re.compile(r"\"([^\"]+)\"|“([^”]+)”")
# What the prompt asks of the assistant after the quote: its opinion, advice or an answer.
_HANDED = re.compile(r"\b(?:what\s+do\s+you\s+think|thoughts|(?:any|your)\s+(?:opinion|take|advice|recommendation)s?|"
                     r"(?:can|could)\s+you\s+(?:answer|help|advise)|advise|recommend|what\s+would\s+you)\b", re.I)


def forwarded_question(text: str, masked: str,
                       locate: Callable[[str], tuple[str, str]]) -> tuple[str, str] | None:
    """The options of the one quoted question of ``text`` (``masked`` its mask), read by ``locate``, when a label
    ending in a colon opens the prompt before it and a request for the assistant's view follows it ('Email from
    Sales: "wondering whether the NDA should be mutual or one-way" | Can you answer this for me'); else ``None``
    (no 'or' outside the quote; not 'Ticket #7731: "Can I … or is it too late?"', which asks nothing of it)."""
    quotes = list(_QUOTE.finditer(text))
    if len(quotes) != 1:
        return None
    q = quotes[0]
    inner_start = q.start(1) if q.group(1) is not None else q.start(2)
    inner = q.group(1) if q.group(1) is not None else q.group(2)
    outside = masked[: q.start()] + " " + masked[q.end() :]
    if not tx.OR.search(inner) or tx.OR.search(outside) or tx.BETWEEN.search(outside):
        return None
    if not _LABEL.fullmatch(text[: q.start()]) or not _HANDED.search(text[q.end() :]):
        return None
    a, b = locate(inner)
    at = text.find(a, inner_start)
    bt = text.find(b, at + len(a))
    return text[at : at + len(a)], text[bt : bt + len(b)]
