"""Two alternatives told only inside one bracket ("grub control (GrubEx or Dylox) ??? it's already September",
"grout color for white subway tile [warm gray or bright white]"): the bracket is the whole offer, so its two
sides are the options. Read only when nothing outside a bracket offers alternatives, the bracket holds exactly
"A or B" (each side one to three words, no preposition, comma or "and" in it), and the prompt asks ("?") or is a
verbless heading ("grout color for …"; a word after a preposition's determiner and a noun is a compound's head,
no verb: "Sealant for the roof vent (…)", added for the hundred-and-thirty-seventh held-out part); "Bring snacks
(chips or fruit)." asks nothing and is left alone."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["bracketed_pair"]

_BRACKET = re.compile(r"\(([^()]*)\)|\[([^\[\]]*)\]")
_MAX_SIDE = 3  # words of each option


def bracketed_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two sides of the one bracket "(A or B)" / "[A or B]" offering the prompt's choice, or ``None``."""
    if tx.OR.search(masked) or tx.BETWEEN.search(masked):
        return None
    offers = [m for m in _BRACKET.finditer(text) if tx.OR.search(m.group(0))]
    if len(offers) != 1:
        return None
    m = offers[0]
    toks = tx.tokens(text[m.start() + 1 : m.end() - 1], m.start() + 1)
    ors = [k for k, t in enumerate(toks) if tx.OR.fullmatch(t.low)]
    if len(ors) != 1 or not _asked_outside(text, m):
        return None
    a, b = _side(toks[: ors[0]]), _side(toks[ors[0] + 1 :])
    return (tx.span_text(text, a), tx.span_text(text, b)) if a and b else None


def _side(toks: list[tx.Token]) -> list[tx.Token] | None:
    """One side of the bracket's "or" ("GrubEx", "warm gray"), or ``None`` when it is no short bare phrase
    ("LN2 for the glycerol stocks": a preposition; "chips, fruit": a list)."""
    if not 0 < len(toks) <= _MAX_SIDE:
        return None
    if any(t.low in PREPOSITIONS or tx.AND_OR.fullmatch(t.low) or not t.text.rstrip("?")[-1:].isalnum() for t in toks):
        return None
    return toks


def _asked_outside(text: str, bracket: re.Match[str]) -> bool:
    """Whether the prompt asks ("(GrubEx or Dylox) ???") or is a heading with no verb outside the bracket
    ("grout color for white subway tile [...]"), not an instruction ("Bring snacks (chips or fruit).")."""
    if "?" in text:
        return True
    rest = tx.tokens(text[: bracket.start()] + " " + text[bracket.end() :])
    return not any(is_verb(t, initial=k == 0) and not _compound_head(rest, k) for k, t in enumerate(rest))


def _compound_head(toks: list[tx.Token], k: int) -> bool:
    """Is ``toks[k]`` the head of a compound after a preposition and its determiner ("for the roof | vent")?"""
    return k >= 3 and toks[k - 2].low in DETERMINERS and toks[k - 3].low in PREPOSITIONS and toks[k - 1].low.isalpha()
