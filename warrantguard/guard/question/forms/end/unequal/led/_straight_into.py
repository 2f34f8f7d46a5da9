"""A verb phrase A closing on its own preposition phrase, against a direction adverb B cut before its "into" / "to"
phrase ("should I propagate the pothos cuttings | in water or straight | into soil"): the two places set against each
other, the verb and its object both's (added for the ninety-seventh held-out part; an A after its preposition is
:func:`adverb_led`'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["straight_into"]

_STRAIGHT = frozenset({"straight", "directly", "right"})
_GOING = frozenset({"into", "onto", "to"})  # a direction: not "directly | in the ground" (refused)
_MOST = 4  # words of B's phrase after its preposition ("into | the raised bed")


def straight_into(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A from its last preposition (inside it, or just before it) and B with its phrase, when A's phrase is one to
    three words with no other preposition and B's ("straight | into soil") closes the sentence; ``None`` otherwise
    ("… or straight into soil and then …": B runs on)."""
    if len(b) != 1 or b[0].low not in _STRAIGHT or not a:
        return None
    full = [*around.before(a[0])[-3:], *a]  # "sow the seeds in | modules": A's preposition may be the lead's
    first = len(full) - len(a)
    k = max((k for k, t in enumerate(full) if t.low in PREPOSITIONS), default=-1)
    if k < 0 or not 1 <= len(full) - k - 1 <= 3 or any(t.low not in DETERMINERS for t in full[k + 1 : first]):
        return None
    phrase = around.after(b[0], _MOST + 2)
    if len(phrase) < 2 or phrase[0].low not in _GOING or around.next(phrase[-1]) is not None:
        return None
    last = phrase[-1].text.rstrip("?!.,")
    words = [*phrase[1:-1], Token(last, phrase[-1].start, phrase[-1].start + len(last))]  # "soil?": no mark
    if words[-1].low in DETERMINERS or not all(t.text.replace("-", "").isalnum() and t.low not in PREPOSITIONS
                                                for t in words):
        return None
    return full[k:], [*b, phrase[0], *words]
