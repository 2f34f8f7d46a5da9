"""A title of the form "Gus on the Go" closing B ("… versus Gus | on the Go for a toddler"): a name, a preposition,
"the" and a capitalised verb. A place after a preposition is no verb, and a verb in lower case is no title's; so the
capitalised verb tells a title, and B keeps it."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["phrase_titled_b"]

# Prepositions of a title's setting ("on the Go", "in the Making"); not "for", "to" (a purpose, a goal: "MRP for the
# Plant 2 line").
_PLACES = frozenset({"on", "in", "at", "of", "off", "out"})


def phrase_titled_b(b: list[Token], around: Around) -> list[Token]:
    """B with a title's "on the Go" ("… or Gus | on the Go" → "Gus on the Go"); B as it was otherwise ("… or Lyft | to
    the Airport": no verb)."""
    if not b or not b[-1].capitalized or not b[-1].text[-1:].isalpha():
        return b
    prep = around.next(b[-1])
    the = around.next(prep) if prep is not None and prep.text in _PLACES else None
    verb = around.next(the) if the is not None and the.text in ("the", "a") else None
    if prep is None or the is None or verb is None or not verb.capitalized or not is_verb(verb, initial=True):
        return b
    nxt = around.next(verb)
    return b if nxt is not None and (nxt.capitalized or nxt.text[:1].isdigit()) else [*b, prep, the, verb]
