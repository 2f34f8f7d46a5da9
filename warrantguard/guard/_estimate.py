"""Plan a certificate before running it: calls and, for priced models, expected cost."""

from __future__ import annotations

from pydantic import BaseModel

from warrantguard.guard._models import ChatModel
from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["Estimate", "estimate_plan"]

_ANSWER_OVERHEAD_TOKENS = 40
_ANSWER_COMPLETION_TOKENS = 4
_GENERATOR_COMPLETION_TOKENS = 60  # per probe written


class Estimate(BaseModel):
    """Planned calls by part (the most a certificate will make) and the expected cost.

    ``cost`` is ``None`` when the model has no price in litellm's tables.
    """

    calls: int
    focal_calls: int
    generator_calls: int
    prompt_tokens: int
    completion_tokens: int
    cost: float | None


def estimate_plan(question: PairwiseQuestion, focal: ChatModel, generator: ChatModel | None,
                  settings: CertificateSettings) -> Estimate:
    """Upper-bound plan for ``exhaustive`` runs without retries (early stops only save)."""
    t0 = 1 if focal.capabilities.samples else settings.t0_samples
    probes = sum(n for tier, n in settings.planned().items() if tier > 0)
    focal_calls = 1 + t0 + probes + int(settings.confidence) + int(settings.belief)
    generator_calls = 3 if generator is not None else 0
    per_prompt = len(question.prompt) // 4 + _ANSWER_OVERHEAD_TOKENS
    prompt_tokens = focal_calls * per_prompt + generator_calls * (per_prompt + 120)
    completion = (focal_calls + settings.t0_samples - t0) * _ANSWER_COMPLETION_TOKENS
    completion += generator_calls and _GENERATOR_COMPLETION_TOKENS * probes
    return Estimate(calls=focal_calls + generator_calls, focal_calls=focal_calls,
                    generator_calls=generator_calls, prompt_tokens=prompt_tokens,
                    completion_tokens=completion, cost=focal.capabilities.cost(prompt_tokens, completion))
