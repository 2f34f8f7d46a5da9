"""A schedule told, asking nothing ("cycle counts happen every Monday or Tuesday morning before picking starts"): no
question mark in the prompt, no asking word, and the "or" joins the times after "every" / "each" ("every Monday or
Tuesday"; not "… 25% of every payout or …", no time), which say when something is done by habit, not which of two
to take."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, MODALS, MONTHS, TIME_UNITS, WEEKDAYS, WH, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["habit_told"]

_EVERY = frozenset({"every", "each"})
_TIMES = WEEKDAYS | MONTHS | TIME_UNITS | frozenset({"day", "morning", "night", "evening", "afternoon", "shift"})
_ASKING = WH | AUX | MODALS | frozenset({"whether", "if", "better", "best", "advice", "thoughts", "recommend", "help",
                                         "prefer", "choose", "pick", "decide", "vs", "versus", "between"})


def habit_told(text: str, sentence: list[Token]) -> str | None:
    """Why ``sentence`` (of ``text``, with no "?") tells a habit's times ("… happen | every Monday or Tuesday …") and
    asks nothing, or ``None`` ("gym every Monday or every Tuesday": each time its own "every", two options; "should
    we count every Monday or …": an asking word)."""
    words = [t.low.strip(".,!;:") for t in sentence]
    if "?" in text or "or" not in words[2:]:
        return None
    k = words.index("or", 2)
    if words[k - 2] not in _EVERY or words[k - 1] not in _TIMES or words[k + 1 :][:1] == [words[k - 2]]:
        return None
    if any(t.low.strip(".,!;:") in _ASKING for t in tx.tokens(text)):
        return None
    return f"it tells when something is done ('{sentence[k - 2].text} {sentence[k - 1].text} or …'), not a question"
