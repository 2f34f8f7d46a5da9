"""Option A as a chain of prepositional phrases parallel to B's ("is searching | with drones at night or with ground
teams at first light …"): B opens with the preposition that opens A's chain and holds as many phrases, so A is the
whole chain, not only its last phrase (added for the forty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, Token

__all__ = ["phrase_chain", "placed_setting", "setting_a"]


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


_SETTINGS = frozenset({"in", "at", "on", "inside"})
_BESIDE = frozenset({"near", "behind", "beside", "opposite", "by"})


def placed_setting(core: list[Token], k: int, b: list[Token]) -> int:
    """Where A starts in ``core`` when its last phrase at ``k`` only places the setting before it and B's preposition
    differs ("happier | in a care home near us or with live-in carers", "put the plant | in the kitchen by the window
    or on the balcony"): at the setting's own "in" / "at" / "on"; ``k`` otherwise ("meet him for coffee | near the
    office or at the park": "for" opens no setting)."""
    s = k - 1 if core[k].low == "to" and k > 1 and core[k - 1].low in ("next", "close") else k
    if (core[s].low not in _BESIDE and s == k) or b[0].low in _BESIDE or b[0].low in ("next", "close", core[s].low):
        return k
    if core[s].low == "by" and (s + 1 >= len(core) or core[s + 1].low not in DETERMINERS):
        return k  # "at the hotel | by phone or in person": a means, not a place
    j = next((j for j in range(s - 1, max(s - 6, 0), -1) if core[j].low in PREPS), None)
    if j is None or core[j].low not in _SETTINGS or s - j < 2:
        return k
    return j


def setting_a(core: list[Token], a: list[Token], b: list[Token]) -> list[Token]:
    """Option A widened to the setting its last phrase places when A is that phrase, at the end of ``core``
    ("eat dinner | in a restaurant near work or at home"); A itself otherwise."""
    if not a or not b or a[-1] is not core[-1] or len(a) >= len(core) or a[0].low not in _BESIDE | {"next", "close"}:
        return a
    k = len(core) - len(a) + (1 if a[0].low in ("next", "close") and len(a) > 1 and a[1].low == "to" else 0)
    return core[placed_setting(core, k, b) :] if placed_setting(core, k, b) < k else a
