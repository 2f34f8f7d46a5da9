"""A lower-case word after "to" and a verb that takes an infinitive ("Do I need to | declutter the garage or the
loft"): only a verb stands there, listed or not, as after "should I" (:func:`verb_slot`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, DETERMINERS, PRONOUNS, Token

__all__ = ["infinitive_slot"]

# Verbs before "to" and an infinitive ("need to", "want to", "have to", "going to", "plan to", "try to").
_BEFORE_INFINITIVE = frozenset({"need", "needs", "want", "wants", "have", "has", "going", "plan", "planning", "try",
                                "trying", "decide", "deciding", "supposed", "meant", "able", "got", "hoping"})


def infinitive_slot(tok: Token, prev: Token | None, before: Token | None) -> bool:
    """Is ``tok`` a plain lower-case word after "to" and a verb taking an infinitive ("need to | declutter …", "want
    to | repaint …")? Not after "to" of a place ("go to | the …": a determiner, not a verb)."""
    if prev is None or before is None or tok.capitalized or not tok.low.isalpha() or prev.low != "to":
        return False
    plain = tok.low not in ADVERBS | DETERMINERS | PRONOUNS and not tok.low.endswith("ly")
    return plain and before.low in _BEFORE_INFINITIVE
