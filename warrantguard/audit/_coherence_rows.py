"""Elicited coherence records (the second paper's belief data) and their stored rows."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["CoherenceRecord", "SubcontextBelief", "coherence_from_row", "coherence_to_row"]


@dataclass(frozen=True)
class SubcontextBelief:
    """One sub-context B_j: its weight P(B_j | x) and belief P(θ | x, B_j), both 0–100."""

    subcontext: str
    weight: float | None
    belief: float | None


@dataclass(frozen=True)
class CoherenceRecord:
    """The elicited coherence data of one question (beliefs on 0–100, ``None`` if unparsed)."""

    record_id: str
    model: str
    question_id: str
    prompt: str
    option_a: str
    option_b: str
    context: str | None
    belief: float | None
    inverted_prompt: str | None
    inverted_belief: float | None
    subcontexts: tuple[SubcontextBelief, ...]
    recorded_at: float

    def lie_inputs(self) -> tuple[float, list[float], list[float]] | None:
        """``(P(θ|x), [P(θ|x,B_j)], [P(B_j|x)])`` on 0–1 for :func:`lie_discrepancy`, if complete."""
        parts = self.subcontexts
        if self.belief is None or len(parts) < 2:
            return None
        if any(s.weight is None or s.belief is None for s in parts):
            return None
        return (self.belief / 100, [float(s.belief or 0) / 100 for s in parts],
                [float(s.weight or 0) / 100 for s in parts])

    def framing_inputs(self) -> tuple[float, float] | None:
        """``(belief, inverted belief)`` on 0–1 for ``framing_stability(inverted=True)``."""
        if self.belief is None or self.inverted_belief is None:
            return None
        return self.belief / 100, self.inverted_belief / 100


def coherence_to_row(r: CoherenceRecord) -> tuple[Any, ...]:
    """The ``audit_coherence`` row of a record (sub-contexts as a JSON list)."""
    parts = json.dumps([{"subcontext": s.subcontext, "weight": s.weight, "belief": s.belief}
                        for s in r.subcontexts])
    return (r.record_id, r.model, r.question_id, r.prompt, r.option_a, r.option_b, r.context,
            r.belief, r.inverted_prompt, r.inverted_belief, parts, r.recorded_at)


def coherence_from_row(row: Sequence[Any]) -> CoherenceRecord:
    """The record of an ``audit_coherence`` row (inverse of :func:`coherence_to_row`)."""
    parts = tuple(SubcontextBelief(p["subcontext"], p["weight"], p["belief"])
                  for p in json.loads(row[10]))
    return CoherenceRecord(
        record_id=row[0], model=row[1], question_id=row[2], prompt=row[3], option_a=row[4],
        option_b=row[5], context=row[6], belief=row[7], inverted_prompt=row[8],
        inverted_belief=row[9], subcontexts=parts, recorded_at=float(row[11]))
