"""A title of the form "Intro to Stats" closing B ("take Calc II or Intro | to Stats next semester"): a course's or a
book's name whose head ("Intro", "Introduction", "Guide") takes "to" and a capitalised topic, cut by the purpose
reading of "to"; B keeps the topic, up to the end of its capitalised words."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["titled_to"]

# The heads of a title that names its topic after "to" ("Intro to Stats", "A Guide to Birds", "Introduction to
# Algorithms"): not "United | to Denver", "Uber | to JFK" (a destination said of both).
_TO_TITLE_HEADS = frozenset({"intro", "introduction", "guide", "approach", "gateway", "primer"})


def titled_to(b: list[Token], around: Around) -> list[Token]:
    """B with the capitalised topic after "to" when B closes on a capitalised title head ("… or Intro | to Stats next
    semester" → "Intro to Stats"); B as it was otherwise ("… or United | to Denver": no title head; "… or the intro |
    to my talk": not capitalised)."""
    if not b or b[-1].low not in _TO_TITLE_HEADS or not b[-1].capitalized:
        return b
    to = around.next(b[-1])
    if to is None or to.low != "to" or to.text != "to":
        return b
    topic: list[Token] = []
    nxt = around.next(to)
    while nxt is not None and _titled(nxt, around):
        topic.append(nxt)
        if nxt.text[-1:] in ",;:?!":
            break
        nxt = around.next(nxt)
    while topic and not topic[-1].capitalized:
        topic.pop()
    return [*b, to, *topic] if topic else b


def _titled(word: Token, around: Around) -> bool:
    """Is ``word`` a word of a title: capitalised ("Stats"), or a joining word before a capitalised one ("Birds | of
    Ohio")?"""
    if word.capitalized:
        return word.text[:1].isalpha()
    nxt = around.next(word)
    return word.text == word.low and word.low in _JOINERS and nxt is not None and nxt.capitalized


_JOINERS = frozenset({"of", "and", "&", "for", "in", "the"})
