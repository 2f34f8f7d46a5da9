"""Two alternatives told as a named pair in an earlier sentence and chosen between by a bare "which" closing the
prompt ("The two options near me are Planet Fitness and a small barbell club. Which one?", "Customers keep asking for
two things: a public API and a Zapier app. Eng says we can do one. Which should it be?"): the two sides of the told
pair's "and" are the options.

The telling sentence names the pair as such: "<…> options <up to three words> are A and B" or "two <plural noun>: A
and B" ("two wax suppliers, A and B"; a place of the speaker's may follow the noun, "two academies near me, A and B",
or what they are for before a colon, "two straps for my Tissot Seastar: A and B"), the pair closing the sentence with
one "and" and no comma; each side opens with a capital, a figure or an article (not "two kids, ages 5 and 7"). The
asking sentence closes the prompt and opens on "which" (after "Any idea", if so) with no noun of its own ("Which
one?", "Which should I pick?", not "Which laptop …?"); no sentence of the prompt offers a pair of its own ("or",
"vs", "between").

With no such telling sentence, the sentence just before the "which" may close on two alike objects after a verb or
preposition ("I have a spare National brood box and a spare nuc box. Which should I put it in?"): each opens on the
same article, and they share their head noun, are both names, or both open on a figure of the same unit ("a 5mm
sleeveless and a 3mm full suit"); not "a 2015 MacBook and a tight budget"."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.framing._told_names import told_names
from warrantguard.guard.question.words import AUX, COPULA_LEADS, PREPOSITIONS, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["told_pair"]

_TOLD = re.compile(
    r"\boptions(?:\s+[a-z]+){0,3}?\s+(?:are|were)\s+"  # "The two options near me are", "Options so far are"
    r"|\b(?:two|2)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*s"  # "two things: ", "two wax suppliers, "
    r"(?:\s+(?:near|in|around|at)\s+(?:me|here|town|us))?\s*[:,]\s+"  # "two academies near me, "
    r"|\b(?:two|2)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*s\s+for\s+(?:my|our|his|her|their|the)"
    r"(?:\s+[\w'’-]+){1,3}:\s+",  # "two straps for my Tissot Seastar: "
    re.I)
_MAX_SIDE = 8  # words of each side
_ASKED_ONE = frozenset({"one", "?"})
_UNIT = re.compile(r"\d+(?:\.\d+)?([a-z]+)")  # "5mm", "2.5l": a figure and its unit


def told_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two sides of "… options are A and B. … Which one?", or ``None``."""
    spans = tx.sentences(masked)
    if len(spans) < 2 or not _bare_which(text, spans[-1]):
        return None
    if any(tx.OR.search(masked[s:e]) or tx.BETWEEN.search(masked[s:e]) for s, e in spans):
        return None
    told = [(e, m) for s, e in spans[:-1] if (m := _TOLD.search(masked, s, e)) is not None]
    if len(told) > 1:
        return None
    if not told:
        return _object_pair(text, masked, spans[-2]) or told_names(text, masked, spans)
    end, cue = told[0]
    toks = _told_tokens(text, masked, cue.end(), end)
    ands = [k for k, t in enumerate(toks) if t.low == "and"]
    if len(ands) != 1:
        return None
    a, b = _side(toks[: ands[0]]), _side(toks[ands[0] + 1 :])
    return (tx.span_text(text, a), tx.span_text(text, b)) if a and b else None


def _told_tokens(text: str, masked: str, start: int, end: int) -> list[tx.Token]:
    """The words of ``text`` from ``start`` to the sentence's end at ``end`` (its closing period dropped), none when
    a comma or semicolon stands among them (a list, or a clause after the pair)."""
    rest = masked[start:end].rstrip().rstrip(".!")
    if "," in rest or ";" in rest:
        return []
    return tx.tokens(text[start : start + len(rest)], start)


def _object_pair(text: str, masked: str, span: tuple[int, int]) -> tuple[str, str] | None:
    """The two objects closing the sentence just before the "which" ("I have a spare brood box and a spare nuc box.
    Which should I put it in?"): after a verb or preposition, each opening on the same article, and alike (the same
    head noun, both names, or both opening on a figure of the same unit), or ``None``."""
    toks = _told_tokens(text, masked, *span)
    ands = [k for k, t in enumerate(toks) if t.low == "and"]
    if len(ands) != 1 or ands[0] < 2 or len(toks) - ands[0] < 3:
        return None
    k = ands[0] - 1
    while k > 0 and toks[k].low not in ("a", "an", "the"):
        k -= 1
    article, lead = toks[k], toks[k - 1] if k else None
    if lead is None or lead.capitalized or not (lead.low in PREPOSITIONS or is_verb(lead)):
        return None
    a, b = toks[k + 1 : ands[0]], toks[ands[0] + 2 :]
    if not a or toks[ands[0] + 1].low != article.low or len(b) > _MAX_SIDE or not _alike(a, b):
        return None
    return tx.span_text(text, a), tx.span_text(text, b)


def _alike(a: list[tx.Token], b: list[tx.Token]) -> bool:
    """Are two told objects alike: the same head noun ("brood box" / "nuc box"), both names of capitalised words, or
    both opening on a figure of the same unit ("5mm sleeveless" / "3mm full suit")?"""
    if a[-1].low == b[-1].low or (all(t.text[:1].isupper() for t in a) and all(t.text[:1].isupper() for t in b)):
        return True
    units = [_UNIT.fullmatch(side[0].low) for side in (a, b)]
    return units[0] is not None and units[1] is not None and units[0].group(1) == units[1].group(1)


def _bare_which(text: str, span: tuple[int, int]) -> bool:
    """Does the sentence ``span`` ask "which" with no noun of its own ("Which one?", "Which should I pick?", "which
    one tomorrow?", "Any idea which is …?"), closing on "?"?"""
    sentence = text[span[0] : span[1]].rstrip()
    toks = tx.tokens(sentence.rstrip("?"))
    if len(toks) > 2 and (toks[0].low, toks[1].low) == ("any", "idea"):
        toks = toks[2:]  # "Any idea which is more beginner friendly?"
    if not sentence.endswith("?") or not toks or toks[0].low != "which":
        return False
    return len(toks) == 1 or toks[1].low in _ASKED_ONE or toks[1].low in AUX or toks[1].low in COPULA_LEADS


def _side(toks: list[tx.Token]) -> list[tx.Token] | None:
    """A side of the told pair without its article, or ``None`` when it opens on no capital, figure or article, or
    is longer than a short phrase."""
    if not 0 < len(toks) <= _MAX_SIDE:
        return None
    first = toks[0].text[:1]
    if not (first.isupper() or first.isdigit() or toks[0].low in ("a", "an", "the")):
        return None
    side = tx.articled(toks)
    return side if side[0].low not in ("a", "an", "the") else None
