"""A passive's participle after "be" opening A's place phrase, B a place phrase of another preposition ("should the kit
be | mounted by the door or next to the table saw?", "be stored in the garage or under the stairs"): the participle
is both options' verb, so A is its phrase alone, as B is; so with a repeated "of" ("be made | of cedar or of
aspen", the hundred-and-twenty-fourth part). Found on the way by the hundred-and-twentieth part's helper
(session 44): A read "mounted by the door"."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, participle_word

__all__ = ["placed_participle_a"]

_BE = frozenset({"be", "been", "being", "is", "are", "was", "were", "get", "gets"})
# Words opening a compound preposition of place ("next to", "close to", "in front of").
_PLACE_LEADS = frozenset({"next", "close", "closer", "near", "nearer", "right", "away", "outside", "inside"})


def placed_participle_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without its opening participle when "be" stands before it, a preposition follows it and B opens a place
    phrase of its own (a preposition, or "next" / "close" … before one) with no participle; ``a`` otherwise."""
    if len(a) < 3 or len(b) < 2 or not _participle(a[0]):
        return a
    of = a[1].low == b[0].low == "of"  # "be made | of cedar or of aspen": the stuff, the "of" repeated
    if a[1].low not in PREPOSITIONS and not of:
        return a
    before = around.prev(a[0])
    if before is None or before.low not in _BE or (b[0].low == a[1].low and not of):
        return a  # "mounted by the window or by the bed": read by the repeated preposition already
    opens_place = of or b[0].low in PREPOSITIONS or (b[0].low in _PLACE_LEADS and b[1].low in PREPOSITIONS)
    return a[1:] if opens_place and not _participle(b[0]) else a


def _participle(tok: Token) -> bool:
    """A lower-case past participle by its form (the words' ``participle_word``)."""
    return tok.text.isalpha() and tok.text.islower() and participle_word(tok.low)
