"""Generated-probe validation stays cheap on long prompts and off the event loop (issue 13).

At 18,775 characters the checks took 18.5 s on the loop: a quadratic word diff, and the focal
prompt re-read for every probe. The work is now bounded per compared stretch and runs in a
worker thread; these tests fail on the old code without measuring time.
"""

from __future__ import annotations

import asyncio
import difflib
import threading
from typing import ClassVar

from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard import Guard, Probe
from warrantguard.guard import LexicalGenerator, PairwiseQuestion
from warrantguard.guard.probes import _generators
from warrantguard.guard.probes._checks import vet
from warrantguard.guard.probes._token_diff import _MAX_CELLS, opcodes
from warrantguard.testing import ScriptedModel

_FILLER = ("We are a small company that ships parcels across the region and we care about our "
           "customers and about the staff who work here every day. ")
LONG = _FILLER * 130 + "Which is safer for business travel, motorcycle or train?"
QUESTION = PairwiseQuestion.parse(LONG, ("motorcycle", "train"))


class _Recording(difflib.SequenceMatcher):  # type: ignore[type-arg]
    cells: ClassVar[list[int]] = []

    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        _Recording.cells.append(len(a) * len(b))
        super().__init__(isjunk, a, b, autojunk)


def _probe(text: str, tier: int) -> Probe:
    return Probe(tier=tier, prompt=text, kind="narrower" if tier == 2 else "paraphrase", source="llm")


def test_the_word_diff_of_a_long_prompt_compares_only_small_stretches(monkeypatch):
    monkeypatch.setattr(difflib, "SequenceMatcher", _Recording)
    _Recording.cells = []
    narrower = LONG.replace("business travel", "business travel with young children")
    start = LONG.replace("We are a small", "We are a small, family-owned", 1)
    kept = vet(QUESTION, _probe(narrower, 2), 2)
    assert kept.probe is not None and kept.probe.context == "business travel with young children"
    assert vet(QUESTION, _probe(start, 2), 2).probe is not None  # a qualifier far from the question
    assert max(_Recording.cells, default=0) <= _MAX_CELLS


def test_a_probe_rewritten_throughout_is_rejected_within_the_bound(monkeypatch):
    monkeypatch.setattr(difflib, "SequenceMatcher", _Recording)
    _Recording.cells = []
    rewritten = LONG.replace("the", "a").replace("and", "or").replace("our", "my")
    assert vet(QUESTION, _probe(rewritten, 2), 2).probe is None
    assert max(_Recording.cells, default=0) <= _MAX_CELLS


def test_generated_probes_are_validated_off_the_event_loop(monkeypatch):
    threads: set[int] = set()
    real = _generators.vet

    def recording_vet(*args, **kwargs):
        threads.add(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(_generators, "vet", recording_vet)
    guard = Guard(ScriptedModel("train"), generator=LexicalGenerator())

    async def run() -> int:
        await guard.acheck(LONG, options=["motorcycle", "train"])
        return threading.get_ident()

    loop_thread = asyncio.run(run())
    assert threads and loop_thread not in threads


def test_a_short_questions_few_probes_are_vetted_at_once_on_the_loop(monkeypatch):
    """Up to INLINE_CHARS of text (about a millisecond of checks) is cheaper than a thread hop."""
    threads: set[int] = set()
    real = _generators.vet

    def recording_vet(*args, **kwargs):
        threads.add(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(_generators, "vet", recording_vet)
    guard = Guard(ScriptedModel("train"), generator=LexicalGenerator())

    async def run() -> int:
        await guard.acheck("Which is safer to travel by, motorcycle or train?")
        return threading.get_ident()

    assert threads == {asyncio.run(run())}


words = st.lists(st.sampled_from(["the", "a", "train", ",", "safe", "and", "of", "x", "y"]), max_size=60)


@settings(max_examples=200, deadline=None)
@given(words, words)
def test_opcodes_are_an_edit_script_from_a_to_b(a, b):
    ops = opcodes(a, b)
    i = j = 0
    for tag, i1, i2, j1, j2 in ops:
        assert (i1, j1) == (i, j)
        if tag == "equal":
            assert a[i1:i2] == b[j1:j2]
        i, j = i2, j2
    assert (i, j) == (len(a), len(b))


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 3000), st.lists(st.sampled_from(["big", "new", "red"]), min_size=1, max_size=5))
def test_one_local_edit_of_a_long_text_is_found_exactly(at, inserted):
    base = (_FILLER.split() * 40)[:3000]
    changed = base[:at] + inserted + base[at:]
    ops = [op for op in opcodes(base, changed) if op[0] != "equal"]
    assert len(ops) == 1 and ops[0][0] == "insert" and ops[0][4] - ops[0][3] == len(inserted)
