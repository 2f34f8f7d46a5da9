"""Simulated agents for checking the belief-action tests' size and power.

Both agents face binary cases: a context x, an outcome θ ~ Bernoulli(P*(θ=1 | x)),
a stated belief p (percent, rounded like real elicitations) and a binary action
(1 = the option favoured when θ = 1). ``repetitions`` > 1 asks each case several
times, with fresh choice noise, as a real audit does.

* :func:`logit_agent` is a perturbed-utility maximiser that acts on its stated belief:
  multinomial-logit choice on the expected-utility gap, P(A=1 | p) = σ(β (p − ½)).
  It satisfies both belief sufficiency and cyclic monotonicity.
* :func:`hidden_info_agent` states the posterior given only part of the context but
  acts on the full posterior, so its action knows about θ more than its belief says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from warrantguard.extras.scientific import np

__all__ = ["SimulatedAudit", "hidden_info_agent", "logit_agent"]


@dataclass(frozen=True)
class SimulatedAudit:
    """Rows of a simulated audit: belief (0–100), action (0/1), outcome (0/1), item id."""

    belief: Any
    action: Any
    outcome: Any
    groups: Any

    def __len__(self) -> int:
        """Number of rows."""
        return len(self.belief)


def _sigmoid(v: Any) -> Any:
    return 1.0 / (1.0 + np.exp(-v))


def _round_pct(prob: Any, step: int) -> Any:
    return np.clip(np.round(prob * 100 / step) * step, 0, 100)


def _expand(rows: int, repetitions: int) -> tuple[int, Any]:
    cases = max(1, rows // repetitions)
    return cases, np.repeat(np.arange(cases), repetitions)


def logit_agent(
    n: int, *, seed: int | None = None, beta: float = 6.0, step: int = 5, repetitions: int = 1
) -> SimulatedAudit:
    """A belief-consistent agent: truthful (rounded) belief, logit choice on that belief."""
    rng = np.random.default_rng(seed)
    cases, groups = _expand(n, repetitions)
    truth = _sigmoid(1.5 * rng.normal(size=cases))
    outcome = (rng.random(cases) < truth).astype(int)[groups]
    belief = _round_pct(truth, step)[groups]
    action = (rng.random(len(groups)) < _sigmoid(beta * (belief / 100 - 0.5))).astype(int)
    return SimulatedAudit(belief, action, outcome, groups)


def hidden_info_agent(
    n: int,
    *,
    seed: int | None = None,
    beta: float = 12.0,
    hidden: float = 2.0,
    step: int = 5,
    repetitions: int = 1,
) -> SimulatedAudit:
    """An agent whose action uses a context feature (weight ``hidden``) its belief omits.

    The stated belief is the posterior given the visible feature alone; the action is
    a logit choice on the posterior given both features.
    """
    rng = np.random.default_rng(seed)
    cases, groups = _expand(n, repetitions)
    seen, unseen = rng.normal(size=cases), rng.normal(size=cases)
    truth = _sigmoid(1.5 * seen + hidden * unseen)
    outcome = (rng.random(cases) < truth).astype(int)[groups]
    # P(θ=1 | seen) marginalises the unseen feature; a probit-style shrink approximates it.
    stated = _sigmoid(1.5 * seen / np.sqrt(1 + (np.pi * hidden**2) / 8))
    belief = _round_pct(stated, step)[groups]
    action = (rng.random(len(groups)) < _sigmoid(beta * (truth[groups] - 0.5))).astype(int)
    return SimulatedAudit(belief, action, outcome, groups)
