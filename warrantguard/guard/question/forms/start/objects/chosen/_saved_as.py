"""A verb's bare object, "as" and option A, B of A's shape ("Save old contracts as | .doc or .docx in Word 2016?",
"file old returns as | PDF or DOCX"): the object and "as" are the lead both options share, A the form it takes (added
for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["saved_as"]

_LONGEST = 3  # lower-case words of the bare object ("old tax returns")


def saved_as(toks: list[Token], right: list[Token]) -> list[Token]:
    """``toks`` past a bare object of lower-case words and "as" when one word follows it and B opens with a word of its
    shape ("old contracts as | .doc" / ".docx"); ``toks`` otherwise (not "… as a gift or | keep it": B a verb; not
    "… as dessert or | a snack": the shapes differ, left to the rules that read articles)."""
    k = next((k for k in range(1, min(len(toks) - 1, _LONGEST + 1)) if toks[k].low == "as"), None)
    if k is None or len(toks) != k + 2 or not right or is_verb(right[0]):
        return toks
    if not all(t.text.isalpha() and t.text.islower() and t.low not in DETERMINERS | PRONOUNS for t in toks[:k]):
        return toks
    return toks[k + 1 :] if _shape(toks[k + 1]) == _shape(right[0]) else toks


def _shape(tok: Token) -> str:
    """A word's shape: a file extension (".doc"), a number, a capitalised word or a lower-case one."""
    w = tok.text
    if w.startswith(".") and w[1:].rstrip("?!,").isalnum():
        return "extension"
    return "number" if w[:1].isdigit() else "capital" if tok.capitalized else "lower"
