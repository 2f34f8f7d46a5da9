"""Two named subjects, each after an article, in a clause that takes a third person ("Whether the Ranger or the Hilux
| tows more smoothly is what I'm trying to figure out"): the lower-case "-s" word after B's name is the verb the two
share when a word only a verb takes follows it (a comparative, a degree word, an "-ly" adverb), even one the word
lists do not know; no copula ("the Hilux | is"), and not a name's own noun (not "the Ford truck tows …": the
second name's words are as many as A's at most). Added for the hundred-and-thirty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, COMPARATIVES, COPULAS, DEGREE, Token

__all__ = ["articled_third_person"]


def articled_third_person(right: list[Token], a_toks: list[Token]) -> int | None:
    """Where the shared third-person verb stands in B's side ("the Hilux | tows more smoothly") when A is an
    article and capitalised names ("the Ranger", or the names alone once the article is cut) and B an article and as
    many of them at most; else ``None``."""
    names = a_toks[1:] if a_toks and a_toks[0].low in ARTICLES else a_toks  # A's article is cut on the way
    if not names or not all(t.capitalized for t in names) or len(right) < 4 or right[0].low not in ARTICLES:
        return None
    k = next((k for k in range(1, len(right)) if not right[k].capitalized), len(right))
    if k == 1 or k > len(names) + 1 or k + 1 >= len(right):
        return None
    verb, after = right[k], right[k + 1].low.rstrip("?!.,")
    if not _third_person_form(verb.text) or verb.low in COPULAS:
        return None
    return k if after in COMPARATIVES | DEGREE or (after.endswith("ly") and after.isalpha()) else None


def _third_person_form(word: str) -> bool:
    """A lower-case word in "-s" (not "-ss", "-'s"): a verb's third person, or a plural."""
    return word.isalpha() and word.islower() and word.endswith("s") and not word.endswith("ss")
