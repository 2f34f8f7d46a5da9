""""which of" before a name after "the" closing the left side ("which of the Powerwall | or the Sigenergy stack copes
better"): the named options asked about, not members of a group ("which of the kids | or the parents …")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["which_of_names"]


def which_of_names(toks: list[Token], k: int) -> bool:
    """Does a name after "the" fill the left side from ``k``, past "which of", to the "or" ("which of | the Powerwall
    or the Sigenergy stack …", "which of | the Kindle or the Kobo lasts longer")? Not "the kids": no name."""
    return k + 1 < len(toks) and toks[k].low == "the" and all(t.capitalized for t in toks[k + 1 :])
