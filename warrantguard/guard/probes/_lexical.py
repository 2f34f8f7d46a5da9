"""The offline ``lexical`` probe generator: free, deterministic, no model needed."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from warrantguard.guard.probes._lexicon import (
    ANTONYMS,
    BROADENING_DROPS,
    BROADER_FRAMES,
    NARROWING_QUALIFIERS,
    SYNONYMS,
)
from warrantguard.guard.probes._probe import Probe, ProbeKind
from warrantguard.guard.question import PairwiseQuestion, ascii_spans

__all__ = ["antonyms", "evaluative_span", "invert", "lexical_probes", "permute"]

_SOURCE = "lexical"
# every lexicon word, the longest first: the leftmost match is the longest word there
_EVALUATIVE = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(ANTONYMS, key=len, reverse=True))
                         + r")\b", re.I)
_ANTONYM_SETS: dict[str, frozenset[str]] = {
    word: frozenset({v for k, v in ANTONYMS.items() if k == word} | {k for k, v in ANTONYMS.items() if v == word})
    for word in ANTONYMS
}


@functools.lru_cache(maxsize=64)
def permute(prompt: str, a: str, b: str) -> str | None:
    """Swap every verbatim occurrence of ``a`` and ``b``; ``None`` unless both appear (remembered
    for the last few: a question's swaps are made by its generator and again by its vetting)."""
    if not (_find(prompt, a) and _find(prompt, b)):
        return None
    slots: list[str] = []

    def stash(repl: str) -> str:
        slots.append(repl)
        return f"\x00{len(slots) - 1}\x00"

    out = _sub(prompt, a, lambda _found: stash(b)) if len(a) >= len(b) else prompt
    out = _sub(out, b, lambda _found: stash(a))
    if len(a) < len(b):
        out = _sub(out, a, lambda _found: stash(b))
    return re.sub("\x00(\\d+)\x00", lambda m: slots[int(m.group(1))], out)


def invert(prompt: str, protected: tuple[str, ...] = ()) -> tuple[str, str] | None:
    """Replace the first comparative or decision word by its antonym.

    Returns ``(inverted_prompt, "word → antonym")`` or ``None`` when no lexicon word is
    found outside the ``protected`` spans (the options).
    """
    span = evaluative_span(prompt, protected)
    if span is None:
        return None
    start, end = span
    found = prompt[start:end]
    antonym = _match_case(ANTONYMS[found.lower()], found)
    return prompt[:start] + antonym + prompt[end:], f"{found} → {antonym}"


@functools.lru_cache(maxsize=64)
def evaluative_span(prompt: str, protected: tuple[str, ...] = ()) -> tuple[int, int] | None:
    """Where the prompt's evaluative term is: the first lexicon word (the longest at that
    place) outside the ``protected`` spans, the one :func:`invert` replaces; else ``None``."""
    m = _EVALUATIVE.search(_mask(prompt, protected))
    return (m.start(), m.end()) if m else None


def antonyms(term: str) -> frozenset[str]:
    """Every lexicon antonym of ``term`` (lower case): "avoid" → {"prefer", "choose", ...}."""
    return _ANTONYM_SETS.get(term.lower().strip(), frozenset())


def lexical_probes(question: PairwiseQuestion, tier: int, count: int) -> list[Probe]:
    """Up to ``count`` probes for tier 1 (paraphrases), 2 (narrower) or 3 (broader)."""
    if count <= 0:
        return []
    makers = {1: _paraphrases, 2: _narrower, 3: _broader}
    return makers[tier](question)[:count]


def structural_probes(question: PairwiseQuestion) -> list[Probe]:
    """The T1 permutation, valence inversion and their combination, where possible."""
    q, a, b = question.prompt, question.option_a, question.option_b
    probes: list[Probe] = []
    swapped = permute(q, a, b)
    if swapped:
        probes.append(_probe(1, swapped, ProbeKind.PERMUTATION, question.context))
    inverted = invert(q, (a, b))
    if inverted:
        probes.append(_probe(1, inverted[0], ProbeKind.INVERSION, question.context, inverted=True))
        both = permute(inverted[0], a, b)
        if both:
            probes.append(_probe(1, both, ProbeKind.PERMUTED_INVERSION, question.context, inverted=True))
    return probes


def _paraphrases(question: PairwiseQuestion) -> list[Probe]:
    masked = _mask(question.prompt, question.options)
    out = []
    for word, alternatives in SYNONYMS.items():
        m = re.search(rf"\b{re.escape(word)}\b", masked, re.I)
        if not m:
            continue
        for alt in alternatives[:1]:
            text = question.prompt[: m.start()] + _match_case(alt, m.group(0)) + question.prompt[m.end() :]
            out.append(_probe(1, text, ProbeKind.PARAPHRASE, question.context))
    return out


def _narrower(question: PairwiseQuestion) -> list[Probe]:
    ctx = question.context
    out = []
    for qualifier, where in NARROWING_QUALIFIERS:
        if qualifier.lower() in question.prompt.lower():
            continue
        if where == "prefix" and ctx and _find(question.prompt, ctx) and not _is_verb(question.prompt, ctx):
            narrowed = f"{qualifier} {ctx}"
            text = _sub(question.prompt, ctx, functools.partial(_same, narrowed), count=1)
        elif where == "suffix":
            narrowed = f"{ctx} {qualifier}" if ctx else qualifier
            text = _append(question.prompt, f"specifically {qualifier}")
        else:
            continue
        out.append(_probe(2, text, ProbeKind.NARROWER, narrowed))
    return out


def _broader(question: PairwiseQuestion) -> list[Probe]:
    out = []
    masked = _mask(question.prompt, question.options)
    for word in BROADENING_DROPS:
        m = re.search(rf"\b{re.escape(word)}[ -]", masked, re.I)
        if m:
            text = question.prompt[: m.start()] + question.prompt[m.end() :]
            ctx = question.context.replace(m.group(0), "").strip() if question.context else None
            out.append(_probe(3, text, ProbeKind.BROADER, ctx or f"without '{word}'"))
    for frame in BROADER_FRAMES:
        out.append(_probe(3, _append(question.prompt, frame), ProbeKind.BROADER, frame))
    return out


def _probe(tier: int, text: str, kind: ProbeKind, context: str | None, inverted: bool = False) -> Probe:
    return Probe(tier=tier, prompt=text, kind=kind.value, context=context, inverted=inverted, source=_SOURCE)


def _append(prompt: str, phrase: str) -> str:
    stripped = prompt.rstrip()
    end = stripped[-1] if stripped and stripped[-1] in "?.!" else ""
    body = stripped[:-1] if end else stripped
    return f"{body}, {phrase}{end or '?'}"


def _is_verb(text: str, ctx: str) -> bool:
    return re.search(rf"\bto\s+{re.escape(ctx)}\b", text, re.I) is not None


def _find(text: str, phrase: str) -> bool:
    spans = _ascii_matches(text, phrase)
    if spans is not None:
        return bool(spans)
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text, re.I) is not None


