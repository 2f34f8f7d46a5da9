"""Two bare hyphened measures after a preposition, a lone singular noun closing the sentence after B ("the stems
at 24-bit or 32-bit | float?"): without an article neither measure asks for a head noun, so the noun may be B's
own kind ("32-bit float" against plain "24-bit") or the head both share ("at 8-bit or 16-bit | colour"); the form
cannot tell, and the pair is refused. Not a plural head ("at 6-month or 12-month | intervals": both's), nor after
an article or a verb ("a 6-month or 12-month | lease", "use 12-gauge or 14-gauge | wire").
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["measure_kind_b"]

_MEASURE = re.compile(r"\d+(?:\.\d+)?-([a-z]+)")


def measure_kind_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is refused when B, a bare hyphened measure like A after A's preposition, is followed by one
    singular noun closing the sentence; else None."""
    if len(a) != 1 or len(b) != 1:
        return None
    ma, mb = _MEASURE.fullmatch(a[0].low), _MEASURE.fullmatch(b[0].low.rstrip("?!.,"))
    before, after = around.prev(a[0]), around.next(b[0])
    if not (ma and mb and ma.group(1) == mb.group(1) and before and before.low in PREPOSITIONS and after):
        return None
    word = after.text.rstrip("?!.")
    if not (word.isalpha() and word.islower()) or word.endswith("s") or around.next(after) is not None:
        return None
    return (f"the noun closing the sentence after B ('{b[0].text} {word}') may be B's own kind or the head both "
            f"measures share")
