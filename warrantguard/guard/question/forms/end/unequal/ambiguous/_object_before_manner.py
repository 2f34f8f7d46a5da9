"""The object of a verb before A's bare phrase, refused: "send the | parcel first class or second class" read
'parcel first class', "wash the | duvet cold wash or hot wash" read 'duvet cold wash'. A bare B one word shorter
than A, with A opening right after the verb's determiner: A's first word may be the verb's object, the rest the
option as B is, or a modifier both options share ("the chicken thigh fillets or breast fillets"); the form does not
say which (added in session 47 for misreads found outside the corpus)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Around, Token, is_verb

__all__ = ["object_before_manner_problem"]

_OBJECT_DETERMINERS = frozenset({"the", "this", "that", "these", "those"}) | POSSESSIVES


def object_before_manner_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A, one word longer than a bare B after a verb's determiner ("send the | parcel first class or second
    class"), may hold the verb's object; else ``None``."""
    if len(b) < 2 or len(a) != len(b) + 1 or b[0].low in DETERMINERS | POSSESSIVES:
        return None
    if a[0].capitalized or not a[0].text.isalpha() or any(t.low in DETERMINERS | POSSESSIVES | PREPOSITIONS for t in a):
        return None  # "get the | room at $140 or two doubles": A's own phrase, read as before
    b_det = around.prev(b[0])
    if b_det is not None and b_det.low in DETERMINERS | POSSESSIVES:  # "the large … food or the regular …": alike
        return None
    det = around.prev(a[0])
    if det is None or det.low not in _OBJECT_DETERMINERS:
        return None
    verb = around.prev(det)
    if verb is None or not is_verb(verb):
        return None
    return (f"A opens on '{a[0].text}' right after the object's '{det.text}' of '{verb.text}', and B is one word "
            f"shorter: is '{a[0].text}' the object, or part of the option?")
