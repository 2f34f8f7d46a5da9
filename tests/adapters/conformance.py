"""Cross-adapter conformance: the same scripted scenarios through every adapter.

A :class:`Scenario` plants a preference in a scripted model, picks a stakes level of
the shared :data:`POLICY` and states what must come out: the warrant tier, the policy
action and the status word (LiteLLM's vocabulary: ``success``,
``guardrail_intervened``, ``guardrail_failed_to_respond``, ``not_run``).

To add an adapter, write a runner: any object with a ``name`` and
``run(scenario) -> RunResult``, where ``RunResult`` is ``(status, payload, content)``:

* ``status``: the status word the adapter reported;
* ``payload``: the ``warrant`` JSON object it attached (see
  ``warrantguard.adapters._kernel.warrant_payload``), ``{}`` if it attached none;
* ``content``: the text the caller received (the model's own answer, or the withheld
  notice), or ``None`` when the adapter has no answer to return (a block raised).

Inside ``run``:

* the *reference answer* (what the model said to the user) is ``scenario.answer``;
  adapters that make a real call get it by mocking that call with it (for litellm:
  ``mock_response=scenario.answer``);
* the *probes* must be answered by ``scenario.model()`` (a fresh scripted model and a
  plain callable ``fn(messages, *, temperature) -> str``), or, for adapters whose focal
  model is a prompt function, by ``scenario.prompt_fn()``; the simplest way is
  ``scenario.guard()``, a Guard with that model, the lexical generator and the policy;
* the caller's opt-in is ``scenario.warrant`` (``{"stakes": ...}``), the prompt is
  ``scenario.prompt``.

Then ``check(scenario, result)`` asserts the expectations and that the certificate
and decision equal those of the reference path (``Guard.certify`` with the same answer).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from warrantguard import Guard, WarrantBlocked
from warrantguard.adapters._kernel import (
    FAILED,
    INTERVENED,
    NOT_RUN,
    SUCCESS,
    WarrantRequest,
    certify_answer,
    warrant_payload,
)
from warrantguard.guard import MemoryCertificateStore, StoredCertificate, run_sync
from warrantguard.guard.spi import MAPPING_MARKER
from warrantguard.policies import StakesPolicy, StakesRule
from warrantguard.testing import ScriptedModel

__all__ = [
    "POLICY", "QUESTION", "SCENARIOS", "AuthenticationError", "PrimedStore", "RunResult", "Runner", "Scenario",
    "blocked_result", "check", "reference", "signature",
]

QUESTION = "Which is safer to travel by, motorcycle or train?"
POLICY = StakesPolicy()
# A rule makes the question critical (issue 22: an answer that cannot be mapped must not slip past it).
KEYWORD_POLICY = StakesPolicy(rules=[StakesRule(name="vehicles", stakes="critical", keywords=["motorcycle"])])
# What a call costs (issue 23): a level outside every sample, and one in monitor mode.
ECONOMY_POLICY = StakesPolicy.model_validate({"levels": {"sampled": {"rank": 5, "sample": 0, "min_warrant": "none"},
                                                         "monitored": {"rank": 6, "mode": "monitor",
                                                                       "min_warrant": "none"},
                                                         "reusable": {"rank": 4, "reuse": "7d",
                                                                      "min_warrant": "none"}}})


class AuthenticationError(Exception):
    """A non-retryable provider error (the engine does not retry it)."""


UNMAPPED = "I'd go with the train: it is much safer."


class RunResult(NamedTuple):
    """What an adapter returned for one scenario."""

    status: str
    payload: dict[str, Any]
    content: str | None


class Runner(Protocol):
    """Runs a scenario through one adapter."""

    name: str

    def run(self, scenario: Scenario) -> RunResult:
        """Run ``scenario`` and report what the adapter returned."""
        ...


class ScenarioModel:
    """A scripted model that also answers the plain user prompt (the reference answer),
    raises a non-retryable provider error on sampled probes when ``fail``, and answers the
    question mapping a free-text answer with ``scenario.mapping`` when set (every time: re-asked
    with the reminder, it says the same)."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.scripted = ScriptedModel(scenario.prefer, reversals=scenario.reversals)
        self.name = "scenario"

    def __call__(self, messages: list[dict[str, str]], *, temperature: float = 0.0) -> str:
        if self.scenario.fail and temperature > 0:
            raise AuthenticationError("401 invalid api key")
        if len(messages) == 1 and messages[0]["content"] == self.scenario.prompt:
            return self.scenario.answer
        if self.scenario.mapping is not None and any(MAPPING_MARKER in m["content"] for m in messages):
            return self.scenario.mapping
        return self.scripted(messages, temperature=temperature)


