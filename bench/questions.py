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
PARTS = {"dev": (DATA / "questions.yaml", DATA / "questions_dev.yaml", DATA / "questions_dev3.yaml"),
         "heldout": (DATA / "questions_heldout.yaml",), "heldout2": (DATA / "questions_heldout2.yaml",),
         "heldout3": (DATA / "questions_heldout3.yaml",), "heldout4": (DATA / "questions_heldout4.yaml",),
         "heldout5": (DATA / "questions_heldout5.yaml",), "heldout6": (DATA / "questions_heldout6.yaml",),
         "heldout7": (DATA / "questions_heldout7.yaml",), "heldout8": (DATA / "questions_heldout8.yaml",),
         "heldout9": (DATA / "questions_heldout9.yaml",), "heldout10": (DATA / "questions_heldout10.yaml",),
         "heldout11": (DATA / "questions_heldout11.yaml",), "heldout12": (DATA / "questions_heldout12.yaml",),
         "heldout13": (DATA / "questions_heldout13.yaml",), "heldout14": (DATA / "questions_heldout14.yaml",),
         "heldout15": (DATA / "questions_heldout15.yaml",),
         "heldout16": (DATA / "questions_heldout16.yaml",),
         "heldout17": (DATA / "questions_heldout17.yaml",),
         "heldout18": (DATA / "questions_heldout18.yaml",),
         "heldout19": (DATA / "questions_heldout19.yaml",),
         "heldout20": (DATA / "questions_heldout20.yaml",),
         "heldout21": (DATA / "questions_heldout21.yaml",),
         "heldout22": (DATA / "questions_heldout22.yaml",),
         "heldout23": (DATA / "questions_heldout23.yaml",),
         "heldout24": (DATA / "questions_heldout24.yaml",),
         "heldout25": (DATA / "questions_heldout25.yaml",),
         "heldout26": (DATA / "questions_heldout26.yaml",),
         "heldout27": (DATA / "questions_heldout27.yaml",),
         "heldout28": (DATA / "questions_heldout28.yaml",),
         "heldout29": (DATA / "questions_heldout29.yaml",),
         "heldout30": (DATA / "questions_heldout30.yaml",),
         "heldout31": (DATA / "questions_heldout31.yaml",),
         "heldout32": (DATA / "questions_heldout32.yaml",),
         "heldout33": (DATA / "questions_heldout33.yaml",), "heldout34": (DATA / "questions_heldout34.yaml",),
         "heldout35": (DATA / "questions_heldout35.yaml",), "heldout36": (DATA / "questions_heldout36.yaml",),
         "heldout37": (DATA / "questions_heldout37.yaml",), "heldout38": (DATA / "questions_heldout38.yaml",),
         "heldout39": (DATA / "questions_heldout39.yaml",), "heldout40": (DATA / "questions_heldout40.yaml",),
         "heldout41": (DATA / "questions_heldout41.yaml",),
         "heldout42": (DATA / "questions_heldout42.yaml",),
         "heldout43": (DATA / "questions_heldout43.yaml",),
         "heldout44": (DATA / "questions_heldout44.yaml",),
         "heldout45": (DATA / "questions_heldout45.yaml",), "heldout46": (DATA / "questions_heldout46.yaml",),
         "heldout47": (DATA / "questions_heldout47.yaml",),
         "heldout48": (DATA / "questions_heldout48.yaml",), "heldout49": (DATA / "questions_heldout49.yaml",),
         "heldout50": (DATA / "questions_heldout50.yaml",), "heldout51": (DATA / "questions_heldout51.yaml",),
         "heldout52": (DATA / "questions_heldout52.yaml",), "heldout53": (DATA / "questions_heldout53.yaml",),
         "heldout54": (DATA / "questions_heldout54.yaml",), "heldout55": (DATA / "questions_heldout55.yaml",),
         "heldout56": (DATA / "questions_heldout56.yaml",), "heldout57": (DATA / "questions_heldout57.yaml",),
         "heldout58": (DATA / "questions_heldout58.yaml",), "heldout59": (DATA / "questions_heldout59.yaml",),
         "heldout60": (DATA / "questions_heldout60.yaml",), "heldout61": (DATA / "questions_heldout61.yaml",),
         "heldout62": (DATA / "questions_heldout62.yaml",),
         "heldout63": (DATA / "questions_heldout63.yaml",), "heldout64": (DATA / "questions_heldout64.yaml",),
         "heldout65": (DATA / "questions_heldout65.yaml",),
         "heldout66": (DATA / "questions_heldout66.yaml",), "heldout67": (DATA / "questions_heldout67.yaml",),
         "heldout68": (DATA / "questions_heldout68.yaml",), "heldout69": (DATA / "questions_heldout69.yaml",),
         "heldout70": (DATA / "questions_heldout70.yaml",), "heldout71": (DATA / "questions_heldout71.yaml",),
         "heldout72": (DATA / "questions_heldout72.yaml",), "heldout73": (DATA / "questions_heldout73.yaml",),
         "heldout74": (DATA / "questions_heldout74.yaml",), "heldout75": (DATA / "questions_heldout75.yaml",),
         "heldout76": (DATA / "questions_heldout76.yaml",), "heldout77": (DATA / "questions_heldout77.yaml",),
         "heldout78": (DATA / "questions_heldout78.yaml",), "heldout79": (DATA / "questions_heldout79.yaml",),
         "heldout80": (DATA / "questions_heldout80.yaml",), "heldout81": (DATA / "questions_heldout81.yaml",),
         "heldout82": (DATA / "questions_heldout82.yaml",), "heldout83": (DATA / "questions_heldout83.yaml",),
         "heldout84": (DATA / "questions_heldout84.yaml",)}
