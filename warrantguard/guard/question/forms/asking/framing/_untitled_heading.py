"""A colon after one capitalised word opening the sentence that is no title's: a word of address for a relative
("Dad: | Rainier or Baker for your first glacier climb?"), or a name that B negates with a hyphened prefix ("Helmet:
| MIPS or non-MIPS"), which sets the name after the colon apart from the word before it (added for the eighty-sixth
held-out part)."""

from __future__ import annotations

import re

__all__ = ["untitled_heading"]

# Words of address for a relative, which head a question put to them ("Dad: …", "Grandma: …").
_KIN = frozenset({"dad", "mom", "mum", "mama", "papa", "grandma", "grandpa", "granny", "nana", "sis", "bro"})
_NEGATED = re.compile(r"\s*(?:non|un|anti|no)-(?P<w>[^\s?!.,;:]+)", re.I)


def untitled_heading(word: str, name: str, after: str) -> bool:
    """Is the colon after ``word`` (``name`` after it, ``after`` the text after the "or") a heading's: ``word`` a
    relative addressed, or B opening with ``name`` negated ("non-MIPS")?"""
    negated = _NEGATED.match(after)
    return word.lower() in _KIN or (negated is not None and negated.group("w").lower() == name.lower())
