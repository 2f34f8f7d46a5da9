"""A probe's text is read once: vetting the same text again reuses its verdict (issue 23, item 6).

A generated probe is vetted by its generator and again in its tier's pass (rewritten by then: its
kind and context derived). What the text is for a tier is remembered, in a bounded memo; the probe's
own marks (``inverted``, a structural ``kind``) are still read on every vetting.
"""

from __future__ import annotations

import asyncio
import random

from warrantguard.guard import LexicalGenerator, PairwiseQuestion
from warrantguard.guard.probes import _checks, _generators
from warrantguard.guard.probes._checks import vet
from warrantguard.guard.probes._probe import Probe
from warrantguard.guard.question import normalize
from warrantguard.testing import AdversarialGenerator
from warrantguard.testing._adversarial import ADVERSARIAL_MODES

QUESTION = PairwiseQuestion.parse("Which is safer to travel by, motorcycle or train?")
PARAPHRASE = "Which is safer to journey by, motorcycle or train?"


def _clear() -> None:
    _checks._verdict.cache_clear()
    _checks._paraphrase_verdict.cache_clear()
    _checks._KEPT.clear()


def test_a_probes_marks_are_read_on_every_vetting_of_a_known_text() -> None:
    plain = Probe(tier=1, prompt=PARAPHRASE, kind="paraphrase", source="llm")
    marked = Probe(tier=1, prompt=PARAPHRASE, kind="paraphrase", inverted=True, source="llm")
    claimed = Probe(tier=1, prompt=PARAPHRASE, kind="inversion", source="llm")
    for order in ([plain, marked, claimed], [marked, claimed, plain]):
        _clear()
        outcomes = {id(p): vet(QUESTION, p, 1) for p in order}
        assert outcomes[id(plain)].probe is not None and outcomes[id(plain)].probe.kind == "paraphrase"
        assert outcomes[id(marked)].probe is None and "marked as a valence inversion" in outcomes[id(marked)].reason
        assert outcomes[id(claimed)].probe is None and "marked as a valence inversion" in outcomes[id(claimed)].reason


def test_a_vetted_probe_vetted_again_is_kept_as_it_was() -> None:
    _clear()
    first = vet(QUESTION, Probe(tier=2, prompt="Which is safer to travel by at night, motorcycle or train?",
                                kind="narrower", source="llm"), 2).probe
    assert first is not None and first.context
    again = vet(QUESTION, first, 2).probe
    assert again is first
    assert _checks._verdict.cache_info().hits == 0  # known as kept: its text is not even looked up
    _checks._KEPT.clear()
    assert vet(QUESTION, first, 2).probe is first  # read afresh: the same outcome
    assert _checks._verdict.cache_info().hits == 1


def test_a_kept_probe_vetted_again_is_what_vetting_it_afresh_gives() -> None:
    """The memo of kept probes (by identity, for the same question and tier) serves the tier's pass
    over its generator's vetted probes: its answer is what reading the probe afresh gives."""
    jobs = [(p, tier) for p in _candidates() for tier in (1, 2, 3)]
    _clear()
    kept = [(v.probe, tier) for p, tier in jobs if (v := vet(QUESTION, p, tier)).probe is not None]
    remembered = [vet(QUESTION, p, tier) for p, tier in kept]
    afresh = []
    for p, tier in kept:
        _clear()
        afresh.append(vet(QUESTION, p, tier))
    assert remembered == afresh and all(v.probe is p for v, (p, _tier) in zip(remembered, kept, strict=True))
    assert len(kept) > 10


def test_a_kept_probe_is_vetted_afresh_for_another_question_or_tier() -> None:
    _clear()
    narrower = vet(QUESTION, Probe(tier=2, prompt="Which is safer to travel by at night, motorcycle or train?",
                                   kind="narrower", source="llm"), 2).probe
    assert narrower is not None
    assert vet(QUESTION, narrower, 3).probe is None  # adds a qualifier: not broader
    other = PairwiseQuestion.parse("Which is safer to travel by, motorcycle or train?")
    assert other == QUESTION and other is not QUESTION
    looked_up = _checks._verdict.cache_info()
    assert vet(other, narrower, 2).probe is narrower
    now = _checks._verdict.cache_info()  # an equal question, not this one: its text's verdict is looked up
    assert now.hits + now.misses == looked_up.hits + looked_up.misses + 1
    assert vet(QUESTION, narrower, True).probe is not narrower  # tier True is no int: rewritten with it


