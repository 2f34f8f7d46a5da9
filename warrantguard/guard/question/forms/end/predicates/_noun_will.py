""""will" the document or "can" the container closing an option ("living trust or pour-over will?", "Is a
holographic will or a witnessed will safer …", "a tin can or a glass jar?"): after a modifier and before nothing
verbal it is a noun, not the auxiliary."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, PREPOSITIONS, Around, Token

__all__ = ["noun_will"]

_MODIFIER_ENDS = ("ic", "ed", "al", "ing", "ive", "ous", "ten", "ary")  # "holographic", "witnessed", "mutual"
_AFTER_NOUN = frozenset({"or", "vs", "vs.", "versus", "and"})


def noun_will(toks: list[Token], k: int, around: Around) -> bool:
    """Is ``toks[k]`` the noun "will" or "can" closing the option, with the sentence ending, a coordinator, a
    comparative or a preposition after it (not "the market | will | rise", "prices crashing will | hurt")? "will"
    after a hyphenated or adjectival modifier ("pour-over | will", "witnessed | will") or after an article and one
    word ("a new | will", "a | joint will": the article before B); after a lower-case word and before "with", "for",
    "in", "from", "under" or "of" ("standalone will | with the trust"); "can" after a container's own word ("a tin |
    can", "the watering | can")."""
    tok = toks[k]
    word = tok.low.rstrip("?!.,")
    if word not in ("will", "can") or k != len(toks) - 1 or k == 0:
        return False
    prev = toks[k - 1].low
    if word == "can":
        named = prev in _CAN_KINDS
    else:
        before = toks[k - 2] if k >= 2 else around.prev(toks[0])  # "a | joint will": the article left out of B
        articled = before is not None and before.low in _ARTICLES and prev.isalpha() and prev not in _NOT_MODIFIER
        named = articled or "-" in prev.strip("-") or (prev.isalpha() and prev.endswith(_MODIFIER_ENDS))
    after = around.next(tok)
    if not named and word == "will" and after is not None and after.low in _PLACING and prev.isalpha() \
            and prev not in _NOT_MODIFIER:
        return True  # "standalone will | with the trust": no auxiliary stands before a preposition
    if not named:
        return False
    return tok.text[-1:] in "?!." or after is None or after.low in _AFTER_NOUN | COMPARATIVES | PREPOSITIONS


_PLACING = frozenset({"with", "for", "in", "from", "under", "of"})
_ARTICLES = frozenset({"a", "an", "my", "our", "his", "her", "their", "your"})  # not "the": "the dog will?"
_NOT_MODIFIER = frozenset({"who", "which", "that", "one", "someone", "anyone", "nobody", "everyone"})
_CAN_KINDS = frozenset({"tin", "trash", "garbage", "watering", "oil", "gas", "spray", "soda", "beer", "paint", "jerry",
                        "aerosol", "aluminum", "aluminium", "recycling", "soup", "tuna", "bean", "compost", "waste",
                        "fuel", "milk", "food", "pop", "cat-food", "dog-food", "ammo", "ammunition", "metal",
                        "steel", "coffee", "cookie"})
