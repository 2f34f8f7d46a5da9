"""A perfect participle opening A ("whether she'd have | wanted burial or cremation"): the participle, after "have",
is the verb both options are objects of, so A starts after it. B's verb is looked for past an adverb opening B
("should I have | called them back or just | kept waiting": two participles, the hundred-and-forty-seventh part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, VERBS, Around, Token, ing_word, is_verb, participle_word

__all__ = ["perfect_participle_a"]

_PERFECT = frozenset({"have", "has", "had", "'ve", "’ve"})
# Adverbs that may open B before its own participle ("… or just | kept waiting").
_B_ADVERBS = frozenset({"just", "simply", "instead", "rather", "maybe", "perhaps", "actually", "still", "only"})


def perfect_participle_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A after the participle of a perfect ("she'd have | wanted | burial or cremation", "should I have | taken | the
    bus or a taxi") when B is a noun phrase (no participle, -ing word or verb: not "have stayed home or gone out");
    ``a`` otherwise, and when the participle is no listed verb's ("should have | grilled cheese or …": a dish)."""
    prev = around.prev(a[0]) if a else None
    if len(a) < 2 or not b or prev is None or not (prev.low in _PERFECT or prev.low.endswith(("'ve", "’ve"))):
        return a
    w = b[1].low if len(b) > 1 and b[0].low in _B_ADVERBS else b[0].low
    if not _listed_participle(a[0].low) or participle_word(w) or ing_word(w) or is_verb(b[0]) or a[1].low == "to":
        return a
    return a[1 + (len(a) > 2 and a[1].low in ARTICLES) :]


def _listed_participle(word: str) -> bool:
    """Is ``word`` the -ed participle of a listed verb ("wanted", "preferred", "picked", "liked")?"""
    if not participle_word(word) or not word.endswith("ed"):
        return False
    stems = {word[:-2], word[:-1], word[:-3], word[:-3] + "y"}  # "wanted", "liked", "preferred", "tried"
    return any(stem in VERBS for stem in stems)
