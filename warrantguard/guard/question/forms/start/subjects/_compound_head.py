"""A subject's head noun that is a verb too, before the subject's verb ("Should the settings page | use a left
sidebar nav or …", "Should the team plan | include 5 or 10 seats", "Should the Table Topics master | pick the speakers
or …"): the verb after it is the subject's, so the
options start past that one (:func:`compound_head_verb`)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["compound_head_verb"]


def compound_head_verb(toks: list[Token], verb: int) -> int:
    """Where the verb after an auxiliary's subject is: past a word at ``verb`` that is a noun as well as a verb and
    ends a noun compound ("the settings | page | use …": "page" the head, "use" the verb) when a verb that is no
    noun follows it and no pronoun stands before it; ``verb`` unchanged otherwise ("Should we | plan | a trip …",
    "Should remote | work | …")."""
    if verb < 1 or verb + 2 >= len(toks) or toks[verb].low not in AMBIGUOUS:
        return verb
    before, nxt, after = toks[verb - 1], toks[verb + 1], toks[verb + 2]
    named = verb >= 3 and (toks[verb - 2].low in DETERMINERS or toks[verb - 2].capitalized)  # "the Table Topics |
    # master": a name modifying the head after the subject's determiner
    compound = before.low.isalpha() and before.low not in PRONOUNS | DETERMINERS and (not before.capitalized or named)
    plain_verb = is_verb(nxt) and nxt.low not in AMBIGUOUS and (after.low in DETERMINERS or after.low[:1].isdigit()
                                                                or after.capitalized)
    return verb + 1 if compound and plain_verb else verb
