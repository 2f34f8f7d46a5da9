"""The one-line description of a reversal: which probe, what the model named, what that means.

Every surface (the command line, the review console, the JSON payloads) shows the same text, e.g.
``T1 valence inverted — changed "safer" to "riskier" → named motorcycle, i.e. prefers train``.
The probe is shown as the words it changes in the focal prompt when that is shorter than quoting
it, and quoted (shortened to :data:`MAX_QUOTE` characters) otherwise.
"""

from __future__ import annotations

import difflib
import re
from typing import NamedTuple

__all__ = ["KIND_LABELS", "MAX_QUOTE", "asked_text", "describe", "kind_label"]

KIND_LABELS: dict[str, str] = {
    "resample": "resampled",
    "permutation": "options swapped",
    "inversion": "valence inverted",
    "permuted_inversion": "options swapped and valence inverted",
    "paraphrase": "paraphrase",
    "narrower": "narrower context",
    "broader": "broader context",
    "user": "user probe",
}
MAX_QUOTE = 160
_MAX_HUNKS = 3  # more changes than this read better as the probe itself
_MERGE_GAP = 2  # changes this few unchanged tokens apart are shown as one ("motorcycle or train")
_TOKEN = re.compile(r"\w+(?:['’-]\w+)*|[^\w\s]")
_EDGE = " \t,;:.!?"


class _Token(NamedTuple):
    text: str
    start: int
    end: int


def kind_label(kind: str) -> str:
    """Human name of a probe kind (``"inversion"`` → ``"valence inverted"``)."""
    return KIND_LABELS.get(kind, kind.replace("_", " "))


def describe(*, tier: int, kind: str, prompt: str, context: str | None, answer: str, mapped_answer: str | None,
             focal_prompt: str | None = None, count: int = 1) -> str:
    """The one-line description of a reversal (``count`` > 1: that many identical reversals)."""
    head = f"T{tier} {kind_label(kind)}" + (f" ×{count}" if count > 1 else "")
    asked = asked_text(prompt, focal_prompt)
    if tier >= 2 and context and _one_line(context).lower() not in asked.lower():
        head += f" ({_shorten(_one_line(context))})"
    outcome = f"named {_one_line(answer)}"
    if mapped_answer is not None and mapped_answer != answer:
        outcome += f", i.e. prefers {_one_line(mapped_answer)}"
    return f"{head} — {asked} → {outcome}" if asked else f"{head} → {outcome}"


def asked_text(prompt: str, focal_prompt: str | None = None) -> str:
    """The probe as shown: the words it adds, removes or changes in ``focal_prompt`` when that is
    shorter than the quoted probe; the quoted probe otherwise; ``""`` when it is the focal prompt."""
    quoted = f'"{_shorten(_one_line(prompt))}"'
    if focal_prompt is None:
        return quoted
    hunks = _hunks(_one_line(focal_prompt), _one_line(prompt))
    if hunks is None:
        return ""
    diff = "; ".join(hunks)
    return diff if hunks and len(hunks) <= _MAX_HUNKS and len(diff) < len(quoted) else quoted


def _hunks(focal: str, probe: str) -> list[str] | None:
    """The changes from ``focal`` to ``probe`` in words; ``None`` when the two are the same."""
    a, b = _tokens(focal), _tokens(probe)
    matcher = difflib.SequenceMatcher(None, [t.text.lower() for t in a], [t.text.lower() for t in b],
                                      autojunk=False)
    spans: list[list[int]] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        if spans and i1 - spans[-1][1] <= _MERGE_GAP and j1 - spans[-1][3] <= _MERGE_GAP:
            spans[-1][1], spans[-1][3] = i2, j2
        else:
            spans.append([i1, i2, j1, j2])
    if not spans:
        return None if focal.strip().lower() == probe.strip().lower() else []
    return [_hunk(_phrase(focal, a[i1:i2]), _phrase(probe, b[j1:j2])) for i1, i2, j1, j2 in spans]


def _hunk(old: str, new: str) -> str:
    if not old:
        return f'added "{new}"'
    if not new:
        return f'removed "{old}"'
    return f'changed "{old}" to "{new}"'


def _phrase(text: str, tokens: list[_Token]) -> str:
    if not tokens:
        return ""
    raw = text[tokens[0].start:tokens[-1].end]
    return _shorten(raw.strip(_EDGE) or raw)


def _tokens(text: str) -> list[_Token]:
    return [_Token(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def _one_line(text: str) -> str:
    """Whitespace (newlines included) collapsed and control characters dropped."""
    return " ".join("".join(c for c in text if c.isprintable() or c.isspace()).split())


def _shorten(text: str, limit: int = MAX_QUOTE) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
