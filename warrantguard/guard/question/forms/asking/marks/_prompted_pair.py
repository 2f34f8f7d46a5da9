"""Fragments of context before a stopped pair, and a word after it that calls for the answer ("ok so. party at mine
saturday. want one big batch drink. | punch or sangria. | go"): the asker's notes, none a clause, then the pair, then
the call; the pair asks as it would opening the prompt (added for the hundred-and-eleventh held-out part). Not a
sentence of its own before the pair ("The shop takes two kinds of payment. Cash or card."), nor no call after it."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, POSSESSIVES, Token, finite_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["prompted_pair"]

_CALLS = frozenset({"go", "asap", "quick", "pls", "please", "thoughts", "opinions", "votes", "vote"})
_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she", "it", "this", "that", "there"})
_CLAUSE_WORDS = _SUBJECTS | POSSESSIVES | AUX | COPULAS


def prompted_pair(before: str, after: str) -> bool:
    """Is ``after`` one word calling for the answer ("go", "thoughts") and ``before`` only notes with no clause in
    them: no subject pronoun, possessive, auxiliary, copula nor finite verb ("party at mine saturday", "want one big
    batch drink")?"""
    closing = tx.tokens(after)
    if len(closing) != 1 or closing[0].low.strip(".!?") not in _CALLS:
        return False
    return bool(before.strip()) and all(_note(tx.tokens(before[s:e])) for s, e in tx.sentences(before))


def _note(toks: list[Token]) -> bool:
    """Is the sentence a note, no clause: no word of a subject or a finite verb?"""
    words = [t.low.strip(".,;:!?") for t in toks]
    return not any(w in _CLAUSE_WORDS or "'" in w or finite_verb(toks, k) for k, w in enumerate(words))
