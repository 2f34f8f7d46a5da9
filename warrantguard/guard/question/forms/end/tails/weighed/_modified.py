"""A phrase after B's head that answers A's own modifier: "the 3-year contract from Zscaler or the 1-year | with an
opt-out", "12 weeks fully paid or 16 weeks | at 75%". A's head carries words of its own after it, so B's phrase right
after its head is what tells B apart, not a context both options share (as "SAML or OIDC | for the portal" is)."""

from __future__ import annotations

import re
from itertools import pairwise

from warrantguard.guard.question.forms.end.amounts import priced_setting
from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPOSITIONS, Token, articled, ing_word

__all__ = ["own_modifier"]

# Prepositions opening a feature, a source or a rate of a thing, never its purpose ("for") or its time.
_FEATURE_PREPS = frozenset({"with", "without", "from", "at"})
_A_PREPS = _FEATURE_PREPS | frozenset({"via", "through"})  # A's own: also the means it is had by
_PLACE_PREPS = frozenset({"by", "near", "in", "on", "next"})


def own_modifier(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's word ``k`` a feature preposition right after B's head ("the 1-year | with an opt-out"), A holding its
    own modifier after its head: a phrase of its own ("3-year contract | from Zscaler", "Multi-account | via AWS
    Organizations" against "a single account | with …": B's head one or two words) or, an amount against an
    amount of the same unit, words after the unit ("12 weeks | fully paid" / "16 weeks | at 75%")? Not when A is
    bare ("SAML or OIDC | with SSO") or a gerund's phrase ("paying with a credit card or cash | at a dealership": the
    place of both), nor past B's second word ("… or the annual plan for teams | with SSO"). A price against a price
    of the same unit, one word after A's ("$30/month unlimited" / "$20/month | with 10GB"), too."""
    own = articled(a)
    if _clausal_a(a, right, k):
        return True  # "from the glaze being applied too thick or from dust | on the bisque"
    if named_objects(own, right, k):
        return True  # "50% off a Kenwood TM-V71A or full price | for a new Yaesu FTM-500DR": each its own named thing
    placed = right[k].low in _PLACE_PREPS and right[0].low in ARTICLES and any(
        t.low in ("with", "without") and u.low in ARTICLES | {"no"} for t, u in pairwise(own[1:-1]))  # "a corner
    if (right[k].low not in _FEATURE_PREPS and not placed) or k + 1 >= len(right):  # office with no window" /
        return False  # "an open desk | by the window": a place of B's against A's feature
    head = 1 if right[0].low in DETERMINERS else 0
    if any(t.low in PREPOSITIONS for t in right[head:k]) or len(own) < 2 or ing_word(own[0].low) \
            or priced_setting(own, right, k):  # "at $28 or $35 | at the market": A's "at" the lead's, not A's own
        return False
    amounts = own[0].low[:1].isdigit() and right[head].low[:1].isdigit() and k == head + 2 and len(own) > 2 \
        and own[1].low == right[head + 1].low  # "12 weeks fully paid" / "16 weeks | at 75%"
    phrased = k in (head + 1, head + 2) and any(t.low in _A_PREPS for t in own[1:-1])  # "contract from Zscaler" /
    # "1-year"; "Multi-account via AWS Organizations" / "a single account | with strict IAM boundaries"
    unit = _unit(own[0])
    priced = k == head + 1 and len(own) == 2 and own[1].low.isalpha() and unit is not None \
        and any(c in unit for c in "$€£/") and unit == _unit(right[head])  # "$30/month unlimited" / "$20/month | …"
    return amounts or phrased or priced or _same_head(own, right, k)


def _clausal_a(a: list[Token], right: list[Token], k: int) -> bool:
    """Do A and B open with the same preposition, A's noun carrying a clause of its own ("from the glaze | being
    applied too thick"), and B's word ``k`` open a phrase after B's noun ("from dust | on the bisque")? A's noun is
    told apart by its clause, B's by its phrase: B's own, not a setting of both (it would close A's clause)."""
    return len(a) > 3 and len(right) > k + 1 and k > 1 and a[0].low == right[0].low and a[0].low in PREPOSITIONS \
        and right[k].low in PREPOSITIONS and any(t.low in ("being", "having") for t in a[2:]) \
        and not any(t.low in PREPOSITIONS for t in right[1:k])


def named_objects(own: list[Token], right: list[Token], k: int) -> bool:
    """Is B's word ``k`` a preposition before a determiner and a name right after B's head of one or two words, A's
    head too followed by a preposition, a determiner and a name of its own ("50% off a Kenwood TM-V71A or full price
    | for a new Yaesu FTM-500DR")? Each option names the thing it is had for: B's phrase answers A's, no purpose of
    both (not "a Kenwood or a Yaesu | for the Jeep": A has no phrase; not "… | for the truck": no name; not "the
    Kenwood with a Diamond antenna or the Yaesu | for a Jeep": the heads are names, the phrases no match)."""
    head = 1 if right[0].low in DETERMINERS else 0
    if right[k].low not in _OBJECT_PREPS or k not in (head + 1, head + 2) or not _named_after(right, k):
        return False
    at = next((j for j, t in enumerate(own[1:-2], 1) if t.low in _OBJECT_PREPS), None)
    return at is not None and _named_after(own, at) and not any(t.low in PREPOSITIONS for t in right[head:k]) \
        and not any(t.text[:1].isupper() for t in (*own[:at], *right[head:k]))  # the heads no names themselves


def _named_after(toks: list[Token], j: int) -> bool:
    """A determiner after word ``j`` and a capitalised name within the two words after it ("off | a Kenwood", "for |
    a new Yaesu")."""
    return j + 2 < len(toks) and toks[j + 1].low in DETERMINERS \
        and any(t.text[:1].isupper() for t in toks[j + 2 : j + 4])


_OBJECT_PREPS = frozenset({"for", "off", "on", "with", "from", "at"})


def _unit(tok: Token) -> str | None:
    """An amount's shape with its figures as "#" ("$30/month" -> "$#/month"), or ``None`` for no figure."""
    return re.sub(r"\d[\d.,]*", "#", tok.low) if any(c.isdigit() for c in tok.low) else None


def _same_head(own: list[Token], right: list[Token], k: int) -> bool:
    """Does B's word before ``k`` repeat A's head noun, followed in A by a feature phrase of its own ("the stable $72k
    job at the county or the $90k job | with no benefits")? Each head carries its own phrase."""
    at = next((j for j, t in enumerate(own) if t.low in _FEATURE_PREPS), None)
    return at is not None and 1 <= at < len(own) - 1 and k >= 2 and own[at - 1].low == right[k - 1].low \
        and right[k - 1].low.isalpha()
