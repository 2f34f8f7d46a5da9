"""Known-groups statistics against hand-worked values (incl. the paper's Page's L = 258)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from scipy import stats

from warrantguard.audit import (
    blocked_mae_test,
    jonckheere_terpstra,
    known_groups,
    page_l,
    page_matrix,
    page_test,
)
from warrantguard.audit.stats import _ordered


def _nano() -> tuple[list[int], list[int], list[int]]:
    """36 of 40 prompts No Warrant, 4 Strong: two in the Basic group, two in the Strong
    group, each in a different set (the paper's gpt-4.1-nano case)."""
    expected = [0, 1, 2, 3] * 10
    blocks = [b for b in range(10) for _ in range(4)]
    assigned = [0] * 40
    for i in (2, 6, 11, 15):  # set 0 and 1: Basic slot; set 2 and 3: Strong slot
        assigned[i] = 3
    return assigned, expected, blocks


def test_page_l_matches_paper_example() -> None:
    matrix, dropped = page_matrix(*_nano())
    assert dropped == []
    assert page_l(matrix) == 258.0
    assert stats.page_trend_test(matrix, method="asymptotic").statistic == pytest.approx(258.0)


def test_page_exact_p_by_hand() -> None:
    # Each Strong-in-one-slot set contributes 20 + 2j, j = its slot (1..4), uniformly under
    # the null; all-zero sets contribute 25. L = 230 + 2 Σj ≥ 258 ⟺ Σj ≥ 14 over four
    # slots: 15 of 256 arrangements (one with sum 16, four with 15, ten with 14).
    matrix, _ = page_matrix(*_nano())
    l_stat, p = page_test(matrix)
    assert l_stat == 258.0
    assert p == pytest.approx(15 / 256)


def test_page_exact_p_without_ties_matches_enumeration() -> None:
    data = np.array([[1.0, 2.0, 3.0], [2.0, 1.0, 3.0], [1.0, 3.0, 2.0]])
    observed = page_l(data)
    perms = list(itertools.permutations(range(3)))
    hits = sum(page_l(np.array([row[list(p)] for row, p in zip(data, combo, strict=True)]))
               >= observed for combo in itertools.product(perms, repeat=3))
    assert page_test(data)[1] == pytest.approx(hits / 6**3)


def test_jonckheere_small_example_by_hand() -> None:
    # Groups [1,2] < [2,3] < [3,5]: J = 3.5 + 4 + 3.5 = 11. Of the 90 ways to split the six
    # values into three labelled pairs, only G1={1,2}, G2={2,3}, G3={3,5} (2 × 2 choices of
    # which tied copy goes where) reach J = 11, the maximum, so p = 4/90.
    j, p, method = jonckheere_terpstra([1, 2, 2, 3, 3, 5], [0, 0, 1, 1, 2, 2])
    assert j == 11.0
    assert p == pytest.approx(4 / 90)
    assert method == "exact permutation"


def test_jonckheere_matches_brute_force_with_ties() -> None:
    vals = np.array([0, 1, 1, 0, 2, 1, 2, 2, 0])
    grp = np.array([0, 0, 0, 1, 1, 1, 2, 2, 2])
    j, p, _ = jonckheere_terpstra(vals, grp)
    count = total = 0
    for first in itertools.combinations(range(9), 3):
        rest = [i for i in range(9) if i not in first]
        for second in itertools.combinations(rest, 3):
            lab = np.full(9, 2)
            lab[list(first)], lab[list(second)] = 0, 1
            total += 1
            count += _ordered._jt_stat(vals, lab, 3) >= j
    assert p == pytest.approx(count / total)


def test_jonckheere_monte_carlo_fallback_agrees(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(3)
    grp = np.repeat(np.arange(3), 6)
    vals = rng.integers(0, 3, 18) + (grp > 1)
    _, exact, _ = jonckheere_terpstra(vals, grp)
    monkeypatch.setattr(_ordered, "_JT_EXACT_LIMIT", 0)
    _, approx, method = jonckheere_terpstra(vals, grp, n_perm=4000)
    assert method.startswith("Monte Carlo")
    assert approx == pytest.approx(exact, abs=0.03)


def test_known_groups_reproduces_paper_nano_row() -> None:
    res = known_groups(*_nano(), n_perm=20000)
    assert res.page.estimate == 258.0 and res.scipy_page_l == 258.0
    assert res.scipy_page_p == pytest.approx(0.208, abs=0.0005)  # paper: L = 258.0, p = .208 (ties ignored)
    assert res.page.p_value == pytest.approx(15 / 256)  # exact with the ties: 36 of 40 prompts are tied at 0
    assert res.page.details["p_untied"] == res.scipy_page_p
    assert res.group_means == (0.0, 0.0, 0.6, 0.6)
    assert res.exact_match == pytest.approx(0.30)
    assert res.jonckheere.estimate == 340.0  # paper, Table 8
    assert res.jonckheere.p_value == pytest.approx(0.0504, abs=0.002)  # paper: p = .0504
    assert res.mae.estimate == pytest.approx(1.300)  # paper, Table 7
    assert res.mae.details["null_mean"] == pytest.approx(1.499, abs=0.01)
    # Exact blocked-permutation p: P(Σ slot labels ≥ 10) = 15/256, as for Page.
    assert res.mae.p_value == pytest.approx(15 / 256, abs=0.006)


def test_incomplete_sets_are_dropped_from_page_only() -> None:
    assigned, expected, blocks = _nano()
    res = known_groups(assigned[:-1], expected[:-1], blocks[:-1], n_perm=500)
    assert res.page.n == 9
    assert res.page.details["dropped_sets"] == ["9"]
    assert res.jonckheere.n == 39


def test_blocked_mae_perfect_assignment_is_significant() -> None:
    expected = [0, 1, 2, 3] * 6
    blocks = [b for b in range(6) for _ in range(4)]
    res = blocked_mae_test(expected, expected, blocks, n_perm=5000)
    assert res.estimate == 0.0
    assert res.p_value is not None and res.p_value < 0.001


@pytest.mark.parametrize(("assigned", "expected", "blocks"), [
    ([0, 1, 2, 3], [0, 1, 2, 3], ["S1"] * 4),  # one set: scipy's Page test needs two
    ([0, 1, 0, 1], [0, 1, 0, 1], ["S1", "S1", "S2", "S2"]),  # two levels: scipy needs three
])
def test_known_groups_on_too_small_designs_does_not_crash(
    assigned: list[int], expected: list[int], blocks: list[str]
) -> None:
    # Old code: ValueError "Page's L is only appropriate for data with two or more rows and
    # three or more columns" from scipy, and no validation result.
    res = known_groups(assigned, expected, blocks, n_perm=50)
    assert res.page.p_value is not None and res.scipy_page_p is None
    assert "not run" in res.page.details["p_untied_method"]
