"""The certificates of a fixed set of questions, as plain data, for the golden identity test.

``python -m tests.guard.engine.golden_cases --record`` writes them to
``golden_certificates.json`` (recorded on the engine before the speed work of issue 23,
item 6); the test compares the engine's certificates with it field by field. A certificate
depends only on the model's answers, so everything but its id and wall seconds must match.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from warrantguard import Guard, LLMGenerator
from warrantguard.testing import ScriptedModel

GOLDEN = Path(__file__).with_name("golden_certificates.json")
_VOLATILE = ("id", "seconds")  # a fresh uuid and the wall time: the only fields allowed to differ
_LONG = 200  # longer strings are stored as their length and SHA-256 (the file stays small)

_PARAPHRASES = ["For {ctx}, which is better, {a} or {b}?", "Which one is better for {ctx}, {a} or {b}?",
                "Which would be better for {ctx}, {a} or {b}?", "Which is the better pick for {ctx}, {a} or {b}?"]
_QUALIFIERS = ["with young children", "on a tight budget", "in bad weather", "for a first-timer",
               "over a long distance", "in an emergency", "in a large city", "in a rural area"]
_FRAMES = ["in general", "in most situations", "for most people", "across a wide range of circumstances",
           "in everyday life", "over the long term", "in similar decisions", "anywhere in the world"]


def _generated(a: str, b: str, ctx: str) -> dict[int, list[str]]:
    return {1: [p.format(ctx=ctx, a=a, b=b) for p in _PARAPHRASES],
            2: [f"Which is better for {ctx} {q}, {a} or {b}?" for q in _QUALIFIERS],
            3: [f"Which is better for {ctx}, {a} or {b}, {f}?" for f in _FRAMES]}


def _long(size: int) -> str:
    return ("a or b, " * (size // 8 + 1))[:size]


def cases() -> list[dict[str, Any]]:
    """Named cases: a question, the planted model and the guard's settings."""
    train = "Which is better for commuting, the train or the car?"
    gen = _generated("tea", "coffee", "a morning")
    llm_q = "Which is better for a morning, tea or coffee?"
    out: list[dict[str, Any]] = []
    for strategy in ("fast", "frugal", "exhaustive"):
        out += [
            {"name": f"lexical-strong-{strategy}", "prompt": train, "options": ["the train", "the car"],
             "model": {"prefer": "the train"}, "generator": "lexical", "strategy": strategy},
            {"name": f"lexical-position-{strategy}", "prompt": train, "options": ["the train", "the car"],
             "model": {"prefer": "the car", "position_bias": "first"}, "generator": "lexical",
             "strategy": strategy},
            {"name": f"lexical-valence-{strategy}", "prompt": "Is it safer to cycle or to walk to school?",
             "options": ["cycle", "walk"], "model": {"prefer": "walk", "ignores_valence": True},
             "generator": "lexical", "strategy": strategy},
            {"name": f"llm-strong-{strategy}", "prompt": llm_q, "options": None,
             "model": {"prefer": "coffee", "generator_probes": gen}, "generator": "llm", "strategy": strategy},
            {"name": f"llm-conditional-{strategy}", "prompt": llm_q, "options": None,
             "model": {"prefer": "coffee", "generator_probes": gen,
                       "reversals": {_QUALIFIERS[1]: "tea", _QUALIFIERS[5]: "tea"}},
             "generator": "llm", "strategy": strategy},
            {"name": f"llm-basic-{strategy}", "prompt": llm_q, "options": None,
             "model": {"prefer": "coffee", "generator_probes": gen, "reversals": {_FRAMES[2]: "tea"}},
             "generator": "llm", "strategy": strategy},
        ]
    for size in (1000, 4096, 20000):
        out.append({"name": f"long-{size}", "prompt": _long(size), "options": ["a", "b"],
                    "model": {"prefer": "a", "position_bias": "first", "name": "position-biased"},
                    "generator": "lexical", "strategy": "fast"})
    out.append({"name": "long-20000-steady", "prompt": _long(20000), "options": ["a", "b"],
                "model": {"prefer": "b"}, "generator": "lexical", "strategy": "exhaustive"})
    return out


async def certify(case: dict[str, Any]) -> dict[str, Any]:
    """The case's certificate as plain data, without its volatile fields."""
    model = ScriptedModel(**case["model"])
    generator: Any = LLMGenerator(lexical_fill=False) if case["generator"] == "llm" else "lexical"
    strategy = case["strategy"]
    settings: dict[str, Any] = {"strategy": "fast" if strategy == "exhaustive" else strategy,
                                "exhaustive": strategy == "exhaustive"}
    guard = Guard(model, generator=generator, **settings)
    kwargs = {"options": case["options"]} if case["options"] else {}
    cert = (await guard.acheck(case["prompt"], **kwargs)).certificate
    data = cert.model_dump(mode="json")
    if strategy != "exhaustive":  # calls cancelled in flight are counted: a cost, not evidence
        data.pop("usage")
    return strip(data)


def strip(data: Any) -> Any:
    """``data`` without the volatile keys, at any depth."""
    if isinstance(data, dict):
        return {k: strip(v) for k, v in data.items() if k not in _VOLATILE}
    if isinstance(data, list):
        return [strip(v) for v in data]
    if isinstance(data, str) and len(data) > _LONG:
        return f"{len(data)} chars, sha256 {hashlib.sha256(data.encode()).hexdigest()}"
    return data


async def _all() -> dict[str, Any]:
    return {case["name"]: await certify(case) for case in cases()}


if __name__ == "__main__":
    result = asyncio.run(_all())
    if "--record" in sys.argv:
        GOLDEN.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    else:
        print(json.dumps(result, sort_keys=True)[:2000])
