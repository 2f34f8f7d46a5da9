"""B closing on "used" before a purpose ("an 11th-gen i7 or a 3rd-gen Ryzen 7 | used | for a second PC"): the
participle of "use" opens the purpose both options are weighed for ("to be used for a second PC"), so it is no word
of B's. Not before a price ("a 3080 used for $400": second-hand, B's own), nor when A has "used" too."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["used_for_b"]

_PURPOSE = frozenset({"for", "as"})


def used_for_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` without its closing "used" when "for" / "as" and a word not a number or price follow it and A has no
    "used" of its own ("… or a 3rd-gen Ryzen 7 | used for a second PC"); ``b`` otherwise."""
    if len(b) < 2 or b[-1].text != "used" or any(t.low == "used" for t in a):
        return b
    prep = around.next(b[-1])
    obj = around.next(prep) if prep is not None else None
    if prep is None or obj is None or prep.low not in _PURPOSE:
        return b
    priced = obj.text[:1].isdigit() or obj.text[:1] in "$€£¥"
    return b if priced else b[:-1]
