"""A verb B's own place against A's own: "park at the long term lot or use BART | from Millbrae"."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, Around, Token, is_verb, time_word

__all__ = ["placed_verb_b"]

# Prepositions of place or route: A closing on a phrase of one has its own place.
_PLACE_PREPOSITIONS = frozenset({"at", "in", "from", "to", "near", "via", "through", "inside", "outside", "behind",
                                 "off"})  # "buy a tank | off Marketplace"
_B_PLACES = _PLACE_PREPOSITIONS - {"to"}  # the place phrases B takes as its own ("… | from Millbrae")
_LONGEST = 8  # the words of B's place phrases at most


def placed_verb_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B, a verb phrase, with the place phrases after it when A closes on a place of its own ("park at the long term
    lot or use BART | from Millbrae", "visa run to Penang; or extend | at immigration in Bangkok"): A's place is
    A's, so the place after B is B's, not one both share. ``b`` otherwise ("drive or take the train | from Munich":
    A has no place of its own; "… or use BART | on Monday": a time). A noun A named for its place ("Barcelona
    crossing or drive | to Livorno") has its own place too: a lone verb B keeps its goal."""
    prep = around.next(b[-1])
    named = _named_noun(a, b, around) and prep is not None and prep.low == "to"
    if prep is None or (prep.low not in _B_PLACES and not named) or b[-1].text[-1:] in ",;:.?!)":
        return b
    if not (named or _own_place(a)):
        return b
    if not is_verb(b[0], initial=True) or b[0].capitalized:
        return b
    phrase: list[Token] = []
    word: Token | None = prep
    while word is not None and len(phrase) < _LONGEST:
        if (word.low in CUT_WORDS and word.low not in _B_PLACES and word is not prep) or time_word(word):
            break
        phrase.append(word)
        if word.text[-1:] in ",;:.?!)":
            break
        word = around.next(word)
    return [*b, *phrase] if len(phrase) > 1 and phrase[-1].low not in _B_PLACES else b


def _own_place(a: list[Token]) -> bool:
    """Does A close on a place phrase after its head ("park | at the long term lot", "visa run | to Penang"), not a
    time ("… in the morning")?"""
    at = [k for k in range(1, len(a) - 1) if a[k].low in _PLACE_PREPOSITIONS]
    return bool(at) and not time_word(a[-1])  # not "… in the morning"


def _named_noun(a: list[Token], b: list[Token], around: Around) -> bool:
    """A noun phrase opening on a name ("Barcelona crossing", no verb) against a lone verb B ("drive"), the name
    followed by a name after B's preposition ("… | to Livorno"): two places, A's and B's."""
    goal = around.next(around.next(b[-1]) or b[-1])
    if len(a) < 2 or len(b) != 1 or not a[0].capitalized or a[1].capitalized or goal is None:
        return False
    return goal.capitalized and not is_verb(a[0], initial=True) and not any(is_verb(t) for t in a[1:])
