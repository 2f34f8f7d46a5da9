"""A pair whose "or" follows a spaced dash asks, question mark or not: the dash sets B off as the alternative
the asker is weighing against A, in two shapes.

- B between two dashes, then what the pair is for: "express — or standard — for order 20419 (need it by fri)",
  "thank you card - or email - for a zoom interview" (each side one to four words, a preposition after the second
  dash).
- B opening with the word of time or condition that opens A's last phrase, nothing after it: "tip the valet when
  dropping off -- or when picking up" (two times of one act).

Not a statement: a pronoun, an auxiliary or copula, a contraction or a word saying how things stand anywhere in the
sentence outside its brackets ("I'll call you Monday — or Tuesday", "Mon — or Tue — is fine"), a full stop at its
end, a second "or". Not an instruction: two lone verbs ("Call — or text — for appointments"). "thank you" before a
noun is that noun's modifier ("thank you card"), no pronoun.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked import SETTLED
from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    Token,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["dashed_alternative"]

_DASH = r"(?:\s(?:--?|[—–])\s*|[—–]\s*)"  # " — ", " -- ", " - ", "—"
_DASH_OR = re.compile(rf"{_DASH}or\s+(?=\w)", re.I)
_SECOND_DASH = re.compile(_DASH)
_SIDE = 4  # words of each side at most
# Words opening a phrase of time or condition that B may repeat ("when … -- or when …").
_TIMES = frozenset({"when", "while", "before", "after", "once", "until", "till", "if"})


def dashed_alternative(smask: str) -> bool:
    """Does the sentence ``smask`` (its mask: brackets hidden) set B off after a dash in one of the two shapes of the
    module's docstring, with no word of a statement in it?"""
    text = smask.rstrip()
    if text.endswith(".") and not text.endswith(".."):
        return False
    co = _DASH_OR.search(text)
    if co is None or len(tx.OR.findall(text)) != 1:
        return False
    toks = tx.tokens(text)
    if not toks or any(_said(toks, k) for k in range(len(toks))):
        return False
    a = tx.tokens(text[: co.start()])
    if not a:
        return False
    second = _SECOND_DASH.search(text, co.end())
    if second is not None:
        return _sandwiched(a, tx.tokens(text[co.end() : second.start()]), tx.tokens(text[second.end() :]))
    return _repeated_time(a, tx.tokens(text[co.end() :]))


def _sandwiched(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """"A — or B — for …": short sides, a preposition after the second dash, not two lone verbs."""
    if not 0 < len(a) <= _SIDE or not 0 < len(b) <= _SIDE or len(rest) < 2 or rest[0].low not in PREPS:
        return False
    a_verb, b_verb = is_verb(a[0], initial=True) and not _thank_you_noun(a, 1), is_verb(b[0], initial=True)
    if a_verb and len(a) > 1 and not b_verb:
        return False  # "Ship Monday — or Tuesday — for …": the verb is both's, the options unclear
    return not (len(a) == len(b) == 1 and a_verb and b_verb)


def _repeated_time(a: list[Token], b: list[Token]) -> bool:
    """"… when dropping off -- or when picking up": B opens with the word opening A's last phrase of time."""
    if not 1 < len(b) <= _SIDE or b[0].low not in _TIMES:
        return False
    at = [k for k, t in enumerate(a) if t.low == b[0].low]
    return bool(at) and at[-1] > 0 and 1 < len(a) - at[-1] <= _SIDE


def _said(toks: list[Token], k: int) -> bool:
    """A word that makes the sentence a statement: a pronoun (not "you" of "thank you" before a noun), an
    auxiliary or copula, a contraction, a word saying how things stand."""
    w = toks[k].low.strip(".,;:!?")
    if w == "you" and _thank_you_noun(toks, k):
        return False
    contraction = ("'" in w or "’" in w) and not w.endswith(("'s", "’s"))
    return w in PRONOUNS or w in AUX or w in COPULAS or w in SETTLED or contraction


def _thank_you_noun(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` the "you" of "thank you" before a lower-case word of its own ("thank you | card", "thank you
    | notes"): the noun's modifier, not an object pronoun ("thank you | for …", "thank you | so much")?"""
    if k == 0 or toks[k - 1].low != "thank" or k + 1 >= len(toks):
        return False
    nxt = toks[k + 1]
    function = DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS | _NOT_NOUNS
    return nxt.low.isalpha() and not nxt.capitalized and nxt.low not in function


_NOT_NOUNS = frozenset({"so", "very", "again", "all", "both", "guys", "everyone", "everybody", "kindly", "much",
                        "and", "or", "but", "too", "though", "tho", "lol"})
