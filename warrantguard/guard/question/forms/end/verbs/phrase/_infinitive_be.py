""""be" and a past participle after "to" in B ("… or wait a few weeks for bugs to be found"): a passive infinitive,
no finite copula opening a predicate after B, so B does not end there ("… or keep it to be safe": an adjective, an
aside both may share, still refused). A participle spelt as its verb ("… or send them off to be cut", "to be split")
is one too: after "to be" a bare verb cannot stand."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, participle_word

__all__ = ["infinitive_be"]

# Verbs whose past participle is spelt as the verb itself (a closed class of English irregular verbs).
_SAME_PARTICIPLES = frozenset({"cut", "split", "set", "put", "shut", "hit", "cast", "spread", "quit", "bet", "burst",
                               "cost", "hurt", "read", "shed", "slit", "upset", "broadcast", "forecast", "reset",
                               "recast", "run", "overrun", "rerun"})


def infinitive_be(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` "be" after "to" and before a past participle ("for bugs to | be found"), no copula after the
    options ("… or B | is better")?"""
    if k == 0 or k + 1 >= len(right) or right[k].low != "be" or right[k - 1].low != "to":
        return False
    word = right[k + 1].low.rstrip("?!.,")
    return participle_word(word) or word in _SAME_PARTICIPLES
