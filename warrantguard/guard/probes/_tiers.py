"""The probes of each tier: the caller's, then the generator's, validated and capped.

Generated probes are untrusted input: at most a bounded number of them is looked at, each
is validated (:func:`validate_probes`: what it is, its kind and context, are read from its
own text; a generator's claim to be the caller is not believed), at most the planned
number is kept per tier, and the generator gets a bounded number of calls per tier, so no
generator can make a certificate run away. Rejected probes are named in the tier's notes.
A generator with ``check_relations`` also has each kept T2/T3 probe's relation to the focal
prompt confirmed by its model (:mod:`._relation`), one call per probe.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from warrantguard.guard._errors import BudgetExceeded, ProviderError
from warrantguard.guard._models import ChatModel, ChatRequest, ChatResponse
from warrantguard.guard._settings import STRUCTURAL_T1_PROBES, CertificateSettings
from warrantguard.guard.probes._generators import avalidate_probes
from warrantguard.guard.probes._log import RejectionLog, collecting
from warrantguard.guard.probes._probe import Probe, ProbeKind, updated
from warrantguard.guard.probes._relation import confirm_relations
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["TierProbes"]

AskModel = Callable[[ChatModel, ChatRequest], Awaitable[ChatResponse]]
Early = Callable[[list[Probe]], None]  # takes a tier's first probes (vetted, capped) to run them now
_STRUCTURAL = (ProbeKind.PERMUTATION.value, ProbeKind.INVERSION.value, ProbeKind.PERMUTED_INVERSION.value)
_CALLS_PER_PROBE = 2  # generator calls allowed per wanted probe (plus a few), per tier
_CALLS_SPARE = 4
_CANDIDATES_PER_PROBE = 4  # generated probes looked at per wanted probe (plus a few), per tier
_CANDIDATES_SPARE = 16
_SOURCE = re.compile(r"[a-z][a-z0-9_.-]{0,30}")
_NOT_GENERATED = ("user", "focal")  # sources a generator may not claim


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
        structural = STRUCTURAL_T1_PROBES if tier == 1 else 0
        asked = self.wanted(tier) + structural if self.generator is not None else 0
        return sum(p.tier == tier for p in self.user) + asked

    def resample(self) -> Probe:
        """The T0 probe: the unchanged prompt."""
        return self._resample

    def get(self, tier: int, slot: int) -> Probe:
        """The probe in ``slot`` of ``tier``."""
        return self.by_tier[tier][slot]

    async def generate(self, tier: int, early: Early | None = None) -> tuple[list[Probe], list[str]]:
        """The tier's probes (the caller's first) and notes on what went wrong or was rejected.
        A generator that writes in rounds (``early_probes``) may hand over its first round's probes
        before asking for more: they are vetted and capped exactly as the final ones (a prefix of
        them, since both steps keep a probe or not in order) and passed to ``early`` to run now."""
        notes: list[str] = []
        with collecting(RejectionLog(self.q)) as log:
            mine = await avalidate_probes(self.q, [p for p in self.user if p.tier == tier])
            made: list[Probe] = []
            if self.generator is not None:
                made = await self._made(tier, notes, self._first_round(tier, mine, early))
            kept = self._capped(tier, await avalidate_probes(self.q, made, mine))
            if kept and tier in (2, 3) and getattr(self.generator, "check_relations", False) and self.model:
                kept = await confirm_relations(self.q, tier, kept, self._checker(tier, len(kept)), notes)
        probes = [*mine, *kept]
        self.by_tier[tier] = probes
        return probes, [*notes, *log.notes()]

    def _first_round(self, tier: int, mine: list[Probe], early: Early | None) -> Callable[..., Awaitable[None]] | None:
        """What the generator calls with its first round's probes, or ``None`` (no ``early``, a
        generator without rounds, or T2/T3 probes whose relations its model must confirm first)."""
        if early is None or not getattr(self.generator, "early_probes", False) or (
                tier in (2, 3) and getattr(self.generator, "check_relations", False)):
            return None

        async def handed(found: Sequence[Any]) -> None:
            made = [_untrusted(p, tier) for p in _probes_only(found[: self._limit(tier)])]
            with collecting(RejectionLog(self.q)):  # the tier's own log reads the final pass only
                kept = self._capped(tier, await avalidate_probes(self.q, made, mine))
            self.by_tier[tier] = [*mine, *kept]
            early(list(self.by_tier[tier]))

        return handed

    def _limit(self, tier: int) -> int:
        return _CANDIDATES_PER_PROBE * (self.wanted(tier) + STRUCTURAL_T1_PROBES) + _CANDIDATES_SPARE

    async def _made(self, tier: int, notes: list[str], first: Callable[..., Awaitable[None]] | None) -> list[Probe]:
        """The generator's probes, untrusted: at most a bounded number, filed under ``tier``."""
        try:
            raw = await self._generated(tier, first)
        except ProviderError as exc:
            if exc.auth:
                raise
            notes.append(f"generation stopped: {exc}")
            return []
        except BudgetExceeded as exc:
            notes.append(f"generation stopped: {exc}")
            return []
        except Exception as exc:  # a generator's defect ends its tier, never the certificate
            notes.append(f"the generator failed: {type(exc).__name__}")
            return []
        limit = self._limit(tier)
        if len(raw) > limit:
            notes.append(f"the generator returned {len(raw)} probes; only the first {limit} were looked at")
        return [_untrusted(p, tier) for p in _probes_only(raw[:limit])]

    def _checker(self, tier: int, count: int) -> Callable[[ChatRequest], Awaitable[ChatResponse]]:
        assert self.model is not None
        return _bounded(functools.partial(self.ask, self.model), count, tier)

    async def _generated(self, tier: int, first: Callable[..., Awaitable[None]] | None) -> Sequence[Any]:
        count = self.wanted(tier)
        limit = _CALLS_PER_PROBE * (count + STRUCTURAL_T1_PROBES) + _CALLS_SPARE
        ask = _bounded(functools.partial(self.ask, self.model), limit, tier) if self.model is not None else None
        extra = {"early": first} if first is not None else {}
        made = await self.generator.generate(self.q, tier, count, ask, **extra)
        return made if isinstance(made, list | tuple) else []

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
    return probe if probe.tier == tier else updated(probe, {"tier": tier})


def _probes_only(items: Sequence[Any]) -> list[Probe]:
    return [p for p in items if isinstance(p, Probe)]


def _untrusted(probe: Probe, tier: int) -> Probe:
    """A generated probe filed under ``tier``, its source a plain name that is not the caller's."""
    source = probe.source if isinstance(probe.source, str) and _SOURCE.fullmatch(probe.source) else "generator"
    source = "generator" if source in _NOT_GENERATED else source
    if type(probe.tier) is int and probe.tier == tier and probe.source is source:
        return probe  # already filed so (a generator's own vetted probe)
    return updated(probe, {"tier": tier, "source": source})


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
