"""B cut inside a quotation it opens ("tightening the | 'who can look you up' | settings help more?"): the quoted
words are one name, B's own, and the noun right after the closing quote is the head they name."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, PREPOSITIONS, Around, Token, is_verb

__all__ = ["open_quote_b"]

_OPENING, _CLOSING = ("'", "‘", '"', "“"), ("'", "’", '"', "”")


def _unclosed(b: list[Token]) -> bool:
    """Does a word of B open a quotation that no later word of B closes ("tightening the 'who")?"""
    opened = False
    for t in b:
        if t.text.startswith(_OPENING) and not (len(t.text) > 1 and t.text.rstrip("?!.,").endswith(_CLOSING)):
            opened = True
        elif opened and t.text.rstrip("?!.,").endswith(_CLOSING):
            opened = False
    return opened


def open_quote_b(b: list[Token], around: Around) -> list[Token]:
    """B through the word closing the quotation it opens, and the plain noun after it when a word still follows in
    the sentence ("tightening the 'who | can look you up' settings | help more?"); ``b`` when B opens no quotation or
    the sentence ends before the quotation closes."""
    if not b or not _unclosed(b):
        return b
    more: list[Token] = []
    nxt = around.next(b[-1])
    while nxt is not None and len(more) < 8:
        more.append(nxt)
        if nxt.text.rstrip("?!.,").endswith(_CLOSING):
            break
        nxt = around.next(nxt)
    else:
        return b
    head = around.next(more[-1]) if not more[-1].text.endswith(("?", "!", ".", ",")) else None
    after = around.next(head) if head is not None else None
    if head is not None and after is not None and head.text.isalpha() and head.text.islower() \
            and head.low not in AUX | PREPOSITIONS and not is_verb(head):
        more.append(head)
    return [*b, *more]
