"""A capitalised "VS" closing a name of two or more capitalised words after the sentence's first coordinator
("Pentair IntelliFlo vs Hayward TriStar VS", "Does the … or the Hayward TriStar VS run quieter"): a model's suffix
(variable speed), no third option, when nothing but the sentence's end or a lower-case word follows it. Added for
the hundred-and-twenty-fourth held-out part."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["model_suffix", "model_vs", "model_vs_before_or"]


def model_vs(smask: str, first: re.Match[str], m: re.Match[str]) -> bool:
    """Is the coordinator ``m``, after the coordinator ``first``, a "VS" in capitals closing a name of at least two
    capitalised words, the sentence ending after it or a lower-case word following ("… | Hayward TriStar VS", "…
    TriStar VS | run quieter"), not a capitalised word ("Vendor A VS Vendor B")? After one capitalised word, when
    the sentence or its clause ends right after it ("Skwama or Instinct VS, | for …"): a "VS" joins nothing there."""
    if m.group(0) != "VS":
        return False
    before, after = tx.tokens(smask[first.end() : m.start()]), tx.tokens(smask[m.end() :])
    named = len(before) >= 2 and all(t.text[:1].isupper() and t.text[-1:].isalnum() for t in before[-2:])
    closes = not after or not after[0].text[:1].isalnum() or after[0].text[:1].islower()
    ends = not after or not after[0].text[:1].isalnum()  # "… or Instinct VS, | for someone …": nothing it joins
    return (named and closes) or (ends and bool(before) and before[-1].text[:1].isupper())


def model_suffix(right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a "VS" in capitals closing a name of two or more capitalised words ("Hayward TriStar
    | VS"), the side ending after it or a lower-case word following, or closing the side after one capitalised word
    ("Instinct | VS?"): the model's own suffix, not a cut?"""
    if right[k].text.rstrip("?!.,") != "VS" or k < 1:
        return False
    if k + 1 == len(right) and right[k - 1].text[:1].isupper():
        return True  # "… or Instinct | VS?": closing B's side, it joins nothing
    if k < 2:
        return False
    named = all(t.text[:1].isupper() and t.text[-1:].isalnum() for t in right[k - 2 : k])
    return (named and (k + 1 == len(right) or right[k + 1].text[:1].islower())) or _articled_model(right, k)


def _articled_model(right: list[Token], k: int) -> bool:
    """Is the "VS" at ``k`` after a determiner and one capitalised word, closing B's side or before a preposition
    ("the Miura | VS | for edging")? A "versus" is followed by its second term, never by a preposition."""
    if k < 2 or right[k - 2].low not in DETERMINERS or not right[k - 1].text[:1].isupper():
        return False
    return k + 1 == len(right) or (right[k + 1].low in PREPOSITIONS and right[k + 1].low not in DETERMINERS)


def model_vs_before_or(smask: str, m: re.Match[str], second: re.Match[str]) -> bool:
    """Is the coordinator ``m`` a "VS" in capitals closing a name of at least two capitalised words, right before the
    sentence's "or" ``second`` ("Scarpa Instinct VS | or La Sportiva …")? Two coordinators never stand side by side:
    the "VS" is the model's suffix."""
    if m.group(0) != "VS" or second.group(0).lower() != "or" or smask[m.end() : second.start()].strip():
        return False
    before = tx.tokens(smask[: m.start()])
    return len(before) >= 2 and all(t.text[:1].isupper() and t.text[-1:].isalnum() for t in before[-2:])
