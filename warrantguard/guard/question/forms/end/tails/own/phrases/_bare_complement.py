"""A one-noun articled B closed by "on" and one bare noun ("… or the works | on paper?"): a determinerless "on"
phrase after a lone noun may make one name with it ("works on paper", "oil on canvas", "beans on toast": the option)
or say something of both ("… or the crate | on loan": a setting the other rules cut off); the form cannot tell, so
the cut is refused (added for the hundred-and-thirty-fourth held-out part, whose "works on paper" was cut to
"works"). A day, a time word or a gerund after "on" stays a cut ("the early show or the late show | on saturday"),
and so does any phrase with a determiner ("… | on the wall"). "with" is left to the later rules that tell a feature
named before ("Only one includes support. … or the bundle | with support?")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, TIME_NOUNS, TIME_WORDS, WEEKDAYS, Token, ing_word

__all__ = ["bare_complement_doubt"]


def bare_complement_doubt(right: list[Token], k: int) -> str | None:
    """The doubt when B's side is a determiner, one lower-case noun, then "on" at ``k`` and one bare
    lower-case noun closing the side ("the works | on paper"); None otherwise ("the show | on saturday": a day;
    "a cabin | on the lake": a determiner; "the Yeti | on …": a name)."""
    if k != 2 or len(right) != 4 or right[0].low not in DETERMINERS or right[k].low != "on":
        return None
    head, noun = right[1].text, right[3].text.rstrip("?.!")
    if not (head.isalpha() and head.islower() and noun.isalpha() and noun.islower()):
        return None
    if noun in DETERMINERS or _timed(noun) or ing_word(noun):
        return None
    return f"unclear whether '{head} {right[k].text} {noun}' is one name or '{right[k].text} {noun}' is said of both"


def _timed(word: str) -> bool:
    """Is ``word`` a time: a time noun or word, or a day of the week, one or every ("saturday", "sundays")?"""
    return word in TIME_NOUNS or word in TIME_WORDS or word in WEEKDAYS or word.removesuffix("s") in WEEKDAYS
