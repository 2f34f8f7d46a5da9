"""The probes of each tier: the caller's, then the generator's, validated and capped.

Generated probes are untrusted input: they are validated (:func:`validate_probes`),
at most the planned number is kept per tier, and the generator gets a bounded number
of calls per tier, so no generator can make a certificate run away.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from ._errors import BudgetExceeded, ProviderError
from ._generators import validate_probes
from ._models import ChatModel, ChatRequest, ChatResponse
from ._probes import Probe, ProbeKind
from ._question import PairwiseQuestion
from ._settings import CertificateSettings

__all__ = ["TierProbes"]

AskModel = Callable[[ChatModel, ChatRequest], Awaitable[ChatResponse]]
_STRUCTURAL = (ProbeKind.PERMUTATION.value, ProbeKind.INVERSION.value, ProbeKind.PERMUTED_INVERSION.value)
_CALLS_PER_PROBE = 2  # generator calls allowed per wanted probe (plus a few), per tier
_CALLS_SPARE = 4


class TierProbes:
    """Generates, validates, caps and hands out the probes of tiers 1–3."""

    def __init__(self, question: PairwiseQuestion, generator: Any, model: ChatModel | None,
                 settings: CertificateSettings, user_probes: Sequence[Probe], ask: AskModel) -> None:
        self.q, self.generator, self.model, self.settings = question, generator, model, settings
        self.user = list(user_probes)
        self.ask = ask
        self.by_tier: dict[int, list[Probe]] = {}
        self._resample = Probe.model_construct(tier=0, prompt=question.prompt, inverted=False,
                                               kind=ProbeKind.RESAMPLE.value, context=question.context,
                                               source="focal")

    def wanted(self, tier: int) -> int:
        """Generated probes wanted for ``tier`` (T1: paraphrases, besides the structural three)."""
        s = self.settings
        return {1: s.t1_paraphrases, 2: s.t2_probes, 3: s.t3_probes}[tier]

    def nominal(self, tier: int) -> int:
        """The probes ``tier`` would plan before generation: the caller's plus those asked for."""
        if tier == 0:
            return self.settings.t0_samples
        asked = (self.wanted(tier) + (3 if tier == 1 else 0)) if self.generator is not None else 0
        return sum(p.tier == tier for p in self.user) + asked

    def resample(self) -> Probe:
        """The T0 probe: the unchanged prompt."""
        return self._resample

    def get(self, tier: int, slot: int) -> Probe:
        """The probe in ``slot`` of ``tier``."""
        return self.by_tier[tier][slot]

    async def generate(self, tier: int) -> tuple[list[Probe], list[str]]:
        """The tier's probes (the caller's first) and notes on what went wrong."""
        notes: list[str] = []
        mine = validate_probes(self.q, [p for p in self.user if p.tier == tier])
        made: list[Probe] = []
        if self.generator is not None:
            try:
                made = await self._generated(tier)
            except ProviderError as exc:
                if exc.auth:
                    raise
                notes.append(f"generation stopped: {exc}")
            except BudgetExceeded as exc:
                notes.append(f"generation stopped: {exc}")
            except Exception as exc:  # a generator's defect ends its tier, never the certificate
                notes.append(f"the generator failed: {type(exc).__name__}")
        probes = [*mine, *self._capped(tier, validate_probes(self.q, _probes_only(made), mine))]
        self.by_tier[tier] = probes
        return probes, notes

    async def _generated(self, tier: int) -> list[Any]:
        count = self.wanted(tier)
        limit = _CALLS_PER_PROBE * (count + 3) + _CALLS_SPARE
        ask = _bounded(functools.partial(self.ask, self.model), limit, tier) if self.model is not None else None
        made = await self.generator.generate(self.q, tier, count, ask)
        return list(made) if isinstance(made, list | tuple) else []

    def _capped(self, tier: int, probes: list[Probe]) -> list[Probe]:
        """At most one of each structural kind and ``wanted`` others, in the generator's order."""
        count = self.wanted(tier)
        out: list[Probe] = []
        kinds: set[str] = set()
        others = 0
        for p in probes:
            probe = replace_tier(p, tier)
            if tier == 1 and probe.kind in _STRUCTURAL:
                if probe.kind not in kinds:
                    kinds.add(probe.kind)
                    out.append(probe)
            elif others < count:
                others += 1
                out.append(probe)
        return out


def replace_tier(probe: Probe, tier: int) -> Probe:
    """The probe, filed under ``tier`` (a generator may not move probes between tiers)."""
    return probe if probe.tier == tier else probe.model_copy(update={"tier": tier})


def _probes_only(items: Sequence[Any]) -> list[Probe]:
    return [p for p in items if isinstance(p, Probe)]


def _bounded(ask: Callable[[ChatRequest], Awaitable[ChatResponse]], limit: int,
             tier: int) -> Callable[[ChatRequest], Awaitable[ChatResponse]]:
    calls = 0

    async def bounded(request: ChatRequest) -> ChatResponse:
        nonlocal calls
        calls += 1
        if calls > limit:
            raise BudgetExceeded(f"the generator used its {limit} calls for T{tier}")
        return await ask(replace(request, tier=tier))

    return bounded
