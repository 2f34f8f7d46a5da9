"""Option A as a chain of prepositional phrases parallel to B's ("is searching | with drones at night or with ground
teams at first light …"): B opens with the preposition that opens A's chain and holds as many phrases, so A is the
whole chain, not only its last phrase (added for the forty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, Token

__all__ = ["phrase_chain"]


def phrase_chain(core: list[Token], b: list[Token]) -> int | None:
    """Where A's chain of two or more prepositional phrases starts in ``core`` when B is such a chain with the same
    first preposition and as many phrases ("searching | with drones at night" / "with ground teams at first light",
    "buy it | from Amazon at night" / "from Target in the morning"); ``None`` otherwise ("with drones at night" /
    "with ground teams": one phrase against two)."""
    b_preps = [t.low for t in b if t.low in PREPS]
    if len(b_preps) < 2 or b[0].low not in PREPS:
        return None
    for j in range(1, len(core) - 1):
        chain = [t.low for t in core[j:] if t.low in PREPS]
        if core[j].low == b[0].low and len(chain) == len(b_preps) and core[j + 1].low not in PREPS \
                and core[j - 1].low not in DETERMINERS:
            return j
    return None
