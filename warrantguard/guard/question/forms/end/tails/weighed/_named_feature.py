"""A feature after B that an earlier sentence names as telling the options apart: "Only one includes 3 years of
support. Should we pick the cheaper hardware or the bundle | with support?" (the "with" phrase is B's own: the prompt
said only one option has it, so it is no context of both)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Around, Token

__all__ = ["named_feature"]


def named_feature(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B run on over a closing "with" and a bare noun of one or two words ("the bundle | with support?") when that
    noun stands in the prompt before A (an earlier sentence told of it: "Only one includes 3 years of support") and A
    has no "with" of its own; else ``b``. Not a noun with a determiner ("… with a warranty"), nor a phrase going on
    after it ("… with support for the offsite")."""
    after = around.next(b[-1])
    if after is None or after.low != "with" or any(t.low == "with" for t in a):
        return b
    rest: list[Token] = []
    tok = around.next(after)
    while tok is not None and len(rest) < 3:
        rest.append(tok)
        tok = around.next(tok)
    if not rest or len(rest) > 2 or rest[0].low in DETERMINERS | POSSESSIVES:
        return b
    noun = rest[-1].low.rstrip("?.!,")
    earlier = {t.low.rstrip("?.!,;:") for t in around.before(a[0])}
    return [*b, after, *rest] if noun.isalpha() and noun in earlier else b
