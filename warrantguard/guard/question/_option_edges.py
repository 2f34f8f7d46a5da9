"""The edges of a located pair once its sides are cut: a focus adverb and article opening B ("just a | video
call") and whether an article stands before an option (its first word is then a noun)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, MODALS, Around, Token, is_verb

__all__ = ["after_article", "closing_b", "modal_b", "unfocused"]


def unfocused(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without the focus adverb and article opening it when A is an articled noun phrase cut from its verb and B an
    articled noun phrase ("require a | home visit or just a video call": the options are the two things, "just"
    weighs them); B unchanged otherwise ("a living trust or just a will": no verb cut; "… or just the one with the
    hood": "one" stands for a head)."""
    before = around.prev(a[0])
    verb = around.prev(before) if before is not None else None
    if len(b) > 2 and b[0].low in _FOCUS and b[1].low in ARTICLES and before is not None and before.low in ARTICLES \
            and verb is not None and is_verb(verb) and b[2].low not in ("one", "ones"):
        return b[2:]
    return b


_FOCUS = frozenset({"just", "only", "simply"})


def after_article(around: Around, option: list[Token]) -> bool:
    """Does an article stand right before ``option`` ("whether a | will or a living trust"), or a "vs"
    right after its one word ("Will vs living trust")? Its first word is a noun, even one spelt like
    an auxiliary; so is a lone "will" opening the prompt (after hashtags at most), its sentence or its clause, before
    "or" ("#estateplanning | will or trust", "…, jointly, | will or trust?", "[urgent] | will or trust",
    :func:`~warrantguard.guard.question.forms.lone_will`)."""
    prev, after = around.prev(option[0]), around.next(option[-1])
    vs = len(option) == 1 and after is not None and after.low in ("vs", "vs.", "versus")
    tagged = prev is not None and prev.text.startswith("#") and around.prev(prev) is None  # "#estateplanning | will"
    opening = around.opens(option[0]) or tagged  # "…, jointly, | will or trust?"
    lone = len(option) == 1 and option[0].low == "will" and opening and after is not None and after.text == "or"
    return vs or lone or (prev is not None and prev.low in ARTICLES)





def modal_b(lead: list[Token], right: list[Token]) -> bool:
    """Does B open with a modal of its own and a verb, against another modal closing the lead before A ("whether the
    deposit should | go in escrow or | can stay in my account")? B keeps its modal; A's is the lead's."""
    return bool(lead) and lead[-1].low in MODALS and len(right) > 1 and right[0].low in MODALS \
        and right[0].low != lead[-1].low and is_verb(right[1])


def closing_b(b: list[Token], around: Around) -> bool:
    """Does option B close its sentence, no infinitive's "to" before it ("… or just ask her?"; not "… or to keep
    her?", which may run on in another clause)? Then nothing follows its last word; nor does anything when a
    subordinate clause follows it ("… or just text her | when something's coming?": "her" owns no "when")."""
    before = around.prev(b[0]) if b else None
    after = around.next(b[-1]) if b else None
    return bool(b) and (after is None or after.low in _CLAUSE_OPENERS) and (before is None or before.low != "to")


_CLAUSE_OPENERS = frozenset({"when", "whenever", "if", "once", "because", "while", "unless", "until", "since"})
