"""Two bare verbs joined by "or" inside one noun phrase, after its article and a count and before its head ("a
3-day pay or quit notice", "a 30-day cure or quit notice"): the "or" names one thing, a notice of that name (a
"pay-or-quit notice"), and the options are not told, so the sentence is refused (:func:`compound_or`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["compound_or"]

_CONJUNCTIONS = frozenset({"and", "or", "but", "then"})  # "… the bar rush or sleep and | do …": B two actions


def compound_or(left: list[Token], right: list[Token]) -> str | None:
    """Why "<article> <count> <verb> or <verb> <head>" ("a 3-day pay or quit notice has to be posted") offers no two
    options, or ``None`` (not "a 3-day hike or a bike tour": no head after a bare verb B; not "rent or buy a home": no
    article and count before A's verb; not "a 30-day or 60-day notice": no verbs)."""
    if len(left) < 3 or len(right) < 2 or left[-3].low not in ARTICLES:
        return None
    modifier, first, second, head = left[-2], left[-1], right[0], right[1]
    if not modifier.low[:1].isdigit():  # a count's modifier ("3-day", "30-day"), not "the job offer or keep quiet"
        return None
    if not (is_verb(first) and is_verb(second)) or not _head(head) or not _ends_phrase(right[2:]):
        return None
    return (f"'{first.text} or {second.text} {head.text}' may name one thing (a '{first.text}-or-{second.text}' "
            f"{head.text}), not two options")


def _head(tok: Token) -> bool:
    """A lower-case word that may be a noun phrase's head ("notice"), not a function word or an -ing word ("… or keep
    it", "… or keep running", "… or sleep and …")."""
    w = tok.low.rstrip("?.!,")
    return w.isalpha() and tok.text[:1].islower() and not ing_word(w) \
        and w not in PREPOSITIONS | DETERMINERS | AUX | COPULAS | PRONOUNS | _CONJUNCTIONS


def _ends_phrase(rest: list[Token]) -> bool:
    """Does the noun phrase end at the head, before nothing, a verb or a participle ("… notice | has to be posted",
    "… notice | required", "… notice?"; not "… or try nail | caps", "… or run new | lines": a verb's object)?"""
    if not rest:
        return True
    w = rest[0].low
    return w in AUX | COPULAS or (w.endswith("ed") and w.isalpha()) or is_verb(rest[0])

