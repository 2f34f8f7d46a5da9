"""A named place after B whose owner the pair's form tells: both options' when the two repeat one head ("a daytime
street fair or a nighttime street fair | on Grand Ave": the place of the pair, as "a hotel or an Airbnb | in Rome"),
B's own when B is "our" / "my" thing against a name ("Feeding America or our local pantry | on Elm": the name needs
no place, the place tells which of ours)."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, PREPOSITIONS, Token, articled

__all__ = ["ours_against_name", "repeated_head_place"]

_PLACING = frozenset({"in", "on", "at"})


def _named_place(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word "in" / "on" / "at" before a capitalised word ("… | on Grand Ave")?"""
    return right[k].low in _PLACING and k + 1 < len(right) and right[k + 1].text[:1].isupper()


def repeated_head_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the named place at ``k`` both options' because A and B end on the same head, A with no phrase of its own
    ("a daytime street fair or a nighttime street fair | on Grand Ave", "the 8am class or the 10am class | at
    Lincoln High"; not "a flat in Hackney or a flat | on Baker St", nor "a fair or a nighttime fair …" whose B
    may be a fair of its own place)?"""
    core = articled(a)
    if not _named_place(right, k) or k < 2 or len(core) < 2 or right[k - 1].low != core[-1].low:
        return False
    return len(articled(right[:k])) == len(core) and not any(t.low in PREPOSITIONS for t in core)


def ours_against_name(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the named place at ``k`` B's own because B is the asker's own thing ("our", "my") set against a name
    ("Feeding America or our local pantry | on Elm", "the Red Cross or my church | on Main St")? A name is found
    without a place; the place says which of ours (not "the food bank or our pantry …", A no name)."""
    named = bool(a) and all(t.text[:1].isupper() or t.low == "the" for t in a) and a[-1].text[:1].isupper()
    return _named_place(right, k) and named and right[0].low in POSSESSIVES and right[0].low != a[0].low
