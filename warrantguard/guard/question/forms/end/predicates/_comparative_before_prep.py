"""An unlisted comparative read as B's last word before a preposition after a copula opening ("Is the state or the
federal FOIA law | stricter | on response deadlines?"): what is said of both, not B's. With it cut, a one-word A
against a longer B after the same article may share B's head ("the state or the federal | FOIA law") or not ("the
bus or the night train"): refused, the form cannot tell (added for the hundred-and-twenty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DETERMINERS, PREPOSITIONS, Around, Refusal, Token, is_verb

__all__ = ["comparative_before_prep_b", "degree_before_comparative_b"]

_COPULAS = frozenset({"is", "are", "was", "were"})


def _comparative(tok: Token) -> bool:
    """Is ``tok`` a lower-case "-er" word whose stem is no verb ("stricter", "quieter"; not "speaker")?"""
    low = tok.text
    if not low.isalpha() or not low.islower() or len(low) < 6 or not low.endswith("er"):
        return False
    stem = low[:-3] + "y" if low.endswith("ier") else low[:-2]
    return not any(is_verb(Token(s, 0, len(s))) for s in (stem, stem + "e", low[:-1]))


def comparative_before_prep_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing comparative that a preposition follows when a copula opens the sentence before A ("Is the
    iPhone or the Samsung phone | stricter | on …"); refused when A is then one lower-case word and B, after the same
    article, more ("the state or the federal FOIA law"); ``b`` otherwise."""
    nxt = around.next(b[-1]) if b else None
    if len(b) < 2 or not a or nxt is None or nxt.low not in PREPOSITIONS or around.next(nxt) is None \
            or not _comparative(b[-1]) or b[-2].low in DETERMINERS:  # not "… or call a plumber | for?": a noun
        return b
    art = around.prev(a[0])
    lead = around.prev(art) if art is not None and art.low in DETERMINERS else art
    if lead is None or lead.low not in _COPULAS or (not around.opens(lead) and not _after_stop(lead, around)):
        return b
    b_art = around.prev(b[0])
    if len(a) == 1 and a[0].text.islower() and len(b) > 2 and art is not None and b_art is not None \
            and b_art.low == art.low:
        raise Refusal(f"unclear whether '{' '.join(t.text for t in b[1:-1])}' is the second option's own head or "
                      f"both options' ('{art.text} {a[0].text} or {b_art.text} {' '.join(t.text for t in b[:-1])}')")
    return b[:-2] if _degree(b) else b[:-1]


_DEGREE = frozenset({"much", "far", "way", "even", "any", "somewhat", "slightly", "noticeably", "significantly"})


def _degree(b: list[Token]) -> bool:
    """Does a degree word stand before B's closing comparative ("a steel nib | noticeably | smoother", "… | much |
    quieter") with a noun of B's before it, so that it goes with the comparative?"""
    word = b[-2].text
    return len(b) > 3 - (b[0].low not in DETERMINERS) and word.islower() and (word in _DEGREE or word.endswith("ly"))


def _after_stop(tok: Token, around: Around) -> bool:
    """Does the word before ``tok`` close a sentence or a clause ("… drop, | are …")?"""
    prev = around.prev(tok)
    return prev is not None and prev.text.endswith((".", "?", "!", ","))


def degree_before_comparative_b(b: list[Token], around: Around) -> list[Token]:
    """B without a degree word closing it before the sentence's comparative ("Is the train or the coach | much |
    cheaper?", read 'coach much'): the degree goes with the comparative, said of both; ``b`` otherwise."""
    nxt = around.next(b[-1]) if len(b) > 1 else None
    if nxt is None or b[-1].low not in _DEGREE or b[-2].low in DETERMINERS:
        return b
    return b[:-1] if nxt.low in COMPARATIVES or _comparative(nxt) else b
