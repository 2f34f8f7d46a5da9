""""for" after a verb of seeking and its particle "around" / "about" ("… or shop around | for another tailor", "ask
around for a cheaper quote"): the phrase is what B's verb looks for, B's own, not a phrase of both options."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["around_for"]

# Verbs of seeking that take "around" and then "for" what is sought ("shop around for", "ask around for").
_SEEKING = frozenset({"shop", "shopping", "look", "looking", "ask", "asking", "hunt", "hunting", "search",
                      "searching", "call", "calling", "phone", "phoning", "dig", "digging", "poke", "poking",
                      "scout", "scouting", "fish", "fishing"})
_AROUND = frozenset({"around", "round", "about"})


def around_for(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a "for" right after a verb of seeking and "around" ("shop around | for another
    tailor", "call round for quotes")? Not "go around | for …": no verb of seeking."""
    return right[k].low == "for" and k >= 2 and right[k - 1].low in _AROUND and right[k - 2].low in _SEEKING


def seeks_around(right: list[Token]) -> bool:
    """Does B open with a verb of seeking and "around" ("renew or | shop around (for a better rate)")? A phrasal
    verb of B's own: it shares no object with A's verb."""
    return len(right) > 1 and right[0].low in _SEEKING and right[1].low in _AROUND
