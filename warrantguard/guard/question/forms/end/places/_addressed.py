"""A message and the people it is addressed to: "a public postmortem or a private note | to affected customers"
(the "to" phrase is B's own when B names a message and A names nothing sent: a postmortem is not sent "to"
anyone; "flowers or a card | to my aunt" share it). Both options a modifier and a head ("public postmortem" /
"private note"): two kinds of response set side by side."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.places._donated import donated_to
from warrantguard.guard.question.words import DETERMINERS, Token, is_verb

__all__ = ["SENT", "addressed"]

# Nouns of a message sent to someone (a word list, for review).
_MESSAGES = frozenset({"note", "notes", "letter", "letters", "email", "emails", "e-mail", "message", "messages",
                       "memo", "apology", "text", "card", "reply", "response", "invitation", "invite", "notice",
                       "dm", "newsletter", "announcement", "complaint", "petition", "request", "appeal"})
# Things sent or given to someone besides messages: an A headed by one shares B's "to" phrase.
_SENT = _MESSAGES | frozenset({"call", "calls", "visit", "gift", "gifts", "present", "flowers", "bouquet", "package",
                               "parcel", "payment", "donation", "invoice", "statement", "release", "warning"})
SENT = _SENT


def addressed(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "to" at ``k`` the address of B's message ("a private note | to affected customers"), both options a
    modifier and a head, A's naming nothing sent ("a phone call or a letter | to the landlord" shares it), and
    no verb after "to" ("a note | to explain …": a purpose)?"""
    if donated_to(right, k):  # "flowers or a donation | to the charity": the gift's recipient
        return True
    if right[k].low != "to" or k + 1 >= len(right) or right[k - 1].low not in _MESSAGES:
        return False
    own = [t for t in right[:k] if t.low not in DETERMINERS]
    mine = [t for t in a if t.low not in DETERMINERS]
    if len(own) != 2 or len(mine) != 2 or not mine[0].low.isalpha() or mine[-1].low in _SENT:
        return False
    return not (is_verb(right[k + 1]) and right[k + 1].low not in DETERMINERS)
