"""The lead-in after an opening auxiliary ("Should we …", "Would you recommend …"; see ``_trim.strip_lead``)."""

from __future__ import annotations

from warrantguard.guard.question._lead_whether import (
    LEAD_BOUND,
    SUBJECT_PRONOUNS,
    after_it,
    after_whether,
    unlisted_word,
)
from warrantguard.guard.question.forms import (
    compound_head_verb,
    prefixed_verb,
    subject_before_be,
    thanks_head,
    thought_clause,
    verb_pair_head,
)
from warrantguard.guard.question.words import (
    ADVERBS,
    AMBIGUOUS,
    AUX,
    DETERMINERS,
    MENTAL_VERBS,
    OWN_PRONOUNS,
    PREPS,
    PRONOUNS,
    VERBS,
    Token,
    ing_word,
    is_verb,
    manner_adverb,
)

__all__ = ["after_aux", "imperative_do"]


def _gerund(tok: Token) -> bool:
    return ing_word(tok.low) and not tok.capitalized


def after_aux(toks: list[Token], i: int, b_first: str = "",
              right: list[Token] | None = None) -> tuple[str, bool, int]:
    """After an auxiliary opening the question at ``toks[i - 1]`` ("Should | we …", "Would | a recruiter …"): a
    pronoun and what follows it, a subject and its verb or "be", or the options themselves as the subject (``right``:
    B's side, for "Should it be | him or me?")."""
    n = len(toks)
    low = [t.low for t in toks] + [""]
    if low[i] in PRONOUNS:
        i += 1
        if low[i - 1] == "it" and (low[i] == "be" or "to" in low[i : i + LEAD_BOUND]):
            return after_it(toks, i + (low[i] == "be"), right)  # "would it be better to", "wouldn't it make more
            # sense to"; past "be", what "it" is: "Could it be | a cold or the flu?", as after "is it"
    else:
        verb = next((k for k in range(i, min(n, i + LEAD_BOUND))
                     if (is_verb(toks[k]) or prefixed_verb(toks, k))  # "Do people here | pre-wet the tips …"
                     and low[k - 1] not in DETERMINERS and low[k - 1] not in PREPS), None)
        verb = None if verb is None else compound_head_verb(toks, verb)  # "the settings page | use …"
        verb = None if verb is None else thanks_head(toks, verb)  # "would a thank you | email or …": no verb
        verb = None if verb is None else verb_pair_head(toks, verb, b_first)  # "the ground pour | go under …"
        be = next((k for k in range(i + 1, min(n - 1, i + LEAD_BOUND))
                   if low[k] == "be" and (low[k + 1] not in PREPS or b_first not in OWN_PRONOUNS)),
                  None)  # not "be | at my place or yours": whether the preposition is shared is unclear
        subject_noun = verb is not None and low[verb] in AMBIGUOUS and low[verb - 1] not in PRONOUNS  # "remote work"
        subject_noun = subject_noun or subject_before_be(low, i, be)  # "should the new parental leave policy | be"
        if be is not None and (verb is None or verb > be or subject_noun or (low[i] in DETERMINERS and verb + 1 == be)):
            return "", True, be  # "Should this be | a cron job or …", "Should our next hire | be …"
        if verb is None and _bare_subject(toks, i, b_first):
            return "", True, i + 1  # "Should agents | tag tickets manually or let the AI classifier do it?"
        if verb is None or verb == i or _gerund(toks[i]):
            return "verb", False, i  # "Would a recruiter or a job board get us …", "Do bike lanes … prevent"
        i = verb
    return _after_lead_verb(toks, low, i)


def imperative_do(word: str, after: str, b_first: str) -> bool:
    """Is an opening "do" the verb of A, not an auxiliary ("do | the timing belt now or wait until 105k"): a
    determiner after it and a B opening with a verb that is no noun ("Do the Ioniq or the Model 3 get …" keeps it
    an auxiliary)? So is "do it" ("do it myself … or pay …"): "it" takes "does" as a subject, so here it is the
    object. A then starts at "do"."""
    return word == "do" and (after in DETERMINERS or after == "it") and b_first in VERBS - AMBIGUOUS


