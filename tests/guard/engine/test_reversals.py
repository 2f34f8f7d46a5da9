"""Reversal records say what flipped (issue 12, item 4): the probe's tier, kind and prompt, the
option the model named and what that means in the focal framing, in the certificate JSON, the
adapters' ``warrant`` payload and the command line (the console: ``policies/console/test_browser_reversals.py``)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from reversal_models import QUESTION, context_sensitive, position_biased, resample_flipper, valence_blind

from warrantguard import Guard
from warrantguard.adapters._kernel import warrant_payload
from warrantguard.cli import main
from warrantguard.cli._render import reversal_lines
from warrantguard.guard import Certificate, ProbeResult, Reversal
from warrantguard.guard.engine._reversal_text import MAX_QUOTE, asked_text

SWAPPED = "Which is safer to travel by, train or motorcycle?"
RISKIER = "Which is riskier to travel by, motorcycle or train?"
BOTH = "Which is riskier to travel by, train or motorcycle?"
INVERTED = 'T1 valence inverted — changed "safer" to "riskier"'
NIGHT_LINE = re.compile(r'^T2 narrower context( \([^)]+\))? — added "at night" → named motorcycle$')

# model → (recommendation, [(kind, prompt, named, means, description)])
EXPECTED: dict[str, tuple[str, list[tuple[str, str, str, str, str]]]] = {
    "valence_blind": ("train", [
        ("inversion", RISKIER, "train", "motorcycle", f"{INVERTED} → named train, i.e. prefers motorcycle"),
        ("permuted_inversion", BOTH, "train", "motorcycle",
         f'T1 options swapped and valence inverted — "{BOTH}" → named train, i.e. prefers motorcycle'),
    ]),
    "position_biased": ("motorcycle", [
        ("permutation", SWAPPED, "train", "train", f'T1 options swapped — "{SWAPPED}" → named train'),
        ("inversion", RISKIER, "motorcycle", "train", f"{INVERTED} → named motorcycle, i.e. prefers train"),
    ]),
}
MODELS = {"valence_blind": valence_blind, "position_biased": position_biased}


def certificate(model: Any, **kw: Any) -> Certificate:
    return Guard(model, generator=kw.pop("generator", "lexical"), **kw).check(QUESTION).certificate


def records(reversals: list[dict[str, Any]]) -> list[tuple[str, str, str, str, str]]:
    return sorted((r["kind"], r["prompt"], r["answer"], r["mapped_answer"], r["description"]) for r in reversals)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_certificate_json_records_kind_prompt_named_and_meant_answer(name: str) -> None:
    cert = json.loads(certificate(MODELS[name]).model_dump_json())
    recommendation, expected = EXPECTED[name]
    assert cert["recommendation"] == recommendation
    assert records(cert["reversals"]) == sorted(expected)
    for r in cert["reversals"]:
        assert r["tier"] == 1 and r["context"] == "travel"
        assert r["inverted"] is (r["kind"] in ("inversion", "permuted_inversion"))
        assert r["mapped_answer"] != recommendation  # what it means is the flip, whatever was named


def test_the_valence_inverted_reversal_names_the_recommendation_yet_means_the_other() -> None:
    # the case the issue reports: "riskier" answered motorcycle under a motorcycle recommendation
    cert = certificate(position_biased)
    inv = next(r for r in cert.reversals if r.kind == "inversion")
    assert (inv.answer, inv.mapped_answer, cert.recommendation) == ("motorcycle", "train", "motorcycle")
    assert inv.describe() == f'T1 valence inverted — "{RISKIER}" → named motorcycle, i.e. prefers train'
    assert inv.describe(cert.prompt) == inv.description  # the stored line is the one surfaces show


def test_context_sensitive_reversal_shows_the_words_added_to_the_focal_prompt() -> None:
    cert = certificate(context_sensitive, generator="default")
    assert cert.recommendation == "train" and cert.first_failed_tier == 2
    (night,) = cert.reversals
    assert (night.kind, night.answer, night.mapped_answer, night.inverted) == ("narrower", "motorcycle",
                                                                                "motorcycle", False)
    assert "at night" in night.prompt
    assert NIGHT_LINE.match(night.description), night.description


def test_t0_resamples_that_reversed_stay_one_line_with_a_count() -> None:
    cert = certificate(resample_flipper)
    assert len(cert.reversals) == 3 and {r.kind for r in cert.reversals} == {"resample"}
    grouped = Reversal.grouped(cert.reversals)
    assert [(r.kind, n) for r, n in grouped] == [("resample", 3)]
    assert grouped[0][0].describe(cert.prompt, grouped[0][1]) == "T0 resampled ×3 → named motorcycle"


def test_the_adapters_payload_keeps_the_old_keys_and_adds_the_new() -> None:
    cert = certificate(valence_blind)
    payload = warrant_payload(cert, None, "certified")
    assert payload["reversals"] == [r.model_dump(mode="json") for r in cert.reversals]
    for r in payload["reversals"]:
        assert {"tier", "kind", "prompt", "context", "answer", "inverted", "mapped_answer", "description"} <= set(r)
    json.dumps(payload)  # serialisable as it is sent


def test_a_record_written_before_the_new_fields_still_loads_and_describes_itself() -> None:
    old = {"tier": 2, "kind": "narrower", "prompt": "Which is safer to travel by at night, motorcycle or train?",
           "context": "night travel", "answer": "motorcycle"}
    r = Reversal.model_validate(old)
    assert (r.inverted, r.mapped_answer) == (False, "motorcycle")
    assert r.description == f'T2 narrower context (night travel) — "{old["prompt"]}" → named motorcycle'
    assert r.describe(QUESTION) == 'T2 narrower context (night travel) — added "at night" → named motorcycle'
    inverted = Reversal.model_validate({**old, "tier": 1, "kind": "inversion", "inverted": True})
    assert inverted.mapped_answer is None and inverted.description.endswith("→ named motorcycle")


def test_of_copies_a_probe_result_and_maps_an_inverted_answer() -> None:
    result = ProbeResult(tier=1, kind="inversion", prompt=RISKIER, context="travel", inverted=True,
                         answer="motorcycle", mapped_answer="train", valid=True, violation=True)
    r = Reversal.of(result, QUESTION)
    assert (r.tier, r.kind, r.prompt, r.context, r.inverted, r.answer, r.mapped_answer) == (
        1, "inversion", RISKIER, "travel", True, "motorcycle", "train")
    assert r.description == f"{INVERTED} → named motorcycle, i.e. prefers train"
    assert r.kind_label == "valence inverted"


@pytest.mark.parametrize(("probe", "shown"), [
    (QUESTION, ""),  # the focal prompt itself (a T0 resample): nothing to show
    (RISKIER, 'changed "safer" to "riskier"'),
    ("Which is safer to travel by, motorcycle or train, specifically at night?", 'added "specifically at night"'),
    ("Which is safer to travel by, motorcycle or train?  (Answer in one word.)", 'added "(Answer in one word.)"'),
    ("Which is safer to travel, motorcycle or train?", 'removed "by"'),
    (SWAPPED, f'"{SWAPPED}"'),  # the changes would be longer than the probe: quoted
    ("Which one would a careful parent call less dangerous for getting around: motorcycle or train?",
     '"Which one would a careful parent call less dangerous for getting around: motorcycle or train?"'),
])
def test_the_probe_is_shown_as_its_changes_when_that_is_shorter(probe: str, shown: str) -> None:
    assert asked_text(probe, QUESTION) == shown


def test_long_and_multiline_prompts_are_one_bounded_line() -> None:
    probe = "Which is safer\nto travel by, " + "very " * 100 + "motorcycle or train?"
    shown = asked_text(probe)
    assert "\n" not in shown and MAX_QUOTE - 5 < len(shown) <= MAX_QUOTE + 2 and shown.endswith('…"')
    r = Reversal(tier=1, kind="paraphrase", prompt=probe, answer="motorcycle\x1b[31m")
    assert "\n" not in r.description and "\x1b" not in r.description


# -- the command line ---------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _no_call_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line caches answers by default: these runs must ask the scripted models."""
    monkeypatch.setenv("WARRANTGUARD_CACHE", "")


