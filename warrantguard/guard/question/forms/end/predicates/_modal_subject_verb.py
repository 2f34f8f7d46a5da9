"""The verb after a subject pair asked with a modal ("Would a Hobie Pro Angler or an Old Town Predator | handle chop
…", "Would a ground blind or ladder stand | spook fewer deer …"): where B's words end and the verb begins, told by
A's form when the verb is a word the lists lack or read as a noun."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    DEGREE,
    DETERMINERS,
    PARTICLES,
    PHRASAL,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["named_subject_verb_b", "twin_compound_subject_b"]

_NOT_OBJECT = PREPOSITIONS | PARTICLES | PHRASAL | COMPARATIVES | DEGREE | PRONOUNS | DETERMINERS
_OBJECT_OPENERS = DETERMINERS | DEGREE | PRONOUNS | frozenset({"fewer", "many", "much"})


def _modal_subject(a: list[Token], around: Around) -> bool:
    """Does A follow an article after a modal or an auxiliary opening the question ("Would a | …")?"""
    article = around.prev(a[0])
    lead = around.prev(article) if article is not None and article.low in ("a", "an") else None
    return lead is not None and lead.low in AUX and around.opens(lead)


def _bare(tok: Token | None) -> bool:
    """Is ``tok`` a lower-case word with no punctuation after it?"""
    return tok is not None and tok.text.isalpha() and tok.text.islower()


def named_subject_verb_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B cut before its closing lower-case word when A is a capitalised name and B one with that word after it,
    then a bare object ("… or an Old Town Predator | handle chop on Lake Erie better?"): the word is the modal's
    verb, not B's head noun (A names no head). ``b`` otherwise ("… or a Specialized Rockhopper frame | hold up
    …": a word read as a noun as often as a verb)."""
    if len(b) < 2 or not all(t.capitalized for t in a) or not all(t.capitalized for t in b[:-1]) \
            or not _bare(b[-1]) or b[-1].low in AMBIGUOUS or not is_verb(b[-1]) or not _modal_subject(a, around):
        return b
    nxt = around.next(b[-1])
    return b[:-1] if _bare(nxt) and nxt is not None and nxt.low not in _NOT_OBJECT else b


def twin_compound_subject_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B one word against A's two bare words, and two bare words after B before an object ("Would a ground blind or
    ladder | stand spook fewer deer …"): the first is B's head, as A's second is A's; the second the verb."""
    if len(a) != 2 or len(b) != 1 or not all(_bare(t) for t in (*a, *b)) or b[0].low.endswith("s") \
            or not _modal_subject(a, around):
        return b  # not "… or tolls | reduce traffic more": a plural is a head, no modifier of one
    run = around.after(b[-1], 3)
    if len(run) < 3 or not all(_bare(t) for t in run[:2]) or run[0].low in _NOT_OBJECT \
            or run[1].low in _NOT_OBJECT or run[2].low not in _OBJECT_OPENERS:
        return b
    return [*b, run[0]]
