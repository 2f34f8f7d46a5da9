"""Options written as an enumeration (see ``_options``).

"a) lawyer up now, or b) wait …" joins its items with "or" and is read around the "or", the
items' marks dropped (:data:`ENUMERATOR` marks a token as one). Without "or", two enumerated
items are the options when their marks match and a clause asks which:

* "Option 1: fix the faucet myself. Option 2: call a plumber. Which?", "Plan A: … Plan B: …";
* "(1) chess club (2) robotics club -> which one for …?";
* "Which one for my IRA: a) index funds b) a target-date fund ??";
* "A) retake the course B) take the incomplete — what would you do?": advice asked after the items;
* two bullets, each a line of its own, with the clause asking which before or after them ("dog food:\n-
  purina pro plan\n- hills science diet\nwhich one for a lab puppy"); a third bullet is refused.

The enumeration opens the prompt (after a tag) or follows the clause asking which: items after
other sentences may be a list of something else ("I have $10k. Option A: … Option B: … Which?" is
refused). The marks are the first two of one series (1 / 2, a / b, A / B) written alike; an item runs from
its mark to the next mark (A) or to the next clause break (B) (to its line's end when each item has a
line of its own), its article dropped ("the 2-bed
…" gives "2-bed …"). A third item of the series is refused ("more than two options"); so is
nothing: a form that does not fit is left to the other rules.
"""

from __future__ import annotations

import itertools
import re

from warrantguard.guard.question.words import NON_OPTIONS, OPEN_WH
from warrantguard.guard.question.words import text as tx

__all__ = ["ENUMERATOR", "WHICH_ASKED", "enumerated_pair"]

ENUMERATOR = re.compile(r"\(?[a-dA-D1-4][).]|\[[a-dA-D1-4]\]")  # an item's mark only: "a)", "(1)", "b.", "[B]"
_SERIES = ("1234", "abcd", "ABCD")
_LABELS = "option|choice|plan|ticket|offer|quote|route|package|proposal"  # "Ticket 1: … Ticket 2: …"
_MARK = re.compile(rf"(?:(?<![\w(])(?P<word>{_LABELS})\s+(?P<named>[1-4a-dA-D])\s*[:.)\-–—]"
                   r"|(?<![\w(])\((?P<paired>[1-4a-dA-D])\)|(?<![\w(])(?P<closed>[1-4a-dA-D])\))(?=\s)", re.I)
# A clause asking which, at the text's start or after a clause break: "Which?", "-> which one …", "which one --";
# not "Which cable goes where?": a question about something else.
# "which for …", "which first" and "which to <verb>" ask too ("Gas range / induction — which for
# a small kitchen?", "… — which to use abroad"); "which of" only of the options ("which of them / these / the two"),
# not "which of my friends …".
WHICH_ASKED = (r"which(?=\s*(?:[?!.:;,\-–—]|$)|\s+(?:one|would|should|is|do|for|first)\b"
               r"|\s+to\s+(?!(?:me|us|you|him|her|them|my|our|the|a|an)\b)[a-z]+"  # "which to use abroad"
               r"|\s+of\s+(?:them|these|those|the\s+two|both|the\s+options)\b"
               r"|\s+[a-z]+s\s+(?:more|less|better|worse|faster|cheaper|longer)\b)")  # "which raises more …"
_WHICH = re.compile(r"(?:^|[.!?:;,>\-–—]\s*)" + WHICH_ASKED, re.I)
_ITEM_END = re.compile(r"[.!?]+(?=\s|$)|[ \t]*\n|\s*(?:->|=>|[,;:]|\s[-–—]+\s|[–—])")  # a line ends an item too
_BETWEEN_ITEMS = re.compile(r"[\s,;.]*(?:\n[ \t]*[-*•][ \t]*)?")  # "…\n- option 2: …": a bullet opens an item
# After the items, a request for advice asks which too: "A) retake the course B) take the incomplete — what
# would you do?"; it is the whole last clause ("what should I do about the rest?" is an open question).
_ADVICE = re.compile(r"(?:^|[.!?:;,>\-–—]\s*)what\s+(?:would\s+you|should\s+(?:i|we))\s+(?:do|pick|choose)\s*[?!.]*$",
                     re.I)
# Items each on a line of their own ("Option 1: $250 deductible, $142/month\nOption 2: …") run to their line's end,
# commas and all (a sentence's end still ends one).
_LINE_START = re.compile(r"(?:^|\n)[ \t]*(?:[-*•][ \t]*)?\Z")
_LINE_END = re.compile(r"[.!?]+(?=\s|$)|[ \t]*(?:\n|$)")
_OPEN = OPEN_WH | {"what", "who"}  # "how do I do 1) … 2) …?": an open question


