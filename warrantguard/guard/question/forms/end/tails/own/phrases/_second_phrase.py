"""A short phrase closing the sentence after B's own prepositional complement, when A has its own ("put my
part-timers on payroll or pay them as contractors | with 1099s?", "as a standalone policy or as an add-on | to our
BOP?"): B's second phrase goes with B's complement, A having none of its kind."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Around, Token, is_verb

__all__ = ["second_phrase_b"]

_SECOND = frozenset({"with", "to"})
_COMPLEMENTS = PREPOSITIONS | {"as"}
_ENDS = ("?", "!", ".")


def _closing(b: list[Token], around: Around) -> list[Token] | None:
    """The two to four words after B to its sentence's end, no comma among them, the mark cut off; else None."""
    rest: list[Token] = []
    nxt = around.next(b[-1]) if b else None
    while nxt is not None and len(rest) < 4:
        if nxt.text.endswith((",", ";", ":")):
            return None
        rest.append(nxt)
        if nxt.text.endswith(_ENDS):
            break
        nxt = around.next(nxt)
    if not 2 <= len(rest) <= 3 or (nxt is not None and not rest[-1].text.endswith(_ENDS)):
        return None
    last = rest[-1]
    text = last.text.rstrip("?!.")
    return [*rest[:-1], Token(text, last.start, last.start + len(text))]


def second_phrase_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with a closing "with" / "to" and a bare noun when verb phrases A and B each hold a prepositional complement
    of their own after their first word ("put my part-timers on payroll or pay them as contractors | with 1099s");
    ``b`` otherwise ("… or stay on nights | with the diff": an articled phrase; "as a letter or as an email | to my
    boss": no verb phrases)."""
    rest = _closing(b, around)
    if rest is None or rest[0].low not in _SECOND or rest[-1].low in ("it", "them", "me", "us"):
        return b
    if len(rest) != 2 or rest[1].low in ARTICLES | POSSESSIVES or not (is_verb(a[0]) and is_verb(b[0])):
        return b  # "… or stay on nights | with the diff": an articled phrase may be both's
    own_a = any(t.low in _COMPLEMENTS for t in a[1:])
    own_b = next((k for k, t in enumerate(b) if t.low in _COMPLEMENTS), None)
    if not own_a or own_b is None or own_b + 1 >= len(b) or len(a) < 3:
        return b
    return [*b, *rest]
