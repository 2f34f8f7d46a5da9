"""Split issue 22's prompt pool once into a development part and a held-out part (fixed seed).

Every family of ``tests/data/questions_pool_issue22.yaml`` is shuffled with ``random.Random(SEED)``
and its first ``HELD_OUT_SHARE`` goes to the held-out part (``questions_heldout.yaml``), the rest
to the development part (``questions_dev.yaml``, which also takes issue 12's former hold-out,
already scored and tuned on). The split ran once, before the held-out part was scored:

    python bench/questions_split.py

It refuses to overwrite an existing split. It ran at commit c4233c6; the pool and the former
hold-out were then deleted (both are in git history), and the held-out prompts fixed after the
second scoring were moved into the development part (see ``bench/results/``).
"""

from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

import yaml

SEED = 22
HELD_OUT_SHARE = 0.6
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
POOL, OLD = DATA / "questions_pool_issue22.yaml", DATA / "questions_holdout.yaml"
DEV, HELD_OUT = DATA / "questions_dev.yaml", DATA / "questions_heldout.yaml"


def split(pool: dict) -> tuple[dict, dict]:
    """``(development, held_out)`` corpora, each ``{"pairwise": …, "not_pairwise": …}``."""
    dev: dict = {"pairwise": {}, "not_pairwise": {}}
    held: dict = {"pairwise": {}, "not_pairwise": {}}
    rng = random.Random(SEED)
    for kind in ("pairwise", "not_pairwise"):
        for family, items in pool[kind].items():
            order = list(range(len(items)))
            rng.shuffle(order)
            cut = math.ceil(HELD_OUT_SHARE * len(items))
            held[kind][family] = [items[i] for i in sorted(order[:cut])]
            dev[kind][family] = [items[i] for i in sorted(order[cut:])]
    return dev, held


def dump(corpus: dict, header: str) -> str:
    """The corpus as YAML with one flow list (JSON) per item, as questions.yaml is written."""
    lines = [f"# {line}".rstrip() for line in header.splitlines()]
    for kind in ("pairwise", "not_pairwise"):
        lines.append(f"{kind}:")
        for family, items in corpus[kind].items():
            if items:
                lines.append(f"  {family}:")
                lines += [f"    - {json.dumps(item, ensure_ascii=False)}" for item in items]
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write the two parts (once)."""
    if DEV.exists() or HELD_OUT.exists():
        sys.exit("the split exists already; it is made once")
    dev, held = split(yaml.safe_load(POOL.read_text(encoding="utf-8")))
    old = yaml.safe_load(OLD.read_text(encoding="utf-8"))
    dev["pairwise"]["issue12_holdout"] = old["pairwise"]["mixed"]
    dev["not_pairwise"]["issue12_holdout"] = old["not_pairwise"]["mixed"]
    fmt = "Same format as questions.yaml. Made by bench/questions_split.py (seed {seed}) from {pool}."
    note = fmt.format(seed=SEED, pool=POOL.name)
    DEV.write_text(dump(dev, "Development part of the question corpus (with questions.yaml).\n" + note
                        + "\nissue12_holdout: issue 12's former hold-out (scored, then tuned on)."),
                   encoding="utf-8")
    HELD_OUT.write_text(dump(held, "Held-out part of the question corpus: never tuned on.\n" + note
                             + "\nScored once before any parser change: bench/results/questions_first_holdout.txt"),
                        encoding="utf-8")
    n = sum(len(v) for k in ("pairwise", "not_pairwise") for v in held[k].values())
    print(f"held-out: {n} prompts -> {HELD_OUT.name}; the rest -> {DEV.name}")


if __name__ == "__main__":
    main()
