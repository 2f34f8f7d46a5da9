"""Probe generation: an LLM generator (paper's Appendix B, in our words) with lexical fill.

Generators are plain objects with ``async generate(question, tier, count, ask)``
where ``ask(request) -> ChatResponse`` is the session's budgeted, cached, retried
call to the generator model. Every returned probe is validated here.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import re
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any

from warrantguard.guard._models import ChatRequest, ChatResponse, Purpose
from warrantguard.guard._prompts import GENERATOR_MARKER
from warrantguard.guard.probes._checks import vet
from warrantguard.guard.probes._lexical import lexical_probes, permute, structural_probes
from warrantguard.guard.probes._log import current_log
from warrantguard.guard.probes._offload import off_loop
from warrantguard.guard.probes._probe import Probe, ProbeKind, written
from warrantguard.guard.question import PairwiseQuestion, normalize, parallel_options, whole_word_spans

__all__ = ["LLMGenerator", "LexicalGenerator", "avalidate_probes", "validate_probes"]

Ask = Callable[[ChatRequest], Awaitable[ChatResponse]]
Admit = Callable[[str, str], bool]  # (focal prompt, paraphrase) -> may it serve as a T1 probe?
_SURPLUS = 5  # lexical candidates per wanted probe when a paraphrase filter may reject some
_MAX_CANDIDATES = 500  # probes one validation looks at
_MAX_REPLY = 200_000  # characters of a generator reply that are parsed
_MAX_ITEMS = 100  # probe objects taken from one reply
_STRUCTURAL = 3  # T1's permutation, inversion and both

_TIER_TASK = {
    1: (
        "Write {n} close paraphrases of the prompt. Each must express exactly the same decision "
        "in the same context: change wording only, for example replace ONE word of the context "
        "with a very close synonym. Keep the options word for word."
    ),
    2: (
        "The context term is \"{context}\". Write {n} versions of the prompt, each narrowing the "
        "context to a MORE SPECIFIC case by ADDING a qualifier to it (for example \"travel\" → "
        "\"business travel\", or \"..., with young children\"), as if a constraint were added. Keep "
        "every word of the prompt, the context term and the options word for word, and only add "
        "the qualifier. Each version must add a different qualifier."
    ),
    3: (
        "The context term is \"{context}\". Write {n} versions of the prompt, each replacing the "
        "context with a MORE GENERAL one (a broader category it falls under) or a substantively "
        "related context, or dropping a qualifier, as if a constraint were removed. Each version "
        "must use a different context. Keep the options and the comparison word word for word "
        "and change nothing else."
    ),
}
_KIND = {1: ProbeKind.PARAPHRASE, 2: ProbeKind.NARROWER, 3: ProbeKind.BROADER}


def validate_probes(
    question: PairwiseQuestion, probes: Iterable[Probe], existing: Sequence[Probe] = (),
    admit: Admit | None = None,
) -> list[Probe]:
    """Keep the probes that may serve their tier, their kind, ``inverted`` and ``context``
    derived from their own text: generated probes are untrusted (:mod:`._probe_checks`); the
    caller's (``source="user"``) need both options as whole words and keep what they say.
    Each must differ from the focal prompt, the others and ``existing``; T1 paraphrases also
    need ``admit``'s consent (e.g. a :class:`SubstitutionFilter`). Rejections go to the
    collecting :class:`RejectionLog`, if any."""
    seen = {_normal(question.prompt)} | {_normal(p.prompt) for p in existing}
    log = current_log()
    kept = []
    for probe in itertools.islice(probes, _MAX_CANDIDATES):
        vetted = vet(question, probe, probe.tier)
        if vetted.probe is None:
            if log is not None:
                log.add(probe, vetted.reason)
            continue
        key = _normal(vetted.probe.prompt)
        if key in seen:
            continue
        if admit is not None and vetted.probe.kind == ProbeKind.PARAPHRASE.value and not admit(
                question.prompt, vetted.probe.prompt):
            continue
        if vetted.reason and log is not None:
            log.add(probe, vetted.reason, kept=True)
        seen.add(key)
        kept.append(vetted.probe)
    return kept


_NORMALIZED = 256  # probe texts whose normal form is remembered (a probe is compared in several passes)
_REMEMBERED_CHARS = 4_000  # a longer text is normalized afresh (its form would hold too much memory)


def _normal(text: str) -> str:
    """:func:`normalize`, remembered for the last few short texts."""
    return _normalized(text) if len(text) <= _REMEMBERED_CHARS else normalize(text)


_normalized = functools.lru_cache(maxsize=_NORMALIZED)(normalize)


async def avalidate_probes(
    question: PairwiseQuestion, probes: Iterable[Probe], existing: Sequence[Probe] = (),
    admit: Admit | None = None,
) -> list[Probe]:
    """:func:`validate_probes` in a worker thread, one such job at a time (:func:`off_loop`): its
    text checks grow with the prompt's length and never run on the event loop (the collecting
    :class:`RejectionLog` goes along)."""
    candidates = list(probes)
    if not candidates:  # nothing to vet (a tier without the caller's probes, say): nothing kept, nothing logged
        return []
    tier = min((p.tier for p in candidates), default=len(_KIND) + 1)
    chars = len(question.prompt) + sum(len(p.prompt) for p in candidates)
    return await off_loop(validate_probes, question, candidates, existing, admit, priority=tier, chars=chars)


class LexicalGenerator:
    """Offline generator: deterministic permutation, antonym inversion, synonym swaps,
    qualifier narrowing and qualifier-dropping broadening. Makes no calls.
    ``paraphrase_filter(prompt, paraphrase) -> bool`` vets the synonym swaps."""

    name = "lexical"

    def __init__(self, *, paraphrase_filter: Admit | None = None) -> None:
        self.paraphrase_filter = paraphrase_filter

    async def generate(self, question: PairwiseQuestion, tier: int, count: int, ask: Ask | None) -> list[Probe]:
        """Probes for ``tier``: for T1 the structural ones plus ``count`` paraphrases."""
        reads = len(question.prompt) * _SURPLUS * (count + _STRUCTURAL + 1)  # its candidates, vetted
        return await off_loop(self._generate, question, tier, count, priority=tier, chars=reads)

    def _generate(self, question: PairwiseQuestion, tier: int, count: int) -> list[Probe]:
        extra = structural_probes(question) if tier == 1 else []
        made = lexical_probes(question, tier, (count + len(extra)) * (_SURPLUS if self.paraphrase_filter else 1))
        return validate_probes(question, [*extra, *made], admit=self.paraphrase_filter)[: count + len(extra)]


class LLMGenerator:
    """Ask a generator model for all probes of a tier in one JSON call (``batch=True``),
    or one call per probe (``batch=False``, the paper's procedure); ask again once for
    any shortfall; fill what is still missing from the lexical generator.

    ``model`` (a model string, :class:`ChatModel` or callable) writes the probes; by
    default the Guard's focal model does. ``paraphrase_filter(prompt, paraphrase) -> bool``
    vets T1 paraphrases, e.g. the paper's word-vector filter :class:`SubstitutionFilter`;
    a rejected one is asked for again like any other shortfall. Every probe it writes is
    checked like untrusted input (:func:`validate_probes`). ``check_relations=True`` also
    asks the generator model, one call per kept T2/T3 probe, whether the probe is narrower
    (T2) or broader or related (T3) than the focal prompt, as the paper's validation of its
    probes did; those calls count in the certificate's usage and budget. Off by default.
    """

    def __init__(self, model: Any = None, *, batch: bool = True, lexical_fill: bool = True,
                 paraphrase_filter: Admit | None = None, check_relations: bool = False) -> None:
        self.model = model
        self.batch = batch
        self.lexical_fill = lexical_fill
        self.paraphrase_filter = paraphrase_filter
        self.check_relations = check_relations
        self.name = "llm" if batch else "llm-per-probe"

    early_probes = True  # may hand over its first round's probes (``early``) before asking for more

    async def generate(self, question: PairwiseQuestion, tier: int, count: int, ask: Ask | None,
                       early: Callable[[list[Probe]], Awaitable[None]] | None = None) -> list[Probe]:
        """Probes for ``tier`` (T1: structural transforms plus ``count`` paraphrases). Before a
        second request for a shortfall, ``early`` (if given) gets the probes so far, in order:
        the probes returned in the end begin with them."""
        assert ask is not None
        structural, first = await self._first_round(question, tier, count, ask)
        probes = await avalidate_probes(question, structural)
        base = len(probes)  # the structural probes kept
        rounds = 2 if self.batch else count
        rejected: list[Probe] = []  # named in the next request, so that it proposes others
        for _round in range(rounds * (2 if self.paraphrase_filter and tier == 1 else 1)):
            missing = count - (len(probes) - base)
            if missing <= 0:
                break
            got = first if first is not None else await self._ask_tier(
                question, tier, missing if self.batch else 1, [*probes, *rejected], ask)
            first = None
            kept = await avalidate_probes(question, got, probes, self.paraphrase_filter)
            taken = {_normal(p.prompt) for p in kept}
            rejected += [p for p in got if _normal(p.prompt) not in taken][:12]
            probes += kept
            if early is not None and count - (len(probes) - base) > 0:
                await early(list(probes))  # the next request takes a round: these may run meanwhile
                early = None
        if self.lexical_fill:
            missing = count - (len(probes) - base)
            wanted = count * (_SURPLUS if self.paraphrase_filter else 1)
            fill = await off_loop(lexical_probes, question, tier, wanted, priority=tier,
                                  chars=len(question.prompt) * (wanted + 1))
            probes += (await avalidate_probes(question, fill, probes, self.paraphrase_filter))[: max(0, missing)]
        return probes

    async def _first_round(self, question: PairwiseQuestion, tier: int, count: int,
                           ask: Ask) -> tuple[list[Probe], list[Probe] | None]:
        """T1's structural probes (the inversion may be asked for) and, in the same round, the
        first request for its paraphrases (``None`` for T2/T3 or when none are wanted): the two
        calls do not wait for each other. The paraphrase request names the structural probes
        known without a call; every reply is vetted as before."""
        if tier != 1:
            return [], None
        known = structural_probes(question)
        if count <= 0:
            return await self._structural(question, ask, list(known)), None
        asking = asyncio.ensure_future(self._ask_tier(question, 1, count if self.batch else 1, known, ask))
        try:
            structural = await self._structural(question, ask, list(known))
        except BaseException:
            asking.cancel()
            raise
        return structural, await asking

    async def _structural(self, question: PairwiseQuestion, ask: Ask, probes: list[Probe]) -> list[Probe]:
        """``probes`` (the structural ones known without a call) and, when the lexicon finds no
        inversion, the generator model's."""
        kinds = {p.kind for p in probes}
        if ProbeKind.INVERSION.value not in kinds:
            inverted = await self._ask_inversion(question, ask)
            if inverted:
                probes.append(Probe(tier=1, prompt=inverted, kind=ProbeKind.INVERSION.value,
                                    context=question.context, inverted=True, source="llm"))
                both = permute(inverted, question.option_a, question.option_b)
                if both:
                    probes.append(Probe(tier=1, prompt=both, kind=ProbeKind.PERMUTED_INVERSION.value,
                                        context=question.context, inverted=True, source="lexical"))
        return probes

    async def _ask_inversion(self, question: PairwiseQuestion, ask: Ask) -> str | None:
        task = (
            "Invert the valence of the prompt so that someone who would answer "
            f"\"{question.option_a}\" to the original would answer \"{question.option_b}\" to the "
            "new version, and vice versa: replace ONE comparison word or short phrase with its "
            "opposite (better → worse, safer → riskier, choose → avoid). Keep both options "
            "unchanged and in place. Add nothing else."
        )
        items = await self._call(question, task, ask)
        texts = [i["prompt"] for i in items if isinstance(i.get("prompt"), str)]
        return texts[0] if texts else None

    async def _ask_tier(
        self, question: PairwiseQuestion, tier: int, n: int, have: Sequence[Probe], ask: Ask
    ) -> list[Probe]:
        task = _TIER_TASK[tier].format(n=n, context=question.context or "the decision's setting")
        if have:
            task += " Do not repeat any of these: " + "; ".join(f"\"{p.prompt}\"" for p in have[-12:])
        items = await self._call(question, task, ask)
        return [  # the context is derived from the probe's words, never taken from the reply
            written(tier, i["prompt"], _KIND[tier].value, "llm")
            for i in items if isinstance(i.get("prompt"), str) and i["prompt"].strip()
        ]

    async def _call(self, question: PairwiseQuestion, task: str, ask: Ask) -> list[dict[str, Any]]:
        content = (
            f"{GENERATOR_MARKER}\nPrompt: \"{question.prompt}\"\nOption A: \"{question.option_a}\"\n"
            f"Option B: \"{question.option_b}\"\n\n{task}\n\nReturn only JSON of the form "
            "{\"probes\": [{\"prompt\": \"...\"}]}."
        )
        request = ChatRequest(messages=({"role": "user", "content": content},), temperature=0.0,
                              json=True, purpose=Purpose.GENERATE)
        response = await ask(request)
        return parse_probe_json(response.texts[0] if response.texts else "")


def parse_probe_json(text: str) -> list[dict[str, Any]]:
    """Extract the list of probe objects from a generator reply (tolerating fences/prose);
    at most the first 100, from the first 200,000 characters."""
    match = re.search(r"\{.*\}|\[.*\]", (text or "")[:_MAX_REPLY], re.S)
    if not match:
        return []
    try:
        data = json.loads(match.group(0))
    except (ValueError, RecursionError):
        return []
    if isinstance(data, dict):
        data = data.get("probes", [data] if "prompt" in data else [])
    if not isinstance(data, list):
        return []
    items = [d if isinstance(d, dict) else {"prompt": d} for d in data[:_MAX_ITEMS] if isinstance(d, dict | str)]
    return items


def _json_object(text: str) -> dict[str, Any]:
    """The first JSON object in a reply (tolerating fences and prose), else ``{}``."""
    match = re.search(r"\{.*\}", text or "", re.S)
    try:
        data = json.loads(match.group(0)) if match else {}
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


async def extract_question(prompt: str, ask: Ask) -> PairwiseQuestion | None:
    """Ask the generator model (one structured call) for the two options and the context of
    ``prompt``. Its answer is accepted only when both options occur in the prompt verbatim
    (whole words, case-insensitive) at places that do not overlap, and differ; the options
    are then spelled as in the prompt, cut to their parallel core as the rules' options are
    (``question.parallel_options``), and the question records ``found_by="model"``."""
    content = (
        f"{GENERATOR_MARKER}\nDoes this prompt ask to choose between exactly two options? "
        f"Prompt: \"{prompt}\"\nReturn only JSON: {{\"option_a\": \"...\", \"option_b\": \"...\", "
        "\"context\": \"...\"}} copying the options word for word from the prompt, or "
        "{\"pairwise\": false}."
    )
    response = await ask(ChatRequest(messages=({"role": "user", "content": content},), json=True,
                                     purpose=Purpose.EXTRACT))
    data = _json_object(response.texts[0] if response.texts else "")
    a, b = data.get("option_a"), data.get("option_b")
    if data.get("pairwise") is False or not isinstance(a, str) or not isinstance(b, str):
        return None
    found = parallel_options(prompt, a, b)  # verbatim, disjoint, cut to their parallel core
    if found is None:
        return None
    ctx = data.get("context")
    spans = whole_word_spans(prompt, ctx) if isinstance(ctx, str) else []
    context = prompt[spans[0][0] : spans[0][1]] if spans else None
    try:
        return PairwiseQuestion(prompt.strip(), *found, context, "model")
    except ValueError:
        return None
