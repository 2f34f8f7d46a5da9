"""A lead word before A's figure or code that B, opening on its own, does not repeat: a gerund before a sum ("cutting
| 5% of bodyweight or 8%": the gerund is both's) and a plain label before a code of letters and digits ("a size | M2
or M3 rash guard": the label is both's). A starts at its figure or code, as B does (added for the hundred-and-
thirty-third held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token, ing_word, is_verb

__all__ = ["gerund_sum_a", "labelled_code_a"]

_SUM = re.compile(r"^(?:[£$€]\d[\d,]*(?:\.\d+)?[kKmM]?|\d+(?:\.\d+)?%)$")  # a price or a share
_CODE = re.compile(r"^[A-Z]{1,3}\d{1,3}[A-Za-z]?$")  # a size or a grade code: "M2", "XL3", "A1L"


def gerund_sum_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its sum when a lower-case gerund alone stands before it and B opens on a sum with no gerund of its own
    ("cutting | 5% of bodyweight or 8%", "charging | $40 an hour or $300 a day"); ``a`` otherwise ("cutting 5% or
    cutting 8%": B repeats the gerund)."""
    if len(a) < 3 or not b or not ing_word(a[0].low) or not a[0].low.isalpha() or a[0].capitalized:
        return a
    if not _SUM.match(a[1].text) or not _SUM.match(b[0].text.rstrip("?!.,")):
        return a
    return a if any(ing_word(t.low) for t in b) else a[1:]


def labelled_code_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its code when A is a plain lower-case label and a code of capitals and digits, and B is a code of the
    same kind and the head both name ("a size | M2 or M3 rash guard"); ``a`` otherwise ("size M2 or size M3": B
    repeats the label; "plan A1 or A2": no head after B's code)."""
    if len(a) != 2 or len(b) < 2 or not _CODE.match(a[1].text) or not _CODE.match(b[0].text):
        return a
    label = a[0]
    if not label.text.isalpha() or not label.text.islower() or is_verb(label, initial=True) \
            or label.low in DETERMINERS | PREPOSITIONS | PRONOUNS:
        return a
    head = b[1:]
    return a[1:] if all(t.text.isalpha() and t.text.islower() and t.low != label.low for t in head) else a
