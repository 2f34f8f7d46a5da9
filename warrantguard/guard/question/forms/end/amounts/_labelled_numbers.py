"""Two numbers between a word naming what is counted and a lower-case unit ("Size | 22.5 or 23.5 | mondo", "Level | 2
or 3 | charger"): the word before A's number and the unit after B's are written once for both, so the numbers are
the options, whole or decimal (the count rule of ``shared_noun`` knows whole numbers only); a capitalised word after
B's number may be B's own model name ("… 15 or 16 Pro"), a capitalised label inside the sentence a brand's ("the
Hozelock 2212 or 2214 timer"), and both are left alone (added in session 49)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["labelled_numbers"]


def labelled_numbers(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The two numbers when A is a word and a number and B a number and a lower-case word ("Size 22.5" / "23.5
    mondo" gives "22.5" / "23.5"); the pair as it was otherwise ("… 15" / "16 Pro": B's model name; "the Hozelock
    2212 or 2214 timer": a capital inside the sentence names a model; "in 2" / "3 weeks": a preposition's object)."""
    if len(a) != 2 or len(b) != 2 or not (_number(a[1].text) and _number(b[0].text)):
        return a, b
    label, unit = a[0], b[1]
    if not (label.text.isalpha() and unit.text.isalpha() and unit.text.islower()):
        return a, b
    if label.low in DETERMINERS | PREPOSITIONS or (label.capitalized and not around.opens(label)):
        return a, b
    return a[1:], b[:1]


def _number(text: str) -> bool:
    """A number written in digits, whole or with one decimal point ("4", "22.5")."""
    return text.replace(".", "", 1).isdigit() and text[:1].isdigit() and text[-1:].isdigit()
