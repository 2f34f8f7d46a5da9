"""Prompts telling of a choice rather than asking one: a choice told of, with no question mark anywhere ("I told my
therapist I wasn't sure whether to stay or leave, and she just nodded."), and a message that says it asks nothing
("Not asking for advice, just venting: …"). (Another's asking, "my daughter keeps asking whether …", is passed on to
be answered: not refused here; nor the asker's promise told to ask someone now: "I told my wife I'd ask someone
neutral whether …", or the asker told to ask whoever reads it: "my IT guy said to ask you whether …", "someone
said I should ask whether …"; nor the asker's own wondering after a telling: "My agent said I need a score and I'm
wondering if …".)"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked._own_doubt import own_doubt
from warrantguard.guard.question.words import Token

__all__ = ["reported_choice"]

# Verbs telling what was said.
_TELLING = frozenset({"told", "said", "explained", "mentioned", "admitted"})
_NO_ADVICE = re.compile(r"\b(?:just venting|not (?:really )?(?:asking|looking) for (?:advice|opinions))\b", re.I)


def reported_choice(text: str, sentence: list[Token]) -> str | None:
    """Why ``sentence`` (of the prompt ``text``) tells of a choice and asks none, or ``None``: "Not asking for advice,
    just venting: my dad either ignores me or yells"; with no "?" in the prompt, a "whether" / "if" after a telling
    ("I told my therapist I wasn't sure | whether to stay or leave, and she just nodded.")."""
    if said := _NO_ADVICE.search(text):
        return f"the prompt says it asks nothing ('{said.group(0)}'), so it offers no choice"
    if "?" in text:
        return None
    words = [t.low for t in sentence]
    marks = [k for k, w in enumerate(words) if w in ("whether", "if")]
    if not marks:
        return None
    told = [w for w in words[: marks[0]] if w in _TELLING]
    if told and not _asking_now(words, marks[0]) and not _wondered(words, marks[0]) \
            and not own_doubt(words, marks[0]):  # "… said to see a dentist, but I don't know | if A or B …"
        return f"it tells of what was said ('{told[0]} …'), with no question put"
    return None


# The asker promising to ask: "I'd ask", "I'll ask", "I said I would ask" …
_PROMISED = frozenset({"i'd", "i’d", "id", "i'll", "i’ll", "we'd", "we’d", "we'll", "we’ll"})
# Whom the promise asks, when it is whoever reads the prompt: "someone (neutral)", "you", "the AI", "around".
_ANYONE = frozenset({"someone", "somebody", "anyone", "anybody", "you", "u", "ai", "chatgpt", "around", "online",
                     "here", "the"})


def _asking_now(words: list[str], mark: int) -> bool:
    """Is the "whether" / "if" at ``mark`` the question the asker promised to put to whoever reads it ("I told my wife
    | I'd ask someone neutral | whether …"): "I'd" / "I'll" (or "I would" / "I will") and "ask" shortly before it,
    then only who is asked (someone, you, the AI; not "ask the team": a question put to others)?"""
    asked = [k for k in range(max(1, mark - 5), mark) if words[k] == "ask"]
    if not asked:
        return False
    k = asked[-1]
    promised = words[k - 1] in _PROMISED or (k > 1 and words[k - 1] in ("would", "will")
                                             and words[k - 2] in ("i", "we")) or _told_to_ask(words, k)
    whom = words[k + 1 : mark]
    if whom[:1] == ["the"]:
        whom = whom[1:] if whom[1:2] in (["ai"], ["internet"], ["bot"]) else ["the"]
    return promised and (not whom or (whom[0] in _ANYONE - {"the"} and len(whom) <= 2))


def _told_to_ask(words: list[str], ask: int) -> bool:
    """Was the asker told to ask, "ask" at ``ask`` ("my IT guy said | to ask you whether …", "he told me | to ask here
    if …", "someone said I should | ask whether …")? Then who is asked decides, as for a promise (not "told me to ask
    a running store if …")."""
    if ask > 2 and words[ask - 1] == "should" and words[ask - 2] in ("i", "we"):
        return words[ask - 3] in _TELLING  # "… said I should | ask whether …"
    if ask < 2 or words[ask - 1] != "to":
        return False
    return words[ask - 2] in _TELLING or (ask > 2 and words[ask - 2] in ("me", "us") and words[ask - 3] in _TELLING)


_FIRST_PERSON = frozenset({"i", "i'm", "i’m", "im", "we", "we're", "we’re"})


def _wondered(words: list[str], mark: int) -> bool:
    """Is the "whether" / "if" at ``mark`` the asker's own wondering ("… said I need a score and | I'm wondering |
    if …", "I wonder whether …"): "wondering" or "wonder" right before it, a first-person subject just before that?"""
    return mark > 1 and words[mark - 1] in ("wondering", "wonder") and any(
        w in _FIRST_PERSON for w in words[max(0, mark - 4) : mark - 1])
