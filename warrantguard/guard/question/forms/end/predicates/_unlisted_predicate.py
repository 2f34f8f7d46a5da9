"""Two subjects after an opening auxiliary whose predicate's verb is no listed verb, so B, read as a noun phrase,
took the verb's words: "Does laser toner or inkjet ink | dry out faster …?" (a verb and its particle: B ends before
them) and "Does Gmail or Outlook filter | spam better …?" ("filter" the predicate's verb or B's head: refused)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    COPULAS,
    DEGREE,
    DETERMINERS,
    PHRASAL,
    POSSESSIVES,
    Around,
    Token,
    is_verb,
)

__all__ = ["particle_predicate_b", "unlisted_predicate"]

# Auxiliaries opening a question whose subjects are the options ("Does A or B …", "Will A or B …").
_OPENING_AUX = frozenset({"do", "does", "did", "will", "would", "can", "could", "should", "might", "may"})
_PLURAL_PROBLEM = ("after a plural, '{word}' may be the predicate's verb or B's last word: where B ends is unclear")
_PROBLEM = ("after 'does', the word after B's name ('{word}') may be the predicate's verb or B's head: where B ends "
            "is unclear")


def _opening_aux(a: list[Token], around: Around) -> Token | None:
    """The auxiliary right before A when it opens its sentence ("| Does | Gmail or …"), else ``None``."""
    aux = around.prev(a[0])
    return aux if aux is not None and aux.low in _OPENING_AUX and around.opens(aux) else None


def particle_predicate_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without the verb and particle closing it after an opening auxiliary, when a comparative or the sentence's
    end follows ("Does laser toner or inkjet ink | dry out faster …?", "Do sneakers or hiking boots | wear out?"): a
    subject's noun ends in no particle, so the two words are the predicate's. ``b`` otherwise ("… or a cool down |
    matter more": no particle; "… or back up | …": nothing left of B)."""
    if len(b) < 3 or b[-1].low not in PHRASAL or _opening_aux(a, around) is None:
        return b
    verb, after = b[-2], around.next(b[-1])
    if not verb.text.isalpha() or not verb.text.islower() or verb.low in DETERMINERS or verb.low in PHRASAL:
        return b
    if after is not None and after.low.rstrip("?!.,") not in COMPARATIVES | DEGREE:
        return b
    return b[:-2]


def unlisted_predicate(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The refusal when "does" opens the sentence, A is one name and B a name and one lower-case word no listed verb,
    before a lower-case word no listed verb ("Does Gmail or Outlook filter | spam better?": "filter" the predicate's
    verb, or B's head as in "Does Sony or Nikon battery | last longer?"); ``None`` otherwise ("Does Gmail or Outlook |
    have …": a listed verb follows; "Do Hoka or Brooks shoes | last longer?": a plural head)."""
    aux = _opening_aux(a, around)
    if aux is not None and _after_plural(b, around):
        return _PLURAL_PROBLEM.format(word=b[-1].low)
    if aux is None or aux.low != "does" or len(a) != 1 or len(b) != 2 or not a[0].capitalized \
            or not b[0].capitalized:
        return None
    word, after = b[1], around.next(b[-1])
    if not word.text.isalpha() or not word.text.islower() or word.low.endswith("s") or is_verb(word):
        return None
    if after is None or not after.text.isalpha() or not after.text.islower() or is_verb(after):
        return None
    return _PROBLEM.format(word=word.low)


def _after_plural(b: list[Token], around: Around) -> bool:
    """Does B close on a bare lower-case word, no listed verb, after a lower-case plural, a lower-case word no listed
    verb after it ("… or cast iron skillets sear | steak better?": "sear" the predicate's verb, as a plural seldom
    modifies a noun)? Not "… or Brooks shoes | last longer" (a name's "s"), nor "… or kids sports | …", nor "… or
    his sister | be …" (a possessive, a listed verb)."""
    after = around.next(b[-1])
    if len(b) < 2 or after is None or not all(t.text.isalpha() and t.text.islower() for t in (b[-2], b[-1], after)):
        return False
    plural = b[-2].low.endswith("s") and not b[-2].low.endswith("ss") and b[-2].low not in POSSESSIVES | DETERMINERS
    listed = any(is_verb(t) or t.low in AUX | COPULAS for t in (b[-1], after))  # "… or his sister | be …"
    return plural and not b[-1].low.endswith("s") and not listed
