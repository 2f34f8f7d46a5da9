"""A "for" phrase closing a verb-phrase B that goes on from now or points back with "one" ("… or try it | for another
month", "… or send the item back | for a full one"): a span counted on from now ("another month", "two more weeks")
tells how long B's course goes on, and "one" stands for a noun the options named (what B gets in exchange), so the
phrase is B's own, no purpose or context both options share. Added for the seventy-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._held_for import _span as held_span
from warrantguard.guard.question.words import PREPOSITIONS, TIME_UNITS, Around, Token, ing_word, is_verb

__all__ = ["continued_for", "continued_tail"]

_CLAUSE_WORDS = frozenset({"or", "and", "but", "so", "because", "if", "when", "since", "while", "to"})
_ONE = frozenset({"one", "ones"})
_INDEFINITE = frozenset({"a", "an", "another"})
_BOUND = 5  # words the tail may take


def continued_tail(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the rest of its sentence when that is a "for" phrase of B's own (:func:`continued_for`): "… or to send
    the item back | for a full one?", "… or try it | for another month?"; else B unchanged."""
    if not a or not b:
        return b
    tail = around.after(b[-1], _BOUND + 1, ends=(",", ";", ":", "?", "!", "."))
    if not tail or (len(tail) > _BOUND) or tail[-1].text.endswith((",", ";", ":")):
        return b
    return b + tail if continued_for(a, b, tail) else b


def continued_for(a: list[Token], b: list[Token], tail: list[Token]) -> bool:
    """Is ``tail`` a "for" phrase of B's own after B's verb and its object, against an A of a verb and more: a span
    going on from now ("try it | for another month", "use the trial | for two more weeks") or a determined "one"
    ("send the item back | for a full one", "swap it | for a bigger one")? Not after a gerund ("keep using it | for
    another year"), nor a span not counted on ("… or try it | for the summer": a time both may share), nor after a
    span of B's own ("wait 6 months | for two more days")."""
    if len(a) < 2 or len(b) < 2 or not 2 <= len(tail) <= 5 or tail[0].low != "for":
        return False
    if not is_verb(b[0]) or ing_word(b[1].low) or b[1].low in PREPOSITIONS:
        return False
    if any(t.low[:1].isdigit() or t.low.removesuffix("s") in TIME_UNITS for t in b[1:]):
        return False  # "wait 6 months | for two more days": B has its span already
    if any(t.low in _CLAUSE_WORDS or t.text[-1] in ",;:" for t in tail[:-1]):
        return False
    return held_span(tail[1:]) or _pointed_one(tail[1:])


def _pointed_one(toks: list[Token]) -> bool:
    """An indefinite article, plain lower-case words and "one" closing them ("a full one", "another one": what is got
    in exchange; not "one" alone, "a week", nor "the new ones": things named, a purpose both may share)."""
    words = [t.low.rstrip("?.!") for t in toks]
    if len(words) < 2 or words[-1] != "one" or words[0] not in _INDEFINITE:
        return False
    return all(w.isalpha() and w not in PREPOSITIONS and w not in _ONE for w in words[1:-1])
