"""A subject pair's verb read at a word that is also an adjective ("Does Mr. Cement SP or Testors liquid cement fog |
clear parts less?"), an unlisted lower-case word of B standing right before it and a bare noun after it: that word
may be the verb ("fog | clear parts": "clear" the adjective of its object) or the last of B's name ("cement fog |
clear parts": "clear" the verb). The form cannot tell, so the pair is refused, naming both (added for the
hundred-and-forty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    COMPARATIVES,
    DETERMINERS,
    PHRASAL,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    VERBS,
    Token,
    phrase_text,
)

__all__ = ["adjective_verb_problem", "named_verb_object_problem"]

_NOT_OPEN = DETERMINERS | PRONOUNS | PREPOSITIONS | PREPS | PHRASAL | COMPARATIVES | frozenset({"more", "less", "and"})
_NOT_OPEN = _NOT_OPEN | {"or"}  # "… warm | up faster": a particle, no noun the adjective describes


def adjective_verb_problem(a: list[Token], b: list[Token], right: list[Token]) -> str | None:
    """The doubt when B, read as the subject up to a verb that is also an adjective ("… fog | clear parts less"), ends
    on an unlisted lower-case word and a bare lower-case noun follows the verb; None otherwise ("Does bleach or
    vinegar | clean grout better?": B one word; "… or the new mop | clean floors": "mop" a listed verb, so no name's
    last word; "the red dryer or the blue dryer | dry clothes": B's last word A's, a head the two share)."""
    end = len(b)
    if len(b) < 2 or end + 1 >= len(right) or right[:end] != b or right[end].low not in ADJECTIVE_VERBS:
        return None
    last, noun = b[-1], right[end + 1]
    unlisted = last.text.isalpha() and last.text.islower() and last.low not in VERBS | _NOT_OPEN
    bare_noun = noun.text.isalpha() and noun.text.islower() and noun.low not in _NOT_OPEN
    if not (unlisted and bare_noun) or (a and a[-1].low == last.low):
        return None
    return f"unclear whether '{last.text}' ends the second option ('{phrase_text(b)}') or is its verb, " \
        f"'{right[end].text}' the adjective of its object"


_MEASURING = frozenset({"track", "count", "log", "record", "detect", "measure", "sense"})  # a device's
# verbs, nouns too, their object a bare noun ("track sleep", "count steps"): "a Notion page | land better" is a noun
_CLOSERS = COMPARATIVES | frozenset({"more", "less", "most", "least", "well", "badly", "reliably", "accurately"})


def named_verb_object_problem(b: list[Token], right: list[Token]) -> str | None:
    """The doubt when B, a name read as the subject up to a bare verb that takes no object ("… an Apple Watch SE
    track | sleep more accurately?"), ends on a lower-case listed verb that is also a noun right after the name, and
    the verb is followed only by a comparative or an adverb: "track" may be B's verb and "sleep" its object, or
    "Apple Watch SE track" B's name (added in session 50). Only a device's verbs of measuring count ("track",
    "count", "log"): their object is a bare noun. None otherwise ("the Oura ring | measure heart rate": an object
    after the verb; "a Notion page | land better": "page" no verb of measuring)."""
    end = next((k + 1 for k, t in enumerate(right) if b and t is b[-1]), len(right))  # B may have lost its article
    if len(b) < 2 or end >= len(right) or not (b[-2].capitalized or _coded(b[-2])):
        return None
    last, verb = b[-1], right[end]
    closing = end + 1 == len(right) or right[end + 1].low.rstrip("?!.") in _CLOSERS \
        or right[end + 1].low.rstrip("?!.").endswith("ly")
    if not (last.text.isalpha() and last.text.islower() and last.low in _MEASURING):
        return None
    if not (verb.text.isalpha() and verb.text.islower() and verb.low in VERBS) or not closing:
        return None
    return f"unclear whether '{last.text}' ends the second option ('{phrase_text(b)}') or is its verb, " \
        f"'{verb.text}' its object"


def _coded(tok: Token) -> bool:
    """A model's code of letters and digits ("SE", "3", "i7")."""
    return tok.text[:1].isalnum() and (any(c.isdigit() for c in tok.text) or tok.text.isupper())
