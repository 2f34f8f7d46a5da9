"""The name closing B, B's own when A names its own (see ``_b_rest.whole_b``): "go with Click Netherfield or pay the
extra | for Glasbau Hahn", "stay with Acme or switch | to Zenith Power". A verb phrase A holding a name after its
verb chooses that name; B's verb phrase closing on a preposition and another name chooses that one, so the phrase is
what B is, not a context both share. Not when A holds no name of its own ("renew or cancel | for Acme Corp": whose
account, both's), nor when the name is A's again."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb, time_word

__all__ = ["named_rest"]

_MAX_NAME = 4
_CHOOSING = frozenset({"for", "to", "with", "from"})  # "pay | for", "switch | to", "go | with", "buy | from"
# Named times a "for" phrase may be the occasion of both ("… or fly with BA | for Christmas"): months and feasts.
_NAMED_TIMES = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                          "october", "november", "december", "christmas", "xmas", "easter", "thanksgiving",
                          "halloween", "diwali", "eid", "hanukkah", "ramadan", "new", "summer", "winter", "spring",
                          "autumn"})


def named_rest(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """``rest`` when it is a preposition and a capitalised name closing B's verb phrase, set against a name inside
    A's verb phrase, by this module's docstring; else []."""
    if len(a) < 2 or not rest or rest[0].low not in _CHOOSING or not 2 <= len(rest) <= _MAX_NAME + 1:
        return []
    if not (is_verb(a[0], initial=True) and is_verb(b[0], initial=True)):
        return []
    name = [t.text.rstrip("?!.") for t in rest[1:]]
    if not all(w[:1].isupper() and w.isalnum() for w in name) or rest[1].low in _NAMED_TIMES or time_word(rest[1]):
        return []
    start = 2 if a[1].low in PREPOSITIONS else 1  # "go with | Click Netherfield", "hire | Dave"
    a_names = [t.text for t in a[start:] if t.text[:1].isupper()] if a[start].text[:1].isupper() else []
    return rest if a_names and a_names[: len(name)] != name else []
