"""A pair told with "whatever" / "whichever" and a past verb after it, no question mark: "Figure 2 uses viridis or
magma for the heatmaps, whatever looked better at the time.", "We took the bus or a cab, whichever came first." The
clause says the choice was made by chance or by whim; the sentence tells of it and asks nothing (not "Pick A or B,
whichever is cheaper": a present verb, the asker may still want one picked; not "…, whichever looked better?"). So
does a pair left to the teller's own liking: "The supplier said they can ship FOB or EXW, whatever we prefer.": an
offer told, the choice the teller's to make, asked of no one."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["whatever_told"]

_WHATEVER = frozenset({"whatever", "whichever"})
_OWN = frozenset({"we", "i"})
_LIKING = frozenset({"prefer", "want", "like", "choose", "pick", "need", "decide"})
_PAST = frozenset({"was", "were", "did", "had", "came", "felt", "went", "got", "seemed", "made"})


def whatever_told(sentence: list[Token]) -> str | None:
    """Why ``sentence`` (told without a question mark) tells a pair chosen by whim ("…, whatever | looked better at
    the time"), or ``None``."""
    words = [t.low.strip(",.;:!") for t in sentence]
    if "or" not in words:
        return None
    for k in range(words.index("or") + 1, len(words) - 1):
        verb = words[k + 1]
        if words[k] in _WHATEVER and (verb in _PAST or (verb.endswith("ed") and len(verb) > 4)):
            return f"a pair told as chosen by whim ('{sentence[k].text} {sentence[k + 1].text} …'), not a question"
        if words[k] in _WHATEVER and verb in _OWN and k + 2 < len(words) and words[k + 2] in _LIKING:
            return f"a pair told as left to the teller ('{sentence[k].text} {sentence[k + 1].text} …'), not a question"
    return None
