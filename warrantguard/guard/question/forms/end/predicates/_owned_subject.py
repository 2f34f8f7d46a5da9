"""Two named subjects whose second closes on a possessive ("Will Calendly or Google's | appointment schedule | sync
with my Outlook calendar?"): the possessive owns the lower-case noun after it, so the verb the two subjects share
stands after that noun, not at the first lower-case word (added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    COMPARATIVES,
    DEGREE,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Refusal,
    Token,
    is_verb,
    owned_own,
    predicate_start,
)

__all__ = ["owned_verb"]

_STOPS = PREPOSITIONS | DETERMINERS | POSSESSIVES | PRONOUNS | COMPARATIVES | DEGREE | ADVERBS


def owned_verb(right: list[Token], k: int) -> int | None:
    """Where the verb stands after B's run of capitalised words, which ends before ``k``: at ``k`` unless the run
    closes on a possessive; then at the last of the bare words after it, a verb (listed, or no plural noun) before a
    preposition, a determiner, a pronoun or a comparative ("Google's appointment schedule | sync with …", "Google's
    tool | let you …"); ``None`` when no such verb closes them but a listed verb stands after the pair ("Google's
    scheduler | handle time zones better"). Raises :class:`Refusal` when neither does ("Google's app stores in Europe
    work")."""
    owner = right[k - 1].text
    if not owner.lower().endswith(("'s", "’s")):
        return k
    k += owned_own(right, k)  # "Google's own tool | sync …": "own" is the owner's
    end = next((j for j in range(k, len(right)) if not _bare(right[j])), len(right))
    last = right[end - 1] if end > k + 1 else None  # the owned noun takes one word at least
    if last is not None and end < len(right) and right[end].low in _STOPS and (
            is_verb(last) or not last.low.endswith("s")):  # "… | sync with", not "… app stores in …": a plural noun
        return end - 1
    if predicate_start(right) is not None:
        return None  # "Google's scheduler | handle time zones better": a listed verb the rest finds
    raise Refusal(f"unclear where the noun '{owner}' owns ends and the verb after the two options begins")


def _bare(tok: Token) -> bool:
    """A lower-case word of letters that is no function word: part of the owned noun, or the verb after it."""
    return tok.text.isalpha() and tok.text.islower() and tok.low not in _STOPS
