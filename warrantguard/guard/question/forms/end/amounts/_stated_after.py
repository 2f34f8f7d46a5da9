"""An option priced or rated before its head against one priced or rated after it, or named by where it is bought
("the 4.85% 5-year MYGA or a 12-month CD | at 4.2%", "the $1,299 Sony CRE-E10 or the $3,500 pair | from the
audiologist"): the phrase after B is B's own, as A's amount or name is A's (added for the seventieth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["amount_kind", "own_rate_after", "own_source"]

_STATED_AT = frozenset({"at", "for"})


def amount_kind(tok: Token) -> str | None:
    """The kind of amount ``tok`` is ("4.2%": "%", "$1,299": "$"), or ``None`` for a word."""
    text = tok.text.rstrip("?.!,;:)")
    if text.endswith("%") and text[:1].isdigit():
        return "%"
    return text[:1] if text[:1] in "$€£¥" and text[1:2].isdigit() else None


def own_rate_after(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word "at" / "for" before an amount of the kind A states before its head, B stating none
    before ("the 4.85% 5-year MYGA" / "a 12-month CD | at 4.2%")? Each option has its rate, B's after its head."""
    if k + 1 >= len(right) or right[k].low not in _STATED_AT or (kind := amount_kind(right[k + 1])) is None:
        return False
    before_head = any(amount_kind(t) == kind for t in a[:-1]) and amount_kind(a[-1]) is None
    return before_head and not any(amount_kind(t) == kind for t in right[:k])


def own_source(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word "from" after B's price and lower-case head, A a price and a name ("the $1,299 Sony
    CRE-E10" / "the $3,500 pair | from the audiologist")? A is told by its name, B by where it comes from."""
    if right[k].low != "from" or len(a) < 2 or amount_kind(a[0]) is None:
        return False
    b = right[1:k] if right[0].low in ("a", "an", "the") else right[:k]
    if len(b) < 2 or amount_kind(b[0]) != amount_kind(a[0]):
        return False
    return any(t.capitalized for t in a[1:]) and all(t.low == t.text and t.text.isalpha() for t in b[1:])
