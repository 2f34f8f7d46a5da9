"""An amount a second verb of B takes as its object: "… or 10% down | and keep more cash", "… or rent and save
less money". The comparative after "and" and a verb counts the verb's noun object ("more cash"); it starts no
predicate of the pair ("Is A or B | more …").
"""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, PREPS, Token, is_verb

__all__ = ["joined_amount"]

_AMOUNTS = frozenset({"more", "less", "fewer"})
# Verbs that link a subject to an adjective ("and feel more secure"): what follows them may be a predicate.
_LINKING = frozenset({"feel", "seem", "look", "sound", "get", "become", "stay", "remain", "be", "grow", "turn"})
_ADJECTIVE_ENDS = ("able", "ible", "ful", "ive", "ous", "ent", "ant", "al", "ic", "less", "ly")


def joined_amount(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word "more" / "less" / "fewer" before a noun, right after a verb B joins with "and" ("… or
    10% down and keep | more cash", "… and pay | less interest")? The amount is the verb's object, B's own. Not
    after a linking verb or before an adjective ("… and feel | more secure"), nor before "than" or a preposition,
    nor when B opens with a verb ("… or rent and save more money"): there A's own verb is not told."""
    if k < 3 or right[k].low not in _AMOUNTS or right[k - 2].low != "and" or k + 1 >= len(right):
        return False
    if is_verb(right[0], initial=True) or right[0].low.endswith("ing"):
        return False  # "… or rent and save | more money": B a verb, and A's verb unsure
    verb, noun = right[k - 1], right[k + 1].low.rstrip("?.!,")
    if not is_verb(verb) or verb.low in COPULAS | _LINKING:
        return False
    return noun.isalpha() and noun not in PREPS | {"than"} and not noun.endswith(_ADJECTIVE_ENDS)
