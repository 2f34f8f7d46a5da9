"""Options told whole after "either": a statement reporting two choices someone offered ("My lawyer says I can
either plead no contest or go to trial.", "my case worker said I can do either the online renewal or the paper
form by mail.") writes each option whole, B up to the end of its clause: no context of both is asked about in a
sentence that asks nothing. A question ("could you recommend either a desk or a treadmill for someone who …?")
keeps its shared context (:func:`told_either`)."""

from __future__ import annotations

from warrantguard.guard.question.forms._asking import ends_asking
from warrantguard.guard.question.words import Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["told_either"]


def told_either(text: str, masked: str, sentence: tuple[int, int], a: list[Token], b: list[Token],
                around: Around) -> list[Token]:
    """Option B run on to the end of its clause when "either" opens A in a sentence that asks nothing; else ``b``."""
    start, end = sentence
    before = around.prev(a[0]) if a else None
    if not b or before is None or before.low != "either" or ends_asking(masked[start:end]):
        return b
    seps = [s for s, _ in tx.separators(masked[: end]) if s >= b[-1].end]
    stop = seps[0] if seps else len(masked[:end].rstrip().rstrip(".!"))
    rest = tx.tokens(text[b[-1].end : stop], b[-1].end)
    return b + rest if rest and not any(t.low in ("or", "and") for t in rest) else b
