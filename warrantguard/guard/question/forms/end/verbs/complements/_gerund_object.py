"""Whether the words after gerund B are its own object or both options' (see ``_noun_side.noun_right``).

"Renting vs buying | a home", "Leasing versus buying | equipment": one gerund A and a gerund B
before a noun phrase share it, and B is its gerund alone. But "Is gardening or painting miniatures
enough …?", "Is walking or lifting weights enough exercise?": the noun is B's own ("gardening
miniatures" is nothing). Which of the two a noun phrase with no determiner is, closing B, the form does
not tell when it is plural ("… or riding bikes | for …") or stands before a predicate ("Is hiking or
playing golf | more relaxing?", "… or watching TV | better …"): refused. A noun phrase with a
determiner ("a home"), or a singular one before no predicate ("equipment | for …"), is shared, as before.

A bare plural after "in" closing B ("coiling or throwing | in sections", "… or paying | in instalments") is the way
B's gerund is done, B's own: no determiner makes it a setting of both (as "in the morning", "in Austin" are).
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    COMPARATIVES,
    COPULAS,
    CUT_WORDS,
    DEGREE,
    DETERMINERS,
    POSSESSIVES,
    PREDICATE_HEADS,
    PREPOSITIONS,
    PRONOUNS,
    Refusal,
    Token,
    same_class,
)

__all__ = ["shared_gerund"]

_NOT_BARE = (ADVERBS | AUX | COMPARATIVES | COPULAS | CUT_WORDS | DEGREE | DETERMINERS | POSSESSIVES
             | PREDICATE_HEADS | PRONOUNS | PREPOSITIONS | {"enough"})


def shared_gerund(a_toks: list[Token], right: list[Token], pred: int | None) -> bool:
    """Are one-word A and B's first word of one class ("renting" / "buying", "before" / "after"),
    B then that word alone? Raises :class:`Refusal` when B's gerund is followed by a noun phrase with
    no determiner, plural or before the predicate ``pred``, that may be its own object or both options'
    ("walking or lifting | weights", "hiking or playing | golf more relaxing")."""
    if not same_class(a_toks[0].low, right[0].low) or _manner_plural(right):
        return False
    stop = pred if pred is not None else next(
        (k for k in range(1, len(right)) if right[k].low in PREPOSITIONS | CUT_WORDS), len(right))
    noun = right[1:stop]
    if noun and all(_bare(t) for t in noun) and (_plural(noun[-1].low) or pred is not None):
        phrase = " ".join(t.text for t in noun)
        raise Refusal(f"unclear whether '{phrase}' is the second option's own object or both options'")
    return True


def _manner_plural(right: list[Token]) -> bool:
    """Is B a gerund, "in" and one lower-case bare plural noun, all of B's side ("throwing | in sections")?"""
    return len(right) == 3 and right[1].low == "in" and right[2].text.islower() and _bare(right[2]) \
        and _plural(right[2].low.rstrip("?.!"))


def _bare(tok: Token) -> bool:
    """A word that may be part of a bare noun phrase or a name (no function word, no -ly adverb)."""
    w = tok.low
    return w.replace("-", "").isalpha() and w not in _NOT_BARE and not w.endswith("ly")


def _plural(w: str) -> bool:
    """Does ``w`` look like a plural noun ("weights", "miniatures"; not "glass", "bus", "basis")?"""
    return len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is"))
