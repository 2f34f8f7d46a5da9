"""An article inside option A after the words a verb's slot holds, B after the same kind of article ("Should I
factory reset | the iPad or the iPhone", "give guests | a keypad code or an app invite"): the words are a verb the
lists lack (after "should I") or the recipient of a listed verb, and A is the articled noun B stands against. An
articled object with a preposition before the article, after a verb that chooses nothing ("Update the firmware on |
the doorbell or the hub"): B may stand against the whole object or the preposition's only, which cannot be told
(after a choice verb the whole object is the option: "buy the house on the hill or the condo")."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.unlisted import infinitive_slot, verb_slot
from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    CHOICE_VERBS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["inner_article_a", "inner_article_problem"]

_DEFINITE, _INDEFINITE = frozenset({"the"}), frozenset({"a", "an"})


def _inner_article(a: list[Token], b: list[Token], around: Around) -> int | None:
    """Where in A the article of B's kind stands after bare lower-case words only, with a noun and no determiner
    after it; else ``None`` ("guests | a keypad code" against "an | app invite")."""
    art = around.prev(b[0]) if b else None
    kind = next((k for k in (_DEFINITE, _INDEFINITE) if art is not None and art.low in k), None)
    if kind is None or art is None or not art.text.isalpha():
        return None
    k = next((k for k, t in enumerate(a) if t.low in kind), None)
    if k is None or k == 0 or k + 1 >= len(a) or any(t.low in DETERMINERS for t in a[k + 1 :]):
        return None
    bare = all(t.text.isalpha() and t.text.islower() and t.low not in DETERMINERS | PRONOUNS for t in a[:k])
    return k if bare else None


def _verb_held(a: list[Token], k: int, around: Around) -> bool:
    """Do A's words before its article ``k`` fill a verb's slot: an unlisted verb of one or two words after "should
    I" ("factory reset"), or one plural recipient after a listed verb ("give | guests")?"""
    prev = around.prev(a[0])
    before = around.prev(prev) if prev is not None else None
    if k <= 2 and (verb_slot(a[0], prev, before) or infinitive_slot(a[0], prev, before)):  # "need to | declutter"
        return True
    return k == 1 and prev is not None and prev.low not in AUX and is_verb(prev) and a[0].low.endswith("s")


def inner_article_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the noun after its inner article when a verb's slot holds the words before it ("factory reset the |
    iPad or the iPhone", "give guests a | keypad code or an app invite"); else A unchanged ("the house the realtor
    showed us or the condo": the words follow an article, no verb)."""
    k = _inner_article(a, b, around)
    if k is None or any(t.low in PREPOSITIONS for t in a[:k]) or not _verb_held(a, k, around):
        return a
    return a[k + 1 :]


_PLACE_PREPOSITIONS = PREPOSITIONS | frozenset({"off"})  # "launching the dinghy off | the beach"


def _unchosen_gerund(verb: Token) -> bool:
    """Is ``verb`` an "-ing" form of a verb that chooses nothing ("launching"), not "buying" or "taking"?"""
    stem = verb.low[:-3]
    return ing_word(verb.low) and not {stem, stem + "e", stem[:-1]} & CHOICE_VERBS


def inner_article_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B against a verb's articled object, a preposition and an articled noun as A is unclear ("update the
    firmware on the doorbell or the hub": "the firmware on the doorbell" or "the doorbell"?), or ``None``; not when
    B repeats A's head ("the hotel at the airport or the hotel downtown"), a choice verb takes the whole object as
    the option ("buy the house on the hill or the condo") or no verb takes A ("would the ceremony on the lawn or
    the chapel be nicer")."""
    k = _inner_article(a, b, around)
    art = around.prev(a[0])
    verb = around.prev(art) if art is not None and art.low in ARTICLES else None
    if k is None or k < 2 or a[k - 1].low not in _PLACE_PREPOSITIONS or verb is None or verb.low in AUX:
        return None
    if not (is_verb(verb, initial=True) or _unchosen_gerund(verb)) or verb.low in CHOICE_VERBS \
            or {t.low for t in a[: k - 1]} & {t.low for t in b}:  # "launching the | dinghy off the beach or …"
        return None
    said, whole, inner = (" ".join(t.text for t in side) for side in (b, a, a[k + 1 :]))
    return f"unclear whether '{said}' stands against '{whole}' or only '{inner}'"
