"""A name alone after A's preposition against an articled B whose head is a common noun ("DC charger with a PSU or
an AC/DC combo unit"): B, a thing of A's head's kind, may stand against the whole of A ("a DC charger with a PSU" /
"an AC/DC combo unit") or against the name after the preposition ("with | a PSU or an AC/DC combo unit"); the form
alone cannot tell, so the pair is refused (added for the hundred-and-twenty-sixth held-out part). So is the mirror
form, a name before the preposition and a bare common noun after it against an articled B ("Gift Aid on admission
vs a donation box", added for the hundred-and-thirty-fourth)."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Refusal, Token
from warrantguard.guard.question.words._times import TIME_NOUNS

__all__ = ["named_head_doubt", "named_tail_doubt"]


def _common(tok: Token) -> bool:
    """A lower-case word of letters: a common noun's word ("charger", "unit")."""
    return tok.text.isalpha() and tok.text.islower()


def named_tail_doubt(head: list[Token], tail: list[Token], b_head: list[Token], articled: bool) -> None:
    """Refuse when A's phrase after its preposition is one articled capitalised word, A's head before it ends on a
    singular common noun and B, articled and two words or more, ends on a common noun that tells no time ("DC charger
    with a | PSU or an AC/DC combo unit"); nothing otherwise ("NIE appointment in | Madrid or Barcelona": B a name;
    "Coffee with a | croissant or a bagel": no name; "veterans with a | Secret or a TS/SCI clearance": a plural
    head, the kind both options are of; "on the | Thursday or the Friday night": a time)."""
    if not articled or len(tail) != 1 or not tail[0].text[:1].isupper() or not head or not _common(head[-1]):
        return
    if head[-1].low.endswith("s") or len(b_head) < 2 or not _common(b_head[-1]) or b_head[-1].low == head[-1].low:
        return
    if b_head[-1].low in TIME_NOUNS:
        return
    raise Refusal(f"unclear whether the second option stands against '{tail[0].text}' or against the whole first "
                  "option")


def named_head_doubt(head: list[Token], tail: list[Token], b_head: list[Token], b_articled: bool) -> None:
    """Refuse when A's head before its preposition is a name of up to three capitalised words, the phrase after it one
    bare lower-case noun as written (not "a Maine Coon with a | comb") and B, with an article of its own and two words
    or more, ends on a common noun ("Gift Aid on | admission vs a donation box"): B may stand against the whole name
    with its phrase or against the bare noun alone; nothing otherwise ("NIE appointment in | Madrid or Barcelona": a
    common head; "Netflix on | mobile or desktop": B bare, as the noun is)."""
    if not b_articled or len(tail) != 1 or not _common(tail[0]) or not 0 < len(head) <= 3:
        return
    if not all(t.text[:1].isupper() and t.text.isalpha() for t in head) or len(b_head) < 2 or not _common(b_head[-1]):
        return
    if b_head[-1].low in TIME_NOUNS or tail[0].low in TIME_NOUNS:
        return
    raise Refusal(f"unclear whether the second option stands against '{tail[0].text}' or against the whole first "
                  "option")
