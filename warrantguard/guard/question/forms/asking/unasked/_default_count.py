"""Two counts joined by "or" that set a default ("Should the Team plan include 5 or 10 seats | by default?"): a
setting chosen, not a rough count (:func:`default_setting`), unlike "buy 2 or 3 bags of mulch"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["default_setting"]

_DEFAULT_PHRASES = (("by", "default"), ("as", "default"), ("as", "the", "default"), ("out", "of", "the", "box"))


def default_setting(after: list[Token]) -> bool:
    """Do the words after the counted noun ("5 or 10 seats | by default", "3 or 5 retries | as the default") say
    the count is a default setting? ``after`` is the sentence's words after the counted noun."""
    words = tuple(t.low.strip(".,!?;:") for t in after)
    return any(words[: len(phrase)] == phrase for phrase in _DEFAULT_PHRASES)
