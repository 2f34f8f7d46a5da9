"""What :meth:`Guard.acheck` needs for a plan that reuses, samples or monitors.

Each of these decides from the call's own answer. A caller of ``acheck`` without an answer
(``Guard.check(prompt)``) gets it first: the focal model's answer to the question, asked as the
certificate's reference is asked (:func:`own_answer_request`); the certificate is then formed on
that answer (check-only), exactly as for a caller who brought it. In monitor mode the call returns
at once with :func:`monitor_result` and the certificate runs in the bounded background runner.
"""

from __future__ import annotations

import hashlib

from warrantguard.guard._models import ChatRequest, Purpose
from warrantguard.guard._oversight import CallPlan
from warrantguard.guard._prompts import answer_instruction
from warrantguard.guard._result import CheckResult
from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard.engine import Certificate, Warrant, listing_order
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["economical", "monitor_result", "own_answer_request"]

MONITOR_RULE = "monitor mode: the answer was released unchanged; its certificate runs in the background"


def economical(plan: CallPlan | None) -> bool:
    """Does the plan reuse, sample or monitor (and so need the call's answer before certifying)?"""
    return plan is not None and (plan.reuse > 0 or plan.sample < 1 or plan.mode == "monitor")


def own_answer_request(question: PairwiseQuestion, cfg: CertificateSettings) -> ChatRequest:
    """The request for the focal model's own answer: the certificate's reference request."""
    first, second = listing_order(question.prompt, question)
    content = answer_instruction(question.prompt, first, second)
    return ChatRequest(messages=({"role": "user", "content": content},), temperature=0.0, choices=(first, second),
                       max_tokens=cfg.answer_max_tokens, seed=cfg.seed, purpose=Purpose.ANSWER)


def monitor_result(question: PairwiseQuestion, model: str, answer: str) -> CheckResult:
    """The result returned at once in monitor mode: the answer passes as written; the certificate
    (unformed here, saying why) is the background one's business."""
    digest = hashlib.sha256(f"{question.prompt}\x00{answer}".encode()).hexdigest()[:16]
    certificate = Certificate(
        id="monitor-" + digest, formed=False, model=model, prompt=question.prompt, option_a=question.option_a,
        option_b=question.option_b, context=question.context, recommendation=None, answer=answer[:20_000],
        warrant=Warrant.NONE, complete=False, tiers=[], rule=MONITOR_RULE,
    )
    return CheckResult(None, certificate, None, answer, certification="monitor")