def enumerated_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two options of an enumeration without "or" (see the module's docstring), or ``None``;
    raises :class:`~._text.Refusal` for a third item of the series."""
    if tx.OR.search(masked) or tx.BETWEEN.search(masked):
        return None
    marks = _series(list(_MARK.finditer(text)))
    if marks is None:
        return _bulleted(text, masked)
    first, second = marks
    opening = tx.tag_length(masked)  # "[TKT-4821] | Option 1: …\nOption 2: …": the first line after its labels
    lined = all(_LINE_START.search(text, 0, m.start()) or m.start() == opening for m in marks)
    a_end = _item_end(masked, first.end(), second.start(), lined)
    b_end = _item_end(masked, second.end(), len(masked), lined)
    if not _BETWEEN_ITEMS.fullmatch(text, a_end, second.start()):
        return None
    lead = masked[opening : first.start()].strip().rstrip("-*•").strip()  # "- option 1: …"
    tail = masked[b_end:].strip()
    asking = _WHICH.search(lead) if lead else _WHICH.search(tail) or _ADVICE.search(tail)
    if not asking or _open_question(lead) or _open_question(_ADVICE.sub("", tail)):
        return None
    a, b = _item(text, first.end(), a_end), _item(text, second.end(), b_end)
    return (a, b) if a and b else None


def _open_question(masked: str) -> bool:
    """Does a sentence of ``masked`` open with "how", "what", "why" …, an open question?"""
    firsts = (tx.tokens(masked[s:e].lstrip(" ,;:->–—"))[:1] for s, e in tx.sentences(masked))
    return any(first and first[0].low in _OPEN for first in firsts)


def _series(found: list[re.Match[str]]) -> tuple[re.Match[str], re.Match[str]] | None:
    """The first two marks of one series written alike, else ``None``; a third of it is refused."""
    if len(found) < 2:
        return None
    form = [_form(m) for m in found]
    if form[0][1] != 0 or form[1] != (form[0][0], 1, form[0][2]):
        return None
    if any(f == (form[0][0], 2, form[0][2]) for f in form[2:]):
        raise tx.Refusal("more than two options (a third enumerated item)")
    return (found[0], found[1]) if len(found) == 2 else None


def _form(mark: re.Match[str]) -> tuple[str, int, str]:
    """A mark's style (which group, with its label word), its place in its series and the series."""
    style = next(name for name in ("named", "paired", "closed") if mark.group(name))
    label = mark.group(style)
    series = next(s for s in _SERIES if label in s)
    word = (mark.group("word") or "").lower()
    return style + word, series.index(label), series


def _item_end(masked: str, start: int, stop: int, lined: bool = False) -> int:
    """Where an item starting at ``start`` ends: the first clause break before ``stop`` (its line's end when
    ``lined``)."""
    m = (_LINE_END if lined else _ITEM_END).search(masked, start, stop)
    return m.start() if m else stop


def _item(text: str, start: int, end: int) -> str | None:
    """The item's words without their article, or ``None`` when none is left or it is no option."""
    toks = tx.articled(tx.tokens(text[start:end], start))
    option = tx.span_text(text, toks)
    if not option or option.lower() in NON_OPTIONS or len(toks) > 10:
        return None
    return option


_BULLET = re.compile(r"^[ \t]*[-*•][ \t]+(?=\S)(?P<item>[^\n]*?)[ \t]*$", re.M)


def _bulleted(text: str, masked: str) -> tuple[str, str] | None:
    """The two items of a list of two bullets in a row, a clause asking which before or after it (see the
    module's docstring), else ``None``; a third bullet is refused."""
    bullets = list(_BULLET.finditer(text))
    if len(bullets) < 2 or any(text[x.end() : y.start()].strip() for x, y in itertools.pairwise(bullets)):
        return None  # no list, or bullets apart: a list of something else
    lead, tail = masked[tx.tag_length(masked) : bullets[0].start()].strip(), masked[bullets[-1].end() :].strip()
    asking = _WHICH.search(lead) or _WHICH.search(tail) or _ADVICE.search(tail)
    if not asking or _open_question(lead) or _open_question(_ADVICE.sub("", tail)):
        return None
    if len(bullets) > 2:
        raise tx.Refusal("more than two options (a list of three or more)")
    first, second = bullets
    a = _item(text, first.start("item"), first.end("item"))
    b = _item(text, second.start("item"), second.end("item"))
    return (a, b) if a and b else None
