"""A prompt as speech-to-text writes it: a dictated "question mark" (:mod:`._spoken_mark`) and fillers,
wake phrases and self-corrections (:mod:`._disfluency`), read past before the parse and mapped back.

Speech has no commas: "um chicken beef or tofu" may be the list "chicken, beef or tofu" as well as the
compound "chicken beef" against "tofu". Where a prompt holds a filler (so it is speech) and opens on two
bare words and a bare third after "or", which two are meant cannot be told: refused. Typed prompts keep
such compounds ("betta fish or goldfish"), as does "vs" ("um air fryer vs oven": two things set apart).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from warrantguard.guard.question.forms.asking.framing._disfluency import fluent, spoken_pair
from warrantguard.guard.question.forms.asking.framing._spoken_mark import spoken_mark
from warrantguard.guard.question.words import (
    NOT_LIST_ITEMS,
    PREPOSITIONS,
    TIME_UNITS,
    TIME_WORDS,
    Refusal,
)

__all__ = ["read_dictated"]

_OPENING_TRIPLE = re.compile(r"\s*([a-z]+) ([a-z]+) or ([a-z]+)(?:\s+([a-z]+))?\b")
_CLOSING = PREPOSITIONS | TIME_UNITS | TIME_WORDS  # a word after the third that ends its option: "or tofu | for …"


def read_dictated(text: str, read: Callable[[str], tuple[str, str]]) -> tuple[str, str]:
    """``read(text)`` with a dictated closing mark read as "?" ("take the 405 or the 5 | question mark") and the
    fillers read past ("pick um | the red stroller or …"), the options given back as ``text`` spells them."""
    if (mark := spoken_mark(text)) is not None:
        text = text[:mark] + "?"
    if (cleaned := fluent(text)) is not None:
        if (items := _unsaid_commas(cleaned)) is not None:
            raise Refusal(f"'{items}' may be a list of three said without its commas: which two are meant is unclear")
        return spoken_pair(text, cleaned, read(cleaned))
    return read(text)


def _unsaid_commas(cleaned: str) -> str | None:
    """The three bare words a spoken prompt opens on, two before "or" and one after ("chicken beef or tofu"), else
    ``None`` (not "olive oil or avocado oil", "the red stroller or the black one", "air fryer versus oven")."""
    said = _OPENING_TRIPLE.match(cleaned)
    if said is None or any(w in NOT_LIST_ITEMS for w in said.groups()[:3]):
        return None
    closed = said.group(4) is None or said.group(4) in _CLOSING  # not "or avocado | oil"
    return " ".join(said.groups()[:3]) if closed else None
