"""A subject, its comparative and a prepositional phrase, B opening on the same preposition ("Is the Eight Sleep
better | on the cooling setting or on the neutral setting …?"): B, a phrase, stands against the phrase after the
comparative, not against the subject, so A is that phrase (added for the ninety-ninth held-out part). Words said only
of the subject, after "better off" or after a personal pronoun subject, are what B stands against too ("Is my warlock
better off | investing in Charisma or Constitution": session 49)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, PRONOUNS, Token, ing_word

__all__ = ["compared_phrase"]


def compared_phrase(a_toks: list[Token], k: int, right: list[Token]) -> list[Token] | None:
    """A from the preposition after the comparative at ``k`` when B opens on that preposition and says more ("better |
    on the cooling setting" / "on the neutral setting"); ``None`` otherwise ("Is tea better with honey | or sugar?":
    B no phrase, it may stand against the subject); past a participle after the comparative ("better programmed | in
    MicroPython" / "in C with the SDK") or an infinitive ("easier to balance | in spring" / "in fall"); B on another
    preposition of manner or place too ("faster | with the QIAcube" / "by hand")."""
    if (said := said_of_subject(a_toks, k, right)) is not None:
        return said
    if k + 3 < len(a_toks) and a_toks[k + 1].low.endswith("ed") and a_toks[k + 1].low.isalpha():
        k += 1  # "Is the Pico W better programmed | in MicroPython or in C …": the participle both's
    if k + 4 < len(a_toks) and a_toks[k + 1].low == "to" and a_toks[k + 2].low.isalpha() and right \
            and a_toks[k + 3].low == right[0].low:
        k += 2  # "Is pool water easier to balance | in spring or in fall?": the infinitive both's
    if k + 2 < len(a_toks) and len(right) > 1 and ing_word(a_toks[k + 1].low) and ing_word(right[0].low) \
            and right[0].low != a_toks[k + 1].low:
        return a_toks[k + 1 :]  # "Is rush hour worse | going into town or coming out of town?": two gerund phrases
    if k + 2 >= len(a_toks) or a_toks[k + 1].low not in PREPOSITIONS or len(right) < 2:
        return None
    return a_toks[k + 1 :] if right[0].low == a_toks[k + 1].low or right[0].low in _OTHER_PREPS else None  # "faster
    # | with the QIAcube" / "by hand": B opens on a phrase, so it stands against A's phrase, no subject


_OTHER_PREPS = frozenset({"by", "with", "without", "in", "on", "at", "via", "through", "using"})  # how or where


def said_of_subject(a_toks: list[Token], k: int, right: list[Token]) -> list[Token] | None:
    """The words after the comparative at ``k`` when they can only be said of the subject, so B stands against them:
    after "better off" ("Is my warlock better off | investing in Charisma or Constitution": how the subject fares,
    not a second subject), or after a personal pronoun subject ("Are you better | running trains clockwise or
    anticlockwise": no noun stands against "you"); else ``None``. The words must open on a phrase B can stand
    against: a preposition, an -ing word and its preposition, or an -ing word whose manner B's adverb or phrase
    answers; not "better off | eating kibble or raw food" (B a noun against the gerund's object or the gerund?)."""
    start = k + 2 if k + 2 < len(a_toks) and a_toks[k + 1].low == "off" else k + 1
    pronoun = k == 1 and a_toks[0].low in PRONOUNS - {"it", "one"}
    if (start == k + 1 and not pronoun) or start + 1 >= len(a_toks) or not right:
        return None
    first, second = a_toks[start], a_toks[start + 1]
    if first.low in PREPOSITIONS or (ing_word(first.low) and second.low in PREPOSITIONS):
        return a_toks[start:]
    manner = right[0].low in PREPOSITIONS or right[0].low.endswith(("ly", "wise"))
    return a_toks[start:] if ing_word(first.low) and manner else None
