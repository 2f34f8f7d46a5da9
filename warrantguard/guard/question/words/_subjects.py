"""A short subject after "whether" and where the options start past it: its modal ("whether my daughter should |
take …", "whether crew scheduling should | deadhead …") or its present-tense verb and preposition ("whether the
booth goes to | Berlin or Amsterdam")."""

from __future__ import annotations

from warrantguard.guard.question.words._form import FINITE, PREPOSITIONS, finite_verb
from warrantguard.guard.question.words._shapes import _NOT_VERBS, _bare_noun
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._verbs import is_verb
from warrantguard.guard.question.words._wordlists import ADVERBS, AMBIGUOUS, DEGREE, DETERMINERS, MODALS

__all__ = ["people_verb", "subject_aux", "subject_verb"]

_SUBJECT_BOUND = 5  # words of a subject between "whether" and its modal
_SINGULAR = frozenset({"he", "she", "it"})


# A pronoun and "'d" typed as one word ("hed", "theyd"); read so only before "rather" ("shed", "wed", "id" are words).
_FUSED_WOULD = frozenset({"id", "youd", "hed", "shed", "wed", "theyd"})


def subject_aux(toks: list[Token], i: int) -> int | None:
    """After "whether" at ``toks[i - 1]``: the index past a short subject and its modal ("whether my daughter should
    | take …", "… extra cash should | go …", "… my husband and I should | file …", "… Nan should | fly …"), or past a
    subject's verb and the modal of the clause it takes ("whether my ferritin of 14 means I should | take …"), or
    None."""
    if (told := _clause_modal(toks, i)) is not None:
        return told
    if i + 2 < len(toks) and toks[i].low in _FUSED_WOULD and toks[i + 1].low == "rather":
        return i + 2  # "idk if hed rather | have …": "he'd" typed without its apostrophe
    name = i < len(toks) and toks[i].capitalized and toks[i].low.isalpha() and toks[i].low not in _NOT_VERBS
    if i >= len(toks) or not (toks[i].low in DETERMINERS or _bare_noun(toks[i]) or name or _modifier_noun(toks, i)):
        return None
    joined = 2 if any(t.low == "and" for t in toks[i : i + _SUBJECT_BOUND]) else 0  # "… and I": two words more
    for k in range(i + 1, min(len(toks) - 1, i + _SUBJECT_BOUND + joined)):
        if toks[k].low in MODALS and toks[k - 1].low in DETERMINERS and toks[k + 1].low in MODALS:
            continue  # "whether my will | should leave …": the noun "will", its own modal after it
        if toks[k].low in MODALS:
            return k + 1
        if toks[k].low == "and" or (toks[k].low in ("i", "we") and toks[k - 1].low == "and"):
            continue  # "whether my husband and I should | file …": a compound subject
        if _outside_subject(toks, k):
            return None
    return None


