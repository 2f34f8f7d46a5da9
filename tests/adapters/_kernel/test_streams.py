"""The kernel's stream rules (issue 14), against a tiny chunk type of the tests' own.

A finished answer: content first, the warrant on the finish frame, usage last. A buffered
stream: withheld deltas dropped, the notice after the content and before the usage-only
chunks, the warrant from the finishing chunk on.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass, replace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from warrantguard.adapters._kernel import (
    ContentFrame,
    FinishFrame,
    ReplayChoice,
    UsageFrame,
    answer_replay,
    replay_buffered,
    words,
)

WARRANT = {"status": "guardrail_intervened"}
NOTICE = "[withheld]"


# -- a finished answer -------------------------------------------------------------------------

def test_a_finished_answer_is_content_then_the_finish_with_the_warrant_then_usage():
    choices = [ReplayChoice("take the train", ({"id": "c1"},), "stop"), ReplayChoice("drive", (), None)]
    frames = answer_replay(choices, WARRANT, usage={"total_tokens": 7}, with_usage=True, split=words).frames()
    kinds = [type(f) for f in frames]
    assert kinds == [ContentFrame, ContentFrame, ContentFrame, FinishFrame, UsageFrame]
    finish, usage = frames[-2], frames[-1]
    assert isinstance(finish, FinishFrame) and finish.warrant == WARRANT
    assert finish.reasons == ((0, "stop"), (1, "stop"))  # no finish reason: "stop"
    assert isinstance(usage, UsageFrame) and usage.usage == {"total_tokens": 7}
    first = frames[0]
    assert isinstance(first, ContentFrame) and [p.choice for p in first.pieces] == [0, 1]
    assert [p.choice for f in frames[1:3] if isinstance(f, ContentFrame) for p in f.pieces] == [0, 0]


def test_usage_comes_only_when_asked_for():
    plan = answer_replay([ReplayChoice("train")], WARRANT, usage={"total_tokens": 7})
    assert plan.usage is None and isinstance(plan.frames()[-1], FinishFrame)


def test_each_choice_is_opened_once_and_its_tool_calls_ride_on_its_last_piece():
    plan = answer_replay([ReplayChoice("a b c", ({"id": "t"},))], split=words)
    pieces = [p for frame in plan.content for p in frame.pieces]
    assert [p.content for p in pieces] == ["a ", "b ", "c"]
    assert [(p.first, p.last) for p in pieces] == [(True, False), (False, False), (False, True)]
    assert [p.tool_calls for p in pieces] == [(), (), ({"id": "t"},)]


def test_a_choice_without_text_still_has_one_piece_and_no_choices_one_empty_frame():
    plan = answer_replay([ReplayChoice(""), ReplayChoice(None)], split=words)
    assert [(p.choice, p.content, p.first, p.last) for p in plan.content[0].pieces] == [
        (0, "", True, True), (1, None, True, True)]
    empty = answer_replay([], WARRANT)
    assert [type(f) for f in empty.frames()] == [ContentFrame, FinishFrame] and empty.content[0].pieces == ()


@given(st.lists(st.text(alphabet="ab \n", max_size=12), min_size=1, max_size=3), st.booleans())
def test_the_pieces_rebuild_every_choice_and_the_warrant_is_on_the_finish_only(texts, with_usage):
    plan = answer_replay([ReplayChoice(t) for t in texts], WARRANT, with_usage=with_usage, split=words)
    frames = plan.frames()
    for i, text in enumerate(texts):
        assert "".join(p.content for f in plan.content for p in f.pieces if p.choice == i) == text
    finish_at = next(n for n, f in enumerate(frames) if isinstance(f, FinishFrame))
    assert all(isinstance(f, ContentFrame) for f in frames[:finish_at])
    assert frames[finish_at + 1:] == ([plan.usage] if with_usage else [])
    assert sum(isinstance(f, FinishFrame) for f in frames) == 1


# -- a buffered stream -------------------------------------------------------------------------

@dataclass(frozen=True)
class Chunk:
    """A test chunk: ``(choice, text, finish_reason)`` deltas, a usage, a warrant."""

    deltas: tuple[tuple[int, str, str | None], ...] = ()
    usage: int | None = None
    warrant: Any = None


class Kind:
    """:class:`~warrantguard.adapters._kernel.ChunkKind` for :class:`Chunk`."""

    def choices(self, chunk: Chunk) -> Sequence[int]:
        return [d[0] for d in chunk.deltas]

    def finishes(self, chunk: Chunk) -> bool:
        return any(d[2] for d in chunk.deltas)

    def without(self, chunk: Chunk, withheld: Set[int]) -> Chunk:
        return replace(chunk, deltas=tuple(d for d in chunk.deltas if d[0] not in withheld))

    def notice(self, withheld: Sequence[int]) -> Chunk:
        return Chunk(tuple((i, NOTICE, "content_filter") for i in withheld))

    def with_warrant(self, chunk: Chunk) -> Chunk:
        return replace(chunk, warrant=WARRANT)


def _stream(choices: int, words_each: int, usage: bool) -> list[Chunk]:
    chunks = [Chunk(tuple((i, f"secret{i}-{w} ", "stop" if w == words_each - 1 else None) for i in range(choices)))
              for w in range(words_each)]
    return [*chunks, Chunk(usage=5)] if usage else chunks


def _is_notice(chunk: Chunk) -> bool:
    return any(d[1] == NOTICE for d in chunk.deltas)


def test_withheld_deltas_are_dropped_and_the_notice_goes_between_content_and_usage():
    chunks = [Chunk(((0, "train ", None), (1, "moto ", None))), Chunk(((1, "rbike", "stop"),)),
              Chunk(((0, "s", "stop"),)), Chunk(usage=9)]
    out = replay_buffered(chunks, {1}, Kind())
    assert [c.deltas for c in out] == [((0, "train ", None),), ((0, "s", "stop"),),
                                       ((1, NOTICE, "content_filter"),), ()]
    assert out[-1].usage == 9
    assert [c.warrant for c in out] == [None, None, WARRANT, WARRANT]  # from the notice (the last finish) on


def test_without_withheld_choices_the_stream_is_kept_and_the_warrant_starts_at_the_finish():
    chunks = [Chunk(((0, "a", None),)), Chunk(((0, "b", "stop"),)), Chunk(usage=3)]
    out = replay_buffered(chunks, (), Kind())
    assert [c.deltas for c in out] == [c.deltas for c in chunks]
    assert [c.warrant for c in out] == [None, WARRANT, WARRANT]


def test_with_no_finish_reason_the_last_chunk_carries_the_warrant():
    out = replay_buffered([Chunk(((0, "a", None),)), Chunk(((0, "b", None),))], (), Kind())
    assert [c.warrant for c in out] == [None, WARRANT]
    assert replay_buffered([], (), Kind()) == []


def test_an_empty_withheld_stream_is_the_notice_alone_with_the_warrant():
    assert replay_buffered([], {0}, Kind()) == [Chunk(((0, NOTICE, "content_filter"),), warrant=WARRANT)]


@given(st.integers(1, 3), st.integers(1, 4), st.booleans(), st.data())
def test_the_replay_rule_holds_for_any_stream(choices, words_each, usage, data):
    withheld = data.draw(st.sets(st.integers(0, choices - 1)))
    chunks = _stream(choices, words_each, usage)
    out = replay_buffered(chunks, withheld, Kind())
    texts = [text for c in out for i, text, _ in c.deltas if not _is_notice(c)]
    assert not any(t.startswith(tuple(f"secret{i}-" for i in withheld)) for t in texts)  # never sent
    for i in set(range(choices)) - withheld:  # the other choices are replayed whole, in order
        assert [t for c in out for j, t, _ in c.deltas if j == i] == [f"secret{i}-{w} " for w in range(words_each)]
    notices = [n for n, c in enumerate(out) if _is_notice(c)]
    assert len(notices) == (1 if withheld else 0)
    if withheld:
        assert [d[0] for d in out[notices[0]].deltas] == sorted(withheld)
        assert all(c.deltas for c in out[:notices[0]]) and all(not c.deltas for c in out[notices[0] + 1:])
    warranted = [c.warrant is not None for c in out]
    start = warranted.index(True)
    assert all(warranted[start:]) and not any(warranted[:start])  # a suffix ...
    assert Kind().finishes(out[start]) and not any(Kind().finishes(c) for c in out[start + 1:])  # ... from the finish
