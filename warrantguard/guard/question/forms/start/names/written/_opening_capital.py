"""A's first word capitalised only because it opens the sentence ("Single stroller with a | board or a proper
double?"): the capital tells no name, so the pair's core is found as for "single stroller with a board or …". A
core cut to one compound modifier after A's preposition is cut again against B ("committing to a | 1-year or a
3-year savings plan"): B's head is shared, as after "a 1-year or a 3-year savings plan"."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, parallel_core, same_compound

__all__ = ["opening_capital_core"]


def opening_capital_core(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The parallel core of A and B, A's capitalised first word read in lower case when it opens its sentence and a
    lower-case word follows it ("Single stroller …", not "Coffee with a …", nor a name "Graco car seat …" alone)."""
    if not _opening_capital(a, around):
        return _recut(*parallel_core(a, b, around), around)
    low = Token(a[0].text.lower(), a[0].start, a[0].end)
    core_a, core_b = parallel_core([low, *a[1:]], b, around)
    return ([a[0], *core_a[1:]] if core_a and core_a[0] is low else core_a), core_b


def _opening_capital(a: list[Token], around: Around) -> bool:
    """Does A open its sentence with a capitalised word of letters and a lower-case word or a count after it, no
    preposition ("Single stroller", "Hybrid 3 days", not "Coffee with")?"""
    if len(a) < 3 or not a[0].text.isalpha() or not a[0].text[:1].isupper() or a[0].text.isupper():
        return False
    prev = around.prev(a[0])
    opens = prev is None or prev.text[-1:] in ".?!:" or around.opens(a[0])  # "(urgent) | Hybrid 3 days …"
    lower = (a[1].text.isalpha() and a[1].text.islower()) or a[1].text.isdigit()  # "Hybrid 3 days in office"
    return opens and lower and a[1].low not in PREPOSITIONS | DETERMINERS


def _recut(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The core again when it left A one hyphenated compound and B the same compound with its head ("1-year" /
    "3-year savings plan"): the head is shared, B is cut to its compound as when A stood alone."""
    hyphened = len(a) == 1 and len(b) > 1 and "-" in a[0].low.strip("-") and "-" in b[0].low.strip("-")
    return parallel_core(a, b, around) if hyphened and same_compound(a[0], b[0]) else (a, b)
