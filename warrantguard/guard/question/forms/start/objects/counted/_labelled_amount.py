"""A from its amount when B is a bare amount of the same unit and a label stands before A's: "flow temp | 45°C or
50°C with 2 radiators upsized?": the label names what both amounts are of, so the options are the two amounts."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import MEASURE_UNITS, Around, Token

__all__ = ["labelled_amount_a"]

_AMOUNT = re.compile(r"^([£$€]?)\d+(?:[.,]\d+)?([^\d\s]*)$")
# Units of measure written onto a number ("45°C", "8kW", "3mg"), beyond the shop units; not "2e" (an edition)
_UNITS = MEASURE_UNITS | frozenset({"%", "°", "°c", "°f", "w", "kw", "kwh", "v", "mm", "cm", "m", "km", "mah", "gb",
                                    "tb", "psi", "bar", "mph", "kph", "mcg", "iu"})


def labelled_amount_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's last word alone when it and the whole of B are amounts of one unit and plain words stand before A's ("flow
    temp | 45°C or 50°C", "thermostat setting | 19°C or 21°C?", "shower | 8kW or 10.5kW?"); ``a`` otherwise ("45°C
    or 50°C": A is the amount already; "the Estwing 22oz and the 13oz": each articled, the name A's own;
    "2 bags or 3kg": two units; "… 100 or 200", "Pathfinder 2e or 5e": no unit)."""
    if len(a) < 2 or len(b) != 1 or not all(t.text.isalpha() for t in a[:-1]):
        return a
    mine, theirs = _AMOUNT.match(a[-1].text), _AMOUNT.match(b[0].text.rstrip("?!.,"))
    if mine is None or theirs is None or mine.groups() != theirs.groups():
        return a
    if not mine.group(1) and mine.group(2).lower() not in _UNITS:
        return a
    return a if _each_articled(a, b, around) else a[-1:]


def _each_articled(a: list[Token], b: list[Token], around: Around) -> bool:
    """Does an article stand before each option ("the Estwing 22oz and the 13oz", "a Makita 18V or a 12V")? Each is
    then a noun phrase of its own, B's amount standing for a whole thing: the words before A's amount are A's own, not
    a label of both. Added for session 51."""
    return all((t := around.prev(side[0])) is not None and t.low in ("the", "a", "an") for side in (a, b))
