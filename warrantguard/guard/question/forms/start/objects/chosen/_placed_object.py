"""A verb's object and the place it is put, then a place as B ("put the crib | in our room or the nursery", "keep
the plant | in my office or the kitchen"): A's place is set against B's, so the object and the preposition are no
part of A, which is the possessed place (added in session 37, from a misread found outside the corpus: A read as
"crib in our room"; "in the bedroom or the nursery" already read "bedroom"); an articled place after a verb's object
B does not repeat too ("put the rest in | a Roth IRA or the workplace 401(k)", the eighty-second part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    Around,
    Token,
)

__all__ = ["placed_object_a"]

_PLACING = frozenset({"in", "on", "at", "into", "onto", "inside", "under", "near", "by", "beside", "behind"})
_PUTTING = frozenset({"put", "keep", "store", "place", "leave", "park", "stash", "hold", "invest", "deposit", "move",
                      "register", "stick", "throw"})
_BE = COPULAS | frozenset({"being", "been", "be"})
_LONGEST = 2  # lower-case words of the object ("baby monitor")


def placed_object_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its possessed place when A is an object (after its determiner), a preposition of place and a possessed
    noun phrase, and B a bare noun phrase after its own article: "crib in our room" against "the nursery" -> "our
    room"; A as it is otherwise ("the job in my town or the one in Denver": B has its own place)."""
    own = around.prev(b[0]) if b else None
    if own is None or own.low not in ARTICLES or any(t.low in PREPOSITIONS or t.low in ("one", "ones") for t in b):
        return a
    if any(t.low in _BE for t in b):
        return a  # "the detergent in our swimsuits or the water | being too old": B a clause, no place
    k = next((k for k in range(1, min(len(a) - 2, _LONGEST + 1)) if a[k].low in _PLACING), None)
    if k is None or a[k + 1].low not in POSSESSIVES | ARTICLES \
            or not all(_plain_word(t.text) for t in a[:k]):
        return a
    det = around.prev(a[0])
    if a[k + 1].low in ARTICLES and not _verb_object(a[:k], b, det, around):  # "put the rest in | a Roth IRA or …"
        return a
    return a[k + 1 :] if det is not None and det.low in DETERMINERS | POSSESSIVES else a


def _plain_word(text: str) -> bool:
    """Is ``text`` a lower-case word, or a lower-case noun's possessive ("the baby's | cot in our room", "the kids'
    toys")?"""
    stem = text[:-2] if text.endswith(("'s", "’s")) else text[:-1] if text.endswith(("s'", "s’")) else text
    return stem.isalpha() and stem.islower()


def _verb_object(obj: list[Token], b: list[Token], det: Token | None, around: Around) -> bool:
    """Is ``obj`` (after its determiner ``det``) a putting verb's object that B does not repeat ("put | the rest in a
    Roth IRA or the workplace 401(k)"), not a subject ("would the outdoor ceremony on the lawn or the chapel …"), a
    head B repeats ("get the hotel at the airport or the hotel downtown") nor a thing with its place ("buy the house
    on the hill or the condo")?"""
    verb = around.prev(det) if det is not None else None
    if verb is None or verb.low not in _PUTTING:
        return False
    return not {t.low for t in obj} & {t.low for t in b}
