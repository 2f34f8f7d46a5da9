"""A's amount before its head when B's "one" stands for the head: "Do a 50% water change or a 25% one?"."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["amount_one_a"]

_LOOK_BACK = 4  # the words searched before A for its amount


def amount_one_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the amount before it when B is an amount and "one" ("Do a 50% water change or a 25% one?", "a 2-year
    warranty or a 5-year one"): B's "one" stands for A's head, so the options differ in the amounts, and A begins at
    its own. ``a`` otherwise (A holds its amount already; "the big one or a 25% one": no amount before A)."""
    if len(b) < 2 or b[-1].low.rstrip("?.!") not in ("one", "ones") or any(_amount(t) for t in a):
        return a
    shape = next((_shape(t) for t in b[:-1] if _amount(t)), None)
    if shape is None:
        return a
    run: list[Token] = []
    word = around.prev(a[0])
    while word is not None and len(run) < _LOOK_BACK and word.text[-1:] not in ",;:.?!)":
        run.insert(0, word)
        if _amount(word):
            return [*run, *a] if _shape(word) == shape else a
        word = around.prev(word)
    return a


def _amount(tok: Token) -> bool:
    """Does ``tok`` hold a number ("50%", "2-year", "$30")?"""
    return any(c.isdigit() for c in tok.text)


def _shape(tok: Token) -> str:
    """``tok`` with its digits made one mark ("50%" → "0%", "2-year" → "0-year")."""
    out = "".join("0" if c.isdigit() else c for c in tok.low.rstrip("?.!,"))
    while "00" in out or "0.0" in out:
        out = out.replace("00", "0").replace("0.0", "0")
    return out
