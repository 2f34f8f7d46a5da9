"""A from the preposition B opens on when that preposition stands a few words before A's start: "be reviewed | by
the full board annually or by the safeguarding lead every six months?", "claim | through Charities Online or through
our CRM's HMRC integration?": B repeats A's preposition, so A's phrase starts at it (not at the adverb or the name's
last word the cut left)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._way_adverb import WAY_ADVERBS
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["echoed_prep_a"]

_REACH = 4  # words back from A's start to B's preposition


def echoed_prep_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A back to the preposition B opens on, found at most four plain words before A ("by | the full board | annually
    or by …", "through | Charities | Online or through …"); ``a`` otherwise (A opens on a preposition already; A a way
    adverb, "online"; no such preposition near; a verb, a comma or a coordinator between)."""
    if not a or len(b) < 2 or b[0].low not in PREPOSITIONS or a[0].low in PREPOSITIONS:
        return a
    if len(a) == 1 and a[0].text.islower() and a[0].low in WAY_ADVERBS:
        return a  # "dinner at the hotel | online or at the office": a way against B's place
    back: list[Token] = []
    tok = around.prev(a[0])
    while tok is not None and len(back) < _REACH:
        if tok.text.endswith((",", ";", ":", ".", "?", "!")) or tok.low in ("or", "and", "vs"):
            return a
        if tok.low == b[0].low:
            return [tok, *reversed(back), *a] if back and not _infinitive(tok, back[-1]) else a
        if tok.low in PREPOSITIONS or is_verb(tok):
            return a
        back.append(tok)
        tok = around.prev(tok)
    return a


def _infinitive(tok: Token, nxt: Token) -> bool:
    """Is ``tok`` "to" before a word that opens no noun phrase ("whether | to press seams | open or to the side"): the
    infinitive's marker, not B's preposition?"""
    return tok.low == "to" and nxt.low not in DETERMINERS and not nxt.text[:1].isupper() and not nxt.text[:1].isdigit()
