"""Two amounts where B's word after its number may be B's own or a name both share (see ``_core.parallel_core``).

"1.5T vs 2.0 NA": A writes its kind as letters on its number ("1.5T"), B as an abbreviation after its bare number
("2.0 NA"): that abbreviation is B's counterpart of A's letters, so B is read with it. "the 2.4 or the 3.6 Pentastar
engines": a name between B's decimal number and a head may name B alone or both (the pair cannot tell): refused.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words._text import Refusal, Token

__all__ = ["amount_word", "named_amount"]

_BARE = re.compile(r"\d+(?:\.\d+)?")
_DECIMAL = re.compile(r"\d+\.\d+")
_LETTERED = re.compile(r"\d+(?:\.\d+)?[A-Za-z]+")


def amount_word(a: list[Token], b: list[Token]) -> int:
    """How many of B's words name its amount when A is one amount and B starts with a bare number: 2 after a
    lettered A and before an abbreviation ("1.5T vs | 2.0 NA"), else 1 ("512GB or the | 1TB | Steam Deck");
    raises :class:`Refusal` for a bare decimal A against a decimal, a name and a lower-case head ("2.4 or the 3.6
    Pentastar engines": whose name?)."""
    if len(a) != 1 or len(b) < 2:
        return 1
    _refuse_unit_name(a[0], b)
    if not _BARE.fullmatch(b[0].text):
        return 1
    word = b[1].text
    if _LETTERED.fullmatch(a[0].text) and word.isalpha() and word.isupper() and len(word) > 1:
        return 2
    if _DECIMAL.fullmatch(a[0].text) and _DECIMAL.fullmatch(b[0].text) and len(b) > 2 and word.isalpha() \
            and word[0].isupper() and word[1:].islower() and b[2].text.isalpha() and b[2].text.islower():
        raise Refusal(f"unclear whether '{word}' names both options or only the second ('{a[0].text}' / "
                      f"'{b[0].text} {word}')")
    return 1


def _refuse_unit_name(a: Token, b: list[Token]) -> None:
    """Raises :class:`Refusal` for two amounts of one unit, B's followed by a capitalized name and a lower-case head
    ("the 18V or the 20V Max line": "Max" names B's line, or both, as "Pentastar" in "2.4 or the 3.6 Pentastar
    engines" names both)."""
    unit_a, unit_b = _UNIT.fullmatch(a.text), _UNIT.fullmatch(b[0].text)
    if not (unit_a and unit_b and unit_a.group(1).lower() == unit_b.group(1).lower()) or len(b) < 3:
        return
    word, head = b[1].text, b[-1].text
    if word.isalpha() and word[0].isupper() and word[1:].islower() and head.isalpha() and head.islower():
        raise Refusal(f"unclear whether '{word}' names both options or only the second ('{a.text}' / "
                      f"'{b[0].text} {word}')")


_UNIT = re.compile(r"\d+(?:\.\d+)?([A-Za-z]+)")


def named_amount(a: list[Token], b: list[Token]) -> bool:
    """Is A a capitalised name before an amount of the unit B's first word has ("Victorinox | 91mm or 84mm …")? The
    amounts are the options and the name is both's, as a head after B is (added for the hundred-and-forty-second
    held-out part: read as "Victorinox 91mm" against "84mm Swiss Army knife")."""
    if len(a) < 2 or len(b) < 2 or not all(t.capitalized and t.text.isalpha() for t in a[:-1]):
        return False
    unit_a, unit_b = _UNIT.fullmatch(a[-1].text), _UNIT.fullmatch(b[0].text)
    return bool(unit_a and unit_b and unit_a.group(1).lower() == unit_b.group(1).lower())
