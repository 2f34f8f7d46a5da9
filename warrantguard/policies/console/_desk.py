"""What the reviewer's desk shows beyond the stored item: why it was queued, the queue's
filters and sorting (bounded query parameters), and the item page's facts (the T0 split,
the belief naming its option, the re-run probabilities, the probes per tier, the times)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlencode

from warrantguard.guard.spi import Certificate, ConfigurationError, TierOutcome, kind_label
from warrantguard.policies._levels import parse_warrant
from warrantguard.policies._policy import StakesPolicy
from warrantguard.policies.review import ORDERS, ReviewItem, ReviewQueue, ReviewStatus

__all__ = ["MAX_SEARCH", "QueueQuery", "ago", "item_facts", "probe_groups", "stakes_ranks", "stamp", "ts_day",
           "until", "why_queued"]

MAX_SEARCH = 200
_STAKES = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
_TRIGGERS = {"incomplete": "incomplete certificate", "mismatch": "belief-action mismatch",
             "overconfidence": "overconfident", "review_timeout": "review timed out",
             "certification_failed": "certification failed"}


def _short(label: str | None) -> str:
    return (label or "?").removesuffix(" Warrant") if label != "No Warrant" else "No Warrant"


def why_queued(decision: Mapping[str, Any]) -> str:
    """The policy's reason in a few words, e.g. ``No Warrant below Basic (high)`` or
    ``belief-action mismatch`` (several triggers joined with ``; ``)."""
    out = []
    for trigger in decision.get("triggers") or []:
        if trigger == "below_minimum":
            out.append(f"{decision.get('warrant') or 'warrant'} below "
                       f"{_short(decision.get('min_warrant'))} ({decision.get('stakes', '?')})")
        else:
            out.append(_TRIGGERS.get(str(trigger), str(trigger).replace("_", " ")))
    if out:
        return "; ".join(out)
    reason = str(decision.get("reason") or "").split(". ")[0]
    return reason if len(reason) <= 60 else reason[:59] + "…"


def stakes_ranks(policy: StakesPolicy | None) -> dict[str, int]:
    """Stakes name → rank (the console's policy, else the default levels)."""
    policy = policy if policy is not None else StakesPolicy()
    return {name: policy.level(name).rank for name in policy.ordered_names()}


@dataclass
class QueueQuery:
    """The queue page's query: ``status`` (``any`` or a status), ``stakes``, ``warrant``
    (a label), ``q`` (text) and ``sort`` (one of :data:`ORDERS`), every value bounded."""

    status: str = "pending"
    stakes: str = ""
    warrant: str = ""
    q: str = ""
    sort: str = "newest"
    errors: list[str] = field(default_factory=list)

    @classmethod
    def parse(cls, params: Mapping[str, str]) -> QueueQuery:
        """Read the parameters; a value out of bounds is named in ``errors`` (and dropped)."""
        query = cls()
        for name in ("status", "stakes", "warrant", "q", "sort"):
            raw = str(params.get(name) or "").strip()
            if raw:
                try:
                    setattr(query, name, _checked(name, raw))
                except ConfigurationError as exc:
                    query.errors.append(str(exc))
                    if name == "q":
                        query.q = raw[:MAX_SEARCH]  # shown back, not searched
        return query

    def list_args(self, ranks: Mapping[str, int]) -> dict[str, Any]:
        """Keyword arguments for :meth:`ReviewQueue.list` (``status`` aside: see :meth:`listed`)."""
        return {"stakes": self.stakes or None, "warrant": self.warrant or None,
                "search": self.q or None, "order": self.sort, "stakes_rank": ranks}

    def listed(self, queue: ReviewQueue, ranks: Mapping[str, int], limit: int) -> list[ReviewItem]:
        """The items this query selects from ``queue`` (at most ``limit``)."""
        if self.status == "pending":
            return queue.pending(limit=limit, **self.list_args(ranks))
        status = None if self.status == "any" else self.status
        return queue.list(status=status, limit=limit, **self.list_args(ranks))

    def url(self, **changes: str) -> str:
        """The query string of this query with ``changes`` (defaults left out)."""
        values = {"status": self.status, "stakes": self.stakes, "warrant": self.warrant,
                  "q": self.q, "sort": self.sort, **changes}
        defaults = {"status": "pending", "sort": "newest"}
        kept = {k: v for k, v in values.items() if v and defaults.get(k) != v}
        return "?" + urlencode(kept) if kept else ""


def _checked(name: str, raw: str) -> str:
    if name == "status":
        if raw != "any" and raw not in {s.value for s in ReviewStatus}:
            raise ConfigurationError(f"status must be any or one of "
                                     f"{', '.join(s.value for s in ReviewStatus)}")
        return raw
    if name == "stakes":
        if not _STAKES.match(raw):
            raise ConfigurationError("stakes must be a level name (a-z, 0-9, - and _)")
        return raw
    if name == "warrant":
        try:
            return parse_warrant(raw).label
        except ValueError as exc:
            raise ConfigurationError(str(exc)) from None
    if name == "sort":
        if raw not in ORDERS:
            raise ConfigurationError(f"sort must be one of {', '.join(ORDERS)}")
        return raw
    if len(raw) > MAX_SEARCH:
        raise ConfigurationError(f"the search text may have at most {MAX_SEARCH} characters")
    return raw


def _span(seconds: float) -> str:
    s = abs(seconds)
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if s >= size:
            return f"{int(s // size)} {unit}"
    return f"{int(s)} s"


def ago(when: datetime, now: float) -> str:
    """``3 h ago`` (how long before ``now``)."""
    return f"{_span(now - when.timestamp())} ago"


def until(when: datetime | None, now: float) -> str:
    """``in 21 h``, ``expired 2 h ago`` or ``never``."""
    if when is None:
        return "never"
    left = when.timestamp() - now
    return f"in {_span(left)}" if left > 0 else f"expired {_span(left)} ago"


def ts_day(ts: float) -> str:
    """The UTC day of a timestamp, ``2026-11-01``."""
    return datetime.fromtimestamp(ts, UTC).date().isoformat()


def stamp(when: datetime | None) -> str:
    """``2026-11-01 10:00 UTC`` (or an empty string)."""
    return when.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC") if when else ""


def t0_split(cert: Certificate) -> str | None:
    """``9 train / 1 motorcycle`` (valid T0 answers in the focal framing, most first; the
    invalid ones counted after), or ``None`` when T0 has no results."""
    results = cert.tiers[0].results if cert.tiers else []
    if not results:
        return None
    counts = Counter(r.mapped_answer or r.answer for r in results if r.valid)
    named = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0] != cert.recommendation))
    text = " / ".join(f"{n} {option}" for option, n in named) or "no valid answer"
    invalid = sum(1 for r in results if not r.valid)
    return text + (f" ({invalid} invalid)" if invalid else "")