def test_the_memo_of_kept_probes_is_bounded() -> None:
    _clear()
    for i in range(_checks._KEPT_MAX + 40):
        vet(QUESTION, Probe(tier=2, prompt=f"Which is safer to travel by at night {i}, motorcycle or train?",
                            kind="narrower", source="llm"), 2)
        assert len(_checks._KEPT) <= _checks._KEPT_MAX


def _candidates() -> list[Probe]:
    out: list[Probe] = []
    for tier in (1, 2, 3):
        out += asyncio.run(LexicalGenerator().generate(QUESTION, tier, 6, None))
        for mode in ADVERSARIAL_MODES:
            out += asyncio.run(AdversarialGenerator(mode, many=3).generate(QUESTION, tier, 3, None))
    return out


def test_remembered_verdicts_are_the_ones_read_afresh_in_any_order() -> None:
    jobs = [(p, tier) for p in _candidates() for tier in (1, 2, 3)]
    jobs += [(p.model_copy(update={"inverted": not p.inverted, "source": "llm"}), tier) for p, tier in jobs[::3]]
    fresh = []
    for probe, tier in jobs:
        _clear()
        fresh.append(vet(QUESTION, probe, tier))
    order = list(range(len(jobs)))
    random.Random(4).shuffle(order)
    _clear()
    warm = {i: vet(QUESTION, *jobs[i]) for i in order + order}
    assert [warm[i] for i in range(len(jobs))] == fresh
    assert sum(v.probe is None for v in fresh) > 10 and sum(v.probe is not None for v in fresh) > 10


def test_the_memo_of_verdicts_is_bounded() -> None:
    _clear()
    for i in range(_checks.VERDICTS + 40):
        vet(QUESTION, Probe(tier=1, prompt=f"Which is safer to travel by, motorcycle or train, case {i}?",
                            source="llm"), 1)
    assert _checks._verdict.cache_info().currsize == _checks.VERDICTS
    assert _checks._paraphrase_verdict.cache_info().currsize == _checks.VERDICTS


def test_the_normal_forms_remembered_are_bounded_and_a_long_text_is_not_kept() -> None:
    _generators._normalized.cache_clear()
    for i in range(_generators._NORMALIZED + 30):
        assert _generators._normal(f"  Which IS better, case {i}?! ") == normalize(f"  Which IS better, case {i}?! ")
    assert _generators._normalized.cache_info().currsize == _generators._NORMALIZED
    misses = _generators._normalized.cache_info().misses
    long = "Which  is better? " * 400
    assert _generators._normal(long) == normalize(long)
    assert _generators._normalized.cache_info().misses == misses


def test_the_focal_antonyms_are_read_in_the_prompts_order_whatever_the_hash_seed() -> None:
    """The first focal word with an antonym names a rejection's reason: its order may not depend on
    the process's string hashing (it did: a frozenset's order)."""
    import subprocess
    import sys

    code = ("from warrantguard.guard.probes._checks import _focal_antonyms;"
            "print([w for w, _ in _focal_antonyms('Is it better, safer and more reliable to take a car or a bike "
            "at night?', ('car', 'bike'))])")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60,
                           env={**__import__("os").environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (1, 3, 4)}
    assert seen == {"['better', 'safer', 'more']\n"}


def test_an_inversion_names_the_antonyms_a_probe_adds_in_the_probe_s_order_under_any_hash_seed() -> None:
    """The antonyms of a focal word are a set: the reason names the ones a probe adds in the order
    the probe writes them, so the same probe gets the same reason in every process."""
    import subprocess
    import sys

    code = ("from warrantguard.guard.question import PairwiseQuestion;"
            "from warrantguard.guard.probes import Probe;"
            "from warrantguard.guard.probes._checks import vet;"
            "q = PairwiseQuestion('Which should I avoid, the bus or the train?', 'bus', 'train');"
            "p = Probe(tier=1, prompt='Which should I pick and choose, the bus or the train?', source='llm');"
            "print(vet(q, p, 1).reason)")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60,
                           env={**__import__("os").environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (0, 1, 2)}
    assert seen == {"adds 'pick', 'choose', the opposite of 'avoid': an unmarked inversion\n"}

