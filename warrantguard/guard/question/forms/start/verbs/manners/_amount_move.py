"""A level kept against a level moved to ("keep `onboarding_checklist_v2` at 25% or ramp to 100%?", "hold the price
at $10 or bump to $12"): A is a verb, its object and "at" an amount; B one bare word, "to" and an amount, closing
its side. B's word is the verb of the move (the lists may not know it), so the options are the two verb phrases,
not "25%" against that word cut at "to". Added for the sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    DETERMINERS,
    PHRASAL,
    PREPOSITIONS,
    PRONOUNS,
    TIME_LEADS,
    Token,
    is_verb,
)

__all__ = ["amount_move"]

_REACH = 5  # words searched back from "at" for A's verb


def _amount(tok: Token) -> bool:
    """A figure or a sum ("25%", "100%", "$12", "2x")."""
    w = tok.low.rstrip("?.!,")
    return w[:1].isdigit() or (w[:1] in "$€£" and w[1:2].isdigit())


def amount_move(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A from its verb, B whole ("| keep `flag` at 25%" / "ramp to 100%"); ``None`` unless A's side closes on "at"
    and an amount after a verb and its object, and B is a bare lower-case word (no particle: "… or up | to 100%"),
    "to" and an amount."""
    if len(right) < 3 or right[1].low != "to" or not _amount(right[2]) or len(left) < 4:
        return None
    if len(right) > 3 and right[3].low not in TIME_LEADS:  # "… or ramp to 50% | this week": a time both share
        return None
    w = right[0]
    if not w.low.isalpha() or w.capitalized or w.low in DETERMINERS | PREPOSITIONS | PRONOUNS | PHRASAL | ADVERBS:
        return None
    if left[-2].low != "at" or not _amount(left[-1]):
        return None
    v = next((k for k in range(len(left) - 4, max(-1, len(left) - 3 - _REACH), -1) if is_verb(left[k], initial=True)
              and left[k].text.islower()), None)
    return (left[v:], right[:3]) if v is not None else None