@dataclass(frozen=True)
class Scenario:
    """One planted situation and what every adapter must report for it."""

    name: str
    status: str
    tier: str | None = None
    action: str | None = None
    stakes: str | None = None
    reversals: Mapping[str, str] = field(default_factory=dict)
    prompt: str = QUESTION
    answer: str = "train"
    prefer: str = "train"
    fail: bool = False
    mapping: str | None = None
    policy: StakesPolicy = POLICY
    certification: str | None = None

    @property
    def withheld(self) -> bool:
        """Whether the caller must receive the withheld notice instead of the answer."""
        return self.action in ("review", "block")

    @property
    def warrant(self) -> dict[str, Any]:
        """The caller's opt-in object (``warrant=`` / ``extra_body={"warrant": ...}``)."""
        return {"stakes": self.stakes} if self.stakes else {}

    def model(self) -> ScenarioModel:
        """A fresh scripted model, a plain callable ``fn(messages, *, temperature)``."""
        return ScenarioModel(self)

    def guard(self, focal: Any = None) -> Guard:
        """A Guard on ``focal`` (default: :meth:`model`) with the lexical generator and the policy.

        ``exhaustive=True`` runs every probe, so that tiers after the deciding one do not
        depend on the timing of cancellation. A ``reused`` scenario's Guard keeps its certificates
        in a :class:`PrimedStore` (each Guard its own: nothing leaks into other scenarios)."""
        store = PrimedStore(self) if self.certification == "reused" else MemoryCertificateStore()
        return Guard(focal if focal is not None else self.model(), generator="lexical", policy=self.policy,
                     exhaustive=True, certificates=store)

    def prompt_fn(self) -> Any:
        """The model as ``fn(prompt: str, *, temperature=0.0) -> str`` (decorator form).

        Understands the decorator's rendering of a multi-turn probe (the confidence or the
        answer-mapping follow-up appended as ``Assistant:``/``User:`` paragraphs)."""
        model = self.model()

        def ask(prompt: str, *, temperature: float = 0.0) -> str:
            if "\n\nAssistant: " in prompt and "\n\nUser: " in prompt:  # a rendered follow-up turn
                body, question = prompt.rsplit("\n\nUser: ", 1)
                head = body.rsplit("\n\nAssistant: ", 1)
                return model([{"role": "user", "content": head[0]}, {"role": "assistant", "content": head[-1]},
                              {"role": "user", "content": question}], temperature=temperature)
            return model([{"role": "user", "content": prompt}], temperature=temperature)

        ask.__qualname__ = f"scenario_{self.name}"
        return ask


