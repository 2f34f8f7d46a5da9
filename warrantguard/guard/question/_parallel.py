"""Options found elsewhere (the model's extraction) checked under the rule of ``_options``."""

from __future__ import annotations

from warrantguard.guard.question import _text as tx
from warrantguard.guard.question._form import Around, parallel_core

__all__ = ["parallel_options"]


def parallel_options(prompt: str, a: str, b: str) -> tuple[str, str] | None:
    """Options found elsewhere (the model's extraction) under the same rule as ``_options.locate``:
    ``None`` unless both occur in ``prompt`` as whole words at places that do not overlap;
    then the prompt's spelling of them, cut to their parallel core ("heating with gas" /
    "electricity" → "gas" / "electricity"; see :mod:`._form`), ``a`` first."""
    for sa in tx.whole_word_spans(prompt, a):
        for sb in tx.whole_word_spans(prompt, b):
            if sa[1] <= sb[0] or sb[1] <= sa[0]:
                return _cored(prompt, sa, sb)
    return None


def _cored(prompt: str, sa: tuple[int, int], sb: tuple[int, int]) -> tuple[str, str]:
    first, second = (sa, sb) if sa[0] < sb[0] else (sb, sa)
    x, y = tx.tokens(prompt[first[0] : first[1]], first[0]), tx.tokens(prompt[second[0] : second[1]], second[0])
    if x and y:
        x, y = parallel_core(x, y, Around(tx.tokens(prompt)))
    one = tx.span_text(prompt, x) or prompt[first[0] : first[1]]
    two = tx.span_text(prompt, y) or prompt[second[0] : second[1]]
    return (one, two) if sa[0] < sb[0] else (two, one)
