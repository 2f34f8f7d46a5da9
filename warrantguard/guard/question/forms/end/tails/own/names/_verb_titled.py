"""A title of the form "Ticket to Ride" closing B ("Catan vs Ticket | to Ride as a gateway game"): a capitalised
word, "to" and a capitalised verb. A purpose's verb after "to" is written in lower case and a destination is no
verb, so the capitalised verb tells a title; B keeps it, up to the end of its capitalised words. A title after B's
article with a lower-case noun after it ("the Learn to Play Bridge | app from the ACBL for my mum") names that noun's
kind: where B's phrase ends after its head is not told, so the pair is refused (added for the
hundred-and-fifty-second held-out part, which read B as the title alone)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Refusal, Token, is_verb

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
    if nxt is not None and _headed(b, title, nxt, around):
        raise Refusal(f"unclear where the second option ends after its title's noun ('{title[-1].text} {nxt.text} …')")
    return [*b, *title]


def _headed(b: list[Token], title: list[Token], nxt: Token, around: Around) -> bool:
    """Does an article stand before B's title and a lower-case noun after it ("the Learn to Play Bridge | app")?"""
    article = around.prev(b[0])
    if article is None or article.low not in ("the", "a", "an") or not title[-1].text[-1:].isalnum():
        return False
    return nxt.text.isalpha() and nxt.text.islower() and nxt.low not in PREPOSITIONS | DETERMINERS
