"""The "of" phrase check of a candidate pair (issue 22): A's head takes an "of" phrase B lacks.

"the risks of surgery or physical therapy", "a cup of coffee or tea": B may stand for the whole or for the "of"
phrase's noun alone, so the pair is not read.
"""

from __future__ import annotations

from warrantguard.guard.question.forms import (
    amount_terms_of,
    articled_subjects,
    dated_of,
    of_head_again,
    priced_wholes,
)
from warrantguard.guard.question.words import (
    DETERMINERS,
    PREPOSITIONS,
    Around,
    Token,
)

__all__ = ["of_head"]


def of_head(a: list[Token], b: list[Token], wa: list[str], wb: list[str], around: Around) -> str | None:
    """"the risks of surgery or physical therapy", "a cup of coffee or tea", "12 weeks of leave or 16": a noun
    phrase A whose head takes an "of" phrase that B lacks; B may stand for the whole or for the "of" phrase's
    noun alone, so the pair is not read. An indefinite article before each ("a class set of microscopes or a 3D
    printer?") says B, of two words or more and running to its sentence's end, stands for the whole (not "a cup of
    Earl Grey or a latte?"); so does a B closing on "one(s)" ("… or the $2.49 cage-free ones")."""
    prev, prev_b = around.prev(a[0]), around.prev(b[0])
    whole_b = len(b) > 1 and (around.next(b[-1]) is None or b[-1].text.endswith(("?", ".", "!")))  # not "a HELOC |
    # at 8.25%?"
    if prev is not None and prev.low in ("a", "an") and whole_b and (
            (prev_b is not None and prev_b.low in ("a", "an")) or b[0].low == "one"):  # "… or one young kitten"
        return None
    if of_head_again(a, b):
        return None  # "the easy side of the motion or the | side I actually believe in": B names A's head its own way
    if articled_subjects(a, b, around):
        return None  # "if a pair of FortiGate 100Fs or a single PA-1410 | is …": each subject a whole of its own
    if priced_wholes(a, b, around):
        return None  # "a $45 box of Madison Reed or a $180 salon gloss": each price a whole thing's
    if len(b) > 1 and b[-1].low.rstrip("?.!,") in ("one", "ones"):
        return None  # "the $4.99 dozen of pasture-raised eggs or the $2.49 cage-free | ones": B's "ones" stands for
        # A's whole head with its "of" phrase
    counted = a[0].low.isdigit() and len(wb) == 1 and wb[0].isdigit()  # "12 weeks of leave or | 16"
    nominal = counted or a[0].low in DETERMINERS or (prev is not None and prev.low in DETERMINERS)
    first_prep = next((k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS or a[k].low == "of"), None)
    if nominal and first_prep is not None and a[first_prep].low == "of" and "of" not in wb \
            and not _named_of(a, first_prep) and not _counted_again(a[first_prep + 1], wb) \
            and not dated_of(a, first_prep, wb) and not _head_again(a, first_prep, wb) \
            and not amount_terms_of(a, first_prep, wb):  # "the 4th of july or the 5th"; "the 10 lb bag of potatoes
        # or the 5 lb | bag"; "an MOQ of 5,000 at $1.12 or | 1,000 at $1.45"
        return f"not parallel: the 'of' phrase of '{' '.join(wa)}' has no counterpart in the other option"
    return None


def _head_again(a: list[Token], k: int, wb: list[str]) -> bool:
    """Does B close on A's head before its "of" phrase, with words of its own before it ("the 10 lb bag of potatoes
    or the 5 lb | bag", "a two-week supply of insulin or a one-week supply")? Then B is the same thing in another
    measure, the "of" phrase being said once for both."""
    head = [t.low for t in a[:k]]
    return len(wb) > 1 and wb[-1] == head[-1] and wb != head[-len(wb):] and wb[0] not in ("of", "or", "and")


def _counted_again(noun: Token, wb: list[str]) -> bool:
    """Does B count the "of" phrase's noun itself ("10-pack of licenses … or | 25 licenses at $99 each")? Then B is
    a whole phrase of its own, not the noun alone that A's head takes."""
    return len(wb) > 1 and wb[0][:1].isdigit() and wb[1] == noun.low


def _named_of(a: list[Token], k: int) -> bool:
    """Is the "of" at ``k`` inside a name, capitalised words either side ("the Lord of the Rings extended editions",
    "a Game of Thrones rewatch"), not a head's "of" phrase ("a cup of Earl Grey")?"""
    after = a[k + 2] if k + 2 < len(a) and a[k + 1].low == "the" else a[k + 1]
    return a[k - 1].capitalized and after.capitalized
