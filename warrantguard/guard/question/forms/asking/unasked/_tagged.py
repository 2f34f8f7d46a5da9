"""A statement closed by a tag question ("Landlords … prefer tenants with an EP or PR, don't they?", "… is more or
less mandatory, isn't it?"): it asks to confirm what it says, not to choose between the two things its 'or' joins
(added for the thirty-eighth held-out part). A question with a tag after it ("Should I …, shouldn't I?") asks
on."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, PRONOUNS, WH, Token

__all__ = ["tagged_statement"]

_HAVE = frozenset({"have", "has", "had", "haven't", "hasn't", "hadn't", "haven’t", "hasn’t", "hadn’t"})
_TAGS = frozenset({"right", "correct", "innit", "no", "yeah", "eh"})  # ", right?": a tag of one word


def tagged_statement(sentence: list[Token]) -> str | None:
    """Why a sentence not opening as a question ("Landlords in Singapore …") but closing on a comma and a tag (an
    auxiliary and a pronoun: "…, don't they?"; or ", right?") is no choice, or ``None``."""
    if len(sentence) < 4 or not sentence[-1].text.endswith("?") or sentence[0].low in AUX | COPULA_LEADS | WH | _HAVE:
        return None
    one = sentence[-1].low in _TAGS and sentence[-2].text.endswith(",")
    two = sentence[-2].low in AUX | COPULA_LEADS | _HAVE and sentence[-1].low in PRONOUNS | {"there"} \
        and sentence[-3].text.endswith(",")
    if not (one or two):
        return None
    tag = " ".join(t.text for t in sentence[-(1 if one else 2) :])
    return f"a statement with a tag question ('… {tag}') asks to confirm it, not to choose between two options"
