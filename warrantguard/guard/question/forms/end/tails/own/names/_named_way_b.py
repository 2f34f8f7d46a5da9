"""A lower-case B and "with" a name closing the sentence, against an A of a name and its kind ("Preply tutor or
self-study | with Assimil?"): A names whom it is done with, so B's name tells B's own means; not a lone A ("coffee or
tea | with Splenda": both's?), nor a B that is a name ("Python or Go | with Kubernetes": refused elsewhere)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["named_way_b"]

_BOUND = 3  # words of the name


def named_way_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its closing "with <Name>" when B is in lower case and A a name and its kind ("Preply tutor"
    / "self-study" → "self-study with Assimil"); ``b`` otherwise (B a name; "with" no name; more words before the
    sentence ends)."""
    if len(a) != 2 or not any(c.isupper() for c in a[0].text) or a[1].capitalized:
        return b
    if not b or not b[0].text[:1].islower() or any(t.capitalized for t in b):
        return b
    rest = around.after(b[-1], _BOUND + 1, ends=("?", "!", "."))
    if len(rest) < 2 or rest[0].low != "with" or not all(t.capitalized for t in rest[1:]):
        return b
    return b + rest if rest[-1].text.endswith(("?", "!", ".")) else b
