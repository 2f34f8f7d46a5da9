"""Rates after an amount ("$40 an hour", "2 cups a day"): shared by both options or B's own (issue 22,
split from ``_parallel``).

A rate closing noun phrase B when A has none belongs to both ("2 cups or 3 cups | a day"), unless B is a
bare price against A's priced noun ("a $500 flat fee or $150 an hour"): then the rate is B's own unit,
as A's noun is A's.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._stated_after import own_rate_after, own_source
from warrantguard.guard.question.words import Token, dated, ing_word, is_verb

__all__ = ["CURRENCY", "RATE_UNITS", "money", "own_price", "unrated"]

CURRENCY = ("$", "€", "£", "¥")
RATE_UNITS = frozenset({"hour", "day", "night", "week", "month", "year", "session", "visit", "head", "seat"})
_PER = frozenset({"a", "an", "per", "each", "every"})


def unrated(a: list[Token], b: list[Token]) -> list[Token]:
    """Noun phrase B without a closing rate when A has none ("2 cups or 3 cups | a day"): it belongs to
    both; but not B's rate after its bare price against A's priced noun ("$500 flat fee or $150 an hour"), nor a
    frequency ("twice a year") closing B's verb phrase."""
    rated = len(b) > 2 and b[-2].low in _PER and b[-1].low in RATE_UNITS
    if rated and b[-3].low in ("once", "twice", "thrice", "times"):  # "… or clean them | twice a year": B's own
        return b
    if rated and b[-3].low in _OBJECT_PRONOUNS:  # "… and call it | a day": a pronoun's complement, no amount rated
        return b
    counted = _has_amount(b[:-2])
    if rated and len(b) == 3 and (is_verb(b[0], initial=True) or ing_word(b[0].low)) and not counted:
        return b  # "… or wait | a year": a span after a verb, no amount to rate; "… or paying | per visit": the rate
    # of B's gerund
    if rated and not counted and is_verb(b[0], initial=True) and not is_verb(a[0], initial=True) \
            and not _has_amount(a):  # "Season locker at the base or carry everything from the car | each day": the
        return b  # frequency of B's verb, A a noun with no amount to rate
    if rated and len(a) > 2 and dated(a):  # "declutter it in one weekend or chip away at it 15 mins | a day": B's
        return b  # rate against A's own time
    if rated and not any(t.low in _PER for t in a[1:]) and not _priced_noun(a, b) and not _priced_phrases(a, b):
        return b[:-2]
    return b


def _has_amount(toks: list[Token]) -> bool:
    """Do these words hold an amount a rate can be of: a figure, a price or a count word ("2 cups", "$40", "two")?"""
    return any(t.text[:1].isdigit() or t.text.startswith(CURRENCY) or t.low in _COUNTS for t in toks)


_OBJECT_PRONOUNS = frozenset({"it", "them", "him", "her", "me", "us", "you"})
_COUNTS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "few", "couple",
                     "several", "many", "more", "less", "fewer", "half", "double"})


def _priced_noun(a: list[Token], b: list[Token]) -> bool:
    """A a price and a noun ("$500 flat fee"), B a bare price and its rate ("$150 an hour")."""
    priced = all(side[0].text.startswith(CURRENCY) and side[0].text[1:2].isdigit() for side in (a, b))
    return priced and len(b) == 3 and len(a) > 1 and a[-1].low.isalpha()


_PRICED_AT = frozenset({"at", "for", "from"})


def _priced_phrases(a: list[Token], b: list[Token]) -> bool:
    """A noun closing on a price phrase of its own ("a 10-session block | at £120"), B a noun and its price phrase
    before the rate ("one-to-ones at £35 | an hour"): each option is priced in its own phrase, so the rate is B's
    unit, as A's total is A's."""
    return len(a) > 2 and a[-2].low in _PRICED_AT and money(a[-1]) \
        and len(b) > 4 and b[-4].low in _PRICED_AT and money(b[-3])


def own_price(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the price phrase at B's ``k``-th word B's own because A closes on a price phrase of its own ("the 3-day
    combo at €95 or a 1-day ticket | for €19")? Each option is priced, neither price both's; so is B's rate after
    its head against A's before ("… or a 12-month CD | at 4.2%"), and B's source against A's name ("the $1,299 Sony
    CRE-E10 or the $3,500 pair | from the audiologist", :mod:`._stated_after`)."""
    if own_rate_after(a, right, k) or own_source(a, right, k) or _price_difference(right, k) or _free(a, right, k) \
            or _free(a, right, k - 1) or _relative_price(a, right, k):
        return True
    return len(a) > 2 and k + 1 < len(right) and right[k].low in _PRICED_AT and money(right[k + 1]) \
        and a[-2].low in _PRICED_AT and money(a[-1])


def _price_difference(right: list[Token], k: int) -> bool:
    """Is B's phrase at ``k`` what B costs beside A ("the direct one | for £180 more", "… | at $20 extra")? A price
    set against the other option's is B's own, never both's."""
    return k + 2 < len(right) and right[k].low in _PRICED_AT and money(right[k + 1]) \
        and right[k + 2].low.rstrip("?.!,") in _DIFFERENCE


def _free(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's phrase at ``k`` "for free" closing B, against a price phrase of A's own ("1921 census at £2.50 per image
    or the 1939 Register | for free")? Each option is priced, the free one too."""
    free = 0 <= k == len(right) - 2 and right[k].low == "for" and right[k + 1].low.rstrip("?.!,") == "free"
    return free and any(a[j].low in _PRICED_AT and money(a[j + 1]) for j in range(1, len(a) - 1))


_DIFFERENCE = frozenset({"more", "extra", "less", "cheaper", "dearer", "pricier"})


def _relative_price(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's word ``k`` in a phrase closing B of A's pricing preposition and a price told against A's ("a pair for
    $420 or two pairs | for about the same", "… | at roughly the same price", "… | for less")? A closes on its own
    price phrase, so B's is B's own, never a purpose both share ("… | for a remote worker")."""
    if len(a) < 3 or a[-2].low not in _PRICED_AT or not money(a[-1]):
        return False
    start = next((j for j in range(k, max(0, len(right) - 7), -1) if right[j].low == a[-2].low), 0)
    return start > 0 and _price_against(right[start + 1 :])


def _price_against(rest_toks: list[Token]) -> bool:
    """Do these words tell a price only against another's ("about the same", "the same price", "a bit less")?"""
    rest = [t.low.rstrip("?.!,") for t in rest_toks]
    rest = rest[1:] if rest[:1] and rest[0] in _ROUGHLY else rest
    if len(rest) > 1 and rest[-1] in _PRICE_NOUNS:
        rest = rest[:-1]  # "… the same price"
    if rest[:1] == ["a"] and rest[1:2] in (["bit"], ["little"], ["tad"]):
        rest = rest[2:]  # "… a bit less"
    return rest in (["the", "same"], ["same"]) or (len(rest) == 1 and rest[0] in _DIFFERENCE - {"extra"})


_ROUGHLY = frozenset({"about", "around", "roughly", "approximately", "approx", "nearly", "almost", "basically",
                      "just", "slightly"})
_PRICE_NOUNS = frozenset({"price", "cost", "money", "amount", "total"})


def money(tok: Token) -> bool:
    """An amount of money ("€95", "$1,200")."""
    return tok.text.startswith(CURRENCY) and tok.text[1:2].isdigit()
