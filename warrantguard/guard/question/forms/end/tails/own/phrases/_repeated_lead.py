"""Two phrases opened by the same preposition written twice, B's a gerund with a preposition right after it that A
has no partner for ("by box breathing or by listening | to music"): the phrase may be the gerund's own complement
("listening to music", "talking to a friend") or said of both options ("… | to work"); the form cannot tell, so the
cut is refused (added for session 51, whose prompt was cut to "by listening")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, ing_word, phrase_text

__all__ = ["repeated_lead_doubt"]


def repeated_lead_doubt(a: list[Token], right: list[Token], k: int) -> str | None:
    """The doubt when B's side opens on the preposition that opens A (its last in A's side) with an object of two
    words or more, and B's side on that preposition, a gerund and another preposition at ``k`` == 2 ("by box
    breathing or by listening | to music"); None otherwise ("by car or by train | to Paris": no gerund)."""
    lead = right[0].low
    at = [j for j, t in enumerate(a) if t.low == lead]  # A's side may still hold words before its preposition
    if lead not in PREPOSITIONS or not at or len(a) - at[-1] < 3 or k != 2 or k + 1 >= len(right):
        return None
    if not ing_word(right[1].low) or right[k].low == lead or any(t.low in PREPOSITIONS for t in a[at[-1] + 1 :]):
        return None
    return f"unclear whether '{phrase_text(right[k:])}' is the gerund's own or said of both options"
