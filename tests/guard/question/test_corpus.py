"""The question corpus (tests/data/questions*.yaml) through PairwiseQuestion.parse.

Development part: questions.yaml, questions_dev.yaml and questions_dev3.yaml; held-out parts: questions_heldout.yaml
(never tuned on; see bench/questions_split.py and bench/results/questions_*_holdout.txt) and
questions_heldout2.yaml (written apart, scored once: bench/results/questions_heldout2_first.txt); likewise
every later part, questions_heldout3.yaml onwards (bench/results/questions_heldout*_first.txt): all of them
are checked here, so a rule that misreads a prompt of any part fails the suite.

Each pairwise prompt must yield its expected pair (A first; compared case-insensitively
without quote marks or a leading article) or be refused; each non-pairwise prompt must be
refused. Refusing a pairwise prompt costs accuracy; returning a different pair, or any pair
for a non-pairwise prompt, is *silently wrong* and must never happen.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from tests._data import read_yaml
from warrantguard.guard import NotPairwiseError, PairwiseQuestion

DATA = Path(__file__).parents[2] / "data"
FILES = ("questions.yaml", "questions_dev.yaml", "questions_dev3.yaml", "questions_heldout.yaml",
         *sorted((p.name for p in DATA.glob("questions_heldout[0-9]*.yaml")), key=lambda n: int(n[17:-5])))


def _canon(option: str) -> str:
    text = re.sub(r"[\"“”‘’]", "", option).strip().lower().strip(" .,;:!?")
    return re.sub(r"^(?:the|a|an)\s+", "", re.sub(r"\s+", " ", text))


def _load() -> tuple[list[tuple], list[tuple], list[str]]:
    """The pairwise and the not-pairwise prompts, each once, and the prompts two parts label apart
    (blind parts are written independently, so a few prompts recur word for word)."""
    pairwise, refused, seen, conflicts = [], [], {}, []
    for name in FILES:
        data = read_yaml(DATA / name)
        for family, items in data["pairwise"].items():
            for domain, prompt, a, b, ctx, *alts in items:
                pairs = [(str(a), str(b))] + [(str(x), str(y)) for x, y in (alts[0] if alts else [])]
                if _first(seen, conflicts, prompt, (a, b)):
                    pairwise.append((f"{name}:{family}:{domain}", prompt, pairs, ctx))
        for family, prompts in data["not_pairwise"].items():
            refused += [(f"{name}:{family}", p) for p in prompts if _first(seen, conflicts, p, None)]
    return pairwise, refused, conflicts


def _first(seen: dict, conflicts: list[str], prompt: str, label: object) -> bool:
    """True the first time ``prompt`` is met; a later label that differs is recorded as a conflict."""
    if prompt in seen:
        if seen[prompt] != label:
            conflicts.append(prompt)
        return False
    seen[prompt] = label
    return True


PAIRWISE, NOT_PAIRWISE, CONFLICTS = _load()


@functools.cache
def _reading(prompt: str) -> tuple[PairwiseQuestion | None, str]:
    """The prompt's reading and, when refused, the refusal's text: parsed once per worker for every test here."""
    try:
        return PairwiseQuestion.parse(prompt), ""
    except NotPairwiseError as exc:
        return None, str(exc)


def _parsed(prompt: str) -> PairwiseQuestion | None:
    """The prompt's reading, None when refused."""
    return _reading(prompt)[0]


def _verdict(prompt: str, pairs: list[tuple[str, str]] | None) -> str:
    q = _parsed(prompt)
    if q is None:
        return "refused"
    if pairs is None:
        return "wrong"
    got = (_canon(q.option_a), _canon(q.option_b))
    return "right" if got in {(_canon(a), _canon(b)) for a, b in pairs} else "wrong"


