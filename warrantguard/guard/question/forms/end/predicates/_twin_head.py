"""Twins and a head noun after B: twin labels with a code each ("a Class C or Class M | license", "a size 10 or size
11 | shoe", "a Type 1 or Type 2 | charger") and twin hyphenated modifiers, each after its own article ("a fixed-price
or a time-and-materials | contract", "a one-way or a round-trip | ticket"). A has no head noun of its own, so the one
after B is both options' and B ends before it, parallel to A (added in session 37, from misreads found outside the
corpus: B read as "Class M license", "time-and-materials contract")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["twin_code_head", "twin_modifier_head"]

_LONGEST_CODE = 4  # characters of a code ("C", "10", "2B", "6E")


def twin_code_head(a: list[Token], b: list[Token]) -> list[Token]:
    """B without its closing lower-case head noun when A and B are the same words and then a code each ("Class C" /
    "Class M license" -> "Class M"); B as it is otherwise ("pasta or chicken salad": no twin label; "Class C or
    Class M motorcycle license": two words after the code; "with GPG or with SSH keys": names, not codes)."""
    if len(a) < 2 or len(b) != len(a) + 1 or [t.low for t in a[:-1]] != [t.low for t in b[:-2]]:
        return b
    head = b[-1].text.rstrip("?!.,;:")
    if not (head.isalpha() and head.islower()) or not all(_code(t) for t in (a[-1], b[-2])):
        return b
    return b[:-1]


def _code(tok: Token) -> bool:
    """A short code: one capital letter, a number, or a number and capitals ("C", "10", "6E"; not "SSH": a name)."""
    text = tok.text
    return 0 < len(text) <= _LONGEST_CODE and text.isalnum() and (
        text.isdigit() or (len(text) == 1 and text.isupper()) or (text[0].isdigit() and text[1:].isupper()))


def twin_modifier_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without its closing lower-case head noun when A is one hyphenated modifier after an article and B another
    after its own ("a fixed-price or a time-and-materials | contract" -> "time-and-materials"); B as it is otherwise
    ("a one-way or round-trip ticket": B without its own article; "a 2-year-old or a teenager": no modifier; "a
    T-shirt or a V-neck sweater": nouns)."""
    if len(a) != 1 or len(b) != 2 or "-" not in a[0].text.strip("-") or "-" not in b[0].text.strip("-"):
        return b
    head = b[1].text.rstrip("?!.,;:")
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if not (head.isalpha() and head.islower()) or before_a is None or before_b is None:
        return b
    if not (_modifier_like(a[0], head) and _modifier_like(b[0], head)):
        return b
    after = around.next(b[1])  # the head closes the clause or takes a phrase; not "a stir-fry or a sheet-pan dinner |
    if after is not None and b[1].text[-1:] not in "?!.,;:" and after.low not in PREPOSITIONS:  # less cleanup"
        return b
    return b[:1] if before_a.low in ARTICLES and before_b.low in ARTICLES else b


def _modifier_like(tok: Token, head: str) -> bool:
    """A hyphenated word that reads as a modifier of ``head``: no part a lone letter ("T-shirt", "e-bike", "V-neck"
    are nouns) and none the head itself ("a T-shirt or a long-sleeve | shirt")."""
    parts = tok.low.strip("-").split("-")
    return not any(len(p) == 1 and p.isalpha() for p in parts) and head not in parts and head.rstrip("s") not in parts
