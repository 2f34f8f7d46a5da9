"""A means or place phrase as A against a manner adverb as B ("book a skipper | through the charter company or
privately", "pay | through the app or directly"): the adverb answers the whole phrase, so A keeps its preposition
(not "charter company" against "privately")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, manner_adverb

__all__ = ["prepped_against_manner"]

# Prepositions whose phrase tells how or where a thing is done, as a manner adverb does.
_MEANS_PREPS = frozenset({"through", "via", "by", "with", "from", "at", "in", "on", "over"})


def prepped_against_manner(core: list[Token], a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """A with the preposition (and determiner) before it when A closes A's side right after them and B is one
    lower-case -ly adverb of manner with no phrase of its own after it (``right`` is B's side: "through the charter
    company" / "privately"; not "through PgBouncer or directly | to Postgres", whose adverb is B's lead); else
    ``a``."""
    if len(b) != 1 or not _manner(b[0]) or not a or a[-1] is not core[-1] or b[0] is not right[0]:
        return a
    if len(right) > 1 and right[1].low in PREPOSITIONS:
        return a
    at = next((k for k, t in enumerate(core) if t is a[0]), None)
    if at is None or at < 2:
        return a
    prep = at - 1 - (core[at - 1].low in DETERMINERS)
    if prep < 1 or core[prep].low not in _MEANS_PREPS:
        return a
    return core[prep:]


def _manner(tok: Token) -> bool:
    """A lower-case -ly adverb of manner of six letters or more ("privately", "directly"), no noun ("family",
    "supply")."""
    word = tok.text.rstrip("?.!,")
    return word.isalpha() and word.islower() and len(word) > 5 and manner_adverb(word) \
        and not word.endswith(("ily", "ply"))