def _outside_subject(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` no word of a short subject after "whether": punctuation (not an amount: "whether the $350k
    should …"), a function word, or an "-ing" word that is no compound's head before the modal ("whether crew
    scheduling | should …")?"""
    w = toks[k].low
    amount = w[:1] in "$€£" and w[1:2].isdigit()
    compound = k + 1 < len(toks) and toks[k + 1].low in MODALS and _bare_noun(toks[k - 1])
    compound = compound or (k + 2 < len(toks) and toks[k - 1].low in DETERMINERS and _bare_noun(toks[k + 1])
                            and toks[k + 2].low in MODALS)  # "whether our | wedding | invitations should …"
    worded = w.replace("-", "").isalpha()  # "whether the on-call should …": a hyphenated noun
    worded = worded or (w.isalnum() and any(c.isalpha() for c in w))  # "whether our 4x100 relay should …"
    worded = worded or _age(toks, k)  # "whether my | 11 | year old should …", "… my 11-year-old should …"
    return (not worded and not amount) or w in _NOT_VERBS or (w.endswith("ing") and not compound)


def _age(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` a child's age standing for the child ("my | 11 | year old", "my | 11-year-old", "our | 6yo"):
    a number before "year" / "month" or a hyphenated age (added for the hundred-and-forty-sixth held-out part)?"""
    w, nxt = toks[k].low, (toks[k + 1].low if k + 1 < len(toks) else "")
    if w.isdigit():
        return nxt in _AGE_UNITS
    number, _, rest = w.partition("-")
    return (number.isdigit() and rest.removesuffix("s").replace("-", " ") in _AGE_TAILS) or (
        w.removesuffix("yo").isdigit() and w.endswith("yo"))


_AGE_UNITS = frozenset({"year", "years", "yr", "yrs", "month", "months", "yo"})
_AGE_TAILS = frozenset({"year old", "yr old", "month old", "year"})


def _modifier_noun(toks: list[Token], i: int) -> bool:
    """Is ``toks[i]`` a word that is a noun as well as a verb, modifying a plural noun before a modal ("whether
    review threads should | be resolved …", "whether test builds should …")? No bare verb opens a clause after
    "whether"."""
    if toks[i].capitalized or toks[i].low not in AMBIGUOUS or i + 2 >= len(toks):
        return False
    head = toks[i + 1].low
    return head.isalpha() and head.endswith("s") and not head.endswith("ss") and toks[i + 2].low in MODALS


def subject_verb(toks: list[Token], i: int) -> int | None:
    """After "whether" at ``toks[i - 1]``: past a short articled subject's present-tense verb and its
    preposition ("whether the booth goes to | Berlin or Amsterdam") or its "(more) like" after a verb of seeming
    ("if this rash looks more like | shingles or …"), where the options start, or ``None``."""
    if i >= len(toks) or toks[i].low not in DETERMINERS | _SINGULAR:  # "whether she | switches to …"
        return None
    for k in range(i + 1, min(len(toks) - 1, i + (2 if toks[i].low in _SINGULAR else _SUBJECT_BOUND))):
        if toks[k].low.endswith("s") and toks[k].low not in FINITE and finite_verb(toks, k, strict=True):
            if (like := _likened(toks, k)) is not None:
                return like  # "whether this rash looks more like | shingles or …"
            return k + 2 if toks[k + 1].low in PREPOSITIONS else None  # not "… if the attic gets | spray foam …"
        if _outside_subject(toks, k):
            return None
    return None


def _likened(toks: list[Token], k: int) -> int | None:
    """Past a verb of seeming at ``k``, an optional degree word and "like" ("looks | more like |", "sounds like |"),
    where the options start, or ``None`` (not "looks good", nor a verb that is no verb of seeming: "likes")."""
    if toks[k].low not in _SEEMING:
        return None
    j = k + 1 + (toks[k + 1].low in DEGREE)
    return j + 1 if j + 1 < len(toks) and toks[j].low == "like" else None


_SEEMING = frozenset({"looks", "sounds", "seems", "feels", "smells", "tastes", "appears"})


def _clause_modal(toks: list[Token], i: int) -> int | None:
    """Past a short subject, its present-tense verb, an optional "that", a subject pronoun and its modal ("whether |
    my ferritin of 14 means I should | take iron pills or …", "… the MRI shows that we should | …"), where the
    options start, or ``None`` (not "whether my son thinks about …": no pronoun and modal after the verb)."""
    for k in range(i + 1, min(len(toks) - 3, i + _SUBJECT_BOUND + 2)):
        w = toks[k].low
        if not w.replace("-", "").isalnum():
            return None
        headed = toks[k - 1].low not in DETERMINERS  # "my ferritin | means", not "the classes | you should …"
        if w.endswith("s") and w not in FINITE and (finite_verb(toks, k, strict=True) or headed):
            j = k + 1 + (toks[k + 1].low == "that")
            if j + 1 < len(toks) and toks[j].low in _PERSONS and toks[j + 1].low in MODALS:
                return j + 2
            return None
    return None


_PERSONS = frozenset({"i", "we", "you", "he", "she", "they"})


_PEOPLE = frozenset({"people", "folks", "others"})  # a generic subject: a verb follows it, never a noun of a name


def people_verb(toks: list[Token], i: int) -> int | None:
    """After "whether" at ``toks[i - 1]``: past a generic subject ("(most) people", "folks", "others"), an adverb of
    habit and its base verb ("whether people usually update | the bank or the GP surgery first"), where the options
    start; or ``None`` (the word after the subject no listed verb, or followed by no article and no name: "whether
    people prefer | Addi Turbos or …" reads the name as the object)."""
    k = i + (i < len(toks) and toks[i].low == "most")
    if k >= len(toks) or toks[k].low not in _PEOPLE:
        return None
    k += 1 + (k + 1 < len(toks) and toks[k + 1].low in ADVERBS)
    if k + 1 >= len(toks) or toks[k].low.endswith("s") or not is_verb(toks[k], initial=True):
        return None
    return k + 1 if toks[k + 1].low in DETERMINERS or toks[k + 1].capitalized else None  # "prefer | Addi …": a name
