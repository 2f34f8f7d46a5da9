"""B opening with a preposition of two words that A holds inside it ("Sculpting the horns out of foam clay or | out
of Monster Clay", "building the shelf out of pine or out of oak"): the choice is of the two phrases, so A starts at its
own preposition, the words before it a lead both share (added for the hundred-and-sixty-fourth held-out part; a one-word
preposition is cut so by the noun pair's scan)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, complex_preposition

__all__ = ["repeated_two_word_preposition"]


def repeated_two_word_preposition(a: list[Token], b: list[Token]) -> list[Token]:
    """``a`` from the two-word preposition B opens with when A holds the same two words once, past its first word,
    with an object after them ("Sculpting the horns | out of foam clay" / "out of Monster Clay"); ``a`` unchanged
    otherwise ("out of pine or out of oak": A opens with it; "next to the door or near the window": other words)."""
    if not complex_preposition(b) or len(a) < 4:
        return a
    first, second = b[0].low, b[1].low
    inner = [k for k in range(1, len(a) - 2) if a[k].low == first and a[k + 1].low == second]
    return a[inner[0] :] if len(inner) == 1 else a