TITLES = {"dev": "development", "heldout": "held-out", "heldout2": "second held-out", "heldout3": "third held-out",
          "heldout4": "fourth held-out", "heldout5": "fifth held-out", "heldout6": "sixth held-out",
          "heldout7": "seventh held-out", "heldout8": "eighth held-out",
          "heldout9": "ninth held-out", "heldout10": "tenth held-out",
          "heldout11": "eleventh held-out", "heldout12": "twelfth held-out",
          "heldout13": "thirteenth held-out", "heldout14": "fourteenth held-out",
          "heldout15": "fifteenth held-out", "heldout16": "sixteenth held-out",
          "heldout17": "seventeenth held-out", "heldout18": "eighteenth held-out",
          "heldout19": "nineteenth held-out", "heldout20": "twentieth held-out",
          "heldout21": "twenty-first held-out", "heldout22": "twenty-second held-out",
          "heldout23": "twenty-third held-out", "heldout24": "twenty-fourth held-out",
          "heldout25": "twenty-fifth held-out", "heldout26": "twenty-sixth held-out",
          "heldout27": "twenty-seventh held-out", "heldout28": "twenty-eighth held-out",
          "heldout29": "twenty-ninth held-out", "heldout30": "thirtieth held-out",
          "heldout31": "thirty-first held-out", "heldout32": "thirty-second held-out",
          "heldout33": "thirty-third held-out", "heldout34": "thirty-fourth held-out",
          "heldout35": "thirty-fifth held-out", "heldout36": "thirty-sixth held-out",
          "heldout37": "thirty-seventh held-out", "heldout38": "thirty-eighth held-out",
          "heldout39": "thirty-ninth held-out", "heldout40": "fortieth held-out", "heldout41": "forty-first held-out",
          "heldout42": "forty-second held-out", "heldout43": "forty-third held-out",
          "heldout44": "forty-fourth held-out", "heldout45": "forty-fifth held-out",
          "heldout46": "forty-sixth held-out", "heldout47": "forty-seventh held-out",
          "heldout48": "forty-eighth held-out", "heldout49": "forty-ninth held-out", "heldout50": "fiftieth held-out",
          "heldout51": "fifty-first held-out", "heldout52": "fifty-second held-out",
          "heldout53": "fifty-third held-out", "heldout54": "fifty-fourth held-out",
          "heldout55": "fifty-fifth held-out", "heldout56": "fifty-sixth held-out",
          "heldout57": "fifty-seventh held-out", "heldout58": "fifty-eighth held-out",
          "heldout59": "fifty-ninth held-out", "heldout60": "sixtieth held-out",
          "heldout61": "sixty-first held-out", "heldout62": "sixty-second held-out",
          "heldout63": "sixty-third held-out", "heldout64": "sixty-fourth held-out",
          "heldout65": "sixty-fifth held-out",
          "heldout66": "sixty-sixth held-out", "heldout67": "sixty-seventh held-out",
          "heldout68": "sixty-eighth held-out", "heldout69": "sixty-ninth held-out",
          "heldout70": "seventieth held-out", "heldout71": "seventy-first held-out",
          "heldout72": "seventy-second held-out", "heldout73": "seventy-third held-out",
          "heldout74": "seventy-fourth held-out", "heldout75": "seventy-fifth held-out",
          "heldout76": "seventy-sixth held-out", "heldout77": "seventy-seventh held-out",
          "heldout78": "seventy-eighth held-out", "heldout79": "seventy-ninth held-out",
          "heldout80": "eightieth held-out", "heldout81": "eighty-first held-out",
          "heldout82": "eighty-second held-out", "heldout83": "eighty-third held-out",
          "heldout84": "eighty-fourth held-out"}
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
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
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