def cli(capsys: pytest.CaptureFixture[str], model: str, *extra: str) -> str:
    assert main(["check", QUESTION, "--model", f"py:reversal_models:{model}", *extra]) == 0
    return capsys.readouterr().out


def reversal_section(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Reversal contexts"))
    return [line.strip() for line in lines[start + 1:] if line.startswith("  T")]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_cli_lists_each_reversal_as_its_description(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = cli(capsys, name, "--generator", "lexical")
    assert sorted(reversal_section(out)) == sorted(e[4] for e in EXPECTED[name][1])
    assert "→ motorcycle" not in out  # the old rendering named the answer without what it meant


def test_cli_context_sensitive_and_grouped_resamples(capsys: pytest.CaptureFixture[str]) -> None:
    (night,) = reversal_section(cli(capsys, "context_sensitive", "--generator", "default"))
    assert NIGHT_LINE.match(night), night
    assert reversal_section(cli(capsys, "resample_flipper", "--generator", "lexical")) == [
        "T0 resampled ×3 → named motorcycle"]


def test_cli_json_carries_the_new_fields(capsys: pytest.CaptureFixture[str]) -> None:
    cert = json.loads(cli(capsys, "position_biased", "--generator", "lexical", "--json"))
    assert records(cert["reversals"]) == sorted(EXPECTED["position_biased"][1])
    assert {r["inverted"] for r in cert["reversals"]} == {True, False}


def test_the_documented_examples_are_what_the_code_prints() -> None:
    text = (Path(__file__).resolve().parents[3] / "docs" / "concepts" / "reversals.md").read_text(encoding="utf-8")
    block = text.split("## How they read")[1].split("```")[1].strip().splitlines()
    produced = {*reversal_lines(certificate(position_biased)), *reversal_lines(certificate(resample_flipper)),
                *reversal_lines(certificate(context_sensitive, t2_probes=12))}
    assert block and set(block) <= produced, set(block) - produced
