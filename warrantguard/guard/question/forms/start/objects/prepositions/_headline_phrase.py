"""A bare head noun opening the sentence, "for" and a noun after "the", against B with "the" alone
("Robot vacuum for | the upstairs or the downstairs?"): B answers the preposition's object, written as it is, not
the head (which has no article), so the head and its preposition are both's and A is the object."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["headline_phrase_a"]

_LONGEST = 3  # words of the head, of A's object and of B


def _plain(toks: list[Token]) -> bool:
    """Are the words plain ones of a noun phrase, one to three, none a determiner, pronoun, auxiliary or
    preposition?"""
    return 0 < len(toks) <= _LONGEST and all(
        t.text.strip("?!.,").replace("-", "").isalpha() and t.low not in DETERMINERS | PRONOUNS | AUX | PREPOSITIONS
        for t in toks)


def headline_phrase_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the noun after its preposition's article when a bare head opens the sentence and B is that article's
    noun alone ("Robot vacuum for the | upstairs or the downstairs" -> "upstairs"); ``a`` otherwise ("Should I update
    the firmware on the doorbell or the hub": a verb before, no head opening the sentence; "Robot vacuum for the
    upstairs or a stick vac": B's own article; "Single stroller with a board or a proper double": "a" makes B one
    of a kind, as the head is)."""
    art = around.prev(b[0]) if b else None
    if art is None or art.low != "the" or not around.opens(a[0]):
        return a
    k = next((k for k in range(2, len(a) - 1) if a[k].low == art.low and a[k - 1].low == "for"), None)  # not "coffee
    # with the milk or the cream": what comes with the head may be the option
    if k is None or not (_plain(a[: k - 1]) and _plain(a[k + 1 :]) and _plain(b)):
        return a
    return a[k + 1 :]
