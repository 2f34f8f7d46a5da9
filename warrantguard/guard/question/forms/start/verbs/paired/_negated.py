""""plead no contest or | not guilty on a red light camera ticket": "or not" before a content word opens a negated
option (a plea, a state: "not guilty", "not liable"; not a verb, whose object may be both's), not the yes/no "… or
not?" nor "or not yet", "or not at all", "or not really"."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    CUT_WORDS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_WORDS,
    VERBS,
    Refusal,
    Token,
)

__all__ = ["negated_option"]

_NOT_HEADS = frozenset({"yet", "quite", "so", "sure", "necessarily", "much", "exactly", "always", "all", "too", "very",
                        "worth", "only", "anymore", "either", "now", "ever", "entirely", "totally", "completely",
                        "bother", "really", "even", "possible", "applicable", "relevant"})


def negated_option(after: Token, then: Token | None) -> bool:
    """Is ``after`` "not" opening option B before the lower-case content word ``then`` ("or | not guilty", "or | not
    liable"): no mark after "not", and ``then`` no function word, time word or degree adverb ("or not yet",
    "or not at all", "or not, since …", "or not really", "or not?")?"""
    if after.text != "not" or then is None:
        return False
    w = then.low
    if not w.isalpha() or then.capitalized or w.endswith("ly"):
        return False
    return w not in CUT_WORDS | PREPOSITIONS | PRONOUNS | DETERMINERS | AUX | ADVERBS | TIME_WORDS | _NOT_HEADS \
        and w not in VERBS  # "or not call the landlord": a verb's object may be both's, left to the verb rules


def negated_against(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A set against a negated state B ("plead | no contest or not guilty", "Is the landlord | liable or not
    liable"): A without the verb B does not repeat ("no contest"), or A's last word when B negates it ("liable");
    ``a`` itself when B is no negated state; raises :class:`Refusal` when A cannot be cut to B's form ("the landlord
    or not liable")."""
    if len(b) < 2 or not negated_option(b[0], b[1]):
        return a
    if a[0].low == "no" and len(a) > 1:
        return a  # "enter | no contest or not guilty": "no" against "not" already
    if _amount_against_amount(a, b):
        return a  # "Too much water or | not enough light": an amount against the negated amount
    if a[-1].low == b[1].low:
        return a[-1:]  # "guilty or not guilty", "the landlord liable or not liable"
    verb = a[0].low in VERBS and a[1].low not in PRONOUNS | DETERMINERS if len(a) > 1 else False
    if len(a) > 2 and (verb or (a[1].low == "no" and a[0].low not in PREPOSITIONS | DETERMINERS)):
        return a[1:]  # "plead | no contest or not guilty": "no" against "not", the word before it the verb
    raise Refusal(f"option A is not the counterpart of the negated state B ('{b[0].text} {b[1].text}')")


_QUANTITY = frozenset({"enough", "much", "many"})


def _amount_against_amount(a: list[Token], b: list[Token]) -> bool:
    """Is B a negated amount of a noun ("not enough light") against A's amount of its own ("Too much water", "too
    many plants"): A opens on "too" and an amount before its noun, so the two quantities are the options."""
    degree = len(a) > 2 and a[0].low == "too" and a[1].low in ("much", "many", "little", "few")
    return len(b) > 2 and b[1].low in _QUANTITY and degree and a[-1].text[-1:].isalpha()
