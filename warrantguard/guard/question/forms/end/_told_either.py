"""Options told whole after "either": a statement reporting two choices someone offered ("My lawyer says I can
either plead no contest or go to trial.", "my case worker said I can do either the online renewal or the paper
form by mail.") writes each option whole, B up to the end of its clause: no context of both is asked about in a
sentence that asks nothing. A question ("could you recommend either a desk or a treadmill for someone who …?")
keeps its shared context (:func:`told_either`; B is run on by ``_b_rest.whole_b``)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking import ends_asking
from warrantguard.guard.question.words import Around, Token

__all__ = ["told_either"]


def told_either(masked: str, sentence: tuple[int, int], a: list[Token], around: Around) -> bool:
    """Does "either" open option A in a sentence that asks nothing?"""
    before = around.prev(a[0]) if a else None
    return before is not None and before.low == "either" and not ends_asking(masked[sentence[0] : sentence[1]])