def _sub(text: str, phrase: str, repl: Callable[[str], str], count: int = 0) -> str:
    """Each whole-word, case-insensitive occurrence of ``phrase`` (the first ``count``, when given)
    replaced by ``repl`` of the text it matched, left to right."""
    spans = _ascii_matches(text, phrase)
    if spans is None:
        return re.sub(rf"(?<!\w){re.escape(phrase)}(?!\w)", lambda m: repl(m.group(0)), text, count=count,
                      flags=re.I)
    parts: list[str] = []
    pos = 0
    for start, end in spans[:count] if count else spans:
        parts += (text[pos:start], repl(text[start:end]))
        pos = end
    return "".join(parts) + text[pos:]


def _ascii_matches(text: str, phrase: str) -> list[tuple[int, int]] | None:
    """The whole-word pattern's matches of a non-empty ASCII ``phrase`` in ASCII ``text``, found by
    ``str.find`` (no pattern compiled per option); ``None`` otherwise (or past the search's 20)."""
    if not (phrase and text.isascii() and phrase.isascii()):
        return None
    spans = ascii_spans(text.lower(), phrase.lower())
    return spans if len(spans) < 20 else None


@functools.lru_cache(maxsize=32)
def _mask(text: str, phrases: tuple[str, ...]) -> str:
    for phrase in phrases:
        text = _sub(text, phrase, lambda found: "\x01" * len(found))
    return text


def _same(value: str, _found: str) -> str:
    return value


def _match_case(word: str, like: str) -> str:
    if like.isupper() and len(like) > 1:
        return word.upper()
    if like[:1].isupper():
        return word[:1].upper() + word[1:]
    return word
