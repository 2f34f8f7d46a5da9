"""B that is A's head alone, and its own phrase: "e-visa or visa | on arrival | for Cambodia"."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, PARTICLES, SPATIAL_PREPOSITIONS, Around, Token

__all__ = ["repeated_head_phrase"]

# The prepositions opening a phrase that sets a kind of a thing apart ("visa on arrival", "ticket at the gate",
# "room with a view"); not a purpose, a goal or a topic ("… for Cambodia", "… to Rome", "… about fees").
_KIND_PREPOSITIONS = (PARTICLES | SPATIAL_PREPOSITIONS | {"via", "without", "upon"}) - {
    "for", "to", "toward", "towards", "about", "into", "onto"}
_LONGEST = 4  # the words of the phrase at most after its preposition


def repeated_head_phrase(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the phrase after it when B alone is A's head ("e-visa or visa | on arrival", "paper ticket or ticket
    | at the gate"): B cut to the head would be A's head again, so the phrase is what sets B apart; it runs to the
    next preposition, a comma or the sentence's end ("… on arrival | for Cambodia"). ``b`` otherwise ("e-visa or
    visa | for Cambodia", "an e-visa or a paper one")."""
    if len(b) != 1 or not _is_head(a, b[0]):
        return b
    prep = around.next(b[-1])
    if prep is None or prep.low not in _KIND_PREPOSITIONS or prep.text[-1:] in ",;:.?!":
        return b
    phrase: list[Token] = []
    word = around.next(prep)
    while word is not None and len(phrase) < _LONGEST and word.low not in CUT_WORDS:
        phrase.append(word)
        if word.text[-1:] in ",;:.?!)":
            break
        word = around.next(word)
    return [*b, prep, *phrase] if phrase else b


def _is_head(a: list[Token], head: Token) -> bool:
    """Is ``head`` A's head noun, A's last word ("paper | ticket") or its hyphenated tail ("e-|visa")?"""
    last = a[-1].low
    return (len(a) > 1 and last == head.low) or (last.endswith("-" + head.low) and len(last) > len(head.low) + 1)
