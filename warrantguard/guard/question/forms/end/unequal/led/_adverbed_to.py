"""Two "to" phrases of address, B's told by an adverb of its own ("complain to the landlord or | directly to the
neighbors", "send it to the manager or straight to HR"): each phrase is the option, B's adverb with it (added for the
sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, manner_adverb

__all__ = ["adverbed_to_place"]

_STRAIGHT = frozenset({"straight", "just", "only", "right"})  # adverbs before a "to" phrase that are not -ly


def adverbed_to_place(a: str, b: str) -> bool:
    """Is A "to" and a determined noun or a name ("to the landlord") and B an adverb and the same ("directly to the
    neighbors")? Not "to call" / "directly to call" (a verb, no determiner or name), nor B with no adverb."""
    wa, wb = a.split(), b.split()
    if len(wa) < 2 or len(wb) < 3 or wa[0].lower() != "to" or wb[1].lower() != "to":
        return False
    adverb = wb[0].lower()
    if not (manner_adverb(adverb) or adverb in _STRAIGHT):
        return False
    return all(w[:1].isupper() or w.lower() in DETERMINERS | POSSESSIVES for w in (wa[1], wb[2]))
