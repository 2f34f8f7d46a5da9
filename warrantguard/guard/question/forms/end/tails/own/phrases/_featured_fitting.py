""""with" and a feature word that sets one thing apart from another ("more", "fewer", "built-in") closing the sentence
after B ("a dedicated parallel board or a charger | with more ports", "remote id module or new drone | with built-in
RID"): the feature of B's own thing, which A lacks, not a context of both (added for the hundred-and-twenty-sixth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, is_verb

__all__ = ["featured_fitting_b"]

_FEATURES = frozenset({"more", "fewer", "extra", "built-in", "builtin", "inbuilt", "in-built", "integrated",
                       "onboard", "on-board"})


def featured_fitting_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the "with more …" / "with built-in …" phrase closing the sentence, one or two words after the feature
    word and no other preposition, when B is a noun phrase and A has no "with" ("… or a charger | with more ports");
    ``b`` otherwise ("… or ride | with more friends": B a verb; "… with a case or a charger | with more ports":
    A's own "with", the phrase may be both's)."""
    if not a or not b or any(t.low == "with" for t in a) or is_verb(b[0], initial=True):
        return b
    rest = closing_rest(b, around)
    if rest is None or not 3 <= len(rest) <= 4 or rest[0].low != "with" or rest[1].low not in _FEATURES:
        return b
    if any(t.low in PREPOSITIONS for t in rest[2:]):
        return b
    return [*b, *rest]