def _bare_subject(toks: list[Token], i: int, b_first: str) -> bool:
    """A bare plural noun after the auxiliary, then a word the lists lack, against a B opening with a verb that is
    no noun ("Should agents | tag tickets … or let …"): the noun is the subject, the unlisted word A's verb."""
    if i + 2 >= len(toks) or b_first not in VERBS - AMBIGUOUS:
        return False
    noun = toks[i].low
    return noun.isalpha() and noun.endswith("s") and not noun.endswith("ss") and not toks[i].capitalized \
        and noun not in DETERMINERS | PRONOUNS | PREPS and unlisted_word(toks[i + 1])


def _after_lead_verb(toks: list[Token], low: list[str], i: int) -> tuple[str, bool, int]:
    """After "Would you" / "Do you": an adverb, "mind", "suggest we" or "think (that)" before the options."""
    low = [*low, "", "", ""]  # the lead may end the sentence ("should i … | or …"): a look past it reads ""
    i += low[i] in _YOU_PLURAL and low[i - 1] == "you"  # "do you guys | star hop or …": the hearers addressed
    i = _past_kindness(low, i)  # "would you be so kind as to | recommend …"
    while low[i] in ADVERBS or manner_adverb(low[i]) or low[i] in _COURTESY or _filler_like(toks, i):
        i += 1  # "Would you kindly / please recommend …"
    if low[i] == "mind" and low[i + 1].endswith("ing"):  # "Would you mind recommending …"
        i += 1
        i += 2 * (low[i] == "helping" and low[i + 1] in ("me", "us"))  # "… mind helping me | pick a pear or …"
    told = i + 1 + (low[i + 1] == "that")
    if low[i] in ("suggest", "recommend", "propose", "prefer") and low[told] in SUBJECT_PRONOUNS - {"you", "it"}:
        return "", True, told + 1  # "Would you suggest (that) we | sand the floors or …": a verb phrase follows
    if low[i] in ("advise", "urge", "want", "tell", "recommend", "suggest") and low[i + 2] == "to" \
            and low[i + 1] in ("us", "me", "him", "her", "them"):  # learners' "recommend me to"
        return "", True, i + 3  # "Would you advise us to | bundle auto … or keep them separate?": verb phrases
    if low[i] in ("advise", "recommend", "suggest") and ing_word(low[i + 1]):
        return "", False, i + 1  # "would you advise | signing the SOW now or waiting …": gerunds follow
    if low[i] in MENTAL_VERBS:
        if (k := thought_clause(toks, i + 1)) is not None and (lead := after_whether(toks, k)):
            return lead  # "Do you think | I'd be better off with …": as after "whether"
        i += 1 + (low[i + 1] == "that")
        if low[i] in PRONOUNS and low[i + 1] in AUX:
            return "", True, i + 2
        if low[i].replace("\u2019", "'") in ("it's", "it") and "to" in low[i + 1 : i + LEAD_BOUND]:
            return after_it(toks, i + 1)  # "Do you think it's wiser to | negotiate …"
        return "verb", False, i  # "Do you think the iPhone 15 or the Pixel 8 has …"
    return "", True, i


_COURTESY = frozenset({"please", "pls", "plz"})


def _past_kindness(low: list[str], i: int) -> int:
    """Past a courtesy frame of "be" before the verb asked ("would you be so kind as to | recommend …", "… be kind
    enough to | …", "… be able to | …"): "so" and "as to", or "enough to", around one word, or "able to"; else
    ``i``."""
    if low[i] != "be":
        return i
    if low[i + 1] == "so" and low[i + 3 : i + 5] == ["as", "to"]:
        return i + 5
    if low[i + 2 : i + 4] == ["enough", "to"] and low[i + 1].isalpha():
        return i + 4
    return i + 3 if low[i + 1 : i + 3] == ["able", "to"] else i


_YOU_PLURAL = frozenset({"guys", "folks", "lot"})


def _filler_like(toks: list[Token], i: int) -> bool:
    """A spoken "like" before a bare verb after the auxiliary and its subject ("should i | like | get the bus …"): no
    verb "like" takes a bare verb, so it is a filler (not "do you like | work or play", a noun after it)."""
    if i + 1 >= len(toks) or toks[i].low.rstrip(",") != "like" or not is_verb(toks[i + 1]):
        return False
    after = toks[i + 2].low if i + 2 < len(toks) else ""
    return toks[i + 1].low not in AMBIGUOUS or after in DETERMINERS or after in PRONOUNS
