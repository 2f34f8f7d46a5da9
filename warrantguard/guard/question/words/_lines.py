"""Lines of a sentence that stand alone though no punctuation ends them: a labelled line ("Priority: High",
"Nadia: cancel the offsite …"), a bullet ("• parking passes - tabled") or a quoted reply line ("> an 8-hour or …").
A ticket's fields, a chat's messages and a list's items are each their own sentence."""

from __future__ import annotations

import re

__all__ = ["fenced_sentences", "interjected_commas", "line_sentences"]

# A line opening with a label of one to three words and a colon ("Category: Access Request", "Nadia: …"), a bullet
# or a quote mark.
_LABELLED = re.compile(r"[ \t]*(?:[A-Z][\w'-]*(?:[ \t]+[\w'-]+){0,2}:[ \t]+\S|[•◦▪‣>][ \t]*\S)")
# A line that carries on over the break: it ends in a coordinator or a comma, or the next one opens with one.
_CARRIED = re.compile(r"(?:[,;]|(?<![\w-])(?:or|vs\.?|and|between))[ \t]*$", re.I)
_CARRYING = re.compile(r"[ \t]*(?:(?:or|vs\.?|versus|and)\b|[^\w\s•◦▪‣>])", re.I)  # or a dash ("-- Nanodrop or …")


def line_sentences(masked: str, start: int, end: int) -> list[tuple[int, int]]:
    """The span ``masked[start:end]`` split at each single line break before or after a labelled, bulleted or quoted
    line ("Priority: High | Category: Access Request | Should contractors get …?"), unless the line carries on over
    the break ("Coffee or\\n tea?", "FW: from Priya\\n-- Nanodrop or …"); the span whole when it holds no such break."""
    spans, s = [], start
    for m in re.finditer(r"\n", masked[start:end]):
        at = start + m.start()
        line_open = masked.rfind("\n", 0, at) + 1
        labelled = _LABELLED.match(masked, max(line_open, s)) or _LABELLED.match(masked, at + 1)
        if not labelled or _CARRIED.search(masked, s, at) or _CARRYING.match(masked, at + 1):
            continue
        if masked[s:at].strip():
            spans.append((s, at))
        s = at + 1
    spans.append((s, end))
    return [(a + len(masked[a:b]) - len(masked[a:b].lstrip()), b) for a, b in spans if masked[a:b].strip()]


# A fence line of a markdown code block ("```", "```yaml"): the block between two is no part of a sentence around it.
_FENCE = re.compile(r"^[ \t]*```[^\n`]*$", re.M)


def fenced_sentences(masked: str, start: int, end: int) -> list[tuple[int, int]]:
    """The span ``masked[start:end]`` split at each fence line of a code block, the fence lines dropped ("Config:\\n
    ```yaml\\nlr: 3e-4\\n```\\nEarly stopping or more data augmentation?" | "Early stopping or …?"); the span
    whole when it holds no fence line."""
    spans, s = [], start
    for m in _FENCE.finditer(masked, start, end):
        spans.append((s, m.start()))
        s = m.end()
    spans.append((s, end))
    return [(a + len(masked[a:b]) - len(masked[a:b].lstrip()), b) for a, b in spans if masked[a:b].strip()]


# "let me know, please, | if …": a word of the asking set off by commas before "if" / "whether".
_INTERJECTED = re.compile(r"(,)[ \t]*(?:please|pls|plz|kindly|honestly|frankly)[ \t]*(,)(?=[ \t]+(?:if|whether)\b)",
                          re.I)


def interjected_commas(text: str) -> list[int]:
    """Where the commas around a word of the asking before "if" / "whether" stand ("Could you let me know, please,
    if ROUGE or BERTScore is better?"): no clause ends there, the question runs on."""
    return [m.start(k) for m in _INTERJECTED.finditer(text) for k in (1, 2)]
