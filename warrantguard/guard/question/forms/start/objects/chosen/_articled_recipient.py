"""A verb of giving, a person given to that no list names, and the thing given after its indefinite article:
"offer the new hires | a signing bonus or extra equity", "send the vendors | a warning or a fine" (the people given
to are no part of A; :func:`articled_recipient`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["articled_recipient"]

_OWNERS = frozenset({"my", "our", "your", "his", "her", "their", "the"})
_LONGEST = 2  # words of the person after its determiner ("new hires")


def articled_recipient(toks: list[Token]) -> int:
    """How many words open ``toks`` (the words after a verb of giving) as the person given to, when a determiner, one
    or two lower-case words and then "a" / "an" with a word after it follow the verb ("the new hires | a signing
    bonus"); 0 otherwise (not "the bonus | or …", not "the kids at school | a …": a preposition inside)."""
    if len(toks) < 4 or toks[0].low not in _OWNERS:
        return 0
    k = next((k for k in range(2, min(len(toks) - 1, _LONGEST + 2)) if toks[k].low in ("a", "an")), None)
    if k is None:
        return 0
    person = toks[1:k]
    if any(not t.text.islower() or not t.text.isalpha() or t.low in PREPOSITIONS | DETERMINERS for t in person):
        return 0
    return k
