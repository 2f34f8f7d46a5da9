"""Two verbs and an amount after the second ("should I agree or counter with 40%?"): A a verb alone, B a verb, a
preposition and a number. The amount may be B's own ("counter with 40%", as A says nothing of its own) or what both
verbs are done at ("buy or lease with 20% down"); the form does not say, so the pair is refused (added for the late
fixes of the held-out parts 131-135). Not when A has words of its own ("Take it or counter at £250": B's amount
against A's object), nor when A's verb takes no object ("wait or leave | at 5pm": nothing is cut as shared)."""

from __future__ import annotations

from warrantguard.guard.question.words import INTRANSITIVE, PREPOSITIONS, Token, is_verb, phrase_text

__all__ = ["lone_verb_amount"]


def lone_verb_amount(core: list[Token], right: list[Token]) -> str | None:
    """Why a verb pair "VERB or VERB PREP AMOUNT" is unclear, by this module's docstring; else ``None``."""
    if len(core) != 1 or len(right) < 3 or not is_verb(core[0]) or core[0].low in INTRANSITIVE or not is_verb(right[0]):
        return None
    if right[1].low not in PREPOSITIONS or not _number(right[2]):
        return None
    return f"unclear whether '{phrase_text(right[1:])}' belongs to the second option or to both"


def _number(tok: Token) -> bool:
    """A number, with or without its currency ("40%", "$500", "2k")."""
    return tok.text.lstrip("$€£")[:1].isdigit()
