"""The adapters' kernel: what every integration does with a chat request, in one place.

* **plan** a request: is it to be certified (the caller's ``warrant`` opt-in, or a pairwise
  question the heuristics recognise), with which options, context and stakes (:mod:`._request`);
* **start** its certification when the request arrives (:class:`Certification`), so probe
  generation and the probes run while the upstream writes the answer
  (:meth:`~warrantguard.Guard.aprepare`); **finish** it with the answers (:mod:`._certification`);
* one rule for ``n > 1``: every choice is certified (the same text once), each choice is
  withheld on its own (:func:`withhold_choices`, response objects and dicts alike);
* **build** the Guard for a call from the adapter's configuration (:class:`GuardSource`, a
  policy and review queue given as paths loaded by :func:`policy_from` and :func:`review_queue_from`);
* one status vocabulary and one ``warrant`` payload (:mod:`warrantguard.adapters._kernel._outcome`),
  its headers (:func:`warrant_headers`); ``certification`` says what happened (certified, reused,
  sampled_out, monitor, failed_open, failed_withheld, not_run);
* monitor mode: the Guard releases the answer at once (``certification`` ``monitor``) and runs its
  certificate in the engine's bounded background runner, one per event loop (:func:`monitor_runner`;
  an app's shutdown calls :func:`close_monitor`);
* one way to **stream** a certified answer: a finished answer as frames
  (:func:`answer_replay`, :mod:`._finished_stream`), a buffered provider stream replayed with
  the withheld choices' notice and the warrant in their places (:func:`replay_buffered`,
  :mod:`._buffered_stream`).

Adapters translate their framework's types to and from these and raise once, in their idiom.
"""

from __future__ import annotations

from warrantguard.adapters._kernel._allowlist import ALLOWED_FIELDS, CHAT_COMPLETION_FIELDS, disallowed_field
from warrantguard.adapters._kernel._buffered_stream import ChunkKind, replay_buffered
from warrantguard.adapters._kernel._certification import Certification, Pending, certify_answer
from warrantguard.adapters._kernel._choices import choices_payload, warrant_headers, withhold_choices
from warrantguard.adapters._kernel._decorator import (
    OnBlock,
    Recommendation,
    RecommendationDecorator,
    focal_guard,
    messages_to_prompt,
    recommendation,
)
from warrantguard.adapters._kernel._finished_stream import (
    AnswerReplay,
    ContentFrame,
    FinishFrame,
    Frame,
    Piece,
    ReplayChoice,
    UsageFrame,
    answer_replay,
    whole,
    words,
)
from warrantguard.adapters._kernel._litellm_responses import (
    CertifiedStream,
    attach,
    choice_texts,
    response_text,
    text_response,
)
from warrantguard.adapters._kernel._outcome import (
    CERTIFICATIONS,
    FAILED,
    INTERVENED,
    MONITOR,
    NOT_RUN,
    SUCCESS,
    Outcome,
    outcome_of,
    warrant_payload,
    withheld_text,
)
from warrantguard.adapters._kernel._request import WarrantRequest, last_user_text, plan_certification
from warrantguard.adapters._kernel._review_item import review_certificate
from warrantguard.adapters._kernel._source import GuardSource, policy_from, review_queue_from
from warrantguard.guard import MonitorRunner, close_monitor, monitor_runner  # one runner per loop, in the engine

__all__ = [
    "ALLOWED_FIELDS",
    "CERTIFICATIONS",
    "CHAT_COMPLETION_FIELDS",
    "FAILED",
    "INTERVENED",
    "MONITOR",
    "NOT_RUN",
    "SUCCESS",
    "AnswerReplay",
    "Certification",
    "CertifiedStream",
    "ChunkKind",
    "ContentFrame",
    "FinishFrame",
    "Frame",
    "GuardSource",
    "MonitorRunner",
    "OnBlock",
    "Outcome",
    "Pending",
    "Piece",
    "Recommendation",
    "RecommendationDecorator",
    "ReplayChoice",
    "UsageFrame",
    "WarrantRequest",
    "answer_replay",
    "attach",
    "certify_answer",
    "choice_texts",
    "choices_payload",
    "close_monitor",
    "disallowed_field",
    "focal_guard",
    "last_user_text",
    "messages_to_prompt",
    "monitor_runner",
    "outcome_of",
    "plan_certification",
    "policy_from",
    "recommendation",
    "replay_buffered",
    "response_text",
    "review_certificate",
    "review_queue_from",
    "text_response",
    "warrant_headers",
    "warrant_payload",
    "whole",
    "withheld_text",
    "withhold_choices",
    "words",
]
