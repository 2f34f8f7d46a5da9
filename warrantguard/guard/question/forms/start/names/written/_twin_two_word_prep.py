"""Two phrases of one two-word preposition closing on names, the subject of a verb after B ("Do reefer loads | out
of California or out of Florida | pay better?"): the phrases are the options, the verb after B no word of B's
(:func:`twin_two_word_prep`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import TWO_WORD_PREPOSITIONS, Around, Token, is_verb

__all__ = ["twin_two_word_prep"]

_NAME = 2  # words of a name at most


def twin_two_word_prep(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A from the two-word preposition B opens with, and B to its name, when both phrases close on names and B
    perhaps on one verb after its name ("California" / "out of Florida pay", "loads out of Texas" / "out of Ohio":
    "out of California", "out of Florida"); the pair unchanged otherwise (a lower-case word after B's name that is no
    verb: "… or out of Florida | produce" may be B's own noun)."""
    if around.uncased or len(b) < 3 or (b[0].low, b[1].low) not in TWO_WORD_PREPOSITIONS:
        return a, b
    names = b[2:-1] if is_verb(b[-1]) and b[-1].text.islower() else b[2:]
    if not 1 <= len(names) <= _NAME or not all(_name(t) for t in names):
        return a, b
    own = _prep_phrase(a, (b[0].low, b[1].low), around)
    return (own, b[: 2 + len(names)]) if own is not None else (a, b)


def _prep_phrase(a: list[Token], prep: tuple[str, str], around: Around) -> list[Token] | None:
    """A's phrase of the preposition ``prep`` closing on a name: inside A ("loads | out of Texas") or just before it
    (A "California" after "out of"); ``None`` when A has none."""
    at = [k for k in range(len(a) - 2) if (a[k].low, a[k + 1].low) == prep]
    if at:
        rest = a[at[-1] + 2 :]
        return a[at[-1] :] if len(rest) <= _NAME and all(_name(t) for t in rest) else None
    first = around.prev(a[0]) if a else None
    second = around.prev(first) if first is not None else None
    if first is None or second is None or (second.low, first.low) != prep or not 1 <= len(a) <= _NAME:
        return None
    return [second, first, *a] if all(_name(t) for t in a) else None


def _name(tok: Token) -> bool:
    """Is ``tok`` a capitalised word of letters ("California")?"""
    return tok.text.isalpha() and tok.text[:1].isupper()
