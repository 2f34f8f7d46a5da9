"""A verb of naming, its object, and then the names ("name | the dog Max or Charlie", "call | our son Leo or Theo"):
the object (a determiner and one or two lower-case words) is no part of A, which is the name set against B's
(added in session 37, from a misread found outside the corpus: A read as "dog Max")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Around, Token

__all__ = ["named_object_a"]

_NAMING = frozenset({"name", "names", "naming", "named", "call", "calling", "rename", "renaming", "christen",
                     "nickname"})
_LONGEST = 2  # lower-case words of the object after its determiner ("new puppy")


def named_object_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the object a verb of naming names, when A is that object's lower-case words and then a name and B is
    a name (one or two capitalised words): "the dog Max or Charlie" -> "Max"; A as it is otherwise ("call Mom or
    Dad": no object; "name the dog after Max or …": a preposition inside)."""
    if not 1 <= len(b) <= 2 or not all(t.capitalized for t in b):
        return a
    k = next((k for k, t in enumerate(a) if t.capitalized), None)
    owned = a[0].low in DETERMINERS | POSSESSIVES  # "our son Leo": the determiner inside A
    if k is None or k == 0 or k > _LONGEST + owned or len(a) - k != len(b) or not all(t.capitalized for t in a[k:]):
        return a
    if any(not t.text.isalpha() or not t.text.islower() or t.low in PREPOSITIONS for t in a[:k]):
        return a
    owner = a[0] if owned else around.prev(a[0])
    verb = around.prev(owner) if owner is not None and owner.low in DETERMINERS | POSSESSIVES else None
    return a[k:] if verb is not None and verb.low in _NAMING else a
