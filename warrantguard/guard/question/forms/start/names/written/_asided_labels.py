"""Two labelled names each followed by its own bracketed aside ("Braun Series 5 (51-W1000s) or Series 6
(61-N1000s)?"): the asides tell the two apart as the labels do, so each option keeps its own (the model codes), as
"Option A (new 138kV line) vs Option B (STATCOM at Millbrook sub)" keeps its terms."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["asided_labels"]

_REACH = 6  # words an aside may take


def asided_labels(left: list[Token], right: list[Token],
                  pair: tuple[list[Token], list[Token]] | None) -> tuple[list[Token], list[Token]] | None:
    """``pair`` (two labels cut from ``left`` and ``right``) with each label's bracketed aside when both sides have
    one right after the label and B's closes its side ("Series 5 | (51-W1000s)", "Series 6 | (61-N1000s)?");
    ``pair`` itself otherwise (one aside only, or words after B's)."""
    if pair is None:
        return None
    a, b = pair
    a_aside = _aside(left, len(left) - _after(left, a[-1]))
    b_aside = _aside(right, len(right) - _after(right, b[-1]))
    if not a_aside or not b_aside or len(b) + len(b_aside) != len(right):
        return pair
    if not (a[-1].text.isdigit() and b[-1].text.isdigit()):  # not "Candidate A (…) or Candidate B (…)": letters
        return pair
    return [*a, *a_aside], [*b, *b_aside]


def _after(toks: list[Token], last: Token) -> int:
    """How many words of ``toks`` stand after ``last``."""
    at = next((k for k, t in enumerate(toks) if t.start == last.start), len(toks) - 1)
    return len(toks) - at - 1


def _aside(toks: list[Token], at: int) -> list[Token]:
    """The bracketed aside opening at ``toks[at]`` up to its closing bracket, or ``[]``."""
    if at >= len(toks) or not toks[at].text.startswith("("):
        return []
    for k in range(at, min(len(toks), at + _REACH)):
        if toks[k].text.rstrip("?!.,;:").endswith(")"):
            return toks[at : k + 1]
    return []
