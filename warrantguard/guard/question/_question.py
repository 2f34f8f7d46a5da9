"""Pairwise questions: the prompt, its two options and its reference class."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from warrantguard.guard._errors import NotPairwiseError
from warrantguard.guard.question._options import Refusal, locate
from warrantguard.guard.question._readings import Readings
from warrantguard.guard.question.forms import without_repeated_lead
from warrantguard.guard.question.words import ascii_spans, corrected

__all__ = ["PairwiseQuestion", "find_context", "find_options", "forget_readings", "normalize", "recalled"]

_CONTEXT_PATTERNS = [
    re.compile(r"\bto\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:by|with|in|on|at|using)\b"),
    re.compile(r"\b(?:for|in|during|when|as)\s+((?:an?\s+|the\s+)?[\w\-']+(?:\s+[\w\-']+){0,4}?)\s*(?:[,:?.!—]|$)",
               re.I),
    re.compile(r"\bto\s+([a-z]+)\s*[,:?]"),
    re.compile(r"\bthis\s+([\w\-']+(?:\s+[\w\-']+){0,2}?)\s*[?.!]?\s*$", re.I),
]
_STOP_CONTEXT = {"you", "me", "us", "it", "them", "this", "that", "general", "which", "what"}
_DETERMINER = re.compile(r"^(?:an?|the|my|our|your|their|his|her|its)\s+", re.I)
FOUND_BY = ("given", "rules", "model")


def normalize(text: str) -> str:
    """Lower-case, collapse white space and strip punctuation at the ends (``str.split`` splits at the
    characters ``\\s`` matches: each run of white space inside the stripped text becomes one space)."""
    return " ".join(text.strip().lower().split()).strip(" .,!?;:\"'“”‘’()[]")


@dataclass(frozen=True)
class PairwiseQuestion:
    """A pairwise decision: a prompt choosing between ``option_a`` and ``option_b``.

    ``context`` is the term naming the reference class (``"travel"`` in "Which is
    safer to travel by, motorcycle or train?"), or ``None`` when none was found.
    ``found_by`` records how the options were found: ``"given"`` (passed by the caller),
    ``"rules"`` (:func:`find_options`) or ``"model"`` (the generator model's extraction).
    ``refusal`` is why the rules did not read the options, when the model found them (a form
    check the rules' pair failed, for instance), so that the certificate can say it.
    """

    prompt: str
    option_a: str
    option_b: str
    context: str | None = None
    found_by: str = "given"
    refusal: str | None = None

    def __post_init__(self) -> None:
        if not self.prompt.strip():
            raise NotPairwiseError("the prompt is empty")
        a, b = normalize(self.option_a), normalize(self.option_b)
        if not a or not b:
            raise NotPairwiseError("both options must be non-empty")
        if a == b:
            raise NotPairwiseError(f"the two options are the same ({self.option_a!r})")
        if self.found_by not in FOUND_BY:
            raise NotPairwiseError(f"found_by must be one of {FOUND_BY}, got {self.found_by!r}")

    def __hash__(self) -> int:
        """The fields' hash (as a frozen dataclass's), computed once: a question keys the memos of
        every probe text vetted against it."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash((self.prompt, self.option_a, self.option_b, self.context, self.found_by, self.refusal))
            object.__setattr__(self, "_hash", found)
        return found  # type: ignore[no-any-return]

    def __getstate__(self) -> dict[str, Any]:
        """The fields (a remembered hash is never pickled or copied: strings hash anew per process)."""
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    @functools.cached_property
    def options(self) -> tuple[str, str]:
        """The two options, A first (read once: every vetting step reads it)."""
        return (self.option_a, self.option_b)

    def other(self, option: str) -> str:
        """The option that is not ``option``."""
        return self.option_b if normalize(option) == normalize(self.option_a) else self.option_a

    @classmethod
    def parse(
        cls, prompt: str, options: Sequence[str] | None = None, context: str | None = None
    ) -> PairwiseQuestion:
        """Build a question, finding options and context by rules when not given.

        Raises :class:`NotPairwiseError` saying why when exactly two options cannot be
        identified (three or more, none, or a wording the rules cannot split for sure).
        """
        if not isinstance(prompt, str) or not prompt.strip():
            raise NotPairwiseError("the prompt is empty")
        if options is not None:
            opts = [str(o).strip() for o in options]
            if len(opts) != 2:
                raise NotPairwiseError(f"a pairwise question needs exactly two options, got {len(opts)}")
            return cls._built(prompt, (opts[0], opts[1]), context, "given")
        reading = cls._recalled(prompt, context)
        if isinstance(reading, str):
            raise NotPairwiseError(reading)
        return reading

    @classmethod
    def _recalled(cls, prompt: str, context: str | None) -> PairwiseQuestion | str:
        """The rules' reading of ``prompt``: remembered, or read now and remembered."""
        if context is not None and not isinstance(context, str):
            return cls._read(prompt, context)
        reading = _READINGS.get(prompt, context)
        if reading is None:
            reading = cls._read(prompt, context)
            _READINGS.put(prompt, context, reading)
        return reading

    @classmethod
    def _read(cls, prompt: str, context: str | None) -> PairwiseQuestion | str:
        """The question the rules read in ``prompt``, or the refusal's message."""
        try:
            pair = _located(prompt)
        except Refusal as exc:
            return f"could not find two options in the prompt: {exc}; pass options=(A, B)"
        try:
            return cls._built(prompt, pair, context, "rules")
        except NotPairwiseError as exc:
            return str(exc)

    @classmethod
    def _built(cls, prompt: str, pair: tuple[str, str], context: str | None, found_by: str) -> PairwiseQuestion:
        if context is None:
            context = find_context(prompt, pair)
        return cls(prompt.strip(), pair[0], pair[1], context, found_by)


#: The rules' readings of recent prompts (see :mod:`._readings`).
_READINGS: Readings[PairwiseQuestion | str] = Readings()


def recalled(prompt: str, context: str | None = None) -> PairwiseQuestion | None:
    """The question the rules read in ``prompt`` (with ``context`` given) when that reading is remembered, else
    ``None`` (a lookup, not a reading); a remembered refusal raises :class:`NotPairwiseError` with its reason, as
    reading the prompt again would."""
    reading = _READINGS.get(prompt, context)
    if isinstance(reading, str):
        raise NotPairwiseError(reading)
    return reading


def forget_readings() -> None:
    """Forget the remembered readings (a test that changes the rules uses this)."""
    _READINGS.clear()


def find_options(prompt: str) -> tuple[str, str] | None:
    """The two options of a pairwise question (verbatim substrings of ``prompt``, A first),
    or ``None`` when the prompt does not offer exactly two (see :mod:`._options`)."""
    try:
        return _located(prompt)
    except Refusal:
        return None


PARSER_FAULT = "the rules failed on this text"


def _located(prompt: str) -> tuple[str, str]:
    """:func:`locate`, with a fault of the rules themselves on some untrusted text (an ``IndexError``
    on a form nobody foresaw) turned into a refusal: the caller is told to pass the options, never
    handed a stray exception. ``test_parse_never_crashes`` fails on any such refusal."""
    try:
        return _read(prompt)
    except Refusal:
        raise
    except Exception as exc:  # untrusted text must never crash the caller
        raise Refusal(f"{PARSER_FAULT} ({type(exc).__name__})") from None


def _read(prompt: str) -> tuple[str, str]:
    """:func:`locate` of the prompt with its lead's typos corrected ("wheter" -> "whether", "its safe to" -> "it's
    safe to"), kept only when both options stand in the prompt as written; else of the prompt itself, and when that
    refuses, once more without a lead asked again after "or" ("Should I X or | should I | Y?"). A refusal gives the
    prompt's own reason."""
    fixed = corrected(prompt)
    if fixed != prompt:
        try:
            a, b = locate(fixed)
            if a in prompt and b in prompt:
                return a, b
        except Refusal:
            pass
    try:
        return locate(prompt)
    except Refusal as first:
        again = without_repeated_lead(prompt)
        if again == prompt:
            raise
        try:
            return locate(again)
        except Refusal:
            raise first from None


def find_context(prompt: str, options: tuple[str, str]) -> str | None:
    """Find the reference-class term of a prompt (a substring of it), or ``None``."""
    masked = prompt.strip().rstrip("?.!") + "?"
    for opt in sorted(options, key=len, reverse=True):
        if opt:
            masked = _masked(masked, opt)
    for pattern in _CONTEXT_PATTERNS:
        for m in pattern.finditer(masked):
            term = _DETERMINER.sub("", m.group(1).strip())
            words = [w for w in term.lower().split() if w not in ("a", "an", "the")]
            if words and not set(words) & _STOP_CONTEXT and not _mentions_option(term, options):
                return term
    return None


def _masked(text: str, option: str) -> str:
    """``text`` with each whole-word, case-insensitive occurrence of ``option`` replaced by ':'. An ASCII
    option in ASCII text is found by ``str.find`` (the pattern's matches, in its scan order): no pattern
    is compiled per question."""
    if text.isascii() and option.isascii():
        spans = ascii_spans(text.lower(), option.lower())
        if len(spans) < 20:  # the search stops at 20: more are replaced by the pattern
            parts: list[str] = []
            pos = 0
            for start, end in spans:
                parts += (text[pos:start], ":")
                pos = end
            return "".join(parts) + text[pos:]
    return re.sub(r"(?<!\w)" + re.escape(option) + r"(?!\w)", ":", text, flags=re.I)


def _mentions_option(term: str, options: tuple[str, str]) -> bool:
    t = term.lower()
    return any(o.lower() in t for o in options)
