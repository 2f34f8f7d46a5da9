"""A request to choose written as a heading before the options: "Please recommend: Gallery Systems eMuseum or a custom
WordPress site for our online collection.", "Kindly advise: Xero or QuickBooks for …". The sentence after the colon
is only the pair and what it is for; the heading asks the assistant to pick, as "recommend which …" does. Not a
sentence with a subject or an auxiliary of its own ("Please advise: we will be closed Monday or Tuesday": news)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AUX, COPULAS, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["advised_heading"]

# The heading closing the text before the pair: the prompt's start or a sentence's, an optional courtesy, the verb.
_HEADING = re.compile(r"(?:^|[.!?]\s+)\W*(?:(?:kindly|please|pls)\s+)?(?:recommend|suggest|advise)"
                      r"(?:\s+(?:me|us))?\s*:\s*$", re.I)


def advised_heading(before: str, sentence: str) -> bool:
    """Does ``before``, the text before the pair's sentence, close on a heading asking to recommend ("Please
    recommend:", "advise us:"), and ``sentence`` hold no subject pronoun, auxiliary or copula?"""
    if not _HEADING.search(before[-60:]):
        return False
    return not any(t.low in AUX or t.low in COPULAS or t.low in PRONOUNS for t in tx.tokens(sentence))
