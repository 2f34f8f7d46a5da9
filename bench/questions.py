"""Question-understanding bench: how PairwiseQuestion.parse does on the question corpus.

The corpus has three parts: the development part (``questions.yaml``, ``questions_dev.yaml`` and
``questions_dev3.yaml``, which the parser was tuned on), the held-out part (``questions_heldout.yaml``, never tuned on;
see ``bench/questions_split.py``) and the second held-out part (``questions_heldout2.yaml``,
written independently and committed before its single first scoring). For each part, and for
the whole corpus, it prints the accuracy per syntactic family and per domain, the refusals of pairwise prompts and the
silently-wrong count (a pair returned that differs from the expected one, or a pair returned
for a non-pairwise prompt), then the context accuracy where one is expected.

    python bench/questions.py [--part dev|heldout|heldout2|all] [--corpus FILE ...] [--show]
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from pathlib import Path

import yaml

from warrantguard.guard import NotPairwiseError, PairwiseQuestion

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
_UNITS = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
          "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
          "nineteenth")
_TENS = ("", "", "twent", "thirt", "fort", "fift", "sixt", "sevent", "eight", "ninet")


def ordinal(n: int) -> str:
    """The English ordinal of 1 <= n < 200 ("eighty-fourth", "hundred-and-third")."""
    if n >= 100:
        return "hundredth" if n == 100 else f"hundred-and-{ordinal(n - 100)}"
    if n < 20:
        return _UNITS[n]
    tens, unit = divmod(n, 10)
    return f"{_TENS[tens]}ieth" if unit == 0 else f"{_TENS[tens]}y-{_UNITS[unit]}"


def _part_number(path: Path) -> int:
    return int(path.stem.removeprefix("questions_heldout") or 1)


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's: the same values, 7x faster

# The development part, then every held-out part in the order written (questions_heldout.yaml is the first).
_HELDOUT = sorted(DATA.glob("questions_heldout*.yaml"), key=_part_number)
PARTS = {"dev": (DATA / "questions.yaml", DATA / "questions_dev.yaml", DATA / "questions_dev3.yaml"),
         **{f"heldout{_part_number(p) if _part_number(p) > 1 else ''}": (p,) for p in _HELDOUT}}
TITLES = {"dev": "development", "heldout": "held-out",
          **{f"heldout{_part_number(p)}": f"{ordinal(_part_number(p))} held-out" for p in _HELDOUT[1:]}}
CORPUS = PARTS["dev"][0]  # the original corpus (kept for callers of cases())


def canon(option: str) -> str:
    """Case-folded, without quote marks, end punctuation or a leading article."""
    text = re.sub(r"[\"“”‘’]", "", option).strip().lower().strip(" .,;:!?")
    return re.sub(r"^(?:the|a|an)\s+", "", re.sub(r"\s+", " ", text))


def judge(prompt: str, expected: list[tuple[str, str]] | None) -> tuple[str, PairwiseQuestion | None]:
    """``right``, ``refused`` or ``wrong`` for one prompt (``expected`` None: must refuse)."""
    try:
        q = PairwiseQuestion.parse(prompt)
    except NotPairwiseError:
        return ("right" if expected is None else "refused"), None
    if expected is None:
        return "wrong", q
    got = (canon(q.option_a), canon(q.option_b))
    return ("right" if got in {(canon(a), canon(b)) for a, b in expected} else "wrong"), q


def cases(path: Path = CORPUS) -> list[dict]:
    """The corpus as flat records: family, domain, prompt, expected pairs, context."""
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    out = []
    for family, items in data["pairwise"].items():
        for domain, prompt, a, b, ctx, *alts in items:
            pairs = [(str(a), str(b))] + [(str(x), str(y)) for x, y in (alts[0] if alts else [])]
            out.append({"family": family, "domain": domain, "prompt": prompt, "expected": pairs,
                        "context": ctx})
    for family, prompts in data["not_pairwise"].items():
        out += [{"family": f"not:{family}", "domain": "-", "prompt": p, "expected": None, "context": None}
                for p in prompts]
    return out


def score(paths: tuple[Path, ...], title: str, show: bool) -> dict[str, int]:
    """Print the tables of one part; returns its totals (right, refused, wrong)."""
    by_family: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    by_domain: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    ctx_total = ctx_right = 0
    misses = []
    for case in (c for path in paths for c in cases(path)):
        verdict, q = judge(case["prompt"], case["expected"])
        by_family[case["family"]][verdict] += 1
        if case["expected"] is not None:
            by_domain[case["domain"]][verdict] += 1
        if verdict != "right":
            misses.append((verdict, case["prompt"], q.options if q else None, case["expected"]))
        if q is not None and verdict == "right" and case["context"] is not None:
            ctx_total += 1
            ctx_right += canon(q.context or "") == canon(str(case["context"]))
    print(f"\n=== {title}: {', '.join(p.name for p in paths)}")
    _table("syntactic family", by_family)
    _table("domain (pairwise prompts)", by_domain)
    total = {k: sum(c[k] for c in by_family.values()) for k in ("right", "refused", "wrong")}
    n = sum(total.values())
    print(f"\n{title}: {total['right']}/{n} right ({100 * total['right'] / n:.1f}%), "
          f"{total['refused']} pairwise prompts refused, {total['wrong']} silently wrong")
    if ctx_total:
        print(f"context: {ctx_right}/{ctx_total} right where one is expected and the options were right")
    if show:
        for verdict, prompt, got, expected in misses:
            print(f"  {verdict:8} {prompt!r}\n           got {got}, expected {expected and expected[0]}")
    return total


def main() -> None:
    """Run the bench and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--part", choices=(*PARTS, "all"), default="all")
    parser.add_argument("--corpus", type=Path, nargs="+", help="score these files instead of the parts")
    parser.add_argument("--show", action="store_true", help="list every refused or wrong prompt")
    args = parser.parse_args()
    if args.corpus:
        score(tuple(args.corpus), "corpus", args.show)
        return
    parts = list(PARTS) if args.part == "all" else [args.part]
    totals = {part: score(PARTS[part], TITLES[part], args.show) for part in parts}
    if len(parts) == len(PARTS):
        whole = score(tuple(path for part in parts for path in PARTS[part]), "whole corpus", False)
        each = ", ".join(f"{TITLES[part]} {_pct(totals[part])}" for part in parts)
        print(f"\nsummary: {each}, whole {_pct(whole)}; silently wrong in the whole corpus: {whole['wrong']}")


def _pct(total: dict[str, int]) -> str:
    n = sum(total.values())
    return f"{total['right']}/{n} = {100 * total['right'] / n:.1f}%"


def _table(title: str, rows: dict[str, dict[str, int]]) -> None:
    print(f"\n{title:28} {'n':>4} {'right':>6} {'refused':>8} {'wrong':>6} {'accuracy':>9}")
    for name, c in sorted(rows.items()):
        n = c["right"] + c["refused"] + c["wrong"]
        print(f"{name:28} {n:4} {c['right']:6} {c['refused']:8} {c['wrong']:6} {100 * c['right'] / n:8.1f}%")


if __name__ == "__main__":
    main()
