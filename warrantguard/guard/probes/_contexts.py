"""A kept T2 or T3 probe's context, derived from its own words (never taken from its generator):
the qualifier a narrower probe adds (with the focal context), or what a broader one puts in place of
what it drops.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from warrantguard.guard.probes import _text as pt
from warrantguard.guard.question import PairwiseQuestion, normalize

__all__ = ["Diff", "broader_context", "focal_plain", "narrower_context"]

class Diff(NamedTuple):
    """A probe text against the focal prompt: the tokens it adds and drops (read here and in ``_checks``)."""

    added: list[pt.Tok]  # probe tokens not in the focal prompt
    removed: list[pt.Tok]  # focal tokens not in the probe
    groups: list[list[pt.Tok]]  # the added tokens, one list per changed place
    kept: set[int]  # indices of focal tokens kept unchanged
    added_words: list[str]  # the content words (:func:`pt.is_content`) of ``added``, in order (read once)
    removed_words: list[str]  # those of ``removed``

    def content(self, side: str) -> list[str]:
        """The content words added or removed (``side``), in order (the diff's own list: not to be changed)."""
        return self.added_words if side == "added" else self.removed_words


_MAX_CONTEXT = 80  # characters of a derived context

focal_plain = lru_cache(maxsize=64)(pt.plain)  # the focal prompt's and its context's words, read once per question


def narrower_context(question: PairwiseQuestion, text: str, diff: Diff) -> str | None:
    added = " ".join(filter(None, (pt.phrase(text, group) for group in diff.groups)))
    ctx = question.context
    if not ctx or not added:
        return _cap(added or ctx)
    window = _context_window(text, ctx)
    if window:
        return _cap(window)
    if focal_plain(ctx)[0] in pt.plain(added):
        return _cap(added)
    if any(_just_before(text, group, ctx) for group in diff.groups):
        lead = added.split()
        while len(lead) > 1 and lead[0].lower() in pt.STOP:
            lead.pop(0)
        return _cap(f"{' '.join(lead)} {ctx}")
    return _cap(f"{ctx} {added}")


def _context_window(text: str, ctx: str) -> str | None:
    """The probe's words from the context's first word to its last, when a qualifier was put
    inside ("small online store" → "small online clothing store")."""
    words = ctx.split()
    if len(words) < 2:
        return None
    m = _window(words[0], words[-1], len(ctx)).search(text)
    if m is None or normalize(m.group(0)) == normalize(ctx):
        return None
    return m.group(0)


@lru_cache(maxsize=32)
def _window(first: str, last: str, length: int) -> re.Pattern[str]:
    """The pattern of a context's window (compiled once per question's context)."""
    source = rf"(?<!\w){re.escape(first)}(?!\w).{{0,{length + 60}}}?(?<!\w){re.escape(last)}(?!\w)"
    return re.compile(source, re.I | re.S)


def broader_context(question: PairwiseQuestion, diff: Diff) -> str | None:
    added = [g for g in diff.groups if any(pt.is_content(t.low) for t in g)]
    if added:
        return _cap(" ".join(" ".join(t.low for t in g if t.low.isalnum() or "-" in t.low) for g in added))
    dropped = diff.content("removed")
    ctx = question.context
    if ctx:
        rest = " ".join(w for w in focal_plain(ctx) if w not in dropped)
        if rest and rest != " ".join(focal_plain(ctx)):
            return _cap(rest)
    return _cap(f"without {' '.join(dropped)!r}")


def _just_before(text: str, group: list[pt.Tok], ctx: str) -> bool:
    after = text[group[-1].end :].lstrip().lower()
    return after.startswith(ctx.lower())


def _cap(text: str | None) -> str | None:
    if not text:
        return None
    text = " ".join(text.split())
    return text if len(text) <= _MAX_CONTEXT else text[: _MAX_CONTEXT - 1].rstrip() + "…"


