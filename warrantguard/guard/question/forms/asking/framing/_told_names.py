"""Two names told as the objects of an earlier sentence, then chosen between by a bare "which" closing the prompt
("I've got the D&D Starter Set and Hero Kids on the shelf. Which one should I start her on?", "My FLGS has the
Stormcast Spearhead and the Sylvaneth Spearhead both on the shelf. I've only got £95. Which should I grab?", "The
framer has quoted for mount board in 4-ply and 8-ply. Which should I go for?"): the two names are the options.

The telling sentence is the one just before the "which", or the one before that when the sentence between holds no
"and". It holds one "and" and no comma; A closes on the "and" after a verb or preposition (and its article, if
any), B opens after it (its article, if any, dropped). Each side is a name of up to four words, each opening with a
capital or a figure ("Hero Kids", "D&D Starter Set"), or both are a figure of the same unit ("4-ply" / "8-ply"). A
setting after B that both share may close the sentence: a preposition (after "both" or "each", if any) and
lower-case words ("… and Hero Kids | on the shelf"), or after "both" or "each" any short predicate of lower-case words
the two share ("I've heard Climb On and Rhino Skin | both get recommended"); anything else after B ("… and Ella are
5") is no told pair."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, is_verb, participle_word
from warrantguard.guard.question.words import text as tx

__all__ = ["told_names"]

_ARTICLES = frozenset({"a", "an", "the"})
_HAVING = frozenset({"has", "had", "got", "have", "gets"})  # possession verbs the verb list leaves out
_SHARED_BY = frozenset({"both", "each"})  # "… and the Sylvaneth Spearhead | both on the shelf"
_MAX_NAME = 4  # words of each name
_MAX_SETTING = 5  # words of the shared setting after B
_FIGURE_UNIT = re.compile(r"\d+(?:\.\d+)?-?([a-z]+)")  # "4-ply", "5mm": a figure and its unit


def told_names(text: str, masked: str, spans: list[tuple[int, int]]) -> tuple[str, str] | None:
    """The two names of "… has A and B on the shelf. Which one …?" (``spans``: the prompt's sentences, the last the
    asking one), or ``None``."""
    tellers = [spans[-2]]
    if len(spans) > 2 and not any(t.low == "and" for t in tx.tokens(masked[spans[-2][0] : spans[-2][1]])):
        tellers.append(spans[-3])
    for start, end in tellers:
        rest = masked[start:end].rstrip().rstrip(".!")
        if "," in rest or ";" in rest:
            continue
        pair = _names_pair(tx.tokens(text[start : start + len(rest)], start))
        if pair is not None:
            return tx.span_text(text, pair[0]), tx.span_text(text, pair[1])
    return None


def _names_pair(toks: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """The two names about the one "and" of ``toks`` (a telling sentence's words), or ``None``."""
    ands = [k for k, t in enumerate(toks) if t.low == "and"]
    if len(ands) != 1:
        return None
    a, b = _a_name(toks[: ands[0]]), _b_name(toks[ands[0] + 1 :])
    return (a, b) if a and b and _alike(a, b) else None


def _a_name(before: list[tx.Token]) -> list[tx.Token] | None:
    """The name closing ``before`` (the words before the "and"), after its verb or preposition and its article, or
    ``None``."""
    k = len(before)
    while k > 0 and len(before) - k < _MAX_NAME and _name_word(before[k - 1]):
        k -= 1
    name = before[k:]
    if not name or not _name_start(name[0]) or k == 0 or _name_word(before[k - 1]):
        return None
    lead = before[k - 2] if before[k - 1].low in _ARTICLES and k > 1 else before[k - 1]
    return name if _lead(lead) else None


def _b_name(after: list[tx.Token]) -> list[tx.Token] | None:
    """The name opening ``after`` (the words after the "and", its article dropped), followed by nothing or by a
    setting both share ("on the shelf"), or ``None``."""
    if after and after[0].low in _ARTICLES:
        after = after[1:]
    k = 0
    while k < len(after) and k < _MAX_NAME and _name_word(after[k]):
        k += 1
    name, setting = after[:k], after[k:]
    if not name or not _name_start(name[0]):
        return None
    if setting and setting[0].low in _SHARED_BY:
        return name if _shared_predicate(setting[1:]) else None
    if setting and (setting[0].low not in PREPOSITIONS or len(setting) > _MAX_SETTING
                    or any(t.capitalized or not t.low.isalpha() for t in setting)):
        return None
    return name if k == len(after) or setting else None


def _shared_predicate(rest: list[tx.Token]) -> bool:
    """Is ``rest`` (the words after "both" or "each" behind B) a short setting or predicate the two share, of
    lower-case words only ("both on the shelf", "both get recommended", "both felt fine")?"""
    return 0 < len(rest) <= _MAX_SETTING and not any(t.capitalized or not t.low.isalpha() for t in rest)


def _alike(a: list[tx.Token], b: list[tx.Token]) -> bool:
    """Are both sides names of capitalised words, or both one figure of the same unit ("4-ply" / "8-ply")?"""
    units = [_FIGURE_UNIT.fullmatch(side[0].low) if len(side) == 1 else None for side in (a, b)]
    if units[0] is not None or units[1] is not None:
        return units[0] is not None and units[1] is not None and units[0].group(1) == units[1].group(1)
    return all(t.text[:1].isupper() or t.text[:1].isdigit() or t.text == "&" for t in a + b)


def _name_word(tok: tx.Token) -> bool:
    """Is ``tok`` a word of a name: opening with a capital or a figure, or an ampersand ("Keller & Daughters")?"""
    return tok.text[:1].isupper() or tok.text[:1].isdigit() or tok.text == "&"


def _name_start(tok: tx.Token) -> bool:
    """Can ``tok`` open a name (a capital or a figure, not the pronoun "I" or a contraction like "I've")?"""
    return tok.low != "i" and "'" not in tok.text and "’" not in tok.text and tok.text[:1].isalnum()


def _lead(tok: tx.Token) -> bool:
    """Is ``tok`` the lower-case verb or preposition a told name follows ("got", "has", "quoted for … in", "heard")?"""
    w = tok.low
    if tok.capitalized or not w.isalpha():
        return False
    return w in PREPOSITIONS or w in _HAVING or is_verb(tok) or tx.ing_word(w) or w.endswith("ed") or participle_word(w)
