"""Phrases after option B that are B's own by B's or A's own form: a counted span after B's closing infinitive ("set
them to auto-delete | after 3 months"), a time of B's own against A's own rate ("30 min/day or 1 hr | on weekends
only"), a "with" phrase of B's own against A's own phrase, before the purpose both share ("an iPhone 13 on iOS 18
or a Galaxy A15 | with 4 years of updates | for my mum")."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, TIME_NOUNS, Around, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["feature_against_own_phrase_b", "span_against_rate_b", "span_of_infinitive_b"]

_SPAN_LEADS = frozenset({"after", "within", "every", "for"})
_RATE_SPANS = frozenset({"on", "at", "during"})
_FEATURES = frozenset({"with", "without"})
_PURPOSES = frozenset({"for", "to"})


def _named(tok: Token) -> bool:
    """Is ``tok`` written with a capital anywhere, as a name is ("iOS", "Android")?"""
    return any(ch.isupper() for ch in tok.text)


def _verb(tok: Token) -> bool:
    """Is ``tok`` a verb, or a hyphened compound ending on one ("auto-delete", "re-enable")?"""
    last = tok.text.rpartition("-")[2]
    return is_verb(tok) or (last != tok.text and is_verb(Token(last, tok.end - len(last), tok.end)))


def span_of_infinitive_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the counted span closing its sentence when B closes on an infinitive ("keep the recordings or set them
    to auto-delete | after 3 months"): the span is when B's infinitive happens, B's own; ``b`` otherwise ("… or set
    them to auto-delete | for now": no count)."""
    rest = closing_rest(b, around)
    if not a or len(b) < 3 or b[-2].low != "to" or not _verb(b[-1]) or rest is None or len(rest) != 3:
        return b
    lead, count, unit = rest
    if lead.low not in _SPAN_LEADS or not tx.numeral(count) or unit.low.rstrip("s") + "s" not in TIME_NOUNS:
        return b
    return [*b, *rest]


def span_against_rate_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time closing its sentence when A ends on a rate of its own ("30 min/day or 1 hr | on weekends
    only"): A's "per day" against B's own days; ``b`` otherwise ("30 min or 1 hr | on weekends": no rate of A's)."""
    per = a[-1].low.rpartition("/")[2] if a else ""
    if not per or per == a[-1].low or per.rstrip("s") + "s" not in TIME_NOUNS:
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 3 or rest[0].low not in _RATE_SPANS:
        return b
    return [*b, *rest] if rest[1].low in TIME_NOUNS and all(t.text.isalpha() for t in rest) else b


def feature_against_own_phrase_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its "with" phrase up to a purpose closing the sentence when A has a prepositional phrase of its own
    before a name or a number ("an iPhone 13 on iOS 18 or a Galaxy A15 | with 4 years of updates | for my mum"): each
    option's own feature, the purpose both's; ``b`` otherwise ("an iPhone 13 or a Galaxy A15 | with …")."""
    own = any(t.low in PREPOSITIONS and (_named(nxt) or tx.numeral(nxt)) for t, nxt in pairwise(a[1:]))
    rest = closing_rest(b, around) if own else None
    if rest is None or len(rest) < 4 or rest[0].low not in _FEATURES:
        return b
    k = next((k for k, t in enumerate(rest) if t.low in _PURPOSES), None)
    if k is None or k < 2 or k + 1 >= len(rest):
        return b
    return [*b, *rest[:k]]
