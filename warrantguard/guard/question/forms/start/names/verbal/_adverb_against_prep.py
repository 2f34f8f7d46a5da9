""""apply for the railcard online or | at the station?": A closing on an adverb of channel ("online", "remotely")
against B's prepositional phrase: the adverb and the phrase are the options, whatever A's first
words are, so no name hides behind A's verb (as with a preposition inside A: ``_names._prepositional_b``)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Around, Token

__all__ = ["adverb_against_prep"]

# Channels of the verb, not places that may be a noun's ("stay in a hotel downtown or at an airbnb": refused).
_PLACE_ADVERBS = frozenset({"online", "offline", "remotely", "in-person"})
_PREPS = frozenset({"at", "in", "on", "by", "through", "via", "over", "from"})


def adverb_against_prep(a_toks: list[Token], around: Around) -> bool:
    """Does A close on an adverb of channel and B open, after the "or", with a preposition and its
    determiner ("… railcard online or | at the station", "… the form online or | at my local office")? Not "… online
    or offline" (B no phrase)."""
    if len(a_toks) < 2 or a_toks[-1].low not in _PLACE_ADVERBS:
        return False
    run = around.after(a_toks[-1], 3)
    if len(run) < 3 or run[0].low != "or" or run[1].low not in _PREPS:
        return False
    return run[2].low in DETERMINERS | POSSESSIVES
