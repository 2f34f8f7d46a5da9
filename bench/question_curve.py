"""How the question parser's first-scoring accuracy grows with its corpus: a learning curve on unseen parts.

Each given commit's parser reads the same held-out parts, written after every one of those commits (so unseen by all of
them), with this checkout's ``bench/questions.py`` as the judge. For each commit it prints the corpus size then (the
prompts the rules were written against), the parser's size in lines, and how many of the parts' prompts it reads
right; then a power law ``error = a * corpus ** -b`` fitted by least squares on the logarithms, and the corpus that
law asks for a given error.

    python bench/question_curve.py [--parts 54 55 56] [--parts-at 5f06a26] [--commits C1 C2 ...] [--target 3]

The parts are read as they were committed before their first scoring (``--parts-at``): after it, the prompts their
fixes read right move to the development part, which would leave only the prompts still failing or read right from
the start. Each commit is checked out in a temporary detached worktree (removed at the end); nothing in this
checkout changes.
"""

from __future__ import annotations

import argparse
import math
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
# The parser at nine points of issue 22's history: before the second held-out part, after the third, twelfth,
# twentieth, twenty-fifth, thirtieth and forty-fourth parts' first scorings, at the start and the end of session 32
# (the parser of the eighteenth part's scoring crashes on a prompt of the fifty-fourth part; it was fixed for the
# twentieth).
COMMITS = ("4d6069f", "4ab691a", "66e9370", "bd03be4", "1c440fb", "bd26d85", "57b0693", "c022792", "62ca2cb")


def corpus_size(tree: Path) -> int:
    """Prompts in the question corpus files of ``tree`` (every tests/data/questions*.yaml)."""
    total = 0
    for path in sorted((tree / "tests" / "data").glob("questions*.yaml")):
        data = yaml.load(path.read_text(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}
        for family in ("pairwise", "not_pairwise"):
            total += sum(len(v) for v in (data.get(family) or {}).values() if isinstance(v, list))
    return total


def parser_lines(tree: Path) -> int:
    """Lines of the question parser's modules in ``tree``."""
    files = [p for p in (tree / "warrantguard").rglob("*.py") if "question" in str(p.relative_to(tree))]
    return sum(len(p.read_text().splitlines()) for p in files)


def right_count(tree: Path, part: Path) -> tuple[int, int]:
    """(right, prompts) of ``part`` read by the parser in ``tree``, judged by this checkout's bench."""
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "questions.py"), "--corpus", str(part)],
                         capture_output=True, text=True, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
                         cwd=tempfile.gettempdir(), timeout=600).stdout
    found = re.search(r"^corpus: (\d+)/(\d+) right", out, re.M)
    if found is None:
        raise SystemExit(f"no score for {part.name} at {tree.name}:\n{out[-2000:]}")
    return int(found.group(1)), int(found.group(2))


def _part_at(commit: str, n: str, into: Path) -> Path:
    """The held-out part ``n`` as committed at ``commit``, written into ``into``."""
    name = f"questions_heldout{n}.yaml"
    text = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:tests/data/{name}"], check=True,
                          capture_output=True, text=True).stdout
    (into / name).write_text(text)
    return into / name


def fit(points: list[tuple[int, float]]) -> tuple[float, float]:
    """(a, b) of error = a * n ** -b, least squares on (log n, log error)."""
    xs, ys = [math.log(n) for n, _ in points], [math.log(e) for _, e in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)
    return math.exp(my - slope * mx), -slope


def main() -> None:
    """Print the learning curve and the fitted law."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parts", nargs="+", default=["54", "55", "56"])
    ap.add_argument("--parts-at", default="5f06a26", help="the commit the parts are read from (before any moved)")
    ap.add_argument("--commits", nargs="+", default=list(COMMITS))
    ap.add_argument("--target", type=float, default=3.0, help="error (percent) to extrapolate to")
    args = ap.parse_args()
    print(f"parts {', '.join(args.parts)} as committed at {args.parts_at}, read by the parser of each commit (judge: "
          "this checkout's bench)")
    print(f"{'commit':9} {'corpus':>7} {'lines':>7} {'right':>11} {'error':>7}")
    points = []
    with tempfile.TemporaryDirectory() as tmp:
        parts = [_part_at(args.parts_at, n, Path(tmp)) for n in args.parts]
        for commit in args.commits:
            tree = Path(tmp) / commit
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-f", str(tree), commit],
                           check=True, capture_output=True)
            try:
                scores = [right_count(tree, part) for part in parts]
                right, total = sum(s[0] for s in scores), sum(s[1] for s in scores)
                size, error = corpus_size(tree), 100 * (1 - right / total)
                points.append((size, error))
                print(f"{commit:9} {size:7,} {parser_lines(tree):7,} {right:5}/{total:<5} {error:6.1f}%")
            finally:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)
    a, b = fit(points)
    need = (a / args.target) ** (1 / b)
    print(f"fit: error = {a:.0f} * corpus^-{b:.3f} (percent); an error of {args.target:g}% would take a corpus of "
          f"about {need:,.0f} prompts")


if __name__ == "__main__":
    main()
