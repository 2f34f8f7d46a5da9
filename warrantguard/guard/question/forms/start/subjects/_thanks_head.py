""""thank you" between a determiner and a noun ("would a thank you | email or a handwritten card be …"): a noun
compound, its head no verb after the auxiliary's subject; the options are the subject of the verb after B (added for
the ninety-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token

__all__ = ["thanks_head"]


def thanks_head(toks: list[Token], verb: int) -> int | None:
    """``None`` when the word taken for the verb at ``verb`` heads a "thank you" compound after a determiner ("a thank
    you | email", "the thank you | notes"); ``verb`` otherwise ("would you thank | them …": no determiner)."""
    if verb < 3 or [t.low for t in toks[verb - 2 : verb]] != ["thank", "you"]:
        return verb
    return None if toks[verb - 3].low in DETERMINERS else verb
