"""A past experience told, asking nothing ("surfed with a 4/3 or 5/4 all winter and never once got cold"): no
question mark in the prompt, no asking word, the sentence opens with a past-tense verb and its preposition or object,
and after the "or" an "and" goes on to what followed. The pair is what was used, told of, not which to take (added
for the hundred-and-thirty-second part, whose told winter read as a choice)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, MODALS, POSSESSIVES, PREPOSITIONS, WH, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["past_told"]

_ASKING = WH | AUX | MODALS | frozenset({
    "whether", "if", "better", "best", "advice", "thoughts", "recommend", "help", "prefer", "choose", "pick", "decide",
    "vs", "versus", "between", "want", "need", "wondering", "torn", "debating", "deciding", "considering", "thinking",
    "unsure", "sure", "opinions", "suggestions", "which"})


def past_told(text: str, sentence: list[Token]) -> str | None:
    """Why ``sentence`` (of ``text``, no "?" in it) tells a past experience ("surfed | with a 4/3 or 5/4 … and never
    once got cold"), or ``None``."""
    words = [t.low.strip(".,!;:") for t in sentence]
    if "?" in text or len(words) < 5 or "or" not in words[2:]:
        return None
    first = words[0]
    if not (first.isalpha() and len(first) > 3 and first.endswith("ed")):
        return None
    if words[1] not in PREPOSITIONS | DETERMINERS | POSSESSIVES or "and" not in words[words.index("or", 2) + 2 :]:
        return None
    if any(t.low.strip(".,!;:") in _ASKING for t in tx.tokens(text)):
        return None
    return f"it tells what was done ('{sentence[0].text} … or …'), not a question"
