"""A verb B against a name A, a preposition and a name closing B's sentence ("Dune Messiah or skip | to Children of
Dune??"): a name takes no complement, so the preposition and the name after B's bare verb are the verb's own, B's
alone. Not after a lower-case A ("coffee or skip | to lunch": A may be a verb's object too), unless A opens its clause
after a dash or a colon ("… hair dye — antihistamine or go | to A&E?": no verb before it), nor a lower-case rest."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, PREPOSITIONS, Around, Token, is_verb

__all__ = ["verb_to_name_b"]

_ENDS = ("?", "!", ".")
_JOINERS = frozenset({"of", "the", "and", "on", "in", "to"})
_BOUND = 6  # words the preposition and the name may take


def verb_to_name_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its preposition and the capitalised name closing the sentence when B is one lower-case verb and A a
    name ("Dune Messiah or skip | to Children of Dune??" → "skip to Children of Dune"); ``b`` otherwise ("Dune
    Messiah or skip | to the end": no name; "… or skip | to Children of Dune for now": the sentence goes on)."""
    whole = around.whole(b[0]).text if b else ""
    if around.uncased or len(b) != 1 or not whole.isalpha() or not whole.islower() or b[0].low in AUX:
        return b
    if not is_verb(b[0]) or not a or not (all(t.capitalized or t.text in _JOINERS for t in a) or _opened(a, around)) \
            or a[-1].low in AUX:
        return b
    rest = around.after(b[0], _BOUND + 1, ends=_ENDS)
    if len(rest) < 2 or rest[0].low not in PREPOSITIONS or rest[0].text != rest[0].low:
        return b
    if not rest[-1].text.endswith(_ENDS) or not rest[1].capitalized or not rest[-1].capitalized:
        return b
    if not all(t.capitalized or t.text in _JOINERS for t in rest[1:]):
        return b
    last = rest[-1]
    bare = last.text.rstrip("?!.")
    return [*b, *rest[:-1], Token(bare, last.start, last.start + len(bare))]


_OPENERS = frozenset({"-", "--", "–", "—", ":"})


def _opened(a: list[Token], around: Around) -> bool:
    """Does one-word A open its clause after a dash or a colon ("— | antihistamine or go to A&E"), so that no verb
    before it takes it as an object?"""
    prev = around.prev(a[0])
    return len(a) == 1 and prev is not None and (prev.text in _OPENERS or prev.text.endswith(":"))
