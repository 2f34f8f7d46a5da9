"""Pairs the whole prompt's form gives before any choice sentence is found (see ``_options``): "one" standing for a
thing named before ("the blue one or the red one"), two things compared, a quoted pair then "which", an enumerated,
slashed or separately questioned pair, a question forwarded from someone else, "the two", a pair told in an earlier
sentence then "which", a bracketed pair, "One is A …. The other is B …. Which …?" and "The first is
A …. The second is B …. Which …?" and "X wants A, Y wants B. Who's right?"."""

from __future__ import annotations

from collections.abc import Callable

from warrantguard.guard.question.forms import (
    bracketed_pair,
    compare_pair,
    counted_pair,
    enumerated_pair,
    forwarded_question,
    one_anaphora,
    one_other_pair,
    opposed_views_pair,
    questioned_pair,
    quoted_then_which,
    slashed_pair,
    the_two_pair,
    told_pair,
)

__all__ = ["whole_prompt_pair"]


def whole_prompt_pair(text: str, masked: str, locate: Callable[[str], tuple[str, str]]) -> tuple[str, str] | None:
    """The pair the first whole-prompt form that applies gives (``locate`` reads a forwarded question), or ``None``."""
    return one_anaphora(text, masked) or compare_pair(text, masked) or quoted_then_which(text, masked) \
        or enumerated_pair(text, masked) or slashed_pair(text, masked) or questioned_pair(text, masked) \
        or forwarded_question(text, masked, locate) or the_two_pair(text, masked) or told_pair(text, masked) \
        or bracketed_pair(text, masked) or one_other_pair(text, masked) or counted_pair(text, masked) \
        or opposed_views_pair(text, masked)  # 'From Mike:
    # "A or B for …?" …'; "One is A …. The other is B …. Which …?"; "The first is A …. The second is B …. Which …?"
