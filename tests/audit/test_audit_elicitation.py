"""Coherence elicitation through a Guard's focal model, storage and the coherence tests."""

from __future__ import annotations

import re
from typing import Any

import pytest

import warrantguard
from warrantguard.audit import (
    AuditSettings,
    audit_records,
    build_report,
    coherence_tests,
    elicit_coherence,
    open_record_store,
)
from warrantguard.audit._elicitation import SUBCONTEXT_MARKER, default_partition, narrow
from warrantguard.guard._prompts import BELIEF_MARKER

testing = pytest.importorskip("warrantguard.testing")

BREAKFAST = "Which is better for breakfast, tea or coffee?"
KIDS = ("with young children", "not with young children")  # the default partition of BREAKFAST


class SubcontextModel(testing.ScriptedModel):  # type: ignore[misc,name-defined]
    """ScriptedModel that also states sub-context probabilities and conditional beliefs.

    ``parts`` maps a sub-context to ``(P(sub-context | x), P(tea better | x, sub-context))``;
    the plain belief is ``base`` and, when ``coherent_inversion``, 100 − base under the
    valence-inverted ("worse") framing (ScriptedModel alone repeats the same number).
    """

    def __init__(self, base: int, parts: dict[str, tuple[int, int]], *,
                 coherent_inversion: bool = True) -> None:
        super().__init__("tea", belief=base)
        self.base, self.parts, self.coherent_inversion = base, parts, coherent_inversion

    def reply(self, messages: list[Any], temperature: float) -> str:
        first = messages[0]["content"]
        if SUBCONTEXT_MARKER in first:
            sub = re.search(r'is about is "(.+?)"\?', first)
            return str(self.parts[sub.group(1)][0]) if sub else "?"
        if BELIEF_MARKER in first:
            prompt = first.split('"', 1)[1].split('"\n\n', 1)[0]
            narrowed = re.search(r", specifically (.+)\?$", prompt)
            if narrowed:
                return str(self.parts[narrowed.group(1)][1])
            if self.coherent_inversion and "worse" in prompt.lower():
                return str(100 - self.base)
        return str(super().reply(messages, temperature))


def _guard(model: Any, store: Any = None) -> Any:
    return warrantguard.Guard(model=model, generator="lexical", record_store=store)


async def test_coherent_model_elicitation_and_storage(store_spec: str) -> None:
    model = SubcontextModel(70, {KIDS[0]: (40, 85), KIDS[1]: (60, 60)})
    store = open_record_store(store_spec)
    rec = await elicit_coherence(_guard(model, store), BREAKFAST)
    assert (rec.model, rec.option_a, rec.option_b, rec.belief) == ("scripted", "tea", "coffee", 70)
    assert rec.inverted_prompt == "Which is worse for breakfast, tea or coffee?"
    assert rec.inverted_belief == 30
    assert [(s.subcontext, s.weight, s.belief) for s in rec.subcontexts] == [
        (KIDS[0], 40, 85), (KIDS[1], 60, 60)]
    assert rec.lie_inputs() == (0.7, [0.85, 0.6], [0.4, 0.6])
    assert rec.framing_inputs() == (0.7, 0.3)
    assert store.coherence_rows() == [rec]
    store.close()


async def test_plain_scripted_model_is_incoherent_across_framings() -> None:
    """ScriptedModel states 80 under both framings and cannot state sub-context weights."""
    guard = warrantguard.Guard(model=testing.ScriptedModel("tea"), generator="lexical",
                               answer_retries=1)
    rec = await elicit_coherence(guard, BREAKFAST, record=False)
    assert rec.belief == rec.inverted_belief == 80
    assert all(s.weight is None and s.belief == 80 for s in rec.subcontexts)
    assert rec.lie_inputs() is None
    weight_asks = [r for r in guard.focal.requests if SUBCONTEXT_MARKER in r.messages[0]["content"]]
    assert len(weight_asks) == 2 * 2  # two sub-contexts, each asked once and re-asked once


async def test_given_partition_and_prompt_without_antonym() -> None:
    parts = {"in summer": (25, 40), "in autumn": (25, 60), "in winter or spring": (50, 50)}
    model = SubcontextModel(50, parts)
    rec = await elicit_coherence(_guard(model), "For breakfast, tea or coffee?",
                                 subcontexts=list(parts))
    assert rec.inverted_prompt is None and rec.framing_inputs() is None
    assert [s.subcontext for s in rec.subcontexts] == list(parts)
    assert rec.lie_inputs() == (0.5, [0.4, 0.6, 0.5], [0.25, 0.25, 0.5])
    with pytest.raises(ValueError, match="2–4"):
        await elicit_coherence(_guard(model), BREAKFAST, subcontexts=["only one"])


def test_partition_helpers() -> None:
    assert default_partition(BREAKFAST) == KIDS
    assert default_partition("Tea or coffee with young children?")[0] == "on a tight budget"
    assert narrow("Tea or coffee?", "at night") == "Tea or coffee, specifically at night?"


async def test_coherence_tests_and_report_section() -> None:
    coherent = SubcontextModel(70, {KIDS[0]: (40, 85), KIDS[1]: (60, 60)})
    # mixture 0.5·0.9 + 0.5·0.9 = 0.9 against a belief of 0.7: Δ/p = 0.2/0.7
    incoherent = SubcontextModel(70, {KIDS[0]: (50, 90), KIDS[1]: (50, 90)},
                                 coherent_inversion=False)
    prompts = [BREAKFAST, "Which is better for lunch, tea or coffee?",
               "Which is better at work, tea or coffee?"]
    good = [await elicit_coherence(_guard(coherent), p) for p in prompts]
    bad = [await elicit_coherence(_guard(incoherent), p) for p in prompts]
    lie, framing = coherence_tests(good, n_boot=50)
    assert lie.estimate == pytest.approx(0.0) and framing.estimate == pytest.approx(0.0)
    lie_bad, framing_bad = coherence_tests(bad, n_boot=50)
    assert lie_bad.estimate == pytest.approx(0.2 / 0.7)
    assert framing_bad.estimate == pytest.approx(0.4)  # 0.7 vs 1 − 0.7
    few = coherence_tests(good[:1])  # fewer than two contexts: a "not enough data" row each
    assert [r.status for r in few] == ["insufficient", "insufficient"]
    assert few[0].verdict.startswith("not enough data (n=1, need ≥ 2 contexts")
    assert coherence_tests([]) == []
    bad = [type(r)(**{**r.__dict__, "model": "other"}) for r in bad]
    audits = audit_records([], coherence=good + bad, settings=AuditSettings(n_boot=50))
    assert [a.model for a in audits] == ["other", "scripted"]
    assert [len(a.coherence) for a in audits] == [2, 2]
    page = build_report(audits)
    assert "coherence (law of iterated expectation)" in page
    assert "cross-framing stability, valence-inverted" in page
    assert "Coherence of stated beliefs" in page
