"""A verb phrase A against a B of a verb-like word and A's head noun again ("open a joint account or separate
accounts"): B may be a verb and its object ("separate | accounts") or a noun phrase like A's object ("separate
accounts" against "a joint account", the verb both options'). Refused: no rule tells the two readings apart."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token, is_verb

__all__ = ["unclear_headed_b"]


def unclear_headed_b(a: list[Token], b: list[Token]) -> str | None:
    """Why a pair "VERB a/the … HEAD or WORD HEAD(s)" is unclear ("open a joint account or | separate accounts"),
    B's first word a verb, or ``None`` ("rent a car or buy a car": B's own article marks a verb's object)."""
    if len(a) < 4 or len(b) != 2 or not is_verb(a[0], initial=True) or a[1].low not in ARTICLES:
        return None
    head = a[-1].low
    if len(head) < 3 or b[1].low not in (head, head + "s", head + "es") or not is_verb(b[0]) or b[0].capitalized:
        return None
    return (f"unclear whether '{b[0].text} {b[1].text}' is a verb phrase or a noun phrase like "
            f"'{' '.join(t.text for t in a[1:])}' (the verb both options')")
