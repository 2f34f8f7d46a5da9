"""An "or" inside one item of a bulleted list that asks nothing ("- 2 eggs or egg substitute\n- 2 cups flour\n- 1 tsp
salt"): a recipe's or a list's item offering a substitute, not a question asking to choose. A bare pair typed on its
own line asks ("kindle or kobo"); typed as one item among others it does not."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks import asks, ends_asking
from warrantguard.guard.question.words import AUX, WH
from warrantguard.guard.question.words import text as tx

__all__ = ["listed_item"]

_BULLET = re.compile(r"[ \t]*(?:[-*•]|\d+[.)])[ \t]+(?=\w)")


def listed_item(masked: str, at: int, coordinator: re.Pattern[str]) -> bool:
    """Is the coordinator at ``at`` in one bulleted line of several, with no line of the prompt asking (no question
    mark, no other line that asks, the pair's own line opening on no wh-word or auxiliary)? "- 2 eggs or egg
    substitute\\n- 2 cups flour" is; not "- 2 eggs or egg substitute\\n- 2 cups flour\\nWhich one?", nor "- should we
    A or B\\n- budget" (the item asks), nor "- A or B" alone (a bare pair asks)."""
    lines = masked.split("\n")
    own = masked.count("\n", 0, at)
    items = [k for k, line in enumerate(lines) if _BULLET.match(line)]
    if own not in items or len(items) < 2 or any(ends_asking(line) for line in lines):
        return False
    if any(asks(line, coordinator) for k, line in enumerate(lines) if k not in items and line.strip()):
        return False
    words = tx.tokens(_BULLET.sub("", lines[own], count=1))
    return not words or (words[0].low not in AUX and words[0].low not in WH)
