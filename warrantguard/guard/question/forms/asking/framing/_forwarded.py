"""A question quoted whole after a label, then handed to the assistant: 'Forwarding from Mike: "primary region in
us-east-1 or … for the new tenant?" Any opinion?' (:func:`forwarded_question`). The quote is the question: its
options are read from it as from a prompt of its own.

So is an offer quoted after the one who made it and a reporting verb, single quotes or double, when the prompt then
asks what to answer or which: "recruiter asks — 'start date of Jan 6 or Jan 13?' what do i say", "derm said: 'tret
OR adapalene, your call'... which one?!" (added for the punctuation family, session 48). Not a quote told and left
("derm said: 'tret or adapalene'. so I went with tret"), nor "which" opening a clause told of the quote ("… which
is what she always says")."""

from __future__ import annotations

import re
from collections.abc import Callable

from warrantguard.guard.question.words import text as tx

__all__ = ["forwarded_question"]

# The label ending in a colon before the quote ("From the CAB notes:", "Email from Sales:"): one short line.
_LABEL = re.compile(r"[^\n\"“”:]{1,60}:\s*$")
_QUOTE = re.compile(r"\"([^\"]+)\"|“([^”]+)”")
# Single quotes, read only where no double quote stands: opened after no word, closed before none ("it's" is none).
_SINGLE_QUOTE = re.compile(r"(?<![\w'‘’])'([^'\n]+)'(?![\w'])|(?<!\w)‘([^‘’\n]+)’(?!\w)")
# Who made the offer and a reporting verb, before the quote ("Dispatch says:", "recruiter asks —", "derm said:").
_REPORTED = re.compile(r"[^\n\"“”:]{1,60}\b(?:says|said|asks|asked|writes|wrote|texted|replied|wants\s+to\s+know)"
                       r"\s*(?::|[—–]|--?)?\s*$", re.I)
# What the asker asks after a reported offer: what to answer, or which ("… | what do I tell them", "… | which one?!").
_ANSWER_ASKED = re.compile(r"\W*(?:what\s+(?:do|should|would|shall)\s+(?:i|we)\s+(?:say|tell|answer|reply|respond|"
                           r"put|pick|choose)\b|which\s+(?:one|should|would|do|to)\b)", re.I)
# What the prompt asks of the assistant after the quote: its opinion, advice or an answer.
_HANDED = re.compile(r"\b(?:what\s+do\s+you\s+think|thoughts|(?:any|your)\s+(?:opinion|take|advice|recommendation)s?|"
                     r"(?:can|could)\s+you\s+(?:answer|help|advise)|advise|recommend|what\s+would\s+you)\b", re.I)


def forwarded_question(text: str, masked: str,
                       locate: Callable[[str], tuple[str, str]]) -> tuple[str, str] | None:
    """The options of the one quoted question of ``text`` (``masked`` its mask), read by ``locate``, when a label
    ending in a colon opens the prompt before it and a request for the assistant's view follows it ('Email from
    Sales: "wondering whether the NDA should be mutual or one-way" | Can you answer this for me'); else ``None``
    (no 'or' outside the quote; not 'Ticket #7731: "Can I … or is it too late?"', which asks nothing of it)."""
    quotes = list(_QUOTE.finditer(text)) or list(_SINGLE_QUOTE.finditer(text))
    if len(quotes) != 1:
        return None
    q = quotes[0]
    inner_start = q.start(1) if q.group(1) is not None else q.start(2)
    inner = q.group(1) if q.group(1) is not None else q.group(2)
    outside = masked[: q.start()] + " " + masked[q.end() :]
    if not tx.OR.search(inner) or tx.OR.search(outside) or tx.BETWEEN.search(outside):
        return None
    if not _handed(text[: q.start()], text[q.end() :]):
        return None
    a, b = locate(inner)
    at = text.find(a, inner_start)
    bt = text.find(b, at + len(a))
    return text[at : at + len(a)], text[bt : bt + len(b)]


def _handed(before: str, after: str) -> bool:
    """Is the quote handed to the assistant: a label before it and a request for a view after it ('From Sales: "…" |
    Any opinion?'), or its maker's reporting verb before it and a question of what to answer or which after it
    ("Dispatch says: '…'. | what do I tell them")?"""
    if _LABEL.fullmatch(before) and _HANDED.search(after):
        return True
    return _REPORTED.fullmatch(before) is not None and _ANSWER_ASKED.match(after) is not None
