"""B naming again the head noun A's "of" phrase hangs on, with words of its own after it ("take the easy side of the
motion or the side I actually believe in", "the top half of the cake or the half with the cherries"): B is that head
told apart another way, so A is the whole noun phrase, its "of" phrase its own (no second object after the verb, no
"of" phrase B lacks). Added for the hundred-and-sixty-fifth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token

__all__ = ["of_head_again"]


def of_head_again(a: list[Token], b: list[Token]) -> bool:
    """Does B open (past a determiner) on the noun right before A's first "of", and go on with a word after it?"""
    of = next((k for k in range(1, len(a) - 1) if a[k].low == "of"), None)
    if of is None or not b:
        return False
    head = 1 if b[0].low in DETERMINERS else 0
    return len(b) > head + 1 and b[head].low == a[of - 1].low and a[of - 1].low.isalpha() \
        and b[head + 1].low not in ("of", "or", "and")
