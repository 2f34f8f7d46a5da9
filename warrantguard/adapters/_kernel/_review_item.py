"""What a review item holds for a withheld outcome, including one whose certification failed.

A fail-closed stakes level sends an answer to review when its certification failed (a provider
error, an answer that could not be mapped, a certificate that ran out of budget): there may be
no certificate at all. The review queue still needs one to show the reviewer the question and
the answer, so :func:`review_certificate` gives it the engine's own form for "no certificate was
formed": ``formed=False``, ``complete=False``, no tier assessed, no recommendation read, and the
reason in its rule. Nothing in it claims evidence the probes did not produce.
"""

from __future__ import annotations

import uuid

from warrantguard.adapters._kernel._outcome import Outcome, failure_question
from warrantguard.guard.spi import Certificate, Warrant

__all__ = ["review_certificate"]

_ANSWER_CHARS = 20_000  # as the engine keeps the reference answer


def review_certificate(outcome: Outcome, prompt: str, model: str) -> Certificate:
    """The certificate to queue for ``outcome`` (the answer to ``prompt`` by ``model``): its own,
    else an unformed one that records why certification failed and the answer as written."""
    if outcome.certificate is not None:
        return outcome.certificate
    question = failure_question(prompt, None, None)
    why = outcome.reason or "certification failed"
    answer = outcome.answer if len(outcome.answer) <= _ANSWER_CHARS else outcome.answer[: _ANSWER_CHARS - 1] + "…"
    return Certificate(id=uuid.uuid4().hex, formed=False, model=model, prompt=question.prompt,
                       option_a=question.option_a, option_b=question.option_b, context=question.context,
                       recommendation=None, answer=answer, warrant=Warrant.NONE, complete=False, tiers=[],
                       rule=f"{why}, so no certificate was formed",
                       notes=["certification failed: no tier was assessed; the reviewer decides on the answer alone"])
