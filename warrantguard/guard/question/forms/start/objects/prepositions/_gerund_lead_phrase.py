"""A sentence opening on a gerund, its object and one phrase of A's own, against a B opening on a preposition
("doing family photos | before the ceremony or during cocktail hour?", "Sending birthday money to the grandchildren |
by check or through Venmo?"): the gerund and its object are both options', the two prepositional phrases are the
options (added in session 41 for refusals of the corpus's shared_phrase family)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, ing_word, now_against_time

__all__ = ["gerund_lead_phrase"]

_COMPLEMENTS = frozenset({"of", "to"})  # "sending money | to the grandchildren": the verb's complement, no option
_REACH = 8  # words between the opening gerund and A's start
_LONGEST = 6  # words of A's phrase after its preposition
_ASKING = frozenset({"does", "do", "did", "is", "was", "would", "will", "can"})  # before a gerund subject


def gerund_lead_phrase(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its one preposition other than "of" / "to" when the sentence opens on a gerund before it and B opens on
    a preposition ("doing family photos | before the ceremony"); A as it is otherwise (not "Riding to work in the
    rain on a scooter or in the car": two phrases, either may stand against B's; not "taking the bus or walking":
    B no phrase); A's closing time against B's time phrase ("charging my phone | overnight or during the day")."""
    if len(b) < 2 or not _gerund_opened(a, around):
        return a
    if now_against_time(a[-1:], b):
        return a[-1:]  # "charging my phone | overnight or during the day": A's time against B's
    if b[0].low not in PREPOSITIONS or b[0].low in _COMPLEMENTS:
        return a
    places = [k for k, t in enumerate(a) if t.low in PREPOSITIONS and t.low not in _COMPLEMENTS]
    if len(places) != 1 or places[0] < 1 or len(a) - places[0] - 1 > _LONGEST:
        return a
    k = places[0]
    if any(t.text[-1:] in ",;:" for t in a[k - 1 :]):
        return a
    return a[k:]


def _gerund_opened(a: list[Token], around: Around) -> bool:
    """Does A's sentence open on a gerund at most a few words before A, or at A's first word ("Sending … | to …")?"""
    lead = [*around.before(a[0])[-_REACH:], a[0]]
    opening = next((t for t in reversed(lead) if around.opens(t)), None)
    if opening is not None and opening.low in _ASKING and opening is not a[0]:
        opening = around.next(opening)  # "Does | running at night or during the day | save …": the gerund subject
    return opening is not None and ing_word(opening.low) and not any(t.text[-1:] in ",;:?!" for t in lead[:-1]
                                                                     if lead.index(t) >= lead.index(opening))
