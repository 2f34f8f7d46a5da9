"""A prompt as speech-to-text writes it: a dictated "question mark" (:mod:`._spoken_mark`) and fillers,
wake phrases and self-corrections (:mod:`._disfluency`), read past before the parse and mapped back."""

from __future__ import annotations

from collections.abc import Callable

from warrantguard.guard.question.forms.asking._disfluency import fluent, spoken_pair
from warrantguard.guard.question.forms.asking._spoken_mark import spoken_mark

__all__ = ["read_dictated"]


def read_dictated(text: str, read: Callable[[str], tuple[str, str]]) -> tuple[str, str]:
    """``read(text)`` with a dictated closing mark read as "?" ("take the 405 or the 5 | question mark") and the
    fillers read past ("pick um | the red stroller or …"), the options given back as ``text`` spells them."""
    if (mark := spoken_mark(text)) is not None:
        text = text[:mark] + "?"
    if (cleaned := fluent(text)) is not None:
        return spoken_pair(text, cleaned, read(cleaned))
    return read(text)
