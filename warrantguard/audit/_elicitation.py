"""Elicit the data of the coherence tests from a Guard's focal model.

For one pairwise question (context x, θ = "option A is better") :func:`elicit_coherence`
asks the focal model, each as a separate temperature-0 query:

* the belief P(θ | x) under the focal framing (:func:`belief_question`);
* the belief under the valence-inverted framing ("worse" for "better", via the lexical
  :func:`invert`); a coherent model states 100 − P(θ | x) there;
* for a partition of x into sub-contexts B_1..B_k, the weights P(B_j | x) and the
  conditional beliefs P(θ | x, B_j) (the prompt narrowed with ", specifically B_j").

Without ``subcontexts`` the partition is {q, not q} for the first lexical narrowing
qualifier q the prompt does not already contain. Several qualifiers are not used
together by default because they overlap ("at night" and "in bad weather" can both
hold), so their probabilities need not sum to one and the law of iterated expectation
would not apply; pass 2–4 mutually exclusive, exhaustive sub-contexts to use more.

The result, a :class:`CoherenceRecord`, feeds :func:`lie_discrepancy` and
:func:`framing_stability` (see :func:`~warrantguard.audit.coherence_tests`). This module
needs no third-party library.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Sequence
from typing import Any

from warrantguard.audit._coherence_rows import CoherenceRecord, SubcontextBelief, coherence_from_row, coherence_to_row
from warrantguard.audit._records import question_hash
from warrantguard.guard.spi import (
    NARROWING_QUALIFIERS,
    ChatModel,
    ChatRequest,
    Message,
    PairwiseQuestion,
    Purpose,
    belief_question,
    invert,
    parse_percent,
    reminder,
)

__all__ = ["SUBCONTEXT_MARKER", "CoherenceRecord", "SubcontextBelief", "coherence_from_row",
           "coherence_to_row", "default_partition", "elicit_coherence", "narrow",
           "subcontext_question"]

SUBCONTEXT_MARKER = "How likely is it, from 0 to 100, that the situation"


def narrow(prompt: str, subcontext: str) -> str:
    """The prompt restricted to a sub-context: ``"..., specifically <subcontext>?"``."""
    stripped = prompt.rstrip()
    end = stripped[-1] if stripped and stripped[-1] in "?.!" else ""
    body = stripped[:-1] if end else stripped
    return f"{body}, specifically {subcontext}{end or '?'}"


def default_partition(prompt: str) -> tuple[str, str]:
    """``(q, "not q")`` for the first suffix narrowing qualifier q absent from ``prompt``."""
    low = prompt.lower()
    for qualifier, where in NARROWING_QUALIFIERS:
        if where == "suffix" and qualifier.lower() not in low:
            return qualifier, f"not {qualifier}"
    raise ValueError("every narrowing qualifier already occurs in the prompt: pass subcontexts=")


def subcontext_question(prompt: str, subcontext: str, partition: Sequence[str]) -> str:
    """The query for P(sub-context | context), naming the whole partition."""
    listed = "; ".join(f'"{s}"' for s in partition)
    return (f'Consider this question: "{prompt}"\n\n{SUBCONTEXT_MARKER} the question is about is '
            f'"{subcontext}"? Exactly one of these situations applies: {listed}. '
            "Respond with only a whole number from 0 to 100.")


async def _number(guard: Any, content: str) -> float | None:
    """Ask ``content`` at temperature 0, re-asking with the reminder on an unparsable reply."""
    focal: ChatModel = guard.focal
    cfg = guard.settings
    messages: tuple[Message, ...] = ({"role": "user", "content": content},)
    for _attempt in range(cfg.answer_retries + 1):
        request = ChatRequest(messages=messages, temperature=0.0, number=True,
                              max_tokens=cfg.answer_max_tokens, seed=cfg.seed, purpose=Purpose.ELICIT)
        response = await focal.complete(request)
        text = response.texts[0] if response.texts else ""
        value = parse_percent(text)
        if value is not None:
            return float(value)
        messages = (*messages, {"role": "assistant", "content": text},
                    {"role": "user", "content": reminder("number")})
    return None


def _partition(question: PairwiseQuestion, subcontexts: Sequence[str] | None) -> tuple[str, ...]:
    parts = tuple(s.strip() for s in subcontexts) if subcontexts is not None else \
        default_partition(question.prompt)
    if not 2 <= len(parts) <= 4 or len(set(parts)) != len(parts) or not all(parts):
        raise ValueError(f"subcontexts must be 2–4 distinct non-empty strings, got {parts!r}")
    return parts


async def _beliefs(guard: Any, q: PairwiseQuestion, inverted: str | None,
                   parts: tuple[str, ...]) -> list[float | None]:
    a, b = q.option_a, q.option_b
    asks = [belief_question(q.prompt, a, b)]
    asks += [belief_question(inverted, a, b)] if inverted else []
    asks += [subcontext_question(q.prompt, s, parts) for s in parts]
    asks += [belief_question(narrow(q.prompt, s), a, b) for s in parts]
    return list(await asyncio.gather(*(_number(guard, text) for text in asks)))


def _record(guard: Any, q: PairwiseQuestion, parts: tuple[str, ...], inverted: str | None,
            values: list[float | None], question_id: str | None) -> CoherenceRecord:
    base, inv = values[0], (values[1] if inverted else None)
    rest, k = values[2 if inverted else 1:], len(parts)
    return CoherenceRecord(
        record_id=uuid.uuid4().hex, model=guard.focal.name,
        question_id=question_id or question_hash(q.prompt, q.option_a, q.option_b, q.context),
        prompt=q.prompt, option_a=q.option_a, option_b=q.option_b, context=q.context,
        belief=base, inverted_prompt=inverted, inverted_belief=inv,
        subcontexts=tuple(SubcontextBelief(s, rest[j], rest[k + j]) for j, s in enumerate(parts)),
        recorded_at=time.time())


async def elicit_coherence(
    guard: Any,
    prompt: str,
    *,
    options: Sequence[str] | None = None,
    context: str | None = None,
    subcontexts: Sequence[str] | None = None,
    question_id: str | None = None,
    record: bool = True,
) -> CoherenceRecord:
    """Elicit belief, inverted belief, sub-context weights and conditional beliefs.

    ``guard`` is a :class:`~warrantguard.Guard`; its focal model answers. The record is
    also stored in ``guard.record_store`` when that store keeps coherence records
    (``record=False`` skips this). Raises ``ValueError`` for an invalid partition and
    :class:`~warrantguard.NotPairwiseError` when the prompt has no two options.
    """
    q = await guard.aquestion(prompt, options=options, context=context)
    parts = _partition(q, subcontexts)
    flipped = invert(q.prompt, q.options)
    inverted = flipped[0] if flipped else None
    values = await _beliefs(guard, q, inverted, parts)
    result = _record(guard, q, parts, inverted, values, question_id)
    store = getattr(guard, "record_store", None)
    if record and store is not None and hasattr(store, "record_coherence"):
        await asyncio.to_thread(store.record_coherence, result)
    return result
