"""Pairwise questions: the prompt, its two options and its reference class."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ._errors import NotPairwiseError

__all__ = ["PairwiseQuestion", "find_context", "find_options", "normalize"]

_ART = r"(?:(?:the|a|an)\s+)?"
_OPT = r"[\"'“‘]?([^,;:?\"“”‘’]+?)[\"'”’]?"
# Ordered from most to least specific; each captures (option_a, option_b).
_OPTION_PATTERNS = [
    re.compile(
        r"\bbetween\s+" + _ART + _OPT + r"\s+and\s+" + _ART + _OPT + r"\s*(?:[?.!]|$|,| for | in | when )", re.I
    ),
    re.compile(r"[,:;]\s*" + _ART + _OPT + r",?\s+or\s+" + _ART + _OPT + r"\s*[?.!]*\s*$", re.I),
    re.compile(
        r"\b" + _ART + _OPT + r"\s+(?:vs\.?|versus)\s+" + _ART + _OPT
        + r"(?:\s+(?:for|to|in|when|during|as|at|on)\b[^?]*)?\s*[?.!]*\s*$",
        re.I,
    ),
    re.compile(r"[\"“]([^\"”]+)[\"”]\s+or\s+[\"“]([^\"”]+)[\"”]", re.I),
    re.compile(r"\b(?:better|best|wiser|smarter)\s+to\s+(\w+)\s+or\s+(\w+)\b", re.I),
]
_LEAD = re.compile(
    r"^(?:which|what|who|should\s+(?:i|we|you|they)|would|is\s+it\s+better\s+to|do\s+you\s+prefer|"
    r"is|are|do|does|can|could|would\s+you\s+rather)\b.*?\b"
    r"(?:choose|pick|take|use|go\s+with|hire|buy|approve|prefer|select|get|be|is|are)?\s*",
    re.I,
)
_SIMPLE_OR = re.compile(
    r"\b(?:choose|pick|take|use|go\s+with|hire|buy|approve|prefer|select|get|learn|drink|eat|"
    r"visit|invest\s+in|study|read|watch|play|wear|rent|fund|adopt|recommend)\s+"
    + _ART
    + r"([\w\-' ]+?)\s+or\s+"
    + _ART
    + r"([\w\-' ]+?)(?:\s+(?:for|to|in|when|during|as|at|on)\b.*)?\s*[?.!]*\s*$",
    re.I,
)
_CONTEXT_PATTERNS = [
    re.compile(r"\bto\s+(\w+(?:\s+\w+)?)\s+(?:by|with|in|on|at|using)\b", re.I),
    re.compile(r"\b(?:for|in|during|when|as)\s+((?:an?\s+|the\s+)?[\w\-]+(?:\s+[\w\-]+){0,2}?)\s*[,:?]", re.I),
    re.compile(r"\bto\s+(\w+)\s*[,:?]", re.I),
]
_STOP_CONTEXT = {"you", "me", "us", "it", "them", "this", "that", "general", "which", "what"}


def normalize(text: str) -> str:
    """Lower-case, collapse white space and strip punctuation at the ends."""
    return re.sub(r"\s+", " ", text.strip().lower()).strip(" .,!?;:\"'“”‘’()[]")


@dataclass(frozen=True)
class PairwiseQuestion:
    """A pairwise decision: a prompt choosing between ``option_a`` and ``option_b``.

    ``context`` is the term naming the reference class (``"travel"`` in "Which is
    safer to travel by, motorcycle or train?"), or ``None`` when none was found.
    """

    prompt: str
    option_a: str
    option_b: str
    context: str | None = None

    def __post_init__(self) -> None:
        if not self.prompt.strip():
            raise NotPairwiseError("the prompt is empty")
        a, b = normalize(self.option_a), normalize(self.option_b)
        if not a or not b:
            raise NotPairwiseError("both options must be non-empty")
        if a == b:
            raise NotPairwiseError(f"the two options are the same ({self.option_a!r})")

    @property
    def options(self) -> tuple[str, str]:
        """The two options, A first."""
        return (self.option_a, self.option_b)

    def other(self, option: str) -> str:
        """The option that is not ``option``."""
        return self.option_b if normalize(option) == normalize(self.option_a) else self.option_a

    @classmethod
    def parse(
        cls, prompt: str, options: Sequence[str] | None = None, context: str | None = None
    ) -> PairwiseQuestion:
        """Build a question, finding options and context by heuristics when not given.

        Raises :class:`NotPairwiseError` saying why when exactly two options cannot be
        identified.
        """
        if options is not None:
            opts = [str(o).strip() for o in options]
            if len(opts) != 2:
                raise NotPairwiseError(f"a pairwise question needs exactly two options, got {len(opts)}")
            a, b = opts
        else:
            found = find_options(prompt)
            if found is None:
                raise NotPairwiseError(
                    "could not find two options in the prompt (expected a form such as "
                    "'..., A or B?', 'between A and B' or 'A vs B'); pass options=(A, B)"
                )
            a, b = found
        if context is None:
            context = find_context(prompt, (a, b))
        return cls(prompt.strip(), a, b, context)


def find_options(prompt: str) -> tuple[str, str] | None:
    """Find the two options of an "A or B" style question, or ``None``."""
    text = prompt.strip()
    for pattern in [*_OPTION_PATTERNS, _SIMPLE_OR]:
        m = pattern.search(text)
        if m:
            a, b = (_clean_option(g) for g in m.groups()[:2])
            if a and b and normalize(a) != normalize(b) and _plausible(a) and _plausible(b):
                if _more_than_two(text, a, b):
                    return None
                return a, b
    return None


def _more_than_two(text: str, a: str, b: str) -> bool:
    if " or " in f" {a.lower()} " or " or " in f" {b.lower()} ":
        return True
    listed = re.search(r"[:,]\s*([^,:;?]{1,40}),\s*" + re.escape(a) + r",?\s+or\s", text, re.I)
    return bool(listed and len(listed.group(1).split()) <= 3
                and not re.match(r"(which|what|who|should|would)\b", listed.group(1).strip(), re.I))


def _clean_option(text: str) -> str:
    text = re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I)
    return text.strip(" .,!?;:\"'“”‘’")


def _plausible(option: str) -> bool:
    return 0 < len(option.split()) <= 8 and len(option) <= 80


def find_context(prompt: str, options: tuple[str, str]) -> str | None:
    """Find the reference-class term of a prompt (a substring of it), or ``None``."""
    masked = prompt.strip().rstrip("?.!") + "?"
    for opt in options:
        masked = re.sub(re.escape(opt), ":", masked, flags=re.I)
    for pattern in _CONTEXT_PATTERNS:
        for m in pattern.finditer(masked):
            term = re.sub(r"^(?:an?|the)\s+", "", m.group(1).strip(), flags=re.I)
            words = [w for w in term.lower().split() if w not in ("a", "an", "the")]
            if words and not set(words) & _STOP_CONTEXT and not _mentions_option(term, options):
                return term
    return None


def _mentions_option(term: str, options: tuple[str, str]) -> bool:
    t = term.lower()
    return any(o.lower() in t for o in options)
