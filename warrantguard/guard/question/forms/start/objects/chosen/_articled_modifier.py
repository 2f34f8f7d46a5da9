"""An articled modifier closing A against the same article, a modifier and a noun as B ("a one-bedroom in | a walkable
or a car-dependent | suburb"): A's last article opens the option, as B's opens B; the words before it (a noun and its
preposition) are the context both share, and the noun after B's modifier is the head of both."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, modifier

__all__ = ["articled_modifier_a"]

_INDEFINITE = frozenset({"a", "an"})


def _kind(word: str) -> str | None:
    """The kind of an article ("a" and "an" one kind), or ``None`` for another word."""
    return "a" if word in _INDEFINITE else "the" if word == "the" else None


def _modifier_word(tok: Token) -> bool:
    """A lower-case modifier: listed or with an adjective's ending ("walkable"), or a hyphenated compound of words
    ("car-dependent", "well-lit"; not "5-star", "e-bike")."""
    text = tok.text.rstrip("?!.,;:")
    parts = text.split("-")
    hyphened = len(parts) > 1 and all(p.isalpha() and len(p) > 1 for p in parts)
    return text.islower() and (modifier(tok) or hyphened)


def articled_modifier_a(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A as its closing modifier and B as its opening one when A ends on an article and a modifier after other words,
    B, after an article of the same kind, on a modifier and one noun, the head of both ("a one-bedroom in a walkable
    or a car-dependent suburb" -> "walkable" / "car-dependent"); the pair as it is otherwise ("a house with a pool or
    a big garden": no modifier closes A; "a walkable or a car-dependent suburb": no words before A's article)."""
    if len(a) < 3 or len(b) != 2 or not _modifier_word(a[-1]) or not _modifier_word(b[0]):
        return a, b
    before_b = around.prev(b[0])
    same = before_b is not None and _kind(before_b.low) is not None and _kind(before_b.low) == _kind(a[-2].low)
    noun = b[1].text.rstrip("?!.,;:")
    return (a[-1:], b[:1]) if same and noun.isalpha() and noun.islower() and not _modifier_word(b[1]) else (a, b)
