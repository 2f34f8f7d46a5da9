"""The text fast paths of issue 23, item 6 find what the patterns they stand for find.

``whole_word_spans`` finds an ASCII phrase in ASCII text with ``str.find``; the probe tokens are
read from the token pattern's matches (an ASCII text lower-cased first). Both are compared here
with the plain pattern readings, on texts mixing ASCII with characters whose case forms differ
in length or fold across scripts.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard.guard.probes import _text as pt
from warrantguard.guard.question import whole_word_spans

_ALPHABET = "aAbBkKsS z1_-'’.,?!()\t\nßİKſé\u200b"
_texts = st.text(alphabet=_ALPHABET, max_size=40)
_phrases = st.text(alphabet=_ALPHABET, min_size=1, max_size=5)


def _by_pattern(text: str, phrase: str) -> list[tuple[int, int]]:
    phrase = phrase.strip()
    if not phrase:
        return []
    pattern = re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.I)
    return [m.span() for _, m in zip(range(20), pattern.finditer(text), strict=False)]


@settings(max_examples=600, deadline=None)
@given(_texts, _phrases)
def test_whole_word_spans_are_the_patterns_matches(text: str, phrase: str) -> None:
    assert whole_word_spans(text, phrase) == _by_pattern(text, phrase)


def test_whole_word_spans_go_on_after_a_match_and_past_a_non_match() -> None:
    assert whole_word_spans("aaa a aa a", "a") == [(4, 5), (9, 10)]
    assert whole_word_spans("a a a", "a a") == [(0, 3)]
    assert whole_word_spans("Train, TRAIN and trains", "train") == [(0, 5), (7, 12)]
    assert whole_word_spans("x " * 30, "x") == [(i, i + 1) for i in range(0, 40, 2)]  # at most 20


@settings(max_examples=600, deadline=None)
@given(_texts, st.sampled_from([0, 7]))
def test_tokens_are_the_token_patterns_matches(text: str, offset: int) -> None:
    lows: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pt._segment(text, offset, lows, starts, ends)
    found = list(pt._TOKEN.finditer(text))
    assert lows == [m.group(0).lower() for m in found] == pt.plain(text)
    assert starts == [m.start() + offset for m in found]
    assert ends == [m.end() + offset for m in found]


def test_a_written_probe_is_the_validated_one() -> None:
    """A generator's probe built without pydantic's pass (``written``) is what validation stores."""
    from warrantguard.guard._errors import ConfigurationError as Invalid
    from warrantguard.guard.probes._probe import Probe, written

    class Text(str):
        pass

    for tier, prompt, kind in [(1, "Which, a or b?", "paraphrase"), (2, "  Which, a or b?\u2003\n", "narrower"),
                               (3, Text(" Which, a or b? "), "broader"), (2, "x", Text("narrower"))]:
        expected, got = Probe(tier=tier, prompt=prompt, kind=kind, source="llm"), written(tier, prompt, kind, "llm")
        assert list(got.__dict__.items()) == list(expected.__dict__.items())
        assert [type(v) for v in got.__dict__.values()] == [type(v) for v in expected.__dict__.values()]
        assert got.__pydantic_fields_set__ == expected.__pydantic_fields_set__
        assert (got.__pydantic_extra__, got.__pydantic_private__) == (None, None)
        assert got.model_dump_json() == expected.model_dump_json() and hash(got) == hash(expected)
    for tier, prompt in [(0, "x"), (4, "x"), (1, " \n ")]:
        with pytest.raises(Invalid):
            written(tier, prompt, "paraphrase", "llm")
