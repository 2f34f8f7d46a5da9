"""What a call costs: a reused certificate when the same question was certified, none when sampled out.

The Guard asks :func:`reusable` before computing a certificate and :func:`sampled_out_result`
when the stakes level samples and the question is outside the sample. Both need the call's
own answer: reuse is refused when that answer does not recommend what the stored certificate
certified (the evidence is stale), or when the model's reported fingerprint changed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from warrantguard.guard._result import CheckResult
from warrantguard.guard._reuse import CertificateStore, InFlight, SharedFlight, StoredCertificate
from warrantguard.guard.engine import Certificate, Warrant
from warrantguard.guard.question import PairwiseQuestion, contrastive_option, parse_option

_TAKEOVERS = 3  # leases a waiting process tries in turn before it computes regardless

__all__ = ["answer_text", "certify_once", "recommends", "reusable", "sampled_out_result"]


async def answer_text(answer: str | asyncio.Future[str]) -> str:
    """The call's answer (awaited while it is still being written)."""
    return answer if isinstance(answer, str) else await answer


def recommends(certificate: Certificate, text: str) -> bool:
    """Does ``text`` recommend the certificate's recommendation? Only a reading without a model
    call counts: the very answer the certificate was formed on (whitespace and case aside: its
    mapping is the same), the rules' option parser, the contrastive forms; anything else is no."""
    rec = certificate.recommendation
    if rec is None:
        return False
    if certificate.answer is not None and _canon(text) == _canon(certificate.answer):
        return True
    found = parse_option(text, certificate.option_a, certificate.option_b)
    if found is None:
        found = contrastive_option(text, certificate.option_a, certificate.option_b)
    return found is not None and found.casefold() == rec.casefold()


async def reusable(store: CertificateStore, inflight: InFlight, key: str, answer: str | asyncio.Future[str],
                   ids: Mapping[str, Any]) -> StoredCertificate | None:
    """The stored (or in-flight) certificate of this question that the call may reuse, else ``None``.

    A stored entry whose fingerprint differs from the call's is deleted (the model changed)."""
    entry = await store.get(key)
    pending = inflight.joined(key) if entry is None else None
    if entry is None and pending is None:
        return None
    text = await answer_text(answer)
    if entry is None:
        assert pending is not None
        try:
            entry = await pending
        except Exception:  # the leader failed: this call computes its own
            return None
    return entry if await _applies(store, key, entry, text, ids) else None


async def certify_once(store: CertificateStore, inflight: InFlight, key: str, answer: str | asyncio.Future[str],
                       ids: Mapping[str, Any], fresh: Callable[[], Awaitable[StoredCertificate]],
                       ) -> tuple[StoredCertificate, bool]:
    """The call's certificate when nothing reusable was stored: ``(entry, reused)``.

    In-process single flight comes first (:class:`InFlight`: one leader per process). When the
    store is shared (:class:`SharedFlight`), that leader takes the question's lease: with it, it
    looks once more (another process may have stored the entry and given the lease back since
    this call looked), else computes (``fresh`` stores the entry), and gives the lease back;
    without it, another process is computing, so it waits for that entry and reuses it under the
    same rules as
    :func:`reusable` (the call's own answer must recommend it, the fingerprint must agree),
    else computes its own. A leader that stored nothing (its certificate incomplete, or it died)
    hands the question on: a waiting process takes the lease in turn (at most ``_TAKEOVERS``
    times), so the replicas still compute one certificate at a time, not all at once."""
    led: list[bool] = []  # whether this call, as the leader, reused an entry

    async def work() -> StoredCertificate:
        entry, reused = await _lead(store, key, answer, ids, fresh)
        led.append(reused)
        return entry

    entry = await inflight.lead(key, work)
    return entry, bool(led and led[0])


async def _lead(store: CertificateStore, key: str, answer: str | asyncio.Future[str], ids: Mapping[str, Any],
                fresh: Callable[[], Awaitable[StoredCertificate]]) -> tuple[StoredCertificate, bool]:
    """The in-process leader's certificate, ``(entry, reused)``: see :func:`certify_once`."""
    if not isinstance(store, SharedFlight):
        return await fresh(), False
    for _ in range(_TAKEOVERS):
        if await store.lease(key):
            try:  # stored by another process since this call looked? (it gave its lease back since)
                entry = await store.get(key)
                if entry is not None and await _applies(store, key, entry, answer, ids):
                    return entry, True
                return await fresh(), False
            finally:
                await store.release(key)
        entry = await store.await_entry(key)
        if entry is not None:
            if await _applies(store, key, entry, answer, ids):
                return entry, True
            break
    return await fresh(), False


async def _applies(store: CertificateStore, key: str, entry: StoredCertificate,
                   answer: str | asyncio.Future[str], ids: Mapping[str, Any]) -> bool:
    """May this call reuse ``entry``? Its fingerprint agrees (else it is deleted) and the answer recommends it."""
    fingerprint = ids.get("fingerprint")
    if entry.fingerprint and fingerprint and fingerprint != entry.fingerprint:
        await store.delete(key)
        return False
    return recommends(entry.certificate, await answer_text(answer))


def _canon(text: str) -> str:
    return " ".join(text.split()).casefold()


def storable(certificate: Certificate) -> bool:
    """Only a formed, complete certificate with a recommendation is kept for reuse."""
    return certificate.formed and certificate.complete and certificate.recommendation is not None


async def sampled_out_result(question: PairwiseQuestion, model: str, key: str, rate: float,
                             answer: str | asyncio.Future[str]) -> CheckResult:
    """The result of a call outside the sample: no certificate (an unformed one says why), the
    answer passes as written."""
    text = await answer_text(answer)
    certificate = Certificate(
        id="sampled-out-" + key[-16:], formed=False, model=model, prompt=question.prompt,
        option_a=question.option_a, option_b=question.option_b, context=question.context,
        recommendation=None, answer=text[:20_000], warrant=Warrant.NONE, complete=False, tiers=[],
        rule=f"sampled out: this stakes level certifies {rate:.0%} of questions, and not this one",
    )
    return CheckResult(None, certificate, None, text, certification="sampled_out")
