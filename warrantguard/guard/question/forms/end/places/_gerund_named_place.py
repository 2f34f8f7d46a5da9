"""A gerund and a bare noun as A against a lone gerund and a named place as B ("Mooring buoy vs. anchoring | in
Fethiye"): A names no place of its own, so the place may be where B is done ("staying in Reykjavik") or where both
are ("… in Fethiye — which is less hassle"); the form cannot tell, so it is refused (added from the
hundred-and-sixtieth part, B read as "anchoring in Fethiye")."""

from __future__ import annotations

from warrantguard.guard.question.words import PHRASAL, PREPOSITIONS, Token, ing_word, phrase_text

__all__ = ["gerund_named_place_doubt"]

_PLACE_PREPS = frozenset({"in", "at", "near", "around"})


def gerund_named_place_doubt(a: list[Token], b: list[Token]) -> str | None:
    """The doubt when A is a gerund and one bare lower-case noun ("Mooring buoy") and B a lone gerund, a place
    preposition and a capitalised name ("anchoring in Fethiye"); else ``None`` ("Camping out vs staying in
    Reykjavik": A a gerund and its particle; "… or taking trains in Japan": B's object)."""
    if len(a) != 2 or len(b) < 3 or not ing_word(b[0].low) or b[1].low not in _PLACE_PREPS:
        return None
    if not all(t.text[:1].isupper() or t.low == "the" for t in b[2:]) or not b[-1].text[:1].isupper():
        return None
    noun = a[1]
    if not ing_word(a[0].low) or not (noun.text.isalpha() and noun.text.islower()) or ing_word(noun.low):
        return None
    if noun.low in PREPOSITIONS | PHRASAL or noun.low.endswith("ly"):
        return None
    return f"unclear whether '{phrase_text(b[1:])}' is where the second option is done or where both are"
