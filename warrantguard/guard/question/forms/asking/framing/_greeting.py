"""A greeting before the question is no item of a list (see ``_segments._is_list``).

"Good morning, I was wondering whether you'd recommend a gap year or …", "Hello, I was hoping you could
help me decide whether to enroll my son in swimming lessons or soccer …": the words before the first
comma greet; they are not a third option before "A or B". So does a request ending on "please" ("your
advice please, public pre-k or …"): it asks, it names no option.

A voice assistant's wake phrase ("hey google uh | quickbooks or …", "alexa um | …") greets the assistant too: it
leads in to the question, with the fillers after it (:func:`wake_word`); the question's sentence starts past it,
comma or not ("Hey Google | does oatmeal or eggs keep you full longer", :func:`wake_length`).
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DECISION_CUES, FILLERS, POSSESSIVES, Token

__all__ = ["greeting", "wake_length", "wake_word"]

_GREETINGS = frozenset({"hello", "hiya", "howdy", "greetings", "dear", "morning", "evening", "afternoon",
                        "respected", "esteemed"})  # "Respected sir/madam, …": a formal salutation
_TIMES_OF_DAY = frozenset({"morning", "afternoon", "evening", "day"})


def greeting(toks: list[Token]) -> bool:
    """Is the comma-separated piece ``toks`` a greeting ("Hello", "Good morning", "Dear team") or a
    request ending on "please" ("your advice please")?"""
    if toks and len(toks) <= 4 and toks[-1].low in ("please", "pls", "plz"):
        return any(t.low in DECISION_CUES | POSSESSIVES for t in toks[:-1])  # not "coffee please, tea or …"
    if not toks or len(toks) > 3:
        return False
    first = toks[0].low
    return first in _GREETINGS or (first == "good" and len(toks) == 2 and toks[1].low in _TIMES_OF_DAY)


_ASSISTANTS = frozenset({"google", "siri", "alexa", "cortana", "bixby", "assistant"})
_WAKE_LEADS = frozenset({"hey", "ok", "okay", "hi"})
_FILLERS = FILLERS | {"ah", "er"}


def wake_word(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` part of a wake phrase opening the words before the 'or': an assistant's name after "hey" / "ok"
    ("hey | google"), or first and before a filler ("alexa | uh …"), or a filler after such a name ("hey google |
    uh")? Not a name that is an option ("Alexa or Google Home", "Siri Shortcuts or …")."""
    w = toks[k].low
    prev = toks[k - 1].low if k else ""
    if w in _ASSISTANTS:
        after = toks[k + 1].low if k + 1 < len(toks) else ""
        return prev in _WAKE_LEADS or (k == 0 and after in _FILLERS)
    return w in _FILLERS and prev in _ASSISTANTS | _FILLERS and k > 0 and wake_word(toks, k - 1)


_LEADS, _NAMES, _UMS = ("|".join(sorted(words)) for words in (_WAKE_LEADS, _ASSISTANTS, _FILLERS))
_WAKE = re.compile(rf"\s*(?:{_LEADS})\s+(?:{_NAMES})\b[\s,.!:;-]*(?:(?:{_UMS})\b[\s,.!:;-]*)*", re.I)


def wake_length(smask: str) -> int:
    """How many characters a wake phrase opening the sentence ``smask`` takes, with the fillers after it ("Hey Google
    | does oatmeal or eggs …", "okay google uh | what do you think …"), or 0 (not "Google or Bing", nor a wake phrase
    that is the whole sentence)."""
    m = _WAKE.match(smask)
    return m.end() if m and smask[m.end() :].strip() else 0
