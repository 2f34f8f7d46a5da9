"""What an untrusted (generated) probe may be, judged from its text against the focal prompt.

A generator, and a model obeying instructions planted in a question, can write anything.
:func:`vet` keeps a generated probe only when its text shows it is what its tier needs:

* both options occur as whole words, as often as in the focal prompt (once, normally);
* nothing in it addresses the answerer (:mod:`._probe_text`) that the focal prompt does not;
* T1: an exact option swap, an exact valence inversion (the focal evaluative term replaced
  by a lexicon antonym), both, or a paraphrase that neither adds nor drops scope nor inverts;
  a probe marked inverted that is no such inversion is rejected, not re-read;
* T2: the focal words kept (the context term and the comparison term always) plus a qualifier;
* T3: the context generalised: focal words dropped or replaced, or a broadening frame added.

Its kind, ``inverted`` and ``context`` are then derived from the text, never taken from the
generator. Caller-supplied probes (``source="user"``) only need both options as whole words.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from warrantguard.guard.probes import _text as pt
from warrantguard.guard.probes._contexts import Diff, broader_context, focal_plain, narrower_context
from warrantguard.guard.probes._lexical import antonyms, evaluative_span, permute
from warrantguard.guard.probes._lexicon import BROADER_FRAMES, NEGATIVE_WORDS, SYNONYMS
from warrantguard.guard.probes._probe import Probe, ProbeKind, updated
from warrantguard.guard.probes._token_diff import opcodes
from warrantguard.guard.question import PairwiseQuestion, whole_word_spans

__all__ = ["Vetted", "inversions", "vet"]

_MAX_ADDED = 20  # words a narrower probe may add
_MAX_RELATED = 12  # words a broader probe may add in place of what it drops
_STRUCTURAL = {ProbeKind.INVERSION.value, ProbeKind.PERMUTED_INVERSION.value}
_INVERTING = frozenset({w for w in NEGATIVE_WORDS if " " not in w}
                       | {"less", "least", "not", "never", "avoid", "against"})


class Vetted(NamedTuple):
    """The outcome for one probe: the probe to keep (rewritten) or ``None``, and why."""

    probe: Probe | None
    reason: str | None = None  # why it was rejected, or how it was re-read (kept)


def vet(question: PairwiseQuestion, probe: Probe, tier: int) -> Vetted:
    """Check ``probe`` for ``tier``; a kept probe has its kind, inversion and context derived."""
    known = _KEPT.get(id(probe))
    if known is not None and known[0] is probe and known[1] is question and known[2] == tier and type(tier) is int:
        return known[3]  # kept by this vetting before (a probe is vetted by its generator, then by its tier)
    vetted = _vetted(question, probe, tier)
    if vetted.probe is not None and type(tier) is int:
        if len(_KEPT) >= _KEPT_MAX:
            _KEPT.clear()  # (one step, safe beside another thread's lookups)
        _KEPT[id(vetted.probe)] = (vetted.probe, question, tier, Vetted(vetted.probe))
    return vetted


# Kept probes by identity (each entry holds its probe: the id is not reused meanwhile). Vetted again for the
# same question and tier, a kept probe is kept as it is: its text's verdict is the same, and its kind,
# inversion and context are already the ones derived from it.
_KEPT: dict[int, tuple[Probe, PairwiseQuestion, int, Vetted]] = {}
_KEPT_MAX = 512


def _vetted(question: PairwiseQuestion, probe: Probe, tier: int) -> Vetted:
    if probe.source == "user":
        why = pt.option_problem(question, probe.prompt, exact=False)
        return Vetted(None, why) if why else Vetted(probe)
    verdict = _verdict(question, probe.prompt, tier)
    if verdict is None:  # T1 text that is no structural transform: a paraphrase, unless marked otherwise
        if probe.inverted or probe.kind in _STRUCTURAL:
            # its writer meant it to invert: read as a paraphrase it could be an unmarked inversion
            return Vetted(None, "marked as a valence inversion but not the focal prompt's (its evaluative "
                                "term replaced by a lexicon antonym)")
        verdict = _paraphrase_verdict(question, probe.prompt)
    if isinstance(verdict, str):
        return Vetted(None, verdict)
    kind, inverted, context = verdict
    return Vetted(_rewrite(probe, tier, kind, inverted, context))


Verdict = str | tuple[ProbeKind, bool, str | None]  # why not, or the kind, inversion and context derived
VERDICTS = 256  # text verdicts remembered: a probe is vetted by its generator and again in its tier's pass


@lru_cache(maxsize=VERDICTS)
def _verdict(question: PairwiseQuestion, text: str, tier: int) -> Verdict | None:
    """What ``text`` is for ``tier``, read from the text alone (``None``: a T1 text that is no
    structural transform, decided with the probe's marks)."""
    why = _text_problem(question, text)
    if why:
        return why
    if tier == 1:
        kind = _structural_kind(question, text)
        return None if kind is None else (kind, kind in _STRUCTURAL, question.context)
    diff = _diff(question, text)
    why = (_narrower_problem if tier == 2 else _broader_problem)(question, diff)
    if why:
        return why
    kind = ProbeKind.NARROWER if tier == 2 else ProbeKind.BROADER
    context = narrower_context(question, text, diff) if tier == 2 else broader_context(question, diff)
    return kind, False, context


@lru_cache(maxsize=VERDICTS)
def _paraphrase_verdict(question: PairwiseQuestion, text: str) -> Verdict:
    why = _paraphrase_problem(question, text, _diff(question, text))
    return why or (ProbeKind.PARAPHRASE, False, question.context)


@lru_cache(maxsize=128)
def _text_problem(question: PairwiseQuestion, text: str) -> str | None:
    """The surface and option checks of a generated probe's text (a probe is vetted twice, by its
    generator and by its tier: the text is read once)."""
    return pt.surface_problem(question, text) or pt.option_problem(question, text)


def _rewrite(probe: Probe, tier: int, kind: ProbeKind, inverted: bool, context: str | None) -> Probe:
    value = kind._value_  # the kind's value, read without the enum's descriptor
    if (probe.tier == tier and probe.kind == value and probe.inverted == inverted and probe.context == context
            and type(probe.tier) is type(tier) and type(probe.kind) is type(value)
            and type(probe.inverted) is type(inverted) and type(probe.context) is type(context)):
        return probe  # vetted before: already what its text says it is (the same values, of the same types)
    return updated(probe, {"tier": tier, "kind": value, "inverted": inverted, "context": context})


# ---- T1: structural transforms, checked exactly ------------------------------------------
def _structural_kind(question: PairwiseQuestion, text: str) -> ProbeKind | None:
    """The structural kind ``text`` exactly is (word for word, case and spacing aside), if any."""
    a, b = question.options
    words = pt.plain(text)
    swapped, inverted, both = _structural_words(question.prompt, question.options)
    if swapped and words == swapped:
        return ProbeKind.PERMUTATION
    if words in inverted:
        return ProbeKind.INVERSION
    if words in both:
        return ProbeKind.PERMUTED_INVERSION
    if evaluative_span(question.prompt, question.options) is None:
        if _loose_inversion(question, text):
            return ProbeKind.INVERSION
        unswapped = permute(text, a, b)
        if unswapped and _loose_inversion(question, unswapped):
            return ProbeKind.PERMUTED_INVERSION
    return None


@lru_cache(maxsize=32)
def _structural_words(prompt: str, options: tuple[str, str]) -> tuple[list[str] | None, list[list[str]],
                                                                       list[list[str]]]:
    """The words of the focal prompt swapped, of each valid inversion and of each swapped
    inversion: computed once per focal prompt, not once per probe."""
    a, b = options
    question = PairwiseQuestion(prompt, a, b)
    swapped = permute(prompt, a, b)
    inverted = inversions(question)
    both = [p for p in (permute(i, a, b) for i in inverted) if p]
    return (pt.plain(swapped) if swapped else None, [pt.plain(i) for i in inverted], [pt.plain(p) for p in both])


@lru_cache(maxsize=32)
def _focal_tokens(prompt: str, options: tuple[str, str]) -> tuple[pt.Tok, ...]:
    return tuple(pt.tokens(prompt, options))


@lru_cache(maxsize=32)
def _focal_antonyms(prompt: str, options: tuple[str, str]) -> tuple[tuple[str, frozenset[str]], ...]:
    """The focal words that have lexicon antonyms, with them, in the prompt's order (not a set's, which
    changes with the process's hash seed: the first one found names a rejection's reason)."""
    return tuple((word, antonyms(word)) for word in dict.fromkeys(_focal_lows(prompt, options)[0]) if antonyms(word))


@lru_cache(maxsize=32)
def _focal_lows(prompt: str, options: tuple[str, str]) -> tuple[list[str], frozenset[str]]:
    """The focal tokens' lower-cased words, in order and as a set (read once per question)."""
    lows = [t.low for t in _focal_tokens(prompt, options)]
    return lows, frozenset(lows)


def _loose_inversion(question: PairwiseQuestion, text: str) -> bool:
    """For a focal prompt with no lexicon term: one change of at most three words, options
    in place, that puts an inverting word ("worse", "avoid", "not") where there was none."""
    focal = focal_plain(question.prompt)
    probe = pt.plain(text)
    ops = [op for op in opcodes(focal, probe) if op[0] != "equal"]
    if len(ops) != 1 or ops[0][0] not in ("replace", "insert"):
        return False
    _op, i1, i2, j1, j2 = ops[0]
    if i2 - i1 > 3 or j2 - j1 > 3 or pt.options_in(question, " ".join(focal[i1:i2] + probe[j1:j2])):
        return False
    new = set(probe[j1:j2])
    return bool(new & _INVERTING) and not set(focal) & _INVERTING


def inversions(question: PairwiseQuestion) -> list[str]:
    """Every valid valence inversion of the focal prompt: its evaluative term (the one
    :func:`._lexical.invert` replaces) replaced by each of its lexicon antonyms."""
    span = evaluative_span(question.prompt, question.options)
    if span is None:
        return []
    start, end = span
    term = question.prompt[start:end]
    return [question.prompt[:start] + alt + question.prompt[end:] for alt in sorted(antonyms(term))]


def _paraphrase_problem(question: PairwiseQuestion, text: str, diff: Diff) -> str | None:
    added, removed = diff.content("added"), diff.content("removed")
    if not diff.added and not diff.removed:
        return "the same as the focal prompt"
    why = (_inverting_problem(question, diff) or _term_problem(question, text)
           or pt.hint_word_problem(question, diff.added))
    if why:
        return why
    if added and not any(t.low[:1].isalnum() for t in diff.removed):
        return f"adds {pt.quote(added)} without replacing anything: narrower, not a paraphrase"
    if removed and not added:
        return f"drops {pt.quote(removed)}: broader, not a paraphrase"
    filler = [w for w in (t.low for t in diff.added) if w in pt.FILLER]
    if filler and not removed and all(w in pt.FILLER or not pt.is_content(w) for w in (t.low for t in diff.added)):
        return f"only adds filler ({pt.quote(filler)})"
    if len(added) > 2 * max(1, len(removed)) + 4:
        return f"adds {len(added)} words for {len(removed)}: not a close paraphrase"
    return None


def _term_problem(question: PairwiseQuestion, text: str) -> str | None:
    """A paraphrase keeps the focal evaluative term or uses a lexicon synonym of it: any other
    replacement ("safer" → "more dangerous") could be an unmarked inversion."""
    span = evaluative_span(question.prompt, question.options)
    if span is None:
        return None
    term = question.prompt[span[0] : span[1]]
    allowed = [term, *SYNONYMS.get(term.lower(), [])]
    if any(whole_word_spans(text, word) for word in allowed):
        return None
    return f"replaces the comparison term {term!r} by something that is not a close synonym of it"


def _inverting_problem(question: PairwiseQuestion, diff: Diff) -> str | None:
    """An added negation, or an antonym of a focal lexicon word: the probe would invert."""
    focal = _focal_lows(question.prompt, question.options)[1]
    added = [t.low for t in diff.added]
    negations = [w for w in added if (w in pt.NEGATIONS or w.endswith("n't")) and w not in focal]
    if negations:
        return f"adds a negation ({pt.quote(negations)})"
    joined = f" {' '.join(added)} "
    for word, opposites in _focal_antonyms(question.prompt, question.options):
        flips = sorted((alt for alt in opposites if f" {alt} " in joined and alt not in focal),
                       key=lambda alt: (joined.index(f" {alt} "), alt))  # as the probe writes them (a set has no order)
        if flips:
            return f"adds {pt.quote(flips)}, the opposite of {word!r}: an unmarked inversion"
    removed_stems = {t.low[:4] for t in diff.removed if len(t.low) >= 4}
    for i, w in enumerate(added[:-1]):
        if w in ("less", "least") and added[i + 1][:4] in removed_stems:
            return f"turns a focal word into {w!r} {added[i + 1]!r}: an unmarked inversion"
    return None


# ---- T2 and T3: lexical scope relations ---------------------------------------------------
@lru_cache(maxsize=128)
def _diff(question: PairwiseQuestion, text: str) -> Diff:
    focal = _focal_tokens(question.prompt, question.options)
    probe = pt.token_table(text, question.options)
    added: list[pt.Tok] = []
    removed: list[pt.Tok] = []
    groups: list[list[pt.Tok]] = []
    kept: set[int] = set()
    for op, i1, i2, j1, j2 in opcodes(_focal_lows(question.prompt, question.options)[0], probe.lows):
        if op == "equal":
            kept.update(range(i1, i2))
            continue
        removed += focal[i1:i2]
        if j2 > j1:
            changed = probe.toks(j1, j2)
            added += changed
            groups.append(changed)
    is_content = pt.is_content
    return Diff(added, removed, groups, kept, [w for t in added if is_content(w := t.low)],
                 [w for t in removed if is_content(w := t.low)])


def _common_problem(question: PairwiseQuestion, diff: Diff) -> str | None:
    """What neither a narrower nor a broader probe may do."""
    if not diff.added_words and not diff.removed_words:  # no content word added or removed
        return "changes nothing of substance"
    term = _term_tokens(question.prompt, question.options)
    if term and not diff.kept.issuperset(term):  # a focal token starting in the term is changed
        start, end = evaluative_span(question.prompt, question.options) or (0, 0)
        return f"changes the comparison term {question.prompt[start:end]!r}"
    return (_inverting_problem(question, diff) or pt.hint_word_problem(question, diff.added)
            or pt.decision_word_problem(question, diff.added))


@lru_cache(maxsize=32)
def _term_tokens(prompt: str, options: tuple[str, str]) -> frozenset[int]:
    """The indices of the focal tokens that start inside the evaluative term (none without one)."""
    span = evaluative_span(prompt, options)
    if span is None:
        return frozenset()
    return frozenset(i for i, t in enumerate(_focal_tokens(prompt, options)) if span[0] <= t.start < span[1])


def _narrower_problem(question: PairwiseQuestion, diff: Diff) -> str | None:
    why = _common_problem(question, diff)
    if why:
        return why
    removed = diff.content("removed")
    if not _context_words(question.context or "").isdisjoint(removed):
        return f"replaces the context term {question.context!r}: a narrower probe keeps it and adds a qualifier"
    if len(removed) > 1:
        return f"drops focal words ({pt.quote(removed)}): a narrower probe keeps them and adds a qualifier"
    added = diff.content("added")
    broad = [t.low for t in diff.added if t.low in pt.STRONG_BROAD]
    if broad:
        return f"broadens ({pt.quote(broad)}) instead of narrowing"
    qualifiers = [w for w in added if w not in pt.FILLER and w not in pt.BROAD]
    if not qualifiers:
        return f"adds no qualifier{' (only ' + pt.quote(added) + ')' if added else ''}"
    if len(diff.added) > _MAX_ADDED:
        return f"adds {len(diff.added)} words (at most {_MAX_ADDED})"
    return None


@lru_cache(maxsize=32)
def _context_words(context: str) -> frozenset[str]:
    """The content words of the focal context (read once per question)."""
    return frozenset(w for w in focal_plain(context) if pt.is_content(w))


def _broader_problem(question: PairwiseQuestion, diff: Diff) -> str | None:
    why = _common_problem(question, diff)
    if why:
        return why
    added, removed = diff.content("added"), diff.content("removed")
    if removed:
        return f"adds {len(added)} words (at most {_MAX_RELATED})" if len(added) > _MAX_RELATED else None
    if _is_frame(diff):
        return None
    if added:
        return f"adds {pt.quote(added)} without dropping anything: narrower, not broader"
    return "changes nothing of substance"


def _is_frame(diff: Diff) -> bool:
    """The additions are a broadening frame ("in general", "for most people")."""
    text = " ".join(t.low for t in diff.added if t.low.isalnum() or "-" in t.low)
    if any(f" {frame} " in f" {text} " for frame in BROADER_FRAMES):
        return True
    words = [t.low for t in diff.added if t.low[:1].isalnum()]
    return any(w in pt.STRONG_BROAD for w in words) and all(
        w in pt.BROAD or w in pt.STRONG_BROAD or w in pt.FILLER or w in pt.STOP for w in words)
