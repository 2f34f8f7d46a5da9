"""Pairs whose two sides are of unequal form (issue 22, the sixteenth held-out part; see ``_one_sided``).

- "a grape or two", "a beer or two": an approximate count after a singular noun with "a", not a second
  option (refused; "one egg or two" is a choice of counts, read as before) (:func:`count_idiom`).
- A verb, its determiner and a noun against one bare noun ("build a fence or shed", "sell cookies or
  jam"): B may be a second object of A's verb with its determiner left out, or the question a yes/no
  one ("Do I need a permit to …"), so neither the pair nor its kind can be told: refused
  (:func:`bare_second_object`).
- "transfer £5,000 now at ₹104.2 or wait for ₹106": whether A's verb and object are its own or both's cannot be
  told (refused, :func:`repriced_wait`).
- "tacos pizza or burgers", "do soccer swim or dance": a list of three without its commas (refused,
  ``_juxtaposed_list``).
- "Will a French drain or a sump pump | fix water …": after an auxiliary and two subjects with their
  articles, a verb closing B and followed by more words is the predicate, even spelt like a noun
  (:func:`aux_predicate`); not a word that also closes A ("Would a benzoyl peroxide wash or a salicylic acid wash
  be …": the head noun both share), nor a preposition's object ("Does a best man or a maid of honour | usually
  speak longer?").
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.lopsided._day_list import day_list
from warrantguard.guard.question.forms.end.unequal.lopsided._juxtaposed_list import juxtaposed_list
from warrantguard.guard.question.forms.end.unequal.lopsided._repriced import repriced_wait
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    ARTICLES,
    AUX,
    COMPARATIVES,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
    manner_adverb,
    possessor,
)

__all__ = ["aux_predicate", "unequal_problem"]

_COUNTS = frozenset({"two", "three"})
_AFTER_PREDICATE = DETERMINERS | PRONOUNS | COMPARATIVES | frozenset({"me", "us", "him", "her", "them", "more", "less"})


def unequal_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair cannot be read (the rules of this module's docstring), or ``None``."""
    return count_idiom(a, b, around) or bare_second_object(a, b, around) or repriced_wait(a, b) \
        or juxtaposed_list(a, b, around) or day_list(a, b)  # "tacos pizza or burgers", "friday saturday or
    # sunday": a list of three without its commas


def count_idiom(a: list[Token], b: list[Token], around: Around) -> str | None:
    """"a grape or two": an approximate count, not a second option."""
    before = around.prev(a[-1])
    if len(b) == 1 and b[0].low in _COUNTS and before is not None and before.low in ("a", "an"):
        return f"'{before.low} {a[-1].low} or {b[0].low}' is an approximate count, not two options"
    return None


def bare_second_object(a: list[Token], b: list[Token], around: Around) -> str | None:
    """A verb and its object against one bare noun: a second object of the verb, or a second verb phrase?"""
    before = around.prev(a[0])
    if len(a) < 2 or len(b) != 1 or not is_verb(a[0], initial=True) or (before is not None and (
            before.low in DETERMINERS or before.low.endswith("'s"))):  # "a | water softener"
        return None
    word = b[0]
    if word.capitalized or not word.low.isalpha() or is_verb(word) or manner_adverb(word.low):
        return None
    infinitive = before is not None and before.low == "to" and len(a) == 2 and a[1].low.isalpha() \
        and a[1].low not in DETERMINERS  # "to sell | cookies or jam": after "to", a verb and its object
    if (a[1].low not in ARTICLES | POSSESSIVES and not infinitive) or any(t.low == "own" for t in a):
        return None  # not "spray foam or …", nor "build your own PC or prebuilt" (see ``_own_making``)
    return (f"unclear whether '{word.text}' is a second object of '{a[0].text}' or a verb phrase of its own "
            f"('{a[0].text} … or {word.text}')")


def aux_predicate(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"Will a … or a … | fix water …": the verb closing B is the predicate, cut off B."""
    art_a, art_b = around.prev(a[0]), around.prev(b[0])
    aux = around.prev(art_a) if art_a is not None else None
    after = around.next(b[-1])
    if len(b) < 3 or aux is None or after is None or aux.low not in AUX or not around.opens(aux):
        return a, b
    if art_a.low not in ARTICLES or art_b is None or art_b.low not in ARTICLES:  # type: ignore[union-attr]
        return a, b
    if not is_verb(b[-1]) or b[-2].low in DETERMINERS | PREPOSITIONS | {"of"} or possessor(b[-2]) \
            or after.low in ("or", "and") or _predicate(after, around):  # "… or a proper beginner's | book | be
        # …": a possessive's noun, no verb; after a preposition, its object ("a maid of honour")
        return a, b
    if b[-1].low == a[-1].low:  # "Would a benzoyl peroxide wash or a salicylic acid wash | be …": the head both's
        return a, b
    if (is_verb(after) and after.low not in AMBIGUOUS and not after.capitalized) or _copula_after_head(a, b, after):
        return a, b  # "… or the Shark robot vacuum | handle dog hair": a verb-only word after B is the predicate; "…
        # or a 16 volt power supply | be right": the modal's bare copula
    return a, b[:-1]


def _copula_after_head(a: list[Token], b: list[Token], after: Token) -> bool:
    """Is ``after`` a bare "be" and B A's modifier written again with a head A leaves out ("a 12 volt" / "a 16 volt
    power supply | be right")? B's last word is then the shared head's, no verb of the predicate."""
    n = len(a)
    return after.low == "be" and len(b) > n and b[n - 1].low == a[-1].low and a[0].low != b[0].low


def _predicate(tok: Token, around: Around) -> bool:
    """Is ``tok`` the predicate's verb, an object or a comparative after it ("loan | save me more")?"""
    nxt = around.next(tok)
    return is_verb(tok) and nxt is not None and nxt.low in _AFTER_PREDICATE
