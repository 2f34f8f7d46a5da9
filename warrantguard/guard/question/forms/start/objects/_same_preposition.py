""""putting the admin panel | behind a VPN or behind Cloudflare Access": B opening with a preposition A has too
starts A at that preposition (its last in A): the two places, manners or means are the options, the object before
them both options'."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPS, SPATIAL_PREPOSITIONS, Token

__all__ = ["same_preposition"]


def same_preposition(toks: list[Token], right: list[Token]) -> list[Token] | None:
    """A from its last preposition B opens with ("store sessions | in Redis or in …", "the server | behind a VPN or
    behind …"), else ``None`` ("… behind a VPN or a proxy": B opens with no preposition)."""
    r0 = right[0].low
    if r0 not in PREPS and r0 not in SPATIAL_PREPOSITIONS:
        return None
    at = [k for k, t in enumerate(toks) if t.low == r0]
    return toks[at[-1] :] if at else None
