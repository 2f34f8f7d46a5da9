"""What the rules got wrong on prompts they had never seen: the failures of every held-out part's
first scoring (``bench/results/questions_heldout*_first.txt``), by kind (issue 22).

- ``refused``: a pairwise prompt the rules would not read (the caller is told to pass the options);
- ``B's end``: A as labelled, B a prefix of the label's B or the label's B a prefix of it (a trailing
  phrase cut off or kept: "hire a babysitter | for the summer");
- ``A's start``: B as labelled, A ending like the label's A but starting elsewhere (a lead word kept
  or dropped: "Capture in | Adobe RGB");
- ``idiom read``: a prompt that must be refused ("sooner or later …") read as two options;
- ``other``: any other silent misread (a different pair, a name cut inside).

A boundary kind says the rules found the right alternative and disagreed on where an option starts
or ends; ``other`` is the kind where they found another pair.

    python bench/question_misses.py
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from questions import canon

RESULTS = Path(__file__).resolve().parent / "results"
KINDS = ("refused", "B's end", "A's start", "idiom read", "other")
_ROW = re.compile(r"^  (refused|wrong)\s+(['\"].*)$")
_GOT = re.compile(r"^\s+got (.*), expected (.*)$")
_SIZE = re.compile(r"^[a-z -]+: \d+/(\d+) right")


def kind(got: tuple[str, str] | None, expected: tuple[str, str] | None) -> str:
    """The kind of one silent misread (see the module's docstring)."""
    if expected is None:
        return "idiom read"
    if got is None:
        return "other"
    (ga, gb), (ea, eb) = (canon(x) for x in got), (canon(x) for x in expected)
    if ga == ea and gb != eb and (eb.startswith(gb) or gb.startswith(eb)):
        return "B's end"
    if gb == eb and ga != ea and (ga.endswith(ea) or ea.endswith(ga)):
        return "A's start"
    return "other"


def tally(path: Path) -> Counter[str]:
    """The failures of one first-scoring file's held-out section, by kind; ``n`` is the part's size."""
    lines = _section(path)
    counts: Counter[str] = Counter()
    for i, line in enumerate(lines):
        if size := _SIZE.match(line):
            counts["n"] = int(size.group(1))
        row = _ROW.match(line)
        if not row:
            continue
        if row.group(1) == "refused":
            counts["refused"] += 1
            continue
        got = _GOT.match(lines[i + 1]) if i + 1 < len(lines) else None
        counts["other" if got is None else kind(ast.literal_eval(got.group(1)), ast.literal_eval(got.group(2)))] += 1
    return counts


def _section(path: Path) -> list[str]:
    """The lines of the section scoring the part itself (an early file scored several parts at once)."""
    part = "questions_" + path.name.split("_")[1] + ".yaml"
    sections: list[list[str]] = []
    for line in path.read_text().split("\n"):
        if line.startswith("=== "):
            sections.append([])
        if sections:
            sections[-1].append(line)
    return next(s for s in sections if s[0].split(": ", 1)[1].strip() == part)


def main() -> None:
    """One row per held-out part, then the sums."""
    paths = sorted(RESULTS.glob("questions_heldout*_first.txt"), key=lambda p: int(re.sub(r"\D", "", p.name) or 1))
    total: Counter[str] = Counter()
    print(f"{'part':<12}{'n':>5}" + "".join(f"{k:>12}" for k in KINDS))
    for path in paths:
        counts = tally(path)
        total.update(counts)
        print(f"{path.name.split('_')[1]:<12}{counts['n']:>5}" + "".join(f"{counts[k]:>12}" for k in KINDS))
    print(f"{'all':<12}{total['n']:>5}" + "".join(f"{total[k]:>12}" for k in KINDS))
    wrong = sum(total[k] for k in KINDS[1:])
    boundary = total["B's end"] + total["A's start"]
    print(f"failures {total['refused'] + wrong} of {total['n']} prompts: refused {total['refused']}, silently wrong "
          f"{wrong}; of the silently wrong, {boundary} ({boundary / max(wrong, 1):.0%}) are an option's boundary")


if __name__ == "__main__":
    main()
