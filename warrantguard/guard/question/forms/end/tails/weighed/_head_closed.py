"""B closing on A's head again after a preposition: "sponge filter or hang on back filter | for shrimp"."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["head_closed_b"]

_LONGEST = 3  # the words after the preposition up to A's head again, at most


def head_closed_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B run on to A's lower-case head noun when, cut at a preposition, its next bare words close on that head
    ("sponge filter or hang | on back filter | for shrimp", "top loader or front | of house loader"): the head sets
    the compound apart as B's whole name. ``b`` otherwise ("a dog bed or a crate | with a dog bed": an articled
    phrase of B's own; "sponge filter or a canister | for shrimp": no head again; "Honda City or Hyundai Verna | for
    city driving": a name, and a noun runs on)."""
    prep = around.next(b[-1])
    if len(a) < 2 or b[-1].low == a[-1].low or prep is None or prep.low not in PREPOSITIONS or a[-1].capitalized \
            or b[-1].text[-1:] in ",;:.?!)" or any(t.low in DETERMINERS for t in b):
        return b
    run: list[Token] = [prep]
    word = around.next(prep)
    while word is not None and len(run) <= _LONGEST and word.low not in DETERMINERS | PREPOSITIONS:
        run.append(word)
        if word.low.rstrip(",;:.?!") == a[-1].low:
            return [*b, *run] if _closes(word, around) else b
        if not word.text.isalpha():
            return b
        word = around.next(word)
    return b


def _closes(head: Token, around: Around) -> bool:
    """Does A's head again close the compound: punctuation, the end or a preposition after it ("… back filter | for
    shrimp"), no noun running on ("Honda City or Hyundai Verna for city | driving")?"""
    after = around.next(head)
    return head.text[-1:] in ",;:.?!" or after is None or after.low in PREPOSITIONS