def belief_text(cert: Certificate) -> str | None:
    """``P(motorcycle is better) = 30`` (the belief names option A), or ``None``."""
    if cert.belief is None:
        return None
    return f"P({cert.option_a} is better) = {cert.belief:g}"


def graded(cert: Certificate) -> list[str]:
    """The re-run probabilities, when the option probabilities gave them."""
    out = []
    if cert.t0_pass_probability is not None:
        out.append(f"P(a fresh T0 run passes) = {cert.t0_pass_probability:.3f}")
    if cert.warrant_change_probability is not None:
        out.append(f"P(the warrant differs if T0 is re-run) = {cert.warrant_change_probability:.3f}")
    return out


def probe_groups(tier: TierOutcome) -> list[dict[str, Any]]:
    """A tier's probes, identical ones (same kind and prompt) as one entry with the
    answers counted: ``{kind, prompt, context, n, answers: [(named, means, count)],
    reversed, invalid}``."""
    groups: dict[tuple[Any, ...], dict[str, Any]] = {}
    for r in tier.results:
        key = (r.kind, r.prompt, r.context, r.inverted)
        g = groups.setdefault(key, {"kind": kind_label(r.kind), "prompt": r.prompt, "context": r.context,
                                    "n": 0, "answers": Counter(), "reversed": 0, "invalid": 0})
        g["n"] += 1
        g["reversed"] += int(r.violation)
        if r.valid:
            g["answers"][(r.answer, r.mapped_answer)] += 1
        else:
            g["invalid"] += 1
    for g in groups.values():
        g["answers"] = [(a, m, n) for (a, m), n in g["answers"].most_common()]
    return list(groups.values())


def item_facts(item: ReviewItem, cert: Certificate, now: float) -> dict[str, Any]:
    """What the item page shows beyond the stored fields."""
    decided = item.decided_at
    return {
        "why": why_queued(item.decision), "t0_split": t0_split(cert), "belief_text": belief_text(cert),
        "graded": graded(cert), "queued": stamp(item.created_at), "queued_ago": ago(item.created_at, now),
        "expires": stamp(item.expires_at), "expires_in": until(item.expires_at, now),
        "decided": stamp(decided),
        "took": _span(decided.timestamp() - item.created_at.timestamp()) if decided else "",
        "probes": [(t, probe_groups(t)) for t in cert.tiers if t.results],
    }
