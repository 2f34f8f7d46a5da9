"""A list of three written without its commas, as dictated text has it: "tacos pizza or burgers", "should the kids
do soccer swim or dance", "go to the zoo the beach or the park". The words before the "or" are two options set side
by side, not one, so which two are meant cannot be told: refused.

In dictated text only (no capital, no punctuation: a writer who punctuates writes the commas), four forms tell the
missing comma, each a pair of words no phrase puts side by side:

* a plural noun before a bare noun, B a bare noun too ("tacos pizza | or burgers", "nachos wings | or sliders"; a
  plural modifies a noun only rarely, where a compound reads "brown rice or quinoa", "trail runners or boots");
* a bare noun before a bare activity, after a verb or opening the clause, B an activity too ("do soccer swim | or
  dance"; not "do kids | swim or dance", a subject after its auxiliary);
* in dictated text, a noun before a numbered name ("the highway route 9 | or the back roads": "the highway, route
  9" or two options);
* two noun phrases with the same article after a preposition, B with its article too ("to the zoo the beach | or the
  park"; not "give the dog the pill or the treat", a verb's two objects).
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    ARTICLES,
    AUX,
    DETERMINERS,
    FUNCTION_WORDS,
    NOT_LIST_ITEMS,
    POSSESSIVES,
    PREPOSITIONS,
    TIME_UNITS,
    TIME_WORDS,
    VERBS,
    Around,
    Token,
    plural_noun,
)

__all__ = ["juxtaposed_list"]

_REASON = "'{}' may be two options of a list written without its commas ('A B or C'): which two are meant is unclear"


def juxtaposed_list(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is a list of three written without commas (this module's forms), or ``None``."""
    if not a or not b:
        return None
    if not _dictated(b, around):
        return None
    pair = (_plural_first(a, around) or _activities(a, b, around)) if _bare_b(b, around) else []
    pair = pair or _articled_items(a, b, around) or _noun_before_number(a, around)
    return _REASON.format(" ".join(t.text for t in pair)) if pair else None


def _bare(tok: Token) -> bool:
    """A lower-case word of letters only, not a function word, a modifier or a listed verb ("tacos", "soccer")."""
    return tok.text.isalpha() and tok.text.islower() and tok.low not in NOT_LIST_ITEMS


def _dictated(b: list[Token], around: Around) -> bool:
    """Is the prompt written as dictated, to the end of B's sentence: no capital letter and no punctuation ("tacos
    pizza or burgers for dinner"; a writer who punctuates writes the list's commas: "Tacos, pizza or burgers?")?"""
    words = around.before(b[0]) + _rest(b[0], around)
    return around.uncased and not any(set(around.whole(t).text) & _MARKS for t in words)


def _rest(tok: Token, around: Around) -> list[Token]:
    """``tok`` and the words after it to its sentence's end."""
    words = [tok]
    while (nxt := around.next(words[-1])) is not None and len(words) < 100:
        words.append(nxt)
    return words


_MARKS = frozenset(",.?!;:()[]\"—–/")


def _bare_b(b: list[Token], around: Around) -> bool:
    """Is B one bare word right after the "or", closing its side or followed by a time or a phrase ("or | burgers for
    dinner", "or | dance this summer"; not "or | a trial separation", "or | boric acid")?"""
    joiner = around.prev(b[0])
    closing = len(b) == 1 or b[1].low in PREPOSITIONS | DETERMINERS | TIME_UNITS | TIME_WORDS
    word = b[0].text.isalpha() and b[0].text.islower() and b[0].low not in FUNCTION_WORDS
    return word and joiner is not None and joiner.low in ("or", "vs", "versus") and closing


def _plural_first(a: list[Token], around: Around) -> list[Token]:
    """"tacos pizza | or burgers": A two bare nouns, the first plural and no determiner before it, B a bare noun;
    the two words of A, else []."""
    if len(a) != 2 or not all(_bare(t) for t in a) or a[0].low.endswith(("ous", "us", "is", "ics")):
        return []
    before = around.prev(a[0])
    if before is not None and before.low in DETERMINERS | POSSESSIVES:
        return []  # "cut | the boards square or angled": an object and its state
    return a if plural_noun(a[0].low) else []


def _activities(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """"(do) soccer swim | or dance": A closing on a bare noun and an activity (a word both noun and verb), after a
    verb (not an auxiliary opening a question: "do kids | swim or dance") or a preposition ("for | karate swim") or
    opening its clause, and B opening on an activity; the two words, else []."""
    if len(a) < 2 or not (a[-1].low in AMBIGUOUS and b[0].low in AMBIGUOUS) or not _bare(a[-2]):
        return []
    before = around.prev(a[-2])
    if before is None or around.opens(a[-2]):
        return a[-2:]
    asked = around.prev(before) is None or around.opens(before)  # "do | kids swim …": an auxiliary, a subject next
    verb = before.low in VERBS and before.low not in AUX
    return a[-2:] if verb or before.low in PREPOSITIONS or (before.low == "do" and not asked) \
        else []


def _noun_before_number(a: list[Token], around: Around) -> list[Token]:
    """"take the highway route 9 | or the back roads": an article, a bare noun and a numbered name (a word and a
    number) in dictated text: "the highway, route 9" or two options, unclear; A's words, else []."""
    article = around.prev(a[0]) if a else None
    if len(a) != 3 or article is None or article.low not in ARTICLES or not a[2].text.isdigit():
        return []
    noun = _bare(a[0]) and not a[0].low.endswith("ed")  # not "a refurbished | iphone 14": a participle
    return a if noun and a[1].text.isalpha() and a[1].text.islower() else []


def _articled_items(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """"to the zoo | the beach or the park": an article, a bare noun and the same article before A (or opening it),
    after a preposition or opening the clause, and B with an article too; the noun and A's first word, else []."""
    a_article = a[0] if a[0].low in ARTICLES else around.prev(a[0])
    b_article = b[0] if b[0].low in ARTICLES else around.prev(b[0])
    if a_article is None or b_article is None or a_article.low not in ARTICLES or b_article.low not in ARTICLES:
        return []
    noun = around.prev(a_article)
    first = around.prev(noun) if noun is not None else None
    if noun is None or first is None or not _bare(noun) or noun.low in TIME_UNITS or first.low != a_article.low:
        return []
    lead = around.prev(first)
    opened = lead is None or around.opens(first) or lead.low in PREPOSITIONS
    return [first, noun, a_article, *a[a[0] is a_article :]] if opened else []
