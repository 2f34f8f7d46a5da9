"""A "get" passive after a subject pair ("Will a native share sheet or a custom share modal | get used more?"): "get"
and a participle, short ones too ("used", "read"), open the predicate the two subjects share, so B ends before
"get" (``aux_subject`` finds a listed verb and a word after it; "used" after "get" is neither). Added for the
sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, participle_word

__all__ = ["get_passive"]

_GET = frozenset({"get", "gets", "got"})
_SHORT = frozenset({"used", "read", "seen", "hit", "hurt", "shut"})  # participles too short for the "-ed" test


def get_passive(right: list[Token], bound: int) -> int | None:
    """Where "get" and a participle start in B's side within ``bound`` words ("a custom share modal | get used
    more"), not right after a determiner or a preposition; ``None`` when there is none."""
    for k in range(1, min(len(right), bound) - 1):
        w = right[k + 1].low.rstrip("?.!,")
        if right[k].low in _GET and right[k - 1].low not in DETERMINERS | PREPOSITIONS and w.isalpha() \
                and (participle_word(w) or w in _SHORT):
            return k
    return None
