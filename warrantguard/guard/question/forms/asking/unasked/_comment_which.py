""""My manager says I can work from home or the office, it's up to me, which is nice.": a closing "which is" and a
plain adjective before a full stop comments on what was said (a relative clause), it asks nothing; "which is
better", "which is best", "which is worth it" still ask."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import COMPARATIVES

__all__ = ["commenting_which"]

_COMMENT = re.compile(r"[,;]\s*which\s+(?:is|was)\s+(?:(?:[a-z]+ly|quite|just|so|pretty)\s+)?([a-z]+)\s*[.!]+\s*$",
                      re.I)
# an adverb before the adjective or noun comments too: "…, which is probably nonsense." (hundred-and-twenty-first part)
_ASKED = frozenset({"it", "right", "correct", "best", "worst", "most", "least", "more", "less", "worth", "wiser"})


def commenting_which(smask: str) -> bool:
    """Does the sentence ``smask`` close on ", which is <adjective>." ("…, which is nice.", "…, which is annoying!"),
    the adjective no comparative or superlative ("which is better.", "which is best.")?"""
    m = _COMMENT.search(smask)
    if m is None:
        return False
    w = m.group(1).lower()
    return w not in COMPARATIVES and w not in _ASKED and not w.endswith(("er", "est"))