class PrimedStore:
    """A certificate store that already holds the scenario's certificate, certified an hour ago under
    another request, whatever the key (each adapter's focal model has its own identity): every
    adapter's first call finds it, as a second call of the question would. Nothing is stored."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario

    async def get(self, key: str) -> StoredCertificate | None:
        """The earlier certificate (computed once per scenario, without reuse)."""
        if self.scenario.name not in _PRIMED:
            fresh = dataclasses.replace(self.scenario, certification=None)
            result = await fresh.guard().acertify(fresh.prompt, answer=fresh.answer, stakes=fresh.stakes)
            assert result.certification == "certified" and result.certificate.formed
            _PRIMED[self.scenario.name] = StoredCertificate(result.certificate, time.time() - 3600)
        return _PRIMED[self.scenario.name]

    async def put(self, key: str, entry: StoredCertificate, lifetime: float) -> None:
        """Nothing is stored (the primed entry stays what every call finds)."""

    async def delete(self, key: str) -> None:
        """Nothing to forget."""

    async def clear(self) -> int:
        """Nothing to forget."""
        return 0


_PRIMED: dict[str, StoredCertificate] = {}


SCENARIOS: tuple[Scenario, ...] = (
    Scenario("strong-allow", SUCCESS, "Strong Warrant", "allow", "medium", certification="certified"),
    Scenario("basic-allow", SUCCESS, "Basic Warrant", "allow", "medium", {"in general": "motorcycle"}),
    Scenario("conditional-annotate", SUCCESS, "Conditional Warrant", "annotate", "medium",
             {"in bad weather": "motorcycle"}),
    Scenario("none-review", INTERVENED, "No Warrant", "review", "high", {"journey": "motorcycle"}),
    Scenario("conditional-block", INTERVENED, "Conditional Warrant", "block", "critical",
             {"in bad weather": "motorcycle"}),
    Scenario("not-pairwise", NOT_RUN, prompt="What is the capital of France?", answer="Paris."),
    Scenario("full-sentence", SUCCESS, "Strong Warrant", "allow", "medium",
             answer="I'd recommend the train: it is far safer than a motorcycle."),
    Scenario("full-sentence-review", INTERVENED, "No Warrant", "review", "high", {"journey": "motorcycle"},
             answer="Definitely not the motorcycle; go by train."),
    Scenario("it-depends", NOT_RUN, stakes="high", answer="It depends on your needs and the distance."),
    Scenario("provider-failure", FAILED, stakes="medium", fail=True, certification="failed_open"),
    Scenario("failed-withheld", INTERVENED, action="review", stakes="high", fail=True,
             certification="failed_withheld"),
    # issue 22: the answer names an option, but the mapping question gets prose or "neither": the
    # critical level's fail-closed action (block), never a silent pass; whole and streamed (0 released)
    Scenario("unmapped-prose-critical", INTERVENED, action="block", stakes="critical", answer=UNMAPPED,
             mapping="The train, as I said above."),
    Scenario("unmapped-neither-critical", INTERVENED, action="block", stakes="critical", answer=UNMAPPED,
             mapping="neither"),
    Scenario("unmapped-prose-keyword", INTERVENED, action="block", answer=UNMAPPED,
             mapping="The train, as I said above.", policy=KEYWORD_POLICY),
    Scenario("unmapped-neither-keyword", INTERVENED, action="block", answer=UNMAPPED, mapping="neither",
             policy=KEYWORD_POLICY),
    Scenario("sampled-out", NOT_RUN, stakes="sampled", policy=ECONOMY_POLICY, certification="sampled_out"),
    Scenario("monitor", NOT_RUN, stakes="monitored", policy=ECONOMY_POLICY, certification="monitor"),
    Scenario("reused", SUCCESS, "Strong Warrant", "allow", "reusable", policy=ECONOMY_POLICY, certification="reused"),
    Scenario("contrastive", SUCCESS, "Strong Warrant", "allow", "medium",
             answer="The safer option is the train rather than the motorcycle."),
)


UNMAPPED_SCENARIOS = tuple(s for s in SCENARIOS if s.name.startswith("unmapped-"))


def signature(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The parts of a ``warrant`` payload every adapter must agree on (ids excluded)."""
    keys = ("status", "tier", "warrant", "complete", "rule", "recommendation", "tiers", "reversals",
            "confidence", "belief", "belief_action_consistent")
    out = {k: payload.get(k) for k in keys}
    decision = dict(payload.get("decision") or {})
    decision.pop("review_id", None)
    out["decision"] = decision or None
    return out


def reference(scenario: Scenario) -> dict[str, Any]:
    """The signature of the reference path: ``Guard.acertify`` through ``certify_answer``."""
    if scenario.name not in _REFERENCE:
        outcome = run_sync(certify_answer(scenario.guard(), scenario.prompt, scenario.answer,
                                           _request(scenario)))
        _REFERENCE[scenario.name] = signature(outcome.payload)
    return _REFERENCE[scenario.name]


_REFERENCE: dict[str, dict[str, Any]] = {}


def _request(scenario: Scenario) -> WarrantRequest:
    return WarrantRequest.from_json(scenario.warrant)


def check(scenario: Scenario, result: RunResult, *, same_evidence: bool = True) -> None:
    """Assert the scenario's expectations and agreement with the reference path (``same_evidence``:
    also the same probes per tier; not for a starved budget, where which probes got the last calls
    depends on when the adapter hands the answer in)."""
    assert result.status == scenario.status, (result.status, result.payload.get("reason"))
    assert result.payload.get("status") == scenario.status
    assert result.payload.get("tier") == scenario.tier
    if scenario.certification is not None:
        assert result.payload.get("certification") == scenario.certification
    if scenario.certification == "reused":  # marked everywhere: the original certificate and when it was made
        assert result.payload.get("reused") is True
        assert result.payload.get("original_id") == result.payload.get("certificate_id") is not None
        assert isinstance(result.payload.get("certified_at"), float)
    assert ((result.payload.get("decision") or {}).get("action")) == scenario.action
    if result.content is not None:
        expected_withheld = scenario.withheld
        assert (result.content != scenario.answer) == expected_withheld, result.content
        if expected_withheld:
            assert "withheld" in result.content
    mine, theirs = dict(signature(result.payload)), dict(reference(scenario))  # the reference is cached: copy
    if not same_evidence:
        for sig in (mine, theirs):
            sig["tiers"] = [(t["tier"], t["status"]) for t in sig["tiers"] or []]
    assert mine == theirs


def blocked_result(exc: WarrantBlocked) -> RunResult:
    """The :class:`RunResult` of an adapter that raised :class:`WarrantBlocked`."""
    return RunResult(INTERVENED, warrant_payload(exc.certificate, exc.decision, INTERVENED, str(exc)), None)

