"""Option A holding a telling verb and the reported clause's determiner ("The guy at the camera shop said | a Nikon
P1000 or a proper 150-600 on a crop body are both fine …"): the pair is the subject of what someone said, and where
its options end the form cannot tell, so it is refused (added for the hundred-and-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["said_in_a"]

_TELLING = frozenset({"said", "says", "told", "reckons", "reckoned", "claimed", "claims", "insists", "insisted"})
_OPENERS = frozenset({"a", "an", "the", "either"})


def said_in_a(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a pair whose A holds a telling verb after its first word and a determiner after it ("camera shop said a
    Nikon P1000") is refused, or None ("Should I say a prayer or …": "say" opens A, the asker's own act)."""
    at = next((k for k in range(1, len(a) - 2) if a[k].low in _TELLING and a[k + 1].low in _OPENERS), None)
    if at is None or not b:
        return None
    return f"the first option holds what was said ('{a[at].text} {a[at + 1].text} …'): the pair is another's report"
