"""The words from a phrase's first word to its sentence's end, when they run on as one phrase: no second
preposition and no word that cuts an option ("… or kibble | with toppers?", "… or the drops | from the pet store.")."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, PREPOSITIONS, Around, Token

__all__ = ["closing_run"]


def closing_run(first: Token, around: Around, most: int) -> list[Token] | None:
    """``first`` and the words after it up to the end of the sentence (at most ``most``, more than one), when none
    after ``first`` is a preposition or a cut word ("with a prong collar?"); None otherwise ("with a collar for a
    puppy?": a phrase after the phrase; a sentence running on past ``most`` words)."""
    run: list[Token] = []
    word: Token | None = first
    while word is not None and len(run) < most:
        if word is not first and (word.low in PREPOSITIONS or word.low in CUT_WORDS):
            return None
        run.append(word)
        if word.text[-1:] in ".?!":
            return run
        word = around.next(word)
    return run if word is None and len(run) > 1 else None
