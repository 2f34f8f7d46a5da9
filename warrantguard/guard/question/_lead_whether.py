"""The lead-in after "whether" / "if" and after "is it" (see ``_trim.strip_lead``): where option A starts."""

from __future__ import annotations

from warrantguard.guard.question._other_leads import SUBJECT_BE
from warrantguard.guard.question.forms import (
    better_off,
    it_named_start,
    likely_degree,
    named_cause,
    named_word_pair,
    owed_if_marker,
    skilled_gerund,
    thought_clause,
    unlisted_clause_verb,
)
from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    COMPARATIVES,
    COPULAS,
    DETERMINERS,
    MENTAL_VERBS,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    VERBS,
    Refusal,
    Token,
    ing_word,
    is_verb,
    participle_word,
    people_verb,
    subject_aux,
    subject_verb,
    unsure,
)

__all__ = ["LEAD_BOUND", "MODALS", "SUBJECT_PRONOUNS", "WANTING", "after_it", "after_whether", "unlisted_word"]


SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "they", "he", "she", "it", "u", "yall", "y'all"})


LEAD_BOUND = 6  # tokens searched for the verb after an auxiliary's subject


MODALS = frozenset({"can", "could", "should", "might", "may"})


def after_whether(toks: list[Token], i: int, b_first: str = "") -> tuple[str, bool, int] | None:
    """After "whether" / "if" at ``toks[i - 1]``: a verb phrase after "to" or a short subject and its
    modal ("whether my daughter should | take …") or its "want / need to" ("whether I want to | …");
    after "it's" as after "is it" ("if it's smarter to | …", "if it's worth | …"); after "I'm going to"; the
    options as a subject after "you think";
    after "I'm / we're better off (with)" as after "go with" ("whether I'm better off with | a Roth or …")."""
    low = [t.low.replace("\u2019", "'") for t in toks[i : i + 3]] + ["", "", ""]
    verb = i + 1 if low[0] == "to" else subject_aux(toks, i)
    if verb is None and b_first not in PREPOSITIONS:  # not "… sleeps in the crate or | on the bed": B's own
        verb = subject_verb(toks, i) or people_verb(toks, i)  # "whether the booth goes to | Berlin or …"; "whether
        # people usually update | the bank or the GP surgery"
    if verb is None and low[0] in PRONOUNS and low[1] in WANTING and low[2] == "to":
        verb = i + 3
    will = low[0].endswith("'ll") and i > 0 and (toks[i - 1].low == "whether" or _doubted_if(toks, i - 1))  # "I
    # don't know if I'll | sit …": the writer's own doubt; not "not sure if I'll …" (a state told)
    will = will or (low[0].endswith("'ll") and low[1] == "be" and ing_word(low[2]))  # "if we'll be | installing …"
    if verb is None and (low[0].endswith("'d") or will) and low[0].split("'")[0] in PRONOUNS:  # "whether you'd | …"
        verb = i + 1 + (low[1] in ADVERBS)  # "whether we'd rather | rent …", "whether I'll | go to …"
    if verb is None and low[0] in PRONOUNS and low[1] in MENTAL_VERBS and low[2] in SUBJECT_PRONOUNS \
            and i + 3 < len(toks) and toks[i + 3].low in MODALS:
        verb = i + 4  # "whether you think I should | apply …"
    be = verb if verb is not None and verb < len(toks) and toks[verb].low == "be" else None
    if be is not None and (off := better_off(toks, be + 1)) is not None:  # "whether we'd be better off with | …"
        return "", False, off
    if verb is not None:
        return "", True, verb
    it_is = 1 if low[0] == "it's" else 2 if low[0] == "it" and low[1] in ("is", "was") else 0  # "whether it is …"
    worth = i + it_is < len(toks) and (toks[i + it_is].low == "worth" or likely_degree(toks, i + it_is))  # "worth |"
    if it_is and (worth or any(t.low == "to" for t in toks[i + it_is : i + it_is + 5])):  # "… preferable to | …"
        return after_it(toks, i + it_is)
    if low[0] in SUBJECT_BE and low[1] == "going" and low[2] == "to":  # "if I'm going to | sell …"
        return "", True, i + 3
    if low[0] == "it" and low[1] in ("makes", "made") and any(t.low == "to" for t in toks[i + 2 : i + 6]):
        return after_it(toks, i + 1)  # "if it makes more sense to | spray …", as after "would it make …"
    if low[0] in SUBJECT_BE and low[1] in ("a", "an"):  # "whether I'm | a UK tax resident or a non-resident"
        return "", False, i + 1
    if it_is and low[it_is - 1] in ("it's", "is") and i + it_is < len(toks) and \
            toks[i + it_is].low not in _NOT_COMPLEMENT and unsure(toks[:i]):
        return "", False, i + it_is  # "I can't tell if it's | damping off or just mould": what it is, no subjects
    if low[0] in SUBJECT_BE and ing_word(low[1]) and low[1] != "going":  # "whether I'm | doing the home …"
        return "", False, i + 1
    if low[0] in PRONOUNS and low[1] in MENTAL_VERBS:  # "if you think | Kyoto or Osaka is …"
        k = thought_clause(toks, i + 2)  # "if you think | I'd be better off with …"
        return (k is not None and after_whether(toks, k, b_first)) or ("verb", False, i + 2)
    if low[0] in SUBJECT_PRONOUNS and i + 2 < len(toks) and unlisted_clause_verb(toks, i + 1, b_first):
        return "", False, i + 2  # "if we reimburse | Oura rings or Fitbits": an unlisted verb's objects
    if low[0] in SUBJECT_PRONOUNS and i + 2 < len(toks) and is_verb(toks[i + 1]):  # "whether we | go with …"
        return "", True, i + 1
    if low[0] in SUBJECT_PRONOUNS and i + 1 < len(toks) and b_first in VERBS and unlisted_word(toks[i + 1]):
        return "", True, i + 1  # "whether we | heave-to or run off …": B's verb makes the unlisted word A's
    off = better_off(toks, i + 1) if low[0] in SUBJECT_BE | {"he's", "she's"} else None  # "if I'm / he's | better off"
    return None if off is None else ("", False, off)


