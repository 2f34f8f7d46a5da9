"""The verb of a relative clause in B is not the predicate after a subject pair ("do gap year kids or kids who | go
straight to college | end up graduating …"): the predicate is the next verb after that clause."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, INDEFINITE, RELATIVES, Refusal, Token, is_verb, predicate_start


def past_relative(right: list[Token], verb: int | None) -> int | None:
    """Where the predicate starts in B's side when the verb found at ``verb`` follows a relative pronoun ("… or kids
    who | go straight to college | end up …"): the next predicate after it; refused when there is none ("… or kids
    who go to college more often?": where the clause ends is not told). ``verb`` as it was otherwise, and before a
    copula ("… or a lawyer who does general practice be better …": left to the checks after). After an indefinite
    pronoun ("… class suit | someone who did …") the clause is the pronoun's, the object of the verb before it: that
    verb is the predicate."""
    if verb is None or verb < 2 or right[verb - 1].low not in RELATIVES:
        return verb
    if verb > 3 and right[verb - 2].low in INDEFINITE and is_verb(right[verb - 3]):
        return verb - 3  # "… or an intermediate class | suit | someone who did …": the clause is the object's
    if any(t.low in COPULAS for t in right[verb + 1 :]):
        return verb  # "… or a lawyer who does general practice be better …": left to the checks after
    later = predicate_start(right[verb:])
    if later is None:
        raise Refusal(f"where B's relative clause ('{right[verb - 1].text} {right[verb].text} …') ends and the "
                      "predicate both options share starts could not be told")
    return verb + later
