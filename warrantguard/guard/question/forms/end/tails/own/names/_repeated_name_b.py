"""A capitalised B cut at a comma before ", and" and B's own words again ("between Demon Copperhead and Tomorrow, |
and Tomorrow, and Tomorrow for March"): no one lists one option twice, so the repeats are the rest of B's name (a
title that repeats a word), and B keeps them. Not other names after the comma ("… or Crosby, | Stills and Nash":
refused elsewhere), nor a lower-case B."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["repeated_name_b"]

_JOINS = frozenset({"and", "or"})


def repeated_name_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its own words repeated after ", and" ("… and Tomorrow, | and Tomorrow, and Tomorrow" → "Tomorrow, and
    Tomorrow, and Tomorrow"), twice at least; ``b`` as it was otherwise ("… and Tomorrow, | and then March", "… and
    Rome, | and Rome wins")."""
    if not a or not b or not all(t.capitalized for t in b) or not around.whole(b[-1]).text.endswith(","):
        return b
    words = [t.text.rstrip(",") for t in b]
    end: Token | None = None
    last, repeats = around.whole(b[-1]), 0
    while last.text.endswith(","):
        join = around.next(last)
        said = around.after(join, len(words)) if join is not None and join.low in _JOINS else []
        if len(said) != len(words) or [t.text.rstrip(",.?!;:") for t in said] != words:
            break
        end, last, repeats = said[-1], said[-1], repeats + 1
    if end is None or repeats < 2:  # "… and Rome, | and Rome wins": a clause, not a title's repeats
        return b
    bare = end.text.rstrip(",.?!;:")
    rest = _between(b[-1], end, around)
    return [*b[:-1], around.whole(b[-1]), *rest, Token(bare, end.start, end.start + len(bare))]


def _between(first: Token, last: Token, around: Around) -> list[Token]:
    """The prompt's words after ``first`` and before ``last``."""
    run: list[Token] = []
    nxt = around.next(first)
    while nxt is not None and nxt.start < last.start:
        run.append(nxt)
        nxt = around.next(nxt)
    return run
