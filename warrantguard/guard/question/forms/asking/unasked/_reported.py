"""Prompts telling of a choice rather than asking one: a choice told of, with no question mark anywhere ("I told my
therapist I wasn't sure whether to stay or leave, and she just nodded."), and a message that says it asks nothing
("Not asking for advice, just venting: …"). (Another's asking, "my daughter keeps asking whether …", is passed on to
be answered: not refused here.)"""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token

__all__ = ["reported_choice"]

# Verbs telling what was said.
_TELLING = frozenset({"told", "said", "explained", "mentioned", "admitted"})
_NO_ADVICE = re.compile(r"\b(?:just venting|not (?:really )?(?:asking|looking) for (?:advice|opinions))\b", re.I)


def reported_choice(text: str, sentence: list[Token]) -> str | None:
    """Why ``sentence`` (of the prompt ``text``) tells of a choice and asks none, or ``None``: "Not asking for advice,
    just venting: my dad either ignores me or yells"; with no "?" in the prompt, a "whether" / "if" after a telling
    ("I told my therapist I wasn't sure | whether to stay or leave, and she just nodded.")."""
    if said := _NO_ADVICE.search(text):
        return f"the prompt says it asks nothing ('{said.group(0)}'), so it offers no choice"
    if "?" in text:
        return None
    words = [t.low for t in sentence]
    marks = [k for k, w in enumerate(words) if w in ("whether", "if")]
    if not marks:
        return None
    told = [w for w in words[: marks[0]] if w in _TELLING]
    if told:
        return f"it tells of what was said ('{told[0]} …'), with no question put"
    return None
