"""A "with" and a time closing a verb-phrase B when A carries its own time: "do we apply it all | this fall | or split
it | with spring" — the time after "with" is the other half of B's own timing, set against A's, never a manner
both options share (:func:`time_with_b`). Without a time of A's own ("apply it all or split it with spring") the
phrase may still be both's, and is refused as before."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_NOUNS, Token, has_own_time

__all__ = ["time_with_b"]

_TIME_LEADS = frozenset({"the", "next", "this"})  # "with | next spring", "with | the spring"


def time_with_b(core: list[Token], right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a "with" before only a time noun closing B ("split it | with spring", "… with | next
    spring"), A having its own time ("apply it all | this fall")? Then the phrase is B's own."""
    if right[k].low != "with" or len(core) < 2 or not has_own_time(core):
        return False
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    if rest[:1] and rest[0] in _TIME_LEADS:
        rest = rest[1:]
    return len(rest) == 1 and rest[0] in TIME_NOUNS
