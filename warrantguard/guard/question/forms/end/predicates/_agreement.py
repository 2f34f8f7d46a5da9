"""A verb after a subject pair that agrees with it: "Do you think a joint account or two separate accounts | makes more
sense?", "… or an urgent care appointment | makes …", "doordash or uber eats | makes …".

A word the lists know for a verb ("separate", "care", "tax", "steel") may stand inside option B before the verb of
the sentence. When a verb with the ``-s`` of the third person follows it within a few words, before what a
predicate goes on with (a comparative, an adverb, a determiner, a preposition), that later verb is the predicate:
a bare verb after a one-word subject would not agree with it, and a sentence has one finite verb after its
subject, so the earlier word was a noun or an adjective of B ("two separate accounts", "uber eats").
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    COMPARATIVES,
    DEGREE,
    DETERMINERS,
    PREPS,
    Around,
    Token,
    third_person_verb,
)

__all__ = ["agreeing_b"]

_SINGULAR_FINITE = frozenset({"is", "was", "has", "does"})
_ENDS_CLAUSE = frozenset({"and", "or", "but", "that", "which", "who", "to", "if", "when", "because"})
_PREDICATE_GOES_ON = ADVERBS | COMPARATIVES | DEGREE | DETERMINERS | PREPS | frozenset({"sense", "up", "out"})
_REACH = 4  # words between the first verb-like word and the verb that agrees


def agreeing_verb(right: list[Token], verb: int | None) -> int | None:
    """Where B's predicate starts when ``verb`` (the first verb-like word found after the subject pair) is a word of
    B and a later verb agrees with the subject ("two separate accounts | makes more sense"); else ``verb``."""
    if verb is None or verb < 1 or right[verb].low in _SINGULAR_FINITE:
        return verb
    last = verb + 1 if third_person_verb(right[verb]) else min(len(right) - 1, verb + _REACH)
    for k in range(verb + 1, min(len(right), last + 1)):
        tok, prev = right[k], right[k - 1].low
        if tok.low in _ENDS_CLAUSE or not right[k - 1].text.isalpha():
            return verb
        after = right[k + 1].low if k + 1 < len(right) else ""
        if third_person_verb(tok):  # the one finite verb after the subject: the predicate, or none
            agrees = prev not in DETERMINERS | DEGREE and not prev.endswith("ly") and after in _PREDICATE_GOES_ON
            return k if agrees else verb
    return verb


_BASE_AFTER = frozenset({"do", "does", "did", "would", "will", "can", "could", "should", "might", "may", "shall",
                         "must"})
_LEAD_REACH = 12  # words of the question before option A, read back to its sentence's start
_FINITE_AGAIN = frozenset({"think", "thinks", "whether", "if", "believe", "feel", "say", "reckon", "guess"})


def agreeing_b(around: Around, a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """Option B of a subject pair run on to the verb that agrees with it, where B was cut at a word of its own
    the lists know for a verb ("… or two separate | accounts makes …" -> "two separate accounts"); ``b`` itself
    when an auxiliary asks the question, so that a bare verb is the predicate ("Does X or Y | make …"), or when no
    later verb agrees."""
    if not a or not b or (b[-1].low.endswith("s") and not b[-1].low.endswith("ss")):
        return b  # a plural subject: a bare verb agrees with it ("… or Google ads | bring in …")
    lead: list[str] = []
    tok = around.prev(a[0])
    while tok is not None and len(lead) < _LEAD_REACH and tok.text[-1:] not in ".?!:":
        lead.insert(0, tok.low)
        tok = around.prev(tok)
    last_aux = max((k for k, w in enumerate(lead) if w in _BASE_AFTER or w in AUX), default=-1)
    if last_aux >= 0 and not any(w in _FINITE_AGAIN for w in lead[last_aux + 1 :]):
        return b
    end = next((k + 1 for k, t in enumerate(right) if t.start == b[-1].start), None)
    if end is None or end >= len(right):
        return b
    verb = agreeing_verb(right, end)
    return b + right[end:verb] if verb is not None and verb > end else b
