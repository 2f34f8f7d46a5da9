"""Phrases after option B that are B's own by their form: B's own settings and time against A's ("oven at 300 for 4
hours or slow cooker | on low for 8?"), a past time of a relative clause closing B ("… or the place she mentioned |
last month"), a title-cased name going on past a capitalized preposition ("… vs. Made | In 5-ply") and a comparative
modifying B's noun before the predicate ("a 20 lb turkey or two | smaller 10 lb turkeys | easier to manage")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    COMPARATIVES,
    COPULAS,
    NUMBER_WORDS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_NOUNS,
    TIME_WORDS,
    VERB_CUT_WORDS,
    Around,
    Token,
)

__all__ = ["attributive_comparative_b", "past_relative_b", "set_duration_b", "titled_name_b"]

_BOUND = 6
_CLOSE = (",", ";", ":", "?", "!", ".")
_PAST_TIMES = frozenset({"yesterday", "earlier", "recently", "before", "ago"})
_AND_OR = frozenset({"and", "or", "but", "than", "vs", "vs.", "versus", "to"})
_NOT_IN_NOUN = _AND_OR | AUX | COPULAS | PREPOSITIONS | PRONOUNS | ARTICLES | VERB_CUT_WORDS


def _rest(b: list[Token], around: Around) -> list[Token]:
    """The words after B to the end of its clause (up to a comma, a sentence's end or a dash), at most ``_BOUND``
    and one more: "… or slow cooker | on low for 8?" gives "on low for 8?"."""
    return around.after(b[-1], _BOUND + 1, ends=_CLOSE, stops=("—", "–", "-", "--")) if b else []


def _word(tok: Token) -> str:
    """``tok``'s lower-case word without closing punctuation ("8?" -> "8")."""
    return tok.low.rstrip("?!.,;:")


def _count(tok: Token) -> bool:
    """A number, written in digits or words ("8", "3", "two")."""
    return _word(tok)[:1].isdigit() or _word(tok) in NUMBER_WORDS


def _duration_at(toks: list[Token]) -> int | None:
    """Where a "for" + number duration stands in ``toks`` ("at 300 | for 4 hours", "on low | for 8"), or None."""
    for k in range(len(toks) - 1):
        if toks[k].low == "for" and _count(toks[k + 1]):
            return k
    return None


def set_duration_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the rest of its clause when that is B's own setting and time, A holding its own time after its head:
    "Oven at 300 for 4 hours or slow cooker | on low for 8?", "proofing the dough in the fridge overnight or on the
    counter | for 3 hours" (A's time is A's alone, so the parallel one after B is B's); not when A has no time of its
    own ("bake it at 350 or 375 | for 20 minutes": both's), nor a tail with a clause or no duration."""
    tail = _rest(b, around)
    if len(a) < 2 or not b or not 2 <= len(tail) <= _BOUND or tail[-1].text.endswith((",", ";", ":")):
        return b
    at = _duration_at(tail)
    if at is None or at + 3 < len(tail) or tail[0].low not in PREPOSITIONS:
        return b
    if any(t.low in AUX or t.low in _AND_OR for t in tail):
        return b
    own_time = _duration_at(a) is not None or _word(a[-1]) in TIME_WORDS | TIME_NOUNS | {"overnight"}
    return b + tail if own_time and len(a) > 2 else b


def past_relative_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with a past time closing its relative clause ("… or the Italian place she mentioned | last month?", "… or
    the book you recommended | yesterday"): the time tells when the clause's past verb happened, not the choice's;
    not after a B of no past clause ("… or the Italian place | last month": both's)."""
    tail = _rest(b, around)
    if len(b) < 3 or not 1 <= len(tail) <= 3 or tail[-1].text.endswith((",", ";", ":")):
        return b
    if not _past_clause(b):
        return b
    words = [_word(t) for t in tail]
    past = (words == ["yesterday"] or (len(words) == 2 and words[0] == "last" and words[1] in TIME_NOUNS)
            or (len(words) >= 2 and words[-1] == "ago" and _count(tail[0])))
    return b + tail if past else b


# Past forms of verbs a relative clause tells of a thing with ("the one he drove", "the place she found").
_IRREGULAR_PAST = frozenset({"drove", "bought", "saw", "took", "gave", "got", "told", "sent", "found", "made", "said",
                             "brought", "chose", "sold", "left", "ran", "rode", "wrote", "built", "paid"})


def _past_clause(b: list[Token]) -> bool:
    """Does B close on a pronoun and its past verb, perhaps one lower-case word between ("she mentioned", "he test
    drove")?"""
    past = (b[-1].low.endswith("ed") and len(b[-1].low) >= 5) or b[-1].low in _IRREGULAR_PAST
    compound = len(b) > 3 and b[-3].low in PRONOUNS and b[-2].text.isalpha() and b[-2].text.islower()
    return past and (b[-2].low in PRONOUNS or compound)


def titled_name_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B going on past a capitalized preposition inside a title-cased name ("All-Clad D3 vs. Made | In 5-ply —
    worth …?", "… or Born | To Run"): a preposition is capitalized mid-sentence only in a name; B keeps it and the
    one or two words closing the clause after it; not a lower-case preposition ("… or Staub | in red")."""
    tail = _rest(b, around)
    if not b or not a or not 2 <= len(tail) <= 3 or not b[-1].text[:1].isupper() or not a[0].text[:1].isupper():
        return b
    if tail[0].low not in PREPOSITIONS or not tail[0].text[:1].isupper() or len(tail[0].text) < 2:
        return b
    if tail[-1].text.endswith((",", ";", ":")) or any(t.low in _AND_OR or t.low in AUX for t in tail[1:]):
        return b
    return b + tail


def attributive_comparative_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with a comparative modifying its noun, a second comparative being the predicate: "Is a 20 lb turkey or two
    | smaller 10 lb turkeys | easier to manage?" ("smaller" stands before the noun, "easier" is what is asked); not
    when no second comparative follows ("… or two | smaller ones?": refused or read as before)."""
    if not a or not b or not (_word(b[-1]) in NUMBER_WORDS or _word(b[-1]).isdigit()):
        return b  # "two | smaller …", not "a traditional 401k | better if …"
    words: list[Token] = []
    nxt = around.next(b[-1])
    while nxt is not None and len(words) < 6 and not nxt.text.endswith(_CLOSE):
        words.append(nxt)
        nxt = around.next(nxt)
    if nxt is not None:
        words.append(nxt)
    if len(words) < 3 or words[0].low not in COMPARATIVES:
        return b
    last = next((k for k in range(1, len(words)) if _word(words[k]) in COMPARATIVES), None)
    if last is None or last < 2 or any(t.low in _NOT_IN_NOUN for t in words[1:last]):
        return b
    return b + words[:last]
