"""A comparison of two names asked as a question, for a purpose ("Would you be so kind as to compare Buzzsprout and
Transistor for a company podcast?", "could you compare Superhuman and Spark for managing three inboxes?"): asked of
the assistant, with a purpose, the two names are the options weighed (added for the ninety-third held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import text as tx

__all__ = ["asked_comparison"]

_ASKED_COMPARE = re.compile(r"\b(?:could|would|can|will)\s+you\s+(?:(?:please|kindly)\s+)?(?:be\s+so\s+kind\s+as\s+"
                            r"to\s+)?compare\s+(?P<a>[^,;:?.—–]+?)\s+(?:and|with|to|vs\.?|versus)\s+"
                            r"(?P<b>[^,;:?.—–]+?)\s+for\s+[^,;:?.—–]+\?\s*$", re.I)


def asked_comparison(text: str, masked: str) -> re.Match[str] | None:
    """The match of "could you compare <Name> and <Name> for …?" closing ``masked``, its groups "a" and "b" the
    names; ``None`` when a side is no name, capitalised words first ("compare the pros and cons for …?"), or no
    question mark closes it ("Compare Python and JavaScript for beginners in a table.")."""
    m = _ASKED_COMPARE.search(masked)
    if m is None:
        return None
    for name in ("a", "b"):
        toks = tx.tokens(text[m.start(name) : m.end(name)])
        toks = toks[1:] if toks and toks[0].low == "the" else toks
        if not _named(toks):
            return None
    return m


_HEAD_WORDS = 2  # lower-case words at most after a name, its kind ("Revel | mopeds", "Citi Bike | e-bikes")


def _named(toks: list[tx.Token]) -> bool:
    """Is ``toks`` a name, every word capitalised or with a digit, or a name and up to two lower-case words of its kind
    after it ("Revel mopeds", "Citi Bike e-bikes"; not "the pros", "battery life of Pixel")?"""
    named = [t.capitalized or any(ch.isdigit() for ch in t.text) for t in toks]
    k = named.index(False) if False in named else len(toks)
    return k > 0 and len(toks) - k <= _HEAD_WORDS and not any(named[k:])
