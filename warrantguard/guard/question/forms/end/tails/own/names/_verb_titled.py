"""A title of the form "Ticket to Ride" closing B ("Catan vs Ticket | to Ride as a gateway game"): a capitalised
word, "to" and a capitalised verb. A purpose's verb after "to" is written in lower case and a destination is no
verb, so the capitalised verb tells a title; B keeps it, up to the end of its capitalised words."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["verb_titled"]


def verb_titled(b: list[Token], around: Around) -> list[Token]:
    """B with the rest of a title whose "to" takes a capitalised verb ("… or Ticket | to Ride …" → "Ticket to Ride",
    "… or Born | to Run"); B as it was otherwise ("… or United | to Denver": no verb; "… or Catan | to play with
    kids": the verb in lower case)."""
    if not b or not b[-1].capitalized or not b[-1].text[-1:].isalpha():
        return b
    to = around.next(b[-1])
    verb = around.next(to) if to is not None and to.text == "to" else None
    if to is None or verb is None or not verb.capitalized or not is_verb(verb, initial=True):
        return b
    title: list[Token] = [to, verb]
    nxt = around.next(verb)
    while title[-1].text[-1:].isalnum() and nxt is not None and nxt.capitalized and nxt.text[:1].isalpha():
        title.append(nxt)
        nxt = around.next(nxt)
    return [*b, *title]