def test_corpus_size_and_well_formed() -> None:
    main = [p for p in PAIRWISE if p[0].startswith("questions.yaml")]
    assert len(main) >= 300 and len([p for p in NOT_PAIRWISE if p[0].startswith("questions.yaml")]) >= 60
    held = [p for p in PAIRWISE + NOT_PAIRWISE if p[0].startswith("questions_heldout.yaml")]
    assert len(held) >= 100  # issue 22: a held-out part of at least 100 prompts
    dev3 = [p for p in PAIRWISE if p[0].startswith("questions_dev3.yaml")]
    assert len(dev3) >= 150 and len([p for p in NOT_PAIRWISE if p[0].startswith("questions_dev3")]) >= 50
    held2 = [p for p in PAIRWISE if p[0].startswith("questions_heldout2.yaml")]
    assert len(held2) >= 100 and len([p for p in NOT_PAIRWISE if p[0].startswith("questions_heldout2")]) >= 40
    held3 = [p for p in PAIRWISE if p[0].startswith("questions_heldout3.yaml")]  # its fixed prompts moved to dev
    assert len(held3) >= 145 and len([p for p in NOT_PAIRWISE if p[0].startswith("questions_heldout3")]) >= 45
    held4 = [p for p in PAIRWISE if p[0].startswith("questions_heldout4.yaml")]  # its fixed prompts moved to dev
    assert len(held4) >= 95 and len([p for p in NOT_PAIRWISE if p[0].startswith("questions_heldout4")]) >= 30
    assert CONFLICTS == []  # a prompt in two parts has one label
    for _, prompt, pairs, _ in PAIRWISE:
        for a, b in pairs:  # expected options are verbatim substrings of the prompt
            assert a.lower() in prompt.lower() and b.lower() in prompt.lower(), prompt


def _misread(prompt: str, pairs: list[tuple[str, str]]) -> str | None:
    """Why a pairwise prompt's reading fails, or None: a refusal must say why (it costs accuracy only); a reading must
    be one of the expected pairs, verbatim in the prompt, found by the rules."""
    q, reason = _reading(prompt)
    if q is None:
        return None if "two options" in reason else f"refused without a reason: {prompt!r}"
    if (_canon(q.option_a), _canon(q.option_b)) not in {(_canon(a), _canon(b)) for a, b in pairs}:
        return f"silently wrong: {prompt!r} read {q.options}, expected {pairs[0]}"
    if q.option_a not in prompt or q.option_b not in prompt or q.found_by != "rules":
        return f"options not verbatim or not by the rules: {prompt!r} read {q.options}"
    return None


# One test per corpus file, each naming every prompt it misreads: a test per prompt (28,000 of them) cost the suite
# minutes of pytest's own bookkeeping for the same check.
@pytest.mark.parametrize("name", FILES)
def test_pairwise_prompts_are_never_silently_wrong(name: str) -> None:
    misread = [why for family, prompt, pairs, _ in PAIRWISE if family.startswith(f"{name}:")
               if (why := _misread(prompt, pairs)) is not None]
    assert misread == []


@pytest.mark.parametrize("name", FILES)
def test_non_pairwise_prompts_are_refused(name: str) -> None:
    read = [(prompt, q.options) for family, prompt in NOT_PAIRWISE if family.startswith(f"{name}:")
            if (q := _parsed(prompt)) is not None]
    assert read == []


def test_the_checks_see_a_misread_and_a_bare_refusal() -> None:
    pairs = [("motorcycle", "train")]
    assert _misread("Which is safer to travel by, motorcycle or train?", pairs) is None
    assert _misread("Which is safer to travel by, motorcycle or train?", [("car", "train")]).startswith("silently")
    assert _misread("Which is safer to travel by, motorcycles?", pairs) is None  # refused, with its reason


def test_overall_accuracy_and_zero_silently_wrong() -> None:
    verdicts = [_verdict(p, pairs) for _, p, pairs, _ in PAIRWISE] + [_verdict(p, None) for _, p in NOT_PAIRWISE]
    right = sum(v in ("right",) for v in verdicts[: len(PAIRWISE)]) + verdicts[len(PAIRWISE):].count("refused")
    assert verdicts.count("wrong") == 0
    assert right / len(verdicts) >= 0.97


def test_context_where_expected() -> None:
    checked = right = 0
    for _, prompt, pairs, context in PAIRWISE:
        if context is None or _verdict(prompt, pairs) != "right":
            continue
        checked += 1
        q = _parsed(prompt)
        right += q is not None and _canon(q.context or "") == _canon(str(context))
    assert checked >= 100 and right / checked >= 0.95
