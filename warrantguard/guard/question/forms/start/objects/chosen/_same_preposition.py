""""putting the admin panel | behind a VPN or behind Cloudflare Access": B opening with a preposition A has too
starts A at that preposition (its last in A): the two places, manners or means are the options, the object before
them both options'. Where A's words open on a place and a second phrase placing it ("park | in the garage on elm
or on the street"), B may stand against the whole or the last phrase: refused; unless B too is a place and a second
phrase placing it ("… or on the street by the theater"): then the two wholes stand against each other."""

from __future__ import annotations

from warrantguard.guard.question.forms.end import placed_twice
from warrantguard.guard.question.words import PREPS, SPATIAL_PREPOSITIONS, Refusal, Token

__all__ = ["same_preposition"]

_PLACING = frozenset({"in", "at", "on"})  # a place, and where it stands: "in the garage | on elm"


def same_preposition(toks: list[Token], right: list[Token]) -> list[Token] | None:
    """A from its last preposition B opens with ("store sessions | in Redis or in …", "the server | behind a VPN or
    behind …"), else ``None`` ("… behind a VPN or a proxy": B opens with no preposition)."""
    r0 = right[0].low
    if r0 not in PREPS and r0 not in SPATIAL_PREPOSITIONS:
        return None
    at = [k for k, t in enumerate(toks) if t.low == r0]
    if not at:
        return None
    if toks[0].low in _PLACING and r0 in _PLACING and toks[0].low != r0 and at[-1] > 0:
        if placed_twice(right) is not None:
            return toks  # "park | in the garage on elm or on the street by the theater": place against place
        raise Refusal(f"unclear whether B stands against '{' '.join(t.text for t in toks[at[-1]:])}' or the whole "
                      f"'{' '.join(t.text for t in toks)}'")  # "park | in the garage on elm or on the street …"
    return toks[at[-1] :]
