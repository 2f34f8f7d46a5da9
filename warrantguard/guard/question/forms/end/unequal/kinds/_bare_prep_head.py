"""A bare word after a preposition against a modifier and a noun ("Heating the new condo with | gas or electric
baseboard?"): "gas" may be the whole means ("with gas") or a modifier of the noun after B ("gas baseboard"), and
the words do not tell which; refused (added for the seventieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, is_verb, modifier

__all__ = ["bare_prep_head"]

_MEANS = frozenset({"with", "by", "on"})


def bare_prep_head(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a one-word A right after a preposition of means closing an object ("heating the new condo with | gas"),
    and a one-word modifier B cut before a noun that closes the clause ("… or electric | baseboard?"), are unclear:
    B's noun may be B's own or both options' head."""
    if len(a) != 1 or len(b) != 1 or not modifier(a[0]) or not modifier(b[0]):
        return None
    prep, head = around.prev(a[0]), around.next(b[0])
    owner = around.prev(prep) if prep is not None else None
    if prep is None or head is None or owner is None or prep.low not in _MEANS or not _noun(owner):
        return None  # "go with | quartz or granite countertops", "under | local or general anesthesia": both's head
    after = around.next(head)
    closes = after is None or head.text[-1:] in ",;:.?!" or after.low in PREPOSITIONS
    if not head.low.isalpha() or head.capitalized or not closes or head.low in PREPOSITIONS | DETERMINERS:
        return None
    return (f"after '{prep.text} {a[0].text}' it is unclear whether '{head.low}' is option B's own or the head of both "
            f"options ('{a[0].text} {head.low}')")


def _noun(tok: Token) -> bool:
    """A lower-case word ending an object, not a verb nor a function word ("the new | condo")."""
    w = tok.low
    return tok.text.isalpha() and w == tok.text and not is_verb(tok) and w not in PREPOSITIONS | DETERMINERS
