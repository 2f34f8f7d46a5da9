"""An object and a purpose before A ("send money | to help with | costs or a long letter"): B may stand against the
purpose's object ("costs") or against the verb's own object and its purpose ("money to help with costs"); the words
do not tell which, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["purposed_object"]

_PERSONS = frozenset({"him", "her", "them", "me", "us", "you", "someone", "somebody", "anyone", "people"})


def purposed_object(core: list[Token], a: list[Token], right: list[Token]) -> str | None:
    """Why the pair is unclear when A (cut from ``core``) follows a purpose "to <verb> …" after the object of A's
    side's opening verb ("send money to help with | costs") and B opens with an article ("a long letter"); ``None``
    when no such purpose stands before A, or the object is a pronoun ("ask him to help with | A or B")."""
    if not a or not right or right[0].low not in DETERMINERS or not is_verb(core[0], initial=True):
        return None
    start = next((k for k, t in enumerate(core) if t.start == a[0].start), None)
    if start is None or start < 4:
        return None
    tos = [k for k in range(2, start - 1) if core[k].low == "to" and is_verb(core[k + 1])]
    if not tos or any(t.low in PRONOUNS | _PERSONS for t in core[1 : tos[0]]):
        return None
    said = " ".join(t.text for t in core[1:start])
    return f"unclear whether the second option stands against '{' '.join(t.text for t in a)}' or against '{said} …'"