def _doubted_if(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` open the writer's own not knowing ("I still don't know | if", "I can't remember | if")
    or an answer owed ("need to tell the editor by tomorrow | if"), so that a pronoun's "'ll" after it asks, as after
    "whether"? Not "I'm not sure | if I'll major in A or B yet, but …": a state told, as before."""
    if toks[k].low != "if" or k < 1:
        return False
    return (toks[k - 1].low in _KNOWING_VERBS and unsure(toks[: k + 1])) or owed_if_marker(toks, k)


_KNOWING_VERBS = frozenset({"know", "tell", "remember", "recall"})


_NOT_COMPLEMENT = frozenset({"not", "just", "only", "because", "that", "what", "who", "which", "how", "better", "worse",
                             "best", "okay", "ok", "fine", "safe", "normal", "possible", "true"})


def unlisted_word(tok: Token) -> bool:
    """A lower-case word (hyphens allowed) that is no function word: a verb the lists lack, after a pronoun."""
    w = tok.low
    return w.replace("-", "").isalpha() and not tok.capitalized and w not in DETERMINERS | PREPS | AUX | COPULAS


WANTING = frozenset({"want", "need", "plan", "ought", "prefer", "wanted", "needed", "planned", "have"})


def after_it(toks: list[Token], i: int, right: list[Token] | None = None) -> tuple[str, bool, int]:
    """After "is it" / "would it be": "better to …", "more important to consider …", "worth …", "better paying …"; or
    an articled noun phrase naming what "it" is ("Is it | the lead screw or …"), or a likelihood ("more likely | …");
    or one noun against another closing the question (``right``, B's side: "Is it | boredom or hormones?")."""
    for k in range(i, min(len(toks), i + LEAD_BOUND)):
        if toks[k].low == "to":
            return "", True, k + 1
        if toks[k].low == "worth" and [t.low for t in toks[k + 1 : k + 3]] == ["it", "to"]:
            return "", True, k + 3  # "is it worth it to | upgrade the ram or just buy …"
        if toks[k].low == "worth" and [t.low for t in toks[k + 2 : k + 3]] == ["to"] and k + 1 < len(toks) \
                and toks[k + 1].low in _TRYING:
            return "", True, k + 3  # "Is it worth trying to | repair it, or better to bin it?": what is tried
        if toks[k].low == "worth":
            return "", False, k + 1
        if k > i and toks[k - 1].low in COMPARATIVES and ing_word(toks[k].low):
            return "", True, k  # "Is it better | paying by check or by ACH": gerunds follow the comparative
        if k > i and (skilled := skilled_gerund(toks, k)) is not None:
            return "", False, skilled  # "is it better at summarizing | Teams meetings or …": the gerund's objects
    if i < len(toks) and (toks[i].low in ("a", "an", "the", "my", "our") or likely_degree(toks, i)):  # "Is it | my …"
        return "", False, i  # what "it" is: the options, a cause or a thing to identify
    if named_cause(toks, i) or named_word_pair(toks, i, right):  # "Is it | heat stress or herbicide drift?": a bare
        return "", False, i  # noun phrase naming what "it" is; "Is it | boredom or hormones?"
    if (named := it_named_start(toks, i)) is not None:  # "Is it | 3 p.m. or …", "was it posted | by …": what it is
        return "", False, named
    if (spent := _graded_use(toks, i, right)) is not None:  # "Would it be better spent | on A, or on B?"
        return "", False, spent
    raise Refusal("the options could not be separated from the lead-in ('is it …')")


# Gerunds of trying that take an infinitive after "worth" ("worth trying to | repair it"): the infinitive is A.
_TRYING = frozenset({"trying", "attempting", "bothering", "tryin"})


def _graded_use(toks: list[Token], i: int, right: list[Token] | None) -> int | None:
    """Where A starts after "it" graded in a passive of its use ("Would it be better spent | on 10 diabolos, or on a
    second unicycle?", "Is it best used | for …"): at the preposition when B opens on it again, else past it; None
    when "it" is followed by no comparative, participle and preposition."""
    if i + 3 >= len(toks) or toks[i].low not in COMPARATIVES or not participle_word(toks[i + 1].low):
        return None
    if toks[i + 2].low not in PREPOSITIONS:
        return None
    return i + 2 if right and right[0].low == toks[i + 2].low else i + 3
