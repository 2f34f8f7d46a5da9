"""``PairwiseQuestion.parse`` on any text either reads two options that occur in it or raises
``NotPairwiseError``; no other exception leaves it (the engineering standard: only a
``WarrantguardError`` subclass leaves the public API).

The cases by hand are the three crashes found when the twentieth held-out part's first scoring
stopped with an ``IndexError`` ("savings account...or...premium bonds???"): an ellipsis right after
the 'or' left B's side empty, a lead ending the sentence ("should i … or …") was read past its
end, and a 'vs' opening the text was taken for no coordinator at all. The property test mutates
the corpus's own prompts the way real text is mangled: cut, spliced, junk inserted, the 'or' wrapped
in punctuation.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests._data import read_yaml
from warrantguard import Guard, WarrantguardError
from warrantguard.guard import NotPairwiseError, PairwiseQuestion
from warrantguard.guard.question import _question
from warrantguard.testing import ScriptedModel

DATA = Path(__file__).resolve().parents[2] / "data"


def _parsed_or_refused(prompt: str) -> None:
    """Parse ``prompt``: a refusal is a ``NotPairwiseError``; a reading's options occur in the prompt."""
    try:
        q = PairwiseQuestion.parse(prompt)
    except NotPairwiseError as exc:
        assert _question.PARSER_FAULT not in str(exc), (prompt, str(exc))  # a fault of the rules, caught
        return
    low = prompt.lower()
    assert q.option_a.lower() in low and q.option_b.lower() in low, (prompt, q.option_a, q.option_b)


CRASHED = [
    "savings account...or...premium bonds???",
    "a...or...b",
    "tea or...coffee?",
    "x or ...",
    "tea or \u2026 coffee",
    "should i conectly or go to HR first",
    "should i or",
    " vs ut",
    "vs",
]


@pytest.mark.parametrize("prompt", CRASHED)
def test_text_that_crashed_the_parser_is_read_or_refused(prompt: str) -> None:
    _parsed_or_refused(prompt)


def test_guard_check_refuses_text_that_crashed_the_parser() -> None:
    guard = Guard(ScriptedModel("train"), generator="lexical")
    with pytest.raises(NotPairwiseError):
        guard.check("x or ...")  # ("tea or... coffee?", which crashed it first, is read since session 31)


def test_a_fault_of_the_rules_is_a_refusal_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(prompt: str) -> tuple[str, str]:
        return [][0]  # type: ignore[no-any-return]

    monkeypatch.setattr(_question, "locate", broken)
    with pytest.raises(NotPairwiseError, match=_question.PARSER_FAULT + r" \(IndexError\); pass options"):
        PairwiseQuestion.parse("Should I take the train or drive?")
    assert _question.find_options("Should I take the train or drive?") is None
    assert PairwiseQuestion.parse("x", options=("a", "b")).options == ("a", "b")


def test_an_empty_second_side_is_refused_with_a_reason() -> None:
    with pytest.raises(NotPairwiseError) as info:
        PairwiseQuestion.parse("x or ...")
    assert isinstance(info.value, WarrantguardError) and "missing" in str(info.value)


@cache
def _prompts() -> tuple[str, ...]:
    out: list[str] = []
    for path in sorted(DATA.glob("questions*.yaml")):
        for section in read_yaml(path).values():
            for items in section.values():
                out.extend(item[1] if isinstance(item, list) else item for item in items)
    return tuple(out)


JUNK = ["...", "\u2026", "?", ",", "*", "**", "(", ")", "[", "]", "-", "\u2014", '"', "'", "\n", ">", "#", "@", "/",
        ":", ";", "!", "$", "_", "`", " ", "or", "vs", "and", "between", "whether", "than", "a", "the", "to"]
AROUND_OR = [" or...", "...or ", "...or...", " or \u2026 ", " or\n", " or? ", " or, ", " or - ", " -or- ", " or** ",
             " **or ", " or) ", " (or ", ' or" ', " or", "or "]


@st.composite
def mangled(draw: st.DrawFn) -> str:
    """A corpus prompt cut, spliced, with junk inserted or its 'or' wrapped in punctuation (1–3 times)."""
    text = draw(st.sampled_from(_prompts()))
    for _ in range(draw(st.integers(1, 3))):
        i, j = sorted((draw(st.integers(0, len(text))), draw(st.integers(0, len(text)))))
        kind = draw(st.integers(0, 3))
        if kind == 0:
            text = text[:i]
        elif kind == 1:
            text = text[:i] + draw(st.sampled_from(JUNK)) + text[i:]
        elif kind == 2:
            text = text.replace(" or ", draw(st.sampled_from(AROUND_OR)), 1)
        else:
            text = text[:i] + text[j:]
    return text


@settings(max_examples=400, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(mangled())
def test_mangled_prompts_are_read_or_refused(prompt: str) -> None:
    _parsed_or_refused(prompt)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.lists(st.sampled_from([*JUNK, "tea", "coffee", "Should", "I", "is", "better", "which"]), max_size=12))
def test_word_salad_is_read_or_refused(words: list[str]) -> None:
    _parsed_or_refused(" ".join(words))
