"""Where B is a prepositional adverbial ("by income", "against the wall") and A the verb's object with an
adverbial of its own ("split rent | 50/50 or by income", "put the couch | near the window or against the
wall"): the object is shared, and A is its adverbial only."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    Around,
    Token,
    complex_preposition,
    ing_word,
    is_verb,
)

__all__ = ["own_adverbial"]

_PREPS = PREPOSITIONS | frozenset({"against", "above", "below", "beside", "behind", "under", "through", "across"})


def own_adverbial(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"split rent 50/50 or by income" -> "50/50" / "by income"; "put the couch near the window or against the
    wall" -> "near the window" / "against the wall": B a prepositional phrase whose preposition A lacks, A a
    verb's object closed by a number, a ratio or an "-ly" adverb, or by a phrase of another preposition."""
    if len(b) < 2 or not (b[0].low in _PREPS or complex_preposition(b)) or len(a) < 2 or b[0].low in {t.low for t in a}:
        return a, b  # "… or | next to the inverter": a preposition of two words
    k = next((k for k in range(1, len(a) - 1) if a[k].low in _PREPS or complex_preposition(a[k:])), None)
    if k is not None and k + 2 < len(a) and a[k + 1].low in _PREPS:
        k += 1  # "clear in | at the customs dock": the first of two prepositions in a row is the verb's particle
    verb = is_verb(a[0], initial=True) or (ing_word(a[0].low) and a[0].text.islower())  # "placing the speaker |
    # on the top shelf or beside the sofa": a gerund's object is shared as a verb's is
    if k is not None and verb and not _named(a[k + 1 :]) and k <= 3:
        return a[k:], b  # "put the couch | near the window"
    if k is None and len(a) <= 3 and _manner(a[-1]) and _after_verb(a[0], around):
        return a[-1:], b  # "split rent | 50/50"
    return a, b


def _manner(tok: Token) -> bool:
    """A number, a ratio ("50/50") or an "-ly" adverb ("evenly", "privately")."""
    return tok.text[:1].isdigit() or (tok.low.endswith("ly") and tok.low.isalpha() and not tok.capitalized)


def _named(toks: list[Token]) -> bool:
    return bool(toks) and all(t.capitalized for t in toks)


def _after_verb(first: Token, around: Around) -> bool:
    """Does a verb stand before ``first`` (past a determiner or possessive): A is that verb's object?"""
    prev = around.prev(first)
    if prev is not None and prev.low in DETERMINERS | POSSESSIVES:
        prev = around.prev(prev)
    return prev is not None and is_verb(prev)
