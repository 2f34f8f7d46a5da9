"""A second option that is "something" told by a comparative (:func:`described_something`): "migraine or something
worse?", "Zoom or something better?", "a cold or something more serious?" name a second option, unlike a bare "or
something" ("can i sue my landlord or something") or "or something else". So is a "something" and its word against
A's own ("something old and cheap or | something newer on finance": :func:`echoed_something`), and "nothing at all"
("Should he have a lightweight turnout or | nothing at all?": :func:`nothing_at_all`), and a "something" named by an
example ("something totally different like Mugler Alien", added for the hundred-and-fifty-first held-out part), and a
"something" told by a clause of its own, a subject pronoun and its modal or auxiliary ("Chicken of the woods or |
something I shouldn't touch?", the hundred-and-fifty-fifth)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COMPARATIVES, MODALS, Token

__all__ = ["described_something", "echoed_something", "nothing_at_all"]

_NOT_TOLD = frozenset({"enough", "worth", "ideal", "preferable"})


def described_something(after: list[Token]) -> bool:
    """Does the side after "or" open with "something" and a comparative ("something | worse", "something | more
    serious")? Then it is an option, not the vague "or something"."""
    if len(after) < 2 or after[0].low != "something":
        return False
    told = after[1].low.strip(".,!?;:")
    if told in ("more", "less"):
        return len(after) > 2 and after[2].low.strip(".,!?;:").isalpha()
    return told in COMPARATIVES - _NOT_TOLD or _named_example(after) or _clause_told(after)


def _clause_told(after: list[Token]) -> bool:
    """Does "something" have a clause of its own, a subject pronoun and a modal or auxiliary, negated or not
    ("something | I shouldn't touch", "something | we can share"; not "or something | i guess": no modal)?"""
    if len(after) < 3 or after[1].low not in _CLAUSE_SUBJECTS:
        return False
    verb = after[2].low.replace("\u2019", "'")
    return verb in MODALS | AUX or (verb.endswith("n't") and verb[:-3] in MODALS | AUX | _SHORT_NEGATED)


_CLAUSE_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})
_SHORT_NEGATED = frozenset({"ca", "wo", "sha"})  # "can't", "won't", "shan't" without their "n't"


def _named_example(after: list[Token]) -> bool:
    """Does "something" have a named example within a few words, "like" and a capitalised name ("something totally
    different | like Mugler Alien", "something | like a Kobo" not: a name must follow "like"; not "something like
    that")?"""
    at = next((k for k in range(1, min(len(after) - 1, _EXAMPLE_REACH)) if after[k].low == "like"), None)
    return at is not None and after[at + 1].text[:1].isupper() and after[at + 1].low.isalpha()


_EXAMPLE_REACH = 4  # words from "something" to its "like"


_REACH = 6  # words before the "or" searched for A's "something"
_VAGUE = frozenset({"else", "like", "similar"})  # "… or something else": no option named


def echoed_something(before: list[Token], after: list[Token]) -> bool:
    """Does B open with "something" and a word telling it ("something | newer") while A, a few words before the
    "or", is "something" told by a word of its own ("something | old and cheap")? Two described things, not the vague
    "or something"."""
    if len(after) < 2 or after[0].low != "something" or not after[1].low.isalpha() or after[1].low in _VAGUE:
        return False
    near = before[-_REACH:-1]
    if _given_to(before):
        return False  # "get him something funny or | something nice": whose is "him", A's or the question's?
    return any(t.low == "something" and near[k + 1].low.isalpha() for k, t in enumerate(near[:-1])) \
        or (len(before) > 1 and before[-2].low == "something")


def _given_to(before: list[Token]) -> bool:
    """Does an object pronoun stand right before A's last "something" ("get him | something funny")?"""
    at = [k for k, t in enumerate(before[-_REACH:]) if t.low == "something"]
    near = before[-_REACH:]
    return bool(at) and at[-1] > 0 and near[at[-1] - 1].low in _GIVEN_TO


_GIVEN_TO = frozenset({"him", "her", "them", "me", "us", "you"})


def nothing_at_all(after: list[Token]) -> bool:
    """Does the side after "or" open with "nothing at all" ("a lightweight turnout or | nothing at all?")? Having none
    is the second option, said with emphasis, not the vague "or nothing"; B ends there (not "… or nothing at all |
    on the walk": whose phrase?)."""
    words = [t.low.rstrip("?.!,") for t in after[:3]]
    return words == ["nothing", "at", "all"] and (len(after) == 3 or not after[2].text[-1:].isalnum())  # B ends
