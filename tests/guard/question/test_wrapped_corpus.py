"""A right reading survives the wrapping people put around a question (``_wraps.WRAPS``; measured over the whole
corpus by ``bench/question_wraps.py``): every tenth pairwise corpus prompt read right, wrapped in a ticket tag, a
reply prefix, a lead-in, a sentence of context, thanks or a signature, its question mark doubled or dropped, or
embedded in a request, still gives its own labelled pair or is refused: never another pair. Before session 30's
rules for these forms, 646 of the bench's 100,308 wrapped variants were silently wrong (183 after "Re:", 117 before
"thanks in advance 🙏") and 1,129 refused. Lower case and the "Hi team," lead-in lower capitals that can be all
that tells a name's bounds ("use flutter or react native"), so they are measured by the bench, not held here."""

from __future__ import annotations

import functools

import pytest

from tests.guard.question._wraps import WRAPS
from tests.guard.question.test_corpus import PAIRWISE, _parsed, _verdict

# The least share of right readings each wrapper keeps right (the rest refused, never misread).
KEPT = {"tag": 0.99, "paren_tag": 0.99, "re": 0.99, "quick": 0.99, "context": 0.99, "context_nl": 0.99,
        "thanks": 0.99, "thanks_emoji": 0.99, "signature": 0.99, "double_qmark": 0.99, "no_qmark": 0.95,
        "embedded": 0.97}


@functools.cache
def _right_prompts() -> list[tuple[str, list[tuple[str, str]]]]:
    """Every tenth pairwise corpus prompt that the rules read right, with its labels."""
    return [(prompt, pairs) for _, prompt, pairs, _ in PAIRWISE[::10] if _verdict(prompt, pairs) == "right"]


@pytest.mark.parametrize("name", sorted(KEPT))
def test_wrapped_right_reading_is_kept_or_refused(name: str) -> None:
    wrap, verdicts, wrong = WRAPS[name], {"right": 0, "refused": 0, "wrong": 0}, []
    for prompt, pairs in _right_prompts():
        variant = wrap(prompt)
        if variant is None:
            continue
        verdict = _verdict(variant, pairs)
        verdicts[verdict] += 1
        if verdict == "wrong":
            q = _parsed(variant)
            wrong.append((variant, q.options if q else None))
    assert wrong == []
    assert verdicts["right"] >= KEPT[name] * sum(verdicts.values()), verdicts
