"""A word diff that stays near-linear on long, mostly equal texts.

``difflib.SequenceMatcher`` without its junk heuristic is quadratic in the worst case, and a
long focal prompt is exactly that case: its frequent words ("the", ",") match everywhere. A
probe, though, is the focal prompt with a few local changes. :func:`opcodes` therefore trims
the common prefix and suffix, splits what remains at words that occur exactly once on both
sides and in the same order (patience diff's anchors), and hands only the small stretches in
between to ``SequenceMatcher``. A stretch still too large for it is reported as replaced:
work is bounded by ``_MAX_CELLS`` per stretch whatever the input.

The output has ``SequenceMatcher.get_opcodes()``'s shape.
"""

from __future__ import annotations

import bisect
import difflib
import itertools
from collections import Counter
from collections.abc import Hashable, Sequence

__all__ = ["opcodes"]

Opcode = tuple[str, int, int, int, int]
_MAX_CELLS = 40_000  # |a| × |b| of a stretch that SequenceMatcher may compare
_MAX_STRETCHES = 10_000  # stretches one diff may split into
_CHUNK = 64  # items compared at once by :func:`_common`


def opcodes(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[Opcode]:
    """The edit script from ``a`` to ``b``: ``("equal" | "replace" | "delete" | "insert",
    i1, i2, j1, j2)`` tuples covering both sequences in order."""
    return _to_opcodes(_matches(a, b), len(a), len(b))


def _matches(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[tuple[int, int, int]]:
    """Matching blocks ``(i, j, size)`` in order, found stretch by stretch."""
    out: list[tuple[int, int, int]] = []
    todo = [(0, len(a), 0, len(b))]
    for _step in range(_MAX_STRETCHES):
        if not todo:
            break
        alo, ahi, blo, bhi = todo.pop()
        lead = _common(a, b, alo, ahi, blo, bhi, 1)
        trail = _common(a, b, ahi - 1, alo + lead - 1, bhi - 1, blo + lead - 1, -1)
        if lead:
            out.append((alo, blo, lead))
        if trail:
            out.append((ahi - trail, bhi - trail, trail))
        todo += _split(a, b, alo + lead, ahi - trail, blo + lead, bhi - trail, out)
    return _merged(sorted(out))


def _common(a: Sequence[Hashable], b: Sequence[Hashable], i: int, istop: int, j: int, jstop: int,
            step: int) -> int:
    """How many items match from ``a[i]``/``b[j]`` on, walking by ``step`` (stopping before
    ``istop``/``jstop``): compared a slice at a time in C, then item by item in the last one."""
    limit = min(abs(istop - i), abs(jstop - j))
    n = 0
    while limit - n >= _CHUNK and _slice(a, i + step * n, step) == _slice(b, j + step * n, step):
        n += _CHUNK
    i, j = i + step * n, j + step * n
    while n < limit and a[i] == b[j]:
        i, j, n = i + step, j + step, n + 1
    return n


def _slice(seq: Sequence[Hashable], start: int, step: int) -> Sequence[Hashable]:
    """``_CHUNK`` items of ``seq`` from ``start`` in the direction of ``step``, in order of walk."""
    return seq[start : start + _CHUNK] if step > 0 else seq[start - _CHUNK + 1 : start + 1][::-1]


def _split(a: Sequence[Hashable], b: Sequence[Hashable], alo: int, ahi: int, blo: int, bhi: int,
           out: list[tuple[int, int, int]]) -> list[tuple[int, int, int, int]]:
    """Match a small stretch directly, or split a large one at its unique anchors."""
    if ahi <= alo or bhi <= blo:
        return []
    if (ahi - alo) * (bhi - blo) <= _MAX_CELLS:
        matcher = difflib.SequenceMatcher(None, a[alo:ahi], b[blo:bhi], autojunk=False)
        out += [(alo + i, blo + j, n) for i, j, n in matcher.get_matching_blocks() if n]
        return []
    anchors = _anchors(a, b, alo, ahi, blo, bhi)
    if not anchors:
        return []  # too large and nothing to anchor on: reported as replaced
    out += [(i, j, 1) for i, j in anchors]
    edges = [(alo - 1, blo - 1), *anchors, (ahi, bhi)]
    return [(i + 1, i2, j + 1, j2) for (i, j), (i2, j2) in itertools.pairwise(edges)]


def _anchors(a: Sequence[Hashable], b: Sequence[Hashable], alo: int, ahi: int, blo: int,
             bhi: int) -> list[tuple[int, int]]:
    """Words unique in both stretches, the longest run of them in the same order."""
    count_a, count_b = Counter(a[alo:ahi]), Counter(b[blo:bhi])
    where_b = {b[j]: j for j in range(blo, bhi) if count_b[b[j]] == 1}
    pairs = [(i, where_b[a[i]]) for i in range(alo, ahi) if count_a[a[i]] == 1 and a[i] in where_b]
    return _increasing(pairs)


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (sorted by i) whose j increase (patience sort)."""
    tails: list[int] = []  # j of the last pair of the best run of each length
    tail_at: list[int] = []  # index into pairs of that pair
    back: list[int] = []
    for k, (_i, j) in enumerate(pairs):
        pos = bisect.bisect_left(tails, j)
        back.append(tail_at[pos - 1] if pos else -1)
        if pos == len(tails):
            tails.append(j)
            tail_at.append(k)
        else:
            tails[pos], tail_at[pos] = j, k
    run, k = [], tail_at[-1] if tail_at else -1
    while k >= 0:
        run.append(pairs[k])
        k = back[k]
    return run[::-1]


def _merged(blocks: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    out: list[tuple[int, int, int]] = []
    for i, j, n in blocks:
        if out and out[-1][0] + out[-1][2] == i and out[-1][1] + out[-1][2] == j:
            out[-1] = (out[-1][0], out[-1][1], out[-1][2] + n)
        else:
            out.append((i, j, n))
    return out


def _to_opcodes(blocks: list[tuple[int, int, int]], len_a: int, len_b: int) -> list[Opcode]:
    out: list[Opcode] = []
    i = j = 0
    for ai, bj, size in [*blocks, (len_a, len_b, 0)]:
        tag = "replace" if i < ai and j < bj else "delete" if i < ai else "insert" if j < bj else ""
        if tag:
            out.append((tag, i, ai, j, bj))
        if size:
            out.append(("equal", ai, ai + size, bj, bj + size))
        i, j = ai + size, bj + size
    return out
