"""Two named subjects, each after an article ("Would a Gamay or a Zweigelt | work?", "Does a Kölsch or a Helles |
ferment cleaner at 55F?"): the lower-case word after B's name is the verb the two share, as after bare names ("Does
Ubuntu or Fedora | handle …"), when it is a listed verb closing the sentence or a word only a verb takes follows it
(not "Would a Tesla or a Ford truck tow more?": "truck" is B's), or a listed verb before a named object ("Would a
4060 or a B580 | handle Indiana Jones …?"); a model's code counts as a name."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AMBIGUOUS,
    ARTICLES,
    COMPARATIVES,
    COPULAS,
    DEGREE,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["articled_names_verb"]

_AFTER_VERB = ADVERBS | COMPARATIVES | DEGREE | DETERMINERS | PREPOSITIONS | PRONOUNS


def articled_names_verb(right: list[Token], a_toks: list[Token]) -> int | None:
    """Where the shared verb stands in B's side when A is capitalised words and B an article and as many of them at
    most ("a Zweigelt | work"): the lower-case word after B's name, a listed verb closing the sentence or a word
    before one only a verb takes (a comparative, an adverb, an object's determiner); else ``None`` ("a Ford truck |
    tow more", "a Zweigelt bottle | be better": B's noun)."""
    if not a_toks or not all(t.capitalized or _coded(t) for t in a_toks) or len(right) < 3 \
            or right[0].low not in ARTICLES:
        return None
    k = next((k for k in range(1, len(right)) if not right[k].capitalized), None)
    if k is None or k == 1 or k > len(a_toks) + 1 or not right[k].text.isalpha() or not right[k].text.islower():
        return None
    after = right[k + 1] if k + 1 < len(right) else None
    if right[k].low in PREPOSITIONS | DETERMINERS | COPULAS or right[k].low.endswith("s"):
        return None
    if after is None:
        return k if is_verb(right[k]) else None  # "… a Zweigelt | work?", not "… a Ford truck?"
    if _coded(after) and is_verb(right[k]) and _closing_comparative(right, k + 2):
        return k  # "the ToolkitRC M8S | charge 6S faster": a listed verb, a coded object, a comparative closing
    if after.capitalized and is_verb(right[k]) and right[k].low not in AMBIGUOUS:
        return k  # "a 4060 or a B580 | handle Indiana Jones": a listed verb before a named object
    if after.low.endswith(("er", "ly")) and is_verb(after) and not is_verb(right[k]):
        return None  # "the TRUST certificate | cover flying": a listed verb after B's noun, no comparative
    return k if after.low in _AFTER_VERB or after.low.endswith(("er", "ly")) else None


def _closing_comparative(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a comparative closing the sentence ("… charge 6S | faster")?"""
    if k != len(right) - 1:
        return False
    word = right[k].low.rstrip("?!.")
    return word in COMPARATIVES or (word.endswith("er") and word.isalpha())


def _coded(tok: Token) -> bool:
    """A model's code of letters and digits, or digits alone ("4060", "i7-14700"): named as a capitalised name is."""
    return any(c.isdigit() for c in tok.text) and tok.text[:1].isalnum()
