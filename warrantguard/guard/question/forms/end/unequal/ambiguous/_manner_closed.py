"""A noun phrase A closed by a bare manner phrase against a bare noun compound B ("exotic vet visit | in person | or
video consult"): B may stand against A's manner ("in person" / "video consult") or against the whole of A, and the
form cannot tell which, so the pair is refused (added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token, is_verb

__all__ = ["manner_closed_problem"]

_MANNER = frozenset({"in", "by", "over", "via"})


def manner_closed_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A of three words or more, lower case, closed by a manner preposition and one bare noun ("… visit in
    person"), against a B of two lower-case words with no preposition nor article ("video consult") is unclear,
    neither opening on a verb; None otherwise."""
    if len(a) < 4 or len(b) != 2 or a[-2].low not in _MANNER or not a[-1].text.isalpha():
        return None
    if not all(t.text.isalpha() and t.text.islower() for t in [*a, *b]):
        return None
    if any(t.low in PREPOSITIONS | ARTICLES for t in [*a[:-2], *b]) or is_verb(a[0]) or is_verb(b[0]):
        return None  # "prepare answers by heart or speak natural": two verb phrases
    prev = around.prev(b[0])
    if prev is None or prev.low != "or":
        return None
    return f"unclear whether '{' '.join(t.text for t in b)}' stands against '{a[-2].text} {a[-1].text}' or all of A"
