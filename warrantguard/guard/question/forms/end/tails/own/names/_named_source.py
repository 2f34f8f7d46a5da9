"""B a "with" phrase whose noun stands before "from", "the" and a name ("… with a guide or with an instructor | from
the ESF?"): the "from" phrase after a companion tells where that companion comes from, and it may be B's own (the
instructor the ESF sends) or both options' (a guide or an instructor, each from the ESF); the form cannot tell, so the
cut is refused. A "from" phrase after a way of going ("by bus or by train | from Prague") is the route of both, and
after a plain noun B ("the train or the bus | from Milan") the corpus reads it shared: neither is taken (added for the
hundred-and-fiftieth held-out part: B read as "with an instructor")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token, phrase_text

__all__ = ["named_source_doubt"]


def named_source_doubt(right: list[Token], k: int) -> str | None:
    """The doubt when B opens on "with" and an article and its lower-case word stands before "from", "the" and a
    capitalised name at ``k`` ("with an instructor | from the ESF"); None otherwise ("by car | from London": no
    "with"; "with a guide | from home": no name)."""
    if right[k].low != "from" or k < 3 or right[0].low != "with" or right[1].low not in ARTICLES:
        return None
    if not right[k - 1].text.isalpha() or not right[k - 1].text.islower() or k + 2 >= len(right):
        return None
    if right[k + 1].low != "the" or not right[k + 2].text[:1].isupper():
        return None
    return f"unclear whether '{phrase_text(right[k:])}' is the second option's own or said of both"
