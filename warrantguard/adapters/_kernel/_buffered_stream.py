"""A buffered provider stream replayed after certification: the rule, once, for any chunk type.

A streamed answer to be certified is held back whole, certified, then replayed
(:func:`replay_buffered`):

* every delta of a withheld choice is dropped (a chunk left without a choice with it), so
  no withheld text is ever sent;
* one notice chunk for the withheld choices (``finish_reason="content_filter"``, the notice
  text) goes after the content chunks and before the usage-only chunks;
* the ``warrant`` goes on the chunk with the (last) finish reason and on every chunk after
  it (a server may drop trailing chunks, as the LiteLLM Proxy drops those after the
  finish); with no finish reason, on the last chunk.

The adapter supplies what the rule needs to know of its chunk type (:class:`ChunkKind`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence, Set
from typing import Protocol, TypeVar

__all__ = ["ChunkKind", "replay_buffered", "warrant_start"]

C = TypeVar("C")


class ChunkKind(Protocol[C]):
    """What :func:`replay_buffered` needs of an adapter's chunk type ``C``."""

    def choices(self, chunk: C) -> Sequence[int]:
        """The indices of the choices ``chunk`` has deltas of (none: a usage-only chunk)."""
        ...

    def finishes(self, chunk: C) -> bool:
        """Whether a choice of ``chunk`` has a finish reason."""
        ...

    def without(self, chunk: C, withheld: Set[int]) -> C:
        """``chunk`` without the deltas of the ``withheld`` choices (it keeps at least one)."""
        ...

    def notice(self, withheld: Sequence[int]) -> C:
        """One chunk with the withheld notice of each choice in ``withheld`` (ascending),
        ``finish_reason="content_filter"``."""
        ...

    def with_warrant(self, chunk: C) -> C:
        """``chunk`` carrying the warrant."""
        ...


def replay_buffered(chunks: Sequence[C], withheld: Collection[int], kind: ChunkKind[C]) -> list[C]:
    """The buffered ``chunks`` as they are to be replayed, the ``withheld`` choices (indices)
    replaced by their notice and the warrant attached (see the module docstring)."""
    replayed = _withheld_replaced(chunks, frozenset(withheld), kind) if withheld else list(chunks)
    start = warrant_start(replayed, kind.finishes)
    return [*replayed[:start], *(kind.with_warrant(chunk) for chunk in replayed[start:])]


def warrant_start(chunks: Sequence[C], finishes: Callable[[C], bool]) -> int:
    """Where the warrant starts: the last chunk with a finish reason, else the last chunk."""
    for i in range(len(chunks) - 1, -1, -1):
        if finishes(chunks[i]):
            return i
    return max(len(chunks) - 1, 0)


def _withheld_replaced(chunks: Sequence[C], withheld: frozenset[int], kind: ChunkKind[C]) -> list[C]:
    """The chunks without any delta of a withheld choice, the notice after the content chunks,
    then the usage-only chunks."""
    content: list[C] = []
    usage_only: list[C] = []
    for chunk in chunks:
        indices = set(kind.choices(chunk))
        if indices & withheld:
            if indices <= withheld:
                continue
            chunk = kind.without(chunk, withheld)
        (content if indices else usage_only).append(chunk)
    return [*content, kind.notice(sorted(withheld)), *usage_only]
