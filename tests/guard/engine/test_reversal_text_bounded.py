"""The reversal's word diff does bounded work (issue 23, item 6): a 20,000-character question of
repeated "a or b, " stalled the event loop for 9.5 s in ``_reversal_text._hunks`` (difflib's
``SequenceMatcher`` is cubic on such text). Work is counted in token comparisons, not timed
(``bench/loop_stall.py`` measures the stall)."""

from __future__ import annotations

import asyncio
import difflib
from pathlib import Path
from typing import Any

import pytest
import yaml

from warrantguard.guard import NotPairwiseError, PairwiseQuestion
from warrantguard.guard.engine import _reversal_text as text
from warrantguard.guard.engine._reversal_text import asked_text
from warrantguard.guard.probes._generators import LexicalGenerator

LIMIT = 20_000  # the default max_prompt_chars
CAP = 100_000  # comparisons: far above the bounded diff, far below the unbounded one (~10^10)
QUESTIONS = Path(__file__).resolve().parents[2] / "data" / "questions.yaml"


class _Budget(Exception):
    pass


@pytest.fixture
def comparisons(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the token pairs each longest-match search can compare; stop the diff beyond :data:`CAP`."""
    seen = [0]
    search = difflib.SequenceMatcher.find_longest_match

    def counted(self: Any, alo: int = 0, ahi: int | None = None, blo: int = 0, bhi: int | None = None) -> Any:
        ahi = len(self.a) if ahi is None else ahi
        seen[0] += sum(len(self.b2j.get(token, ())) for token in self.a[alo:ahi])
        if seen[0] > CAP:
            raise _Budget(f"more than {CAP} comparisons")
        return search(self, alo, ahi, blo, bhi)

    monkeypatch.setattr(difflib.SequenceMatcher, "find_longest_match", counted)
    return seen


def _repeated(size: int, pair: str = "a or b, ") -> str:
    return (pair * (size // len(pair) + 1))[:size]


@pytest.mark.parametrize("probe", [
    _repeated(LIMIT, "b or a, "),  # options swapped everywhere: no short diff exists
    "Which is worse, " + _repeated(LIMIT - 16),
    _repeated(LIMIT // 2) + "b or a, " + _repeated(LIMIT // 2 - 8),
], ids=["swapped-everywhere", "inverted", "swapped-once"])
def test_the_word_diff_of_a_question_at_the_size_limit_is_bounded(comparisons: list[int], probe: str) -> None:
    focal = _repeated(LIMIT) if probe.startswith(("a", "b")) else "Which is better, " + _repeated(LIMIT - 17)
    shown = asked_text(probe, focal)
    assert comparisons[0] <= 2 * text._MAX_WORK
    assert shown.startswith(('"', "changed", "added", "removed"))


def test_a_small_change_in_a_long_question_is_still_shown_as_words(comparisons: list[int]) -> None:
    context = "We live in a small town and commute every day. " * 200
    focal = context + "Which is safer to travel by, motorcycle or train?"
    probe = context + "Which is riskier to travel by, motorcycle or train?"
    assert len(focal) > 9_000
    assert asked_text(probe, focal) == 'changed "safer" to "riskier"'
    assert asked_text(context + "Which is safer to travel by at night, motorcycle or train?",
                      focal) == 'added "at night"'
    assert asked_text(focal, focal) == ""
    assert comparisons[0] <= 2 * text._MAX_WORK


def test_a_repetitive_diff_beyond_the_budget_quotes_the_probe(comparisons: list[int]) -> None:
    focal, probe = _repeated(1_000), _repeated(1_000, "b or a, ")
    assert asked_text(probe, focal) == f'"{text._shorten(probe.strip())}"'
    assert comparisons[0] <= 2 * text._MAX_WORK


def _corpus_pairs() -> list[tuple[str, str]]:
    data = yaml.safe_load(QUESTIONS.read_text(encoding="utf-8"))
    generator, pairs = LexicalGenerator(), []
    for items in data["pairwise"].values():
        for item in items[:6]:
            try:
                question = PairwiseQuestion.parse(item[1], options=(item[2], item[3]))
            except NotPairwiseError:
                continue
            for tier in (1, 2, 3):
                probes = asyncio.run(generator.generate(question, tier, 4, None))
                pairs += [(item[1], p.prompt) for p in probes]
    return pairs


def test_ordinary_probes_get_difflibs_own_opcodes() -> None:
    """Within the budget the diff is difflib's, so the reversal texts of ordinary probes are unchanged."""
    pairs = _corpus_pairs()
    assert len(pairs) > 200
    for focal, probe in pairs:
        a = [t.text.lower() for t in text._tokens(text._one_line(focal))]
        b = [t.text.lower() for t in text._tokens(text._one_line(probe))]
        assert text._opcodes(a, b) == difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()


@pytest.mark.parametrize("raw", ["Is tea\nor coffee\tbetter?", "A\x00B  c", "plain text", "é\u200bx y"])
def test_one_line_is_unchanged(raw: str) -> None:
    slow = " ".join("".join(c for c in raw if c.isprintable() or c.isspace()).split())
    assert text._one_line(raw) == slow
