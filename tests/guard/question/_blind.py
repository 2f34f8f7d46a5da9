"""The two tests every blind part's fixes share: forms read as expected, and forms near the new
rules still refused (each ``test_heldout*_fixes.py`` lists its own prompts)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from warrantguard.guard import NotPairwiseError
from warrantguard.guard.question import PairwiseQuestion


def read_as_expected(cases: Sequence[tuple[str, tuple[str, str]]]) -> Callable[[str, tuple[str, str]], None]:
    """A test reading each prompt's options, A first, exactly as expected."""

    @pytest.mark.parametrize(("prompt", "expected"), cases)
    def test(prompt: str, expected: tuple[str, str]) -> None:
        q = PairwiseQuestion.parse(prompt)
        assert (q.option_a, q.option_b) == expected

    return test


def still_refused(prompts: Sequence[str]) -> Callable[[str], None]:
    """A test that each prompt is refused (``NotPairwiseError``)."""

    @pytest.mark.parametrize("prompt", prompts)
    def test(prompt: str) -> None:
        with pytest.raises(NotPairwiseError):
            PairwiseQuestion.parse(prompt)

    return test
