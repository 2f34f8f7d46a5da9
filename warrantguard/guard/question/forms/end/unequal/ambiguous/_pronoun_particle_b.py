"""A B that is a phrasal verb with its object pronoun, cut before a phrase, refused: "dink cross court or speed it
up | at the opponent's hip?" ("speed it up" and where: B's own phrase, or a place both actions aim at?). A verb, "it"
or "them" and a particle close a verb phrase, so what follows may be B's own adverbial as well as shared context;
the form does not say which."""

from __future__ import annotations

from warrantguard.guard.question.words import PHRASAL, SPATIAL_PREPOSITIONS, Around, Token

__all__ = ["pronoun_particle_b_problem"]

_OBJECT_PRONOUNS = frozenset({"it", "them"})
# Prepositions of a place the action aims at ("| at the opponent's hip"); not a purpose or a time ("send it back | for
# revisions", "take it down | before the inspection"), which both options share.
_PLACE_PREPOSITIONS = SPATIAL_PREPOSITIONS | frozenset({"at", "on", "in", "into", "onto", "across", "along", "near",
                                                        "over", "under", "through"})


def pronoun_particle_b_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B ("speed it up") is unclear when it is a bare lower-case word, an object pronoun and a particle, and a
    prepositional phrase after it was cut ("| at the opponent's hip"), or None."""
    if not a or len(b) != 3 or b[1].low not in _OBJECT_PRONOUNS or b[2].low not in PHRASAL:
        return None
    if b[0].capitalized or not b[0].low.isalpha() or b[2].text != b[2].low:
        return None  # "… or speed it up?": nothing cut; "… or ship it up." closes the sentence
    after = around.next(b[-1])
    if after is None or after.low not in _PLACE_PREPOSITIONS:
        return None
    return (f"B ('{b[0].text} {b[1].text} {b[2].text}') is a phrasal verb and its object, and the phrase after it "
            f"('{after.text} …') may be its own or shared by both options")
