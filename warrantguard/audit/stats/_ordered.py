"""Ordered-trend statistics with exact null distributions: Page's L and Jonckheere–Terpstra.

Both are exact *permutation* tests conditional on the observed ties, which matter a
great deal for warrant data (four levels, many equal values):

* Page's L: within each block the values are ranked (mid-ranks for ties) and
  L = Σ_j j · R_j with R_j the rank sum of the j-th predicted condition. Under the null
  every arrangement of a block's values over its conditions is equally likely and the
  blocks are independent, so the exact law of L is the convolution of the per-block laws
  (k! arrangements each). Everything is computed on 2L, which is an integer.
* Jonckheere–Terpstra: J = Σ_{g<h} #{x in g, y in h: x < y} + ½ #{x = y}. Under the null
  all assignments of the pooled values to groups of the observed sizes are equally
  likely. A dynamic programme walks the tie classes in increasing order and tracks how
  many observations each group holds so far; a class of t values split as (c_1..c_G)
  adds Σ_h c_h Σ_{g<h} a_g + ½ Σ_{g<h} c_g c_h and has multinomial(t; c) labelings.
  When that state space is too large a Monte Carlo permutation p-value is used instead.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from itertools import permutations
from typing import Any

from warrantguard.extras.scientific import ArrayLike, np, stats

__all__ = ["jonckheere_terpstra", "page_l", "page_test"]

_JT_EXACT_LIMIT = 400_000  # (state, split) pairs before falling back to Monte Carlo


def _midrank_rows(data: Any) -> Any:
    return np.vstack([stats.rankdata(row) for row in np.asarray(data, dtype=float)])


def page_l(data: Any) -> float:
    """Page's L for a (blocks × conditions) matrix, conditions in predicted increasing order."""
    ranks = _midrank_rows(data)
    return float(np.sum(ranks.sum(axis=0) * np.arange(1, ranks.shape[1] + 1)))


def _block_law(row: Any) -> dict[int, int]:
    ranks = stats.rankdata(row)
    weights = np.arange(1, len(row) + 1)
    law: dict[int, int] = {}
    for perm in permutations(range(len(row))):
        two_l = round(2 * float(np.dot(ranks[list(perm)], weights)))
        law[two_l] = law.get(two_l, 0) + 1
    return law


def page_test(data: Any) -> tuple[float, float]:
    """``(L, exact one-sided p = P(L' ≥ L))`` under within-block permutation."""
    matrix = np.asarray(data, dtype=float)
    observed = round(2 * page_l(matrix))
    dist = {0: 1.0}
    for row in matrix:
        law = _block_law(row)
        total = sum(law.values())
        nxt: dict[int, float] = {}
        for s, w in dist.items():
            for v, c in law.items():
                nxt[s + v] = nxt.get(s + v, 0.0) + w * c / total
        dist = nxt
    p = sum(w for s, w in dist.items() if s >= observed)
    return observed / 2.0, float(min(1.0, p))


def _jt_stat(values: ArrayLike, group_of: ArrayLike, n_groups: int) -> float:
    by_group = [np.asarray([v for v, g in zip(values, group_of, strict=True) if g == h], float)
                for h in range(n_groups)]
    total = 0.0
    for g in range(n_groups):
        for h in range(g + 1, n_groups):
            x, y = by_group[g][:, None], by_group[h][None, :]
            total += float(np.sum(x < y) + 0.5 * np.sum(x == y))
    return total


def _splits(t: int, caps: ArrayLike) -> Iterator[tuple[int, ...]]:
    if len(caps) == 1:
        if t <= caps[0]:
            yield (t,)
        return
    for c in range(min(t, caps[0]) + 1):
        for rest in _splits(t - c, caps[1:]):
            yield (c, *rest)


def _jt_exact(class_sizes: ArrayLike, sizes: ArrayLike) -> Any | None:
    """Exact law of 2J as a probability vector, or ``None`` when the state space is too large."""
    top = 2 * sum(sizes[g] * sizes[h] for g in range(len(sizes)) for h in range(g + 1, len(sizes)))
    start = np.zeros(top + 1)
    start[0] = 1.0
    states: dict[tuple[int, ...], Any] = {tuple(0 for _ in sizes): start}
    work = 0
    for t in class_sizes:
        nxt: dict[tuple[int, ...], Any] = {}
        for state, law in states.items():
            caps = [n - a for n, a in zip(sizes, state, strict=True)]
            for c in _splits(t, caps):
                work += 1
                if work > _JT_EXACT_LIMIT:
                    return None
                _jt_merge(nxt, state, law, c, t)
        states = nxt
    (final,) = states.values()
    return final / final.sum()


def _jt_merge(
    nxt: dict[tuple[int, ...], Any], state: tuple[int, ...], law: Any, c: tuple[int, ...], t: int
) -> None:
    below = np.cumsum((0, *state[:-1]))  # Σ_{g<h} a_g for each h
    inc = 2 * int(np.dot(c, below)) + sum(
        c[g] * c[h] for g in range(len(c)) for h in range(g + 1, len(c))
    )
    ways = math.factorial(t) / math.prod(math.factorial(v) for v in c)
    key = tuple(a + v for a, v in zip(state, c, strict=True))
    target = nxt.get(key)
    if target is None:
        target = nxt[key] = np.zeros_like(law)
    if inc:
        target[inc:] += law[:-inc] * ways
    else:
        target += law * ways


def jonckheere_terpstra(
    values: ArrayLike, group_of: ArrayLike, *, n_perm: int = 20000, seed: int | None = 0
) -> tuple[float, float, str]:
    """``(J, one-sided p for an increasing trend, method)``; groups are 0..G−1 in order."""
    vals = np.asarray(values, dtype=float)
    grp = np.asarray(group_of, dtype=int)
    n_groups = int(grp.max()) + 1
    observed = _jt_stat(vals, grp, n_groups)
    sizes = [int(np.sum(grp == h)) for h in range(n_groups)]
    law = _jt_exact(np.unique(vals, return_counts=True)[1].tolist(), sizes)
    if law is not None:
        p = float(law[round(2 * observed):].sum())
        return observed, min(1.0, p), "exact permutation"
    rng = np.random.default_rng(seed)
    null = np.array([_jt_stat(vals, rng.permutation(grp), n_groups) for _ in range(n_perm)])
    p = (1 + np.sum(null >= observed - 1e-9)) / (1 + n_perm)
    return observed, float(p), f"Monte Carlo permutation, {n_perm} draws"
