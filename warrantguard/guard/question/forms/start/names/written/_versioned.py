""""React 18.3 or React 19 RC": a capitalized word that B repeats, each time before a number, is a name and its two
versions, not a choice verb ("react") and its object: A keeps the name, as B does."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token

__all__ = ["versioned_name"]


def versioned_name(toks: list[Token], right: list[Token]) -> bool:
    """Do A (``toks``) and B both open with the same capitalized word before a number ("React 18.3 | React 19",
    "Switch 1 | Switch 2")? Not "Order 2 pizzas or 3 burgers" (B does not repeat the word) nor "use 2 GPUs or use 4"
    (not capitalized). B may open on an article before the name ("React 18.3 or the React 19 RC")."""
    right = right[1:] if right and right[0].low in ARTICLES else right
    if len(toks) < 2 or len(right) < 2 or not toks[0].capitalized or toks[0].text != right[0].text:
        return False
    return toks[1].text[:1].isdigit() and right[1].text[:1].isdigit()
