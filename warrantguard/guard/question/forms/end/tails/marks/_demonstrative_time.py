"""A closing "this …" after option B's noun phrase ("between Delta Dental PPO and the DHMO plan | this open
enrollment"): a noun phrase after a noun phrase, with no verb of its own, is the time the question is asked of, not
B's own (not "the plan this office offers": a relative clause, B's own)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_NOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["closing_this", "demonstrative_time_b"]

_SOMEONE = frozenset({"someone", "somebody", "something", "anyone", "anybody", "anything"})
_TAIL = 3  # the words after "this" a closing time phrase spans at most


def _timeless(tail: list[Token]) -> bool:
    """Are the words after "this" lower-case words of no clause: no function word, none closing on a verb's form
    ("open enrollment", "cleaning cycle"; not "office offers", "dentist recommended", "clinic uses"), no listed time
    ("this summer", "this time": the rules of a time weigh it against A's own)?"""
    if not 1 <= len(tail) <= _TAIL:
        return False
    words = [t.low.rstrip("?!.") for t in tail]
    if any(not (w.replace("-", "").isalpha() and t.text[:1].islower()) for w, t in zip(words, tail, strict=True)):
        return False
    if any(w in AUX or w in PRONOUNS or w in DETERMINERS or w in PREPOSITIONS or w in TIME_NOUNS for w in words):
        return False
    last = words[-1]
    return not (last.endswith(("s", "ed")) or is_verb(Token(last, tail[-1].start, tail[-1].start + len(last))))


def closing_this(tok: Token, around: Around) -> bool:
    """Does ``tok``, a "this" after an option, open up to three words of no clause that end the sentence ("… the DHMO
    plan | this open enrollment")? A time phrase then closes the option, no object of its last word."""
    if tok.low != "this":
        return False
    tail: list[Token] = []
    nxt = around.next(tok)
    while nxt is not None and len(tail) <= _TAIL:
        tail.append(nxt)
        nxt = around.next(nxt)
    return nxt is None and _timeless(tail)


def demonstrative_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing "this" and up to three words ending the sentence after B's noun phrase ("… and the DHMO plan
    | this open enrollment", "… or Cigna | this benefits cycle"), when B opens with no verb and A holds no "this":
    the time of the whole question. ``b`` otherwise ("… or keep the DHMO this open enrollment": a verb's object may
    follow; "… or the plan this office offers": a clause of B's own)."""
    if len(b) < 3 or not a or any(t.low == "this" for t in a) or around.next(b[-1]) is not None:
        return b
    at = next((j for j in range(len(b) - 2, 0, -1) if b[j].low == "this"), None)
    if at is None or not _timeless(b[at + 1 :]) or is_verb(b[0], initial=True):
        return b
    before = b[at - 1].low
    if before in PREPOSITIONS or before in DETERMINERS or not before.replace("-", "").isalnum():
        return b
    if before in _SOMEONE:
        return b  # "on someone | this petite": a degree, how petite the someone is, no time
    return b[:at]
