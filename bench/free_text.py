"""Free-text answers bench (issue 22, item 3): contrastive forms mapped without a model call.

For every answer of ``tests/data/free_text_answers.yaml`` it reports, per form, how many the
local reading (``contrastive_option``) mapped right, mapped wrong, or left to the mapping call;
then the same answers through ``Guard.certify`` in check-only mode with a scripted focal model
(its mapping replies read the answer as its author would), counting the mapping calls made and
the recommendations certified right or wrong.

    python bench/free_text.py
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import yaml

from warrantguard import Guard
from warrantguard.guard.question import contrastive_option
from warrantguard.guard.spi import MAPPING_MARKER
from warrantguard.testing import ScriptedModel

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "free_text_answers.yaml"


def load() -> tuple[dict[str, list[str]], list[tuple[str, str, str, str]]]:
    """Questions by id, and ``(form, question id, answer, expected option)`` records."""
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    items = [(form, qid, text, want) for form, rows in data["answers"].items() for qid, text, want in rows]
    return data["questions"], items


def local(questions: dict[str, list[str]], items: list[tuple[str, str, str, str]]) -> dict[str, dict[str, int]]:
    """Per form: ``right`` / ``wrong`` / ``left`` (to the mapping call) of the local reading."""
    out: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for form, qid, text, want in items:
        _, a, b = questions[qid]
        got = contrastive_option(text, a, b)
        out[form]["left" if got is None else "right" if got == want else "wrong"] += 1
    return out


def end_to_end(questions: dict[str, list[str]], items: list[tuple[str, str, str, str]]) -> dict[str, dict[str, int]]:
    """Per form, through ``Guard.certify``: ``right`` / ``wrong`` / ``none`` and the mapping ``calls``."""
    out: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for form, qid, text, want in items:
        prompt, a, b = questions[qid]
        model = ScriptedModel(want)
        cert = Guard(model, generator=None, t0_samples=1).certify(prompt, answer=text, options=(a, b)).certificate
        rec = cert.recommendation
        out[form]["none" if rec is None else "right" if rec == want else "wrong"] += 1
        out[form]["calls"] += sum(MAPPING_MARKER in r.messages[-1]["content"] for r in model.requests)
    return out


def main() -> None:
    """Print both tables and the contrastive totals."""
    questions, items = load()
    loc, e2e = local(questions, items), end_to_end(questions, items)
    print(f"{'form':14} {'n':>3} {'local right':>12} {'wrong':>6} {'left':>5} | {'certified right':>15} "
          f"{'wrong':>6} {'none':>5} {'mapping calls':>14}")
    for form in loc:
        lo, ee = loc[form], e2e[form]
        n = lo["right"] + lo["wrong"] + lo["left"]
        print(f"{form:14} {n:3} {lo['right']:12} {lo['wrong']:6} {lo['left']:5} | {ee['right']:15} "
              f"{ee['wrong']:6} {ee['none']:5} {ee['calls']:14}")
    forms = [f for f in loc if f != "controls"]
    n = sum(sum(loc[f][k] for k in ("right", "wrong", "left")) for f in forms)
    right, wrong = sum(loc[f]["right"] for f in forms), sum(loc[f]["wrong"] for f in forms)
    certified_wrong, calls = sum(e2e[f]["wrong"] for f in forms), sum(e2e[f]["calls"] for f in forms)
    print(f"\ncontrastive forms: {right}/{n} mapped without a model call ({100 * right / n:.1f}%), {wrong} wrong; "
          f"through Guard.certify: {certified_wrong} certified wrong, {calls} mapping calls")
    ctl = loc["controls"]
    print(f"controls (negated, judged against, hedged or not contrastive): {ctl['left']} of "
          f"{ctl['left'] + ctl['right'] + ctl['wrong']} left to the mapping call, {ctl['wrong']} mapped wrong locally "
          "(their certified column is the scripted model's own reading, not warrantguard's)")


if __name__ == "__main__":
    main()
