"""The label of a note or a list item opening the choice sentence ("note to self: | ballet or soccer for mia next
fall", "todo #14 | fix the fence ourselves or hire someone", "LIST-7: | oat milk or almond milk"): a heading the
asker wrote for themselves, no part of option A and no request to the assistant ("list", "note"). It is passed over
as the other labels are (:func:`note_label_length`), and the rest is read as a sentence of its own."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import text as tx

__all__ = ["note_label_length"]

# "note to self:", "note to myself -", "todo:", "to-do #3", "reminder:", "memo:" (not "Note:", a heading telling
# what follows: "Note: Visa or Mastercard."); a list's or a ticket's
# code before a colon, its number of one digit or more ("LIST-7:", "ITEM-12:").
_NOTE = re.compile(r"\s*(?:(?i:note\s+to\s+(?:self|myself))(?=\s*[:\-–—]|\s+\w)"
                   r"|(?i:to-?dos?|reminders?|memos?)(?=\s*(?::|#\d))"
                   r"|[A-Z]{2,6}-\d{1,6}(?=\s*:))"
                   r"\s*[:\-–—]?\s*")


def note_label_length(smask: str) -> int:
    """Characters of the labels opening the sentence ``smask``: those of :func:`~words.text.tag_length` and a note's
    or a list item's label, in any order, with what follows it ("todo | #14 | fix …"), or 0; never the whole
    sentence (not "note to self" alone)."""
    end = tx.tag_length(smask)
    m = _NOTE.match(smask, end)
    if m is None or not smask[m.end() :].strip():
        return end
    return m.end() + tx.tag_length(smask[m.end() :])
