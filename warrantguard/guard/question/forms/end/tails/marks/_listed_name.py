"""A capitalised B cut at a comma before a list of names closing the clause ("… or Crosby, | Stills and Nash?"): B
may be one name with a list inside it (a band, a firm) or the first of more options than two, and the cut cannot
tell which, so the pair is refused (added in session 37, from a misread found outside the corpus: B read as
"Crosby"). The names may each take "the" and the clause close on an order word ("… or The Lion, | the Witch and the
Wardrobe first.")."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["listed_after_b"]

_JOINS = frozenset({"and", "&"})
_ARTICLES = frozenset({"the", "a", "an"})  # before a capitalised name of the list ("the Witch")
_ORDER = frozenset({"first", "next", "then", "later"})  # the clause's order word after the list ("… Wardrobe first.")
_LONGEST = 6  # words of the list after the comma


def listed_after_b(b: list[Token], around: Around) -> str | None:
    """Why B, a capitalised word closed by a comma, is followed by capitalised names joined by "and" up to the clause's
    end ("Crosby, | Stills and Nash?"), or None ("Python or Go, | Sam and I are debating": the words run on)."""
    if not b or not b[-1].capitalized or not around.whole(b[-1]).text.endswith(","):  # the comma the cut left off
        return None
    run: list[Token] = []
    tok = around.next(b[-1])
    while tok is not None and len(run) < _LONGEST:
        run.append(tok)
        if tok.text[-1:] in "?.!;:,":
            break
        tok = around.next(tok)
    if len(run) < 3 or run[-1].text[-1:] not in "?.!" or not any(t.low in _JOINS for t in run[1:-1]):
        return None
    while len(run) > 3 and run[-1].low in _ORDER and run[-2].capitalized:
        run = run[:-1]  # "… and the Wardrobe | first."
    if not all(t.capitalized or t.low in _JOINS or _articled(t, around) for t in run):
        return None
    listed = " ".join(t.text for t in run).rstrip("?.!")
    return f"'{around.whole(b[-1]).text} {listed}' may be one name with a list inside it, or more than two options"


def _articled(tok: Token, around: Around) -> bool:
    """Is ``tok`` an article before a capitalised name of the list ("the | Witch")?"""
    nxt = around.next(tok)
    return tok.text in _ARTICLES and nxt is not None and nxt.capitalized
