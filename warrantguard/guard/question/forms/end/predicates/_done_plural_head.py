"""A subject pair after "Do" / "Did" whose B closes on a plural noun before a bare verb and a comparative ("Do Samsung
or SK Hynix RAM | chips | overclock better …"): after "do" the predicate's verb is bare, so the "-s" word before it
is no verb but B's plural head, B's own to its end (as :func:`plural_head_b` reads one before a listed verb)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, COMPARATIVES, Around, Token, plural_noun

__all__ = ["done_plural_head_b"]

_DO = frozenset({"do", "did"})


def done_plural_head_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` with the plural noun after it when "do" / "did" stands before A and a lower-case bare word and a
    comparative or adverb follow that noun ("… RAM | chips | overclock better"); ``b`` otherwise."""
    lead = around.prev(a[0]) if a else None
    noun = around.next(b[-1]) if b and lead is not None and lead.low in _DO else None
    verb = around.next(noun) if noun is not None else None
    after = around.next(verb) if verb is not None else None
    if noun is None or verb is None or after is None or noun.capitalized or not plural_noun(noun.low):
        return b
    bare = verb.text.isalpha() and verb.text.islower() and not verb.low.endswith(("s", "ed", "ing"))
    return [*b, noun] if bare and after.low.strip(",.?!") in COMPARATIVES | ADVERBS else b
