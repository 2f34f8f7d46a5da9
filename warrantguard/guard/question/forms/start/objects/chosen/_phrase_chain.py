"""Option A as a chain of prepositional phrases parallel to B's ("is searching | with drones at night or with ground
teams at first light …"): B opens with the preposition that opens A's chain and holds as many phrases, so A is the
whole chain, not only its last phrase (added for the forty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, Token

__all__ = ["chain_start", "chained_pair", "phrase_chain", "placed_setting", "setting_a"]


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
    or on the balcony", "cook it | in the oven at 180 or on the hob"): at the setting's own "in" / "at" / "on"; ``k``
    otherwise ("meet him for coffee | near the
    office or at the park": "for" opens no setting)."""
    s = k - 1 if core[k].low == "to" and k > 1 and core[k - 1].low in ("next", "close") else k
    if (not _beside(core, s) and s == k) or b[0].low in _BESIDE or b[0].low in ("next", "close", core[s].low):
        return k
    if core[s].low == "by" and (s + 1 >= len(core) or core[s + 1].low not in DETERMINERS):
        return k  # "at the hotel | by phone or in person": a means, not a place
    j = next((j for j in range(s - 1, max(s - 6, 0), -1) if core[j].low in PREPS), None)
    if j is None or core[j].low not in _SETTINGS or s - j < 2:
        return k
    return j


def _beside(core: list[Token], s: int) -> bool:
    """Does ``core``'s phrase at ``s`` only place or set what stands before it ("near us", "by the window", "at
    180": "at" and a number closing A)?"""
    at_number = core[s].low == "at" and s == len(core) - 2 and core[s + 1].text[:1].isdigit()
    return core[s].low in _BESIDE or at_number


def setting_a(core: list[Token], a: list[Token], b: list[Token]) -> list[Token]:
    """Option A widened to the setting its last phrase places when A is that phrase, at the end of ``core``
    ("eat dinner | in a restaurant near work or at home", "cook it | in the oven at 180 or on the hob"); A itself
    otherwise."""
    if not a or not b or a[-1] is not core[-1] or len(a) >= len(core):
        return a
    k = len(core) - len(a)
    if a[0].low in ("next", "close") and len(a) > 1 and a[1].low == "to":
        k += 1
    elif not _beside(core, k):
        k = k - 1 if core[k - 1].low == "at" and a[0].text[:1].isdigit() else -1  # "at | 180": A lost its "at"
    if k < 1:
        return a
    start = placed_setting(core, k, b)
    return core[start:] if start < k else a


_CHAINED = frozenset({"in", "on", "at", "inside", "under", "near", "by", "beside", "behind"})


def chained_pair(core: list[Token], right: list[Token], a: list[Token],
                 b: list[Token]) -> tuple[list[Token], list[Token]]:
    """Two chains of two place phrases with different first prepositions ("cook the salmon | in the oven at 180 or on
    the hob in a pan", read 'at 180' / 'on the hob'): each option is its whole chain; the pair as it was otherwise."""
    i = len(core) - len(a)
    if not a or not b or a[-1] is not core[-1] or right[: len(b)] != b:
        return a, b
    p2 = i - 1 if i > 0 and core[i - 1].low in PREPS else i  # "at | 180": A's own preposition
    j = chain_start(core, p2, right)
    return (core[j:], right) if j is not None else (a, b)  # "… or on a bench | in the park": B's own place too


def chain_start(core: list[Token], p2: int, right: list[Token]) -> int | None:
    """Where A's chain of two place phrases starts when ``core``'s last phrase opens at ``p2`` and B's side is two
    place phrases under other prepositions ("at my desk in the office" / "on a bench in the park"); ``None``
    otherwise ("… in the office or in the park": B's preposition is A's)."""
    if not _two_phrases(right) or not 0 < p2 < len(core) - 1 or core[p2].low not in PREPS:
        return None
    p1 = next((j for j in range(p2 - 2, max(p2 - 5, 0), -1) if core[j].low in PREPS), None)
    if p1 is None or any(t.low in PREPS for t in core[p1 + 1 : p2]) or core[p1 - 1].low in PREPS:
        return None
    return p1 if core[p1].low in _CHAINED and right[0].low not in (core[p1].low, core[p2].low) else None


def _two_phrases(right: list[Token]) -> bool:
    """Is B's side two place phrases, each of two to four words ("on the hob | in a pan")?"""
    at = [k for k, t in enumerate(right) if t.low in PREPS]
    return len(at) == 2 and at[0] == 0 and 2 <= at[1] <= 4 and 2 <= len(right) - at[1] <= 4 \
        and all(right[k].low in _CHAINED for k in at)
