"""The optional relation check: the generator model says how a T2/T3 probe relates to the focal prompt.

The question is the one the paper's indicator-validity study put to its raters (its
Appendix C): is the second situation narrower, broader, about as broad, related but not
nested, or undeterminable? A T2 probe is kept only when it is narrower; a T3 probe only
when it is broader or related. One call per probe, through the session (counted in the
certificate's usage and budget); a probe whose check fails or is unclear is not used.
The lexical checks run first, so a probe that addresses the answerer never gets here.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Sequence

from warrantguard.guard._errors import ProviderError
from warrantguard.guard._models import ChatRequest, ChatResponse, Purpose
from warrantguard.guard._prompts import GENERATOR_MARKER
from warrantguard.guard.probes._log import current_log
from warrantguard.guard.probes._probe import Probe
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["confirm_relations", "relation_of", "relation_request"]

Ask = Callable[[ChatRequest], Awaitable[ChatResponse]]
_CHOICES = (
    "1. Question 1 describes a narrower instance of the situation in Question 2.\n"
    "2. Question 2 describes a narrower instance of the situation in Question 1.\n"
    "3. The two questions describe situations of approximately equal breadth.\n"
    "4. The situations are related, but neither is a broader version of the other.\n"
    "5. I cannot determine the relationship."
)
_ACCEPT = {2: frozenset({2}), 3: frozenset({1, 4})}
_READ_AS = {1: "broader", 2: "narrower", 3: "about as broad", 4: "related but not nested", 5: "undeterminable"}
_WANTED = {2: "narrower", 3: "broader or related"}


def relation_request(question: PairwiseQuestion, probe: Probe) -> ChatRequest:
    """The check call for one probe (temperature 0, a one-number reply)."""
    content = (
        f"{GENERATOR_MARKER}\nCompare the situations described by two questions.\n"
        f"Question 1: \"{question.prompt}\"\nQuestion 2: \"{probe.prompt}\"\n\n"
        f"Which describes the relationship between the two situations?\n{_CHOICES}\n\n"
        "Respond with only the number."
    )
    return ChatRequest(messages=({"role": "user", "content": content},), temperature=0.0, max_tokens=8,
                       purpose=Purpose.CHECK, tier=probe.tier)


def relation_of(reply: str) -> int | None:
    """The choice (1–5) a reply names, else ``None``."""
    m = re.search(r"(?<!\d)([1-5])(?!\d)", (reply or "")[:200])
    return int(m.group(1)) if m else None


async def confirm_relations(question: PairwiseQuestion, tier: int, probes: Sequence[Probe], ask: Ask,
                            notes: list[str]) -> list[Probe]:
    """The probes the generator model confirms are ``tier``'s relation to the focal prompt."""
    results = await asyncio.gather(*(_relation(question, p, ask) for p in probes), return_exceptions=True)
    log = current_log()
    kept: list[Probe] = []
    failed: list[str] = []
    for probe, result in zip(probes, results, strict=True):
        if isinstance(result, asyncio.CancelledError) or (isinstance(result, ProviderError) and result.auth):
            raise result
        if isinstance(result, BaseException):
            failed.append(type(result).__name__)
        elif result in _ACCEPT[tier]:
            kept.append(probe)
        elif log is not None:
            seen = _READ_AS.get(result, "unclear") if result is not None else "unclear"
            log.add(probe, f"the generator model judged it {seen}, not {_WANTED[tier]}")
    if failed:
        notes.append(f"{len(failed)} relation checks failed ({', '.join(sorted(set(failed)))}); "
                     "those probes were not used")
    return kept


async def _relation(question: PairwiseQuestion, probe: Probe, ask: Ask) -> int | None:
    response = await ask(relation_request(question, probe))
    return relation_of(response.texts[0] if response.texts else "")
