"""Two sentence forms with an "or" that tell and ask nothing (added for the hundred-and-forty-fifth part, which read
both as choices):

* a pair fronted before a comma and a clause said of everyone, with no question mark in the prompt: "Kids or
  adults, everybody at our game café loves Dobble." (the pair says it makes no difference; "Kindle or Kobo, anyone?"
  asks, and so does any prompt with a "?"; "both" is no such word: "an iPhone 12 or a Galaxy S21, both used" tells
  what the two are);
* a choice someone had to make, told in the past with no question mark and no word of asking anywhere: "Last night
  the party had to choose between saving the village or chasing the necromancer, and they split the party."
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words import MODALS, WH, Token

__all__ = ["fronted_pair_told", "past_choice_told"]

# "Kids or adults, | everybody …": a short pair before the first comma, then a pronoun of everyone and a word more.
_FRONTED_ALL = re.compile(r"^\W*[^,;:?]{1,60}?\bor\b[^,;:?]{1,60},[ \t]*(?:everybody|everyone|everything|nobody"
                          r"|no[ \t]+one)[ \t]+\w", re.I)


def fronted_pair_told(text: str, smask: str) -> str | None:
    """Why the choice sentence ``smask`` (of ``text``, no "?" in it) fronts its pair before a clause said of every
    side ("Kids or adults, everybody … loves Dobble."), or ``None``."""
    if "?" in text or not _FRONTED_ALL.match(smask):
        return None
    return "a pair fronted before a clause said of every side ('A or B, everybody …'), not a question"


# A choice made in the past: "had to choose / decide / pick", or a past verb of choosing.
_CHOOSING = frozenset({"choose", "decide", "pick", "select"})
_CHOSE = frozenset({"chose", "decided", "picked", "opted", "selected"})
_ASKING = WH | MODALS | frozenset({"whether", "if", "better", "best", "advice", "thoughts", "recommend", "help",
                                   "opinions", "suggestions", "prefer", "wondering", "wonder", "ideas"})


def past_choice_told(text: str, sentence: list[Token]) -> str | None:
    """Why ``sentence`` (of ``text``, no "?" and no word of asking in it) tells a choice made in the past ("the party
    had to choose | between … or …, and they split"), or ``None``."""
    words = [t.low.strip(".,!;:") for t in sentence]
    if "?" in text or ("or" not in words and "between" not in words):
        return None
    end = words.index("between") if "between" in words else words.index("or")
    made = any(w in _CHOSE for w in words[:end]) or any(
        words[k : k + 2] == ["had", "to"] and words[k + 2] in _CHOOSING for k in range(max(0, end - 2)))
    if not made or any(w.strip(".,!;:\"'").lower() in _ASKING for w in text.split()):
        return None
    return "it tells of a choice made in the past ('had to choose …'), not a question"
