"""CPU fast paths of the vetting and question code stand for what they replace (issue 23, item 6).

The options are masked, found and swapped with ``str.find`` where text and option are ASCII (the
whole-word pattern otherwise, and past its 20 matches); a probe or result is copied by
:func:`updated` exactly as ``model_copy(update=...)`` copies it; a question's hash is remembered,
never pickled or copied.
"""

from __future__ import annotations

import copy
import pickle
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard.guard.engine._certificate import ProbeResult
from warrantguard.guard.probes import Probe, updated
from warrantguard.guard.probes._lexical import _find, _sub
from warrantguard.guard.question import PairwiseQuestion, normalize
from warrantguard.guard.question._question import _masked

_ALPHABET = "aAbBkK z1_-'.,?()ßİKſé\x00"
_texts = st.text(alphabet=_ALPHABET, max_size=40)
_phrases = st.text(alphabet=_ALPHABET, min_size=1, max_size=4)


def _pattern(phrase: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.I)


@settings(max_examples=600, deadline=None)
@given(_texts, _phrases, st.integers(0, 2))
def test_option_masks_and_swaps_are_the_patterns(text: str, phrase: str, count: int) -> None:
    pattern = _pattern(phrase)
    assert _masked(text, phrase) == pattern.sub(":", text)
    assert _find(text, phrase) == (pattern.search(text) is not None)
    assert _sub(text, phrase, lambda found: f"<{found}>", count) == pattern.sub(
        lambda m: f"<{m.group(0)}>", text, count=count)


def test_more_than_twenty_occurrences_are_all_replaced() -> None:
    text = "a, " * 30
    assert _masked(text, "a") == _pattern("a").sub(":", text)
    assert _sub(text, "A", lambda found: "x") == _pattern("A").sub("x", text)


def test_updated_copies_as_model_copy_does() -> None:
    probe = Probe(tier=1, prompt="Which is safer, train or car?", kind="paraphrase", source="generator")
    result = ProbeResult(tier=1, kind="paraphrase", prompt="p", answer="a", mapped_answer="a", valid=True)
    for model, update in ((probe, {"tier": 2, "kind": "narrower", "context": "c"}),
                          (result, {"violation": True, "reference_probability": None})):
        fast, slow = updated(model, update), model.model_copy(update=update)
        assert type(fast) is type(slow) and fast == slow
        assert list(fast.__dict__.items()) == list(slow.__dict__.items())
        assert fast.__pydantic_fields_set__ == slow.__pydantic_fields_set__
        assert fast.__pydantic_extra__ == slow.__pydantic_extra__
        assert fast.__pydantic_private__ == slow.__pydantic_private__
        assert fast.model_dump_json(exclude_unset=True) == slow.model_dump_json(exclude_unset=True)
        assert model.__pydantic_fields_set__ != fast.__pydantic_fields_set__  # the original is untouched


def test_question_hash_is_the_fields_hash_and_stays_in_its_process() -> None:
    q = PairwiseQuestion.parse("Which is safer to travel by, motorcycle or train?")
    fields = (q.prompt, q.option_a, q.option_b, q.context, q.found_by, q.refusal)
    assert hash(q) == hash(fields) == hash(q)
    for other in (pickle.loads(pickle.dumps(q)), copy.copy(q), copy.deepcopy(q)):
        assert other == q and "_hash" not in other.__dict__ and hash(other) == hash(q)


_SPACE_CHARS = "".join(chr(c) for c in range(0x3100) if chr(c).isspace())


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=_SPACE_CHARS + "aAİK .,!?;:\"'“”‘’()[]", max_size=30))
def test_normalize_collapses_what_the_white_space_pattern_matches(text: str) -> None:
    spaces = re.compile(r"\s+")
    assert all(spaces.fullmatch(ch) for ch in _SPACE_CHARS)
    assert normalize(text) == spaces.sub(" ", text.strip().lower()).strip(" .,!?;:\"'“”‘’()[]")
