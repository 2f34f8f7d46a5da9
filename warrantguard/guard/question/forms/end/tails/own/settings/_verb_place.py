"""A place closing a bare verb B against a noun A ("Keepsake urn or scatter | at his favourite golf course?"): the
place is where B's verb is done, B's own (a noun A is put nowhere)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, POSSESSIVES, Around, Token, ing_word, is_verb

__all__ = ["verb_place_b"]

_PLACE_PREPS = frozenset({"at", "in", "on", "into", "over", "off", "from"})


def verb_place_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the place phrase closing the sentence (a preposition, then a possessive or determiner, up to six words)
    when B is one bare word (no determiner before it, no noun reading listed), a listed verb or, unlisted, against a
    noun phrase A of two words or more ("Keepsake urn or scatter"), and A opens no verb; ``b`` otherwise ("urn or a
    scatter tube | at home", "tea or coffee | at my desk")."""
    if len(b) != 1 or not a or is_verb(a[0], initial=True) or ing_word(b[0].low):
        return b
    word, before = b[0], around.prev(b[0])
    if word.capitalized or word.low in AMBIGUOUS or not word.low.isalpha() or (before is not None and before.low in
                                                                               DETERMINERS):
        return b
    if not is_verb(word) and (len(a) < 2 or word.low.endswith("s")):
        return b  # "tea or coffee | at my desk": a bare noun against a bare noun, the place both's
    rest = closing_rest(b, around)
    if rest is None or not 3 <= len(rest) <= 6 or rest[0].low not in _PLACE_PREPS \
            or rest[1].low not in POSSESSIVES:
        return b
    return [*b, *rest]
