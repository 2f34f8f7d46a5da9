"""Two counts one apart after "of", before a plural noun ("Is a book club of 8 or 9 people too big …?"): the size of
a thing told roughly, not two options to choose between, so the pair is refused. Not counts further apart ("a pack of
25 or 50 cards": two sizes offered), nor counts with no plural noun after them ("Min staffing of 4 or 5 | on the
overnight")."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["rough_count_problem"]


def rough_count_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why "of N or N+1 <plural noun>" tells a rough size ("a book club of 8 or 9 people"), or None."""
    if len(a) != 1 or len(b) != 1 or not a[0].text.isdigit() or not around.whole(b[0]).text.isdigit():
        return None
    before, noun = around.prev(a[0]), around.next(b[0])
    if before is None or before.low != "of" or int(b[0].text) != int(a[0].text) + 1 or noun is None:
        return None
    word = noun.low
    if not word.isalpha() or not word.endswith(("s", "people")) or word.endswith("ss") or noun.text != noun.low:
        return None
    return f"'of {a[0].text} or {b[0].text} {word}' tells a rough size, not two options"
