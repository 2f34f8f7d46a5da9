"""B cut at its shared head when A's own phrase follows the same head ("wet shave in the shower or dry shave | with an
electric | before work"): A's phrase is A's alone, so the phrase after B's head is B's own, up to the next
preposition (:func:`twin_head_phrase_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["twin_head_phrase_b"]

_PHRASE_MAX = 4  # words of B's phrase, its preposition first
_CLOSE = ("?", "!", ".", ",", ";", ":")
_SHARED = frozenset({"for", "to"})  # a purpose or a goal, said of both as often as of B
_STOPS = frozenset({"and", "or", "but", "vs", "-", "--", "–", "—"})


def _bare(tok: Token) -> Token:
    """``tok`` without a closing mark ("electric," -> "electric")."""
    text = tok.text.rstrip("?!.,;:")
    return tok if text == tok.text else Token(text, tok.start, tok.start + len(text))


def twin_head_phrase_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the prepositional phrase after it when A and B are a modifier and the same head ("wet shave" / "dry
    shave") and A keeps a phrase of its own after that head ("in the shower"): B's phrase ("with an electric") is
    B's, to the next preposition ("before work", both's); ``b`` otherwise ("wet shave or dry shave | in the
    morning": A has no phrase of its own; "the annual plan from Zoom or the monthly plan | for the new office": an
    articled noun, its phrase perhaps both's; a purpose or goal after B, "for" / "to")."""
    if len(b) != 2 or len(a) < 4 or a[1].low != b[1].low or a[0].low == b[0].low or a[2].low not in PREPOSITIONS:
        return b
    opener = around.prev(a[0])
    if opener is not None and opener.low in DETERMINERS:
        return b  # "the annual plan from Zoom or the monthly plan | for the new office": a noun's, perhaps both's
    rest = around.after(b[-1], _PHRASE_MAX + 1, ends=_CLOSE, stops=_STOPS)
    if len(rest) < 2 or rest[0].low not in PREPOSITIONS or rest[0].low in _SHARED:
        return b
    end = next((k for k in range(1, len(rest)) if rest[k].low in PREPOSITIONS or rest[k].low in AUX), len(rest))
    if end < 2 or end > _PHRASE_MAX:
        return b
    return [*b, *rest[: end - 1], _bare(rest[end - 1])]
