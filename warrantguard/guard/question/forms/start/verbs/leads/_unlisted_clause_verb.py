"""A word the verb lists lack after the subject pronoun of a "whether"/"if" clause, before a name or a determiner
("decide if we reimburse | Oura rings or Fitbits"): the pronoun's verb, A its object when B opens on no verb (added
for the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
    ing_word,
)

__all__ = ["unlisted_clause_verb"]

_NOT_VERBS = ADVERBS | AUX | COPULAS | DETERMINERS | POSSESSIVES | PREPOSITIONS | PRONOUNS | frozenset(
    {"both", "all", "each", "also", "still", "even", "ever", "never", "only", "just", "not", "and", "or"})


def unlisted_clause_verb(toks: list[Token], k: int, b_first: str) -> bool:
    """Is ``toks[k]``, right after a subject pronoun, a word the lists know for no verb, plain and lower-case, before a
    capitalised name or a determiner, B opening on no listed verb (``b_first``) ("if we | reimburse | Oura rings or
    Fitbits", "whether they | prorate | the deposit or the rent")? Not a listed verb (read elsewhere), an adverb ("if
    we | really …"), a gerund, nor a word before another plain word; not when B opens on a verb ("… or pay …")."""
    if k + 1 >= len(toks) or b_first in VERBS or toks[k].low in VERBS or toks[k].low.endswith("s"):
        return False  # not "if she | wants a cat or …": a third person's "-s" verb, read elsewhere
    word, nxt = toks[k], toks[k + 1]
    plain = word.text.isalpha() and word.text.islower() and word.low not in _NOT_VERBS and not word.low.endswith("ly")
    if not plain or ing_word(word.low):
        return False
    return (nxt.capitalized and nxt.text[:1].isalpha()) or nxt.low in DETERMINERS | POSSESSIVES
