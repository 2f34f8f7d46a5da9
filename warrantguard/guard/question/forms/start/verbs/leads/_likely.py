"""A degree of likelihood before A ("is | more likely the lungs or the heart", "is | more likely to approve the
Dexcom G7 or the Libre 3"): "(more / most / less / least) likely" and its "to" are the question's lead, said of both
options, no part of A."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DEGREE, PHRASAL, PREPOSITIONS, Token, is_verb

__all__ = ["likely_degree", "likely_lead"]


def likely_lead(core: list[Token], right: list[Token]) -> list[Token]:
    """``core`` past a leading "likely", its degree word ("more likely the lungs" -> "the lungs") and, before a noun
    B, its "to" and verb ("more likely to approve the Dexcom G7 or the Libre 3" -> "the Dexcom G7"); ``core`` as it
    is when nothing is left, B repeats the lead ("more likely or less likely", "… or to deny it"), a particle follows
    the verb or a comparison follows ("more likely than not")."""
    k = 1 if core and core[0].low in DEGREE else 0
    if k >= len(core) or core[k].low != "likely" or not right or right[0].low in DEGREE | {"likely", "to"}:
        return core
    k += 1
    if k + 2 < len(core) and core[k].low == "to" and is_verb(core[k + 1]) and not is_verb(right[0]):
        if core[k + 2].low in PREPOSITIONS | PHRASAL:  # "likely to sign up for …": left as it was
            return core
        k += 2  # "likely to cover | Ozempic or Mounjaro": the verb is the lead's, nouns the options
    if k >= len(core) or core[k].low in ("than", "or", "to"):
        return core
    k += k + 1 < len(core) and core[k].low in _CAUSE_PREPS and right[0].low not in PREPOSITIONS  # "likely from | low
    # chlorine or high pH": B has no preposition of its own, so it is the lead's, said of both
    return core[k:]


_CAUSE_PREPS = frozenset({"from", "with", "in", "on", "at", "after", "during"})


def likely_degree(toks: list[Token], i: int) -> bool:
    """Does a likelihood open at ``toks[i]`` after "is it", a noun following ("is it | more likely boredom or a
    medical issue?", "is it | likely fleas or …")? Then the options follow it (:func:`likely_lead` cuts it), not
    "more likely to …" (a verb) nor "more likely than …"."""
    k = i + (i < len(toks) and toks[i].low in DEGREE)
    if k + 1 >= len(toks) or toks[k].low != "likely":
        return False
    nxt = toks[k + 1]
    noun = not is_verb(nxt) or (nxt.low in AMBIGUOUS and k + 2 == len(toks))  # "is it more likely | stress or …": a
    # noun's word alone before the "or", no verb
    return nxt.low not in ("to", "than", "or", "that", "because") and nxt.text[:1].isalnum() and noun
