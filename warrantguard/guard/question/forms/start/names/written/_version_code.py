"""A name and a version code against a bare code of the same kind ("Sage Barista Express v2 or v1 off eBay", "the
Mk3 or Mk2"): the name is both's, the versions are the options, as with numbers ("iPhone 14 or 15" reads "14" /
"15"); a phrase after B's code ("| off eBay for £250") is the question's context, as after "15"."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["version_code_pair"]

_SOURCES = PREPOSITIONS | {"off", "used", "new", "refurbished", "second-hand", "secondhand"}  # "| off eBay", "| used"
_CODE = re.compile(r"(v|ver|mk|gen|rev)\.?(\d+(?:\.\d+)*)", re.I)


def version_code_pair(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """The two version codes when A is capitalised name words and a code and B opens with another code of the same
    letters, alone or before a preposition or a word of its source ("Sage Barista Express | v2 or v1 | off eBay");
    else the pair unchanged ("Gaggia Classic v2 or Rancilio Silvia", "v2 or v1 Pro": B's own words)."""
    if len(a) < 2 or not b or not all(t.capitalized for t in a[:-1]):
        return a, b
    x, y = _CODE.fullmatch(a[-1].text), _CODE.fullmatch(b[0].text)
    if x is None or y is None or x.group(1).lower() != y.group(1).lower() or x.group(2) == y.group(2):
        return a, b
    return (a[-1:], b[:1]) if len(b) == 1 or b[1].low in _SOURCES else (a, b)
