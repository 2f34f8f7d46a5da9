"""B a phrase of A's preposition, then "and" and a verb with its phrase ("buy green beans in 5lb bags or in 20lb
sacks | and roast at home"): the step the asker takes next, after either way of doing it, not a second noun of B's
phrase. A holds no "and" of its own."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, OBJECT_PRONOUNS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["joined_step_b"]

_AFTER_VERB = PREPOSITIONS | OBJECT_PRONOUNS | DETERMINERS | frozenset({"myself", "ourselves", "yourself"})


def joined_step_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B before "and" when A and B open with one preposition and a lower-case verb after the "and" takes a phrase
    ("in 20lb sacks | and roast at home", "in tins | and store them"); else B unchanged ("in cash or in stocks and
    bonds", "in oil or in butter and garlic in the pan", "with soap and water after the gym": a second noun after a
    singular one, before a preposition)."""
    if len(a) < 2 or len(b) < 4 or a[0].low not in PREPOSITIONS or b[0].low != a[0].low or any(
            t.low == "and" for t in a):
        return b
    k = next((k for k in range(2, len(b)) if b[k].low == "and"), None)
    verb = None if k is None else (b[k + 1] if k + 1 < len(b) else around.next(b[k]))
    after = None if verb is None else around.next(verb)
    if k is None or verb is None or after is None or not verb.text.isalpha() or not verb.text.islower():
        return b
    verbal = is_verb(verb) or (not verb.low.endswith("s") and b[k - 1].low.endswith("s"))  # "sacks | and roast"
    if after.low in PREPOSITIONS and not b[k - 1].low.endswith("s") and b[k - 1].low.isalpha():
        return b  # "with soap and water | after the gym": a singular noun's second noun, no step told
    return b[:k] if verbal and after.low in _AFTER_VERB else b
