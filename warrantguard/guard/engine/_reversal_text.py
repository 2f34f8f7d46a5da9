"""The one-line description of a reversal: which probe, what the model named, what that means.

Every surface (the command line, the review console, the JSON payloads) shows the same text, e.g.
``T1 valence inverted — changed "safer" to "riskier" → named motorcycle, i.e. prefers train``.
The probe is shown as the words it changes in the focal prompt when that is shorter than quoting
it, and quoted (shortened to :data:`MAX_QUOTE` characters) otherwise.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Callable, Sequence
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
_WHOLE_CHARS = 2_000  # a focal prompt and probe longer than this together are diffed between their common ends
_MAX_WORK = 4_000  # token comparisons one word diff may make (about 1 ms; the corpus's probes need at most 440)
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
    """The changes from ``focal`` to ``probe`` in words; ``None`` when the two are the same, ``[]``
    when there is no word change to show (or finding it would cost too much: the probe is quoted)."""
    if len(focal) + len(probe) > _WHOLE_CHARS:  # long texts: only what lies between their common ends
        focal, probe = _middles(focal, probe)
        if len(focal) + len(probe) > _WHOLE_CHARS:
            return []
    a, b = _tokens(focal), _tokens(probe)
    spans: list[list[int]] = []
    for op, i1, i2, j1, j2 in _opcodes([t.text.lower() for t in a], [t.text.lower() for t in b]):
        if op == "equal":
            continue
        if spans and i1 - spans[-1][1] <= _MERGE_GAP and j1 - spans[-1][3] <= _MERGE_GAP:
            spans[-1][1], spans[-1][3] = i2, j2
        else:
            spans.append([i1, i2, j1, j2])
    if not spans:
        return None if focal.strip().lower() == probe.strip().lower() else []
    return [_hunk(_phrase(focal, a[i1:i2]), _phrase(probe, b[j1:j2])) for i1, i2, j1, j2 in spans]


def _middles(focal: str, probe: str) -> tuple[str, str]:
    """``focal`` and ``probe`` without their common beginning and end (cut at spaces, so that no
    word is split), found with C-speed slice comparisons: O(n log n), not a Python loop per character."""
    head = _common_length(focal, probe, lambda s, n: s[:n])
    start = focal.rfind(" ", 0, head) + 1
    most = min(len(focal), len(probe)) - start
    tail = _common_length(focal[start:], probe[start:], lambda s, n: s[len(s) - n:], most)
    end = focal.find(" ", len(focal) - tail)
    cut = len(focal) - end if end >= 0 else 0
    return focal[start:len(focal) - cut], probe[start:len(probe) - cut]


def _common_length(a: str, b: str, part: Callable[[str, int], str], most: int | None = None) -> int:
    """The largest ``n`` (at most ``most``) with ``part(a, n) == part(b, n)`` (binary search)."""
    lo, hi = 0, min(len(a), len(b), most if most is not None else len(a))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if part(a, mid) == part(b, mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _opcodes(a: list[str], b: list[str]) -> Sequence[tuple[str, int, int, int, int]]:
    """``difflib``'s opcodes from ``a`` to ``b``, within :data:`_MAX_WORK` token comparisons.

    ``SequenceMatcher`` compares up to every equal token pair (:func:`_pairs`) once per
    matching block it finds: cubic in the length of a repetitive text ("a or b, a or b, ...").
    Within the budget (any ordinary probe, a long context with a few changes) the opcodes are
    difflib's own; beyond it, those of what lies between the two texts' common head and tail,
    within the budget again; beyond that, no word diff (one ``replace``: the probe is quoted).
    """
    try:
        return _Budgeted(a, b).get_opcodes()
    except _TooCostly:
        pass
    head = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        head += 1
    tail, limit = 0, min(len(a), len(b)) - head
    while tail < limit and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    try:
        middle = _Budgeted(a[head:len(a) - tail], b[head:len(b) - tail]).get_opcodes()
    except _TooCostly:
        return [("replace", 0, len(a), 0, len(b))]
    return [(op, i1 + head, i2 + head, j1 + head, j2 + head) for op, i1, i2, j1, j2 in middle]


class _TooCostly(Exception):
    """A word diff would take more than :data:`_MAX_WORK` comparisons."""


class _Budgeted(difflib.SequenceMatcher[str]):
    """A ``SequenceMatcher`` (``autojunk`` off) that stops with :class:`_TooCostly` once its
    longest-match searches could have compared more than :data:`_MAX_WORK` token pairs (each
    search compares at most the equal pairs of the whole texts)."""

    def __init__(self, a: list[str], b: list[str]) -> None:
        super().__init__(None, a, b, autojunk=False)
        self._each, self._left = _pairs(a, b), _MAX_WORK

    def find_longest_match(self, alo: int = 0, ahi: int | None = None, blo: int = 0,
                           bhi: int | None = None) -> difflib.Match:
        """difflib's search, charged to the budget."""
        self._left -= self._each
        if self._left < 0:
            raise _TooCostly
        return super().find_longest_match(alo, ahi, blo, bhi)


def _pairs(a: list[str], b: list[str]) -> int:
    """How many ``(i, j)`` have ``a[i] == b[j]`` (counted in linear time)."""
    counts = Counter(b)
    return sum(counts[x] for x in a)


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
    line = " ".join(text.split())
    if line.isprintable():  # nothing to drop (the usual case, at C speed)
        return line
    return " ".join("".join(c for c in text if c.isprintable() or c.isspace()).split())


def _shorten(text: str, limit: int = MAX_QUOTE) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
