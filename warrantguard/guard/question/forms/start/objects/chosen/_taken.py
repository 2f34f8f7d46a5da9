"""A verb of taking someone along and its object before option A's activity ("should we take | the kids | swimming
at the lake or hiking in the hills"): the activities are the options, whom we take is the lead both share."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token, ing_word

__all__ = ["taken_activity"]

_TAKING = frozenset({"take", "bring"})


def taken_activity(core: list[Token], right: list[Token]) -> list[Token]:
    """A from its -ing activity when it opens with "take" / "bring", an object of one to three words and a
    lower-case -ing word (not a modifier after a determiner), and B opens with a lower-case -ing word of its own,
    else ``core``."""
    if len(core) < 3 or core[0].low not in _TAKING or not right or not _activity(right[0]):
        return core
    at = next((k for k in range(2, min(len(core), 5)) if _activity(core[k]) and (
        core[k - 1].low not in DETERMINERS or (k == 2 and core[1].low == "her"))), None)  # not "take my | aging …"
    return core if at is None else core[at:]


def _activity(tok: Token) -> bool:
    return ing_word(tok.low) and tok.low.isalpha() and not tok.capitalized
