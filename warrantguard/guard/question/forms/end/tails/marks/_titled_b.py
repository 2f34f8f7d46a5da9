"""B a name of capitalised words opening with a small word that leads in elsewhere ("… whether Teams' Planner or |
To Do is the right place …", "… or | Of Mice and Men"): mid-sentence, the capital makes "To" / "Of" the name's first
word, no infinitive's "to" or lead left on B (added for the ninetieth held-out part)."""

from __future__ import annotations

__all__ = ["titled_b"]

_SMALL = frozenset({"To", "Of", "And", "Or", "If", "Than", "Not"})


def titled_b(opt: str, is_b: bool) -> bool:
    """Is ``opt`` option B, two words or more, its first a capitalised small word and every word capitalised ("To
    Do")? Not option A: the sentence's first word is capitalised whatever it is ("To | rent or …")."""
    words = opt.split()
    return is_b and len(words) > 1 and words[0] in _SMALL and all(w[:1].isupper() for w in words)
