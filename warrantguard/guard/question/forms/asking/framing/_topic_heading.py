"""A heading naming the question's kind set off by a comma before the pair ("Turkey gun debate, | 20 gauge vs 12
gauge …?", "Broadhead dilemma, | …"), or a request for advice ("Anyone got a recommendation, | HumminGuru or …?",
"Any thoughts, | …"): it names what is asked, no item of a list "A, B or C"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["topic_heading"]

_KINDS = frozenset({"debate", "dilemma", "question", "conundrum", "decision", "quandary", "poll", "help"})
_LONGEST = 4  # the heading's words at most


def topic_heading(prev: list[Token]) -> bool:
    """Is the comma-set piece ``prev`` a short heading closing on a noun of asking ("Turkey gun debate") or a
    request for advice?"""
    return (1 < len(prev) <= _LONGEST and prev[-1].low.rstrip(",") in _KINDS
            and all(t.text.rstrip(",").replace("-", "").isalnum() for t in prev)) or _advice_asked(prev)


# The nouns of advice asked for, and the words that ask for them before it ("anyone got a | recommendation").
_ADVICE = frozenset({"recommendation", "recommendations", "advice", "thoughts", "opinions", "suggestions", "input",
                     "suggestion", "opinion"})
_ASKING = frozenset({"any", "anyone", "anybody", "someone", "somebody", "got", "have", "has", "a", "an", "your",
                     "you"})


def _advice_asked(prev: list[Token]) -> bool:
    """Is ``prev`` a request for advice, a clause of having and a noun of advice after "any" / "a" ("Anyone got a
    recommendation", "Got any thoughts"), not a noun phrase that may be a list's item ("Any advice, | tips or
    tricks?": three things asked for)?"""
    if not 2 < len(prev) <= 5 or prev[-1].low.rstrip(",") not in _ADVICE:
        return False
    words = {t.low for t in prev[:-1]}
    return all(t.low in _ASKING for t in prev[:-1]) and bool(words & _HAVING) and bool(words & _INDEFINITE)


_HAVING = frozenset({"got", "have", "has"})
_INDEFINITE = frozenset({"any", "a", "an"})
