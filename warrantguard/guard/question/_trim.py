"""Trimming the two sides of a coordinated question down to its options (see ``_options``)."""

from __future__ import annotations

from warrantguard.guard.question._other_leads import SUBJECT_BE, other_lead
from warrantguard.guard.question.forms import (
    answer_is_if,
    asked_better_off,
    asked_told_if,
    better_off,
    compound_head_verb,
    explaining_if,
    hearer_if,
    it_named_start,
    likely_degree,
    named_cause,
    named_question,
    opening_time,
    ought_lead,
    predicate_index,
    reported_better,
    skilled_gerund,
    subject_before_be,
    thanks_head,
    thought_clause,
    told_hearer_if,
    told_which_of,
    unlisted_clause_verb,
    verb_pair_head,
    wake_word,
    which_of_names,
)
from warrantguard.guard.question.words import (
    ADVERBS,
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    COPULAS,
    DETERMINERS,
    MENTAL_VERBS,
    OWN_PRONOUNS,
    POSSESSIVES,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    VERBS,
    WH,
    Refusal,
    Token,
    ing_word,
    is_verb,
    manner_adverb,
    people_verb,
    stance_words,
    subject_aux,
    subject_verb,
    unsure,
)

__all__ = ["SUBJECT_PRONOUNS", "predicate_index", "strip_lead"]


_DISCOURSE = frozenset({"so", "ok", "okay", "well", "and", "but", "honestly", "hey", "also", "now", "lol", "omg", "um",
                        "uh", "hmm", "ugh", "yo", "pls", "please", "guys", "seriously", "btw", "fyi", "fwiw", "tbh",
                        "imo", "imho", "ngl", "anyway", "anyways"})
_IF_AFTER = frozenset({"wonder", "wondering", "lmk", "sure", "know", "decide", "deciding", "unsure", "ask", "asking",
                       "me", "us", "tell", "see", "idk", "dunno", "wondered", "curious", "out", "advise", "confirm",
                       "check", "clarify", "understand", "learn", "explain", "idea", "clue", "debating", "asked"})
# "could you kindly advise | if …", "any idea | if …", "we're debating | if …", "she asked | if …"
_ASKING_ADVERBS = frozenset({"please", "pls", "offhand", "off-hand", "quick", "asap"})  # "know offhand | if …"
_SAY_ASKED = frozenset({"you", "u", "please", "pls", "plz", "and", "also"})  # "… and also say | if …"
SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "they", "he", "she", "it", "u", "yall", "y'all"})
_LEAD_BOUND = 6  # tokens searched for the verb after an auxiliary's subject


def _gerund(tok: Token) -> bool:
    return ing_word(tok.low) and not tok.capitalized


def strip_lead(toks: list[Token], after_separator: bool, gerund_b: bool = False,
               b_first: str = "") -> tuple[str, bool, int]:
    """Skip the question lead-in of the left side.

    Returns ``(subject, expects_verb, start)``: ``subject`` is set when the options are the
    subject of what follows: ``"copula"`` after a leading copula ("Is tea or coffee healthier"),
    ``"verb"`` when a verb follows them ("whether cats or dogs are", "Does X or Y scale");
    ``expects_verb`` when a verb phrase is expected ("Should we …", "Is it better to …"); ``start``
    the index where option A begins. ``gerund_b``: option B opens with an -ing word, so one opening
    the left side is A's ("looking at screens or | reading …"), not a lead-in. ``b_first``: option B's
    first word.
    """
    n = len(toks)

    def w(k: int) -> str:
        return toks[k].low if k < n else ""

    i = 0
    while (w(i) in _DISCOURSE or wake_word(toks, i)) and i < n - 1:  # "hey google uh | quickbooks or …"
        i += 1
    i += stance_words(toks, i)  # "in your opinion | is the Kaution or …": a stance before the question
    i += opening_time(toks, i)  # "This time | I'm leaning toward A or B": the time names no option
    told = [k + 2 for k in range(i, n - 2) if w(k) == "tell" and w(k + 1) in ("me", "us") and w(k + 2) in _TOLD_AUX]
    if told:  # "… but first tell me | is the 15 year or the 30 year refi …": the question asked follows
        i = told[-1]
    i = told_which_of(toks, i)  # "Please tell me | which one of Shirley or Alicante gives …": the question asked
    i = named_question(toks, i)  # "… and the big question is | guppies or platies": the asker names the question
    marks = [k for k in range(i, n) if w(k) == "whether" or (w(k) == "if" and (_if_asks(toks, k) or told_hearer_if(
        toks, k, b_first)))]  # "tell my insurer | if the house has a … or a …"
    whether = bool(marks)  # "whether cats or dogs are better": the options are the subject
    if marks:  # the last one, nearest the options: "if you could help me figure out | whether to …"
        i = marks[-1] + 1
    lead = _after_whether(toks, i, b_first) if whether else None
    lead = lead or _told_or_pronoun_lead(toks, i, gerund_b) or _pronoun_verb(toks, i, b_first)
    if lead is not None:
        return lead
    if w(i) == "which" and (picked := _which_of(toks, i)):
        return "verb", False, picked  # "which of | tile or hardwood holds up better": the options are the subject
    if w(i) == "to" and i + 1 < n and toks[i + 1].low in VERBS and b_first not in ("to", ""):
        return "", True, i + 1  # "to | lower the crib mattress now or wait …?": the infinitive asks which to do
    if w(i) in WH:
        raise Refusal(f"it is an open question ('{w(i)} …') with no two options set off")
    if (ought := ought_lead(toks, i)) is not None:  # "Ought we to | run …": as after "Should we"
        return "", True, ought
    if w(i) in AUX and not _imperative_do(w(i), w(i + 1), b_first):
        return _after_aux(toks, i + 1, b_first)
    if w(i) in COPULA_LEADS:
        if w(i + 1) == "it":
            return _after_it(toks, i + 2)
        if w(i + 1) in _PROGRESSIVE_SUBJECTS and ing_word(w(i + 2)):  # "Are we | driving or flying", "Are we |
            return "", True, i + 2  # paying for the chargers out of capex or opex": as "Do we drive …"
        agent = _agent_start(toks, i + 1)  # "Is the drop caused by | A or B": the clause is whole, no predicate after
        return ("copula" if agent == i + 1 else ""), False, agent
    return ("verb" if whether else ""), False, i


def _agent_start(toks: list[Token], i: int) -> int:
    """Where A starts after "Is" and its subject: past a passive's "-ed by" in the subject ("Is the drop in conversions
    caused by | the new checkout or …": the agents are the options), else at the subject (``i``)."""
    by = [k for k in range(i + 1, len(toks) - 1) if toks[k].low == "by" and _regular_participle(toks[k - 1])]
    return by[-1] + 1 if by else i


def _regular_participle(tok: Token) -> bool:
    """A lower-case regular past participle ("caused", "driven" not: "-ed" only)."""
    w = tok.text
    return len(w) > 4 and w.endswith("ed") and w.isalpha() and w.islower()


_PROGRESSIVE_SUBJECTS = frozenset({"we", "you", "they", "i"})


def _which_of(toks: list[Token], i: int) -> int:
    """Where option A starts after "which" opening the sentence: past "of" ("which of | tile or …"), "one" before a name
    ("which one | Mandarin or …"), or at a name after it ("which | Aldi or Netto …"); else 0 ("which laptop …")."""
    nxt, after = (toks[i + 1] if i + 1 < len(toks) else None), (toks[i + 2] if i + 2 < len(toks) else None)
    if nxt is None:
        return 0
    if nxt.low == "of":  # not "which of my friends or coworkers …": members of a group, not two options
        return i + 2 if after is not None and (after.low not in DETERMINERS | POSSESSIVES | PRONOUNS
                                               or which_of_names(toks, i + 2)) else 0  # "… | the Powerwall or the …"
    if nxt.low == "one" and after is not None and after.low == "of":  # "which one of | Shirley or …": as "which of"
        return _which_of(toks, i + 1)
    if nxt.low == "one" and after is not None and after.capitalized and after.low not in AUX | PRONOUNS:
        return i + 2
    return i + 1 if nxt.capitalized and nxt.low not in AUX | PRONOUNS and i + 2 == len(toks) else 0


def _if_asks(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` open an indirect question: a word such as "decide" / "sure" / "wonder" right before it or
    before an adverb ("tell me honestly | if"), a short time phrase ("decide by Friday | if …") or a hearer?"""
    before = [t.low for t in toks[max(0, k - 3) : k]]
    if before and (before[-1] in _IF_AFTER or before[-2:] in (["question", "is"], ["question", "was"])
                   or answer_is_if(toks, k)):  # "… can't find a clear answer on is | if …"
        return True  # "… or wondering | if …", "so the question is | if …"
    if len(before) > 1 and before[-1] == "say" and before[-2] in _SAY_ASKED:
        return True  # "could u please say | if …": asked of the assistant (not "they say if …")
    if len(before) > 1 and before[-2] in _IF_AFTER and (manner_adverb(before[-1]) or before[-1] in _ASKING_ADVERBS):
        return True  # "tell me honestly | if …", "let me know quickly | if …": an adverb of the asking
    timed = len(before) == 3 and before[1] in ("by", "this", "next", "before") and toks[k - 1].low.isalpha()
    return (timed and before[0] in _IF_AFTER) or hearer_if(toks, k) \
        or explaining_if(toks, k) or asked_told_if(toks, k)  # "can you explain to my dad | if …"; "would you mind
    # explaining | if …"; "Can somebody tell my wife | if …"


def _told_or_pronoun_lead(toks: list[Token], i: int, gerund_b: bool) -> tuple[str, bool, int] | None:
    """``strip_lead`` where a report, "better off", a pronoun and its auxiliary or another listed
    lead-in opens the left side at ``i`` (None: none of these)."""
    told = _told_modal(toks, i) or reported_better(toks, i)  # "I read somewhere that it's better to | …"
    if told is not None:  # "She said | I can | take a supplement or just get more sun."
        return "", True, told
    off = asked_better_off(toks, i)
    if off is not None:  # "Am I better off | renting or buying …"
        return "", False, off
    if i + 1 < len(toks) and toks[i].low in SUBJECT_PRONOUNS and toks[i + 1].low in AUX:
        return "", True, i + 2
    return other_lead(toks, i, gerund_b)


def _pronoun_verb(toks: list[Token], i: int, b_first: str) -> tuple[str, bool, int] | None:
    """A question asked in the order of a statement, "we" / "I" and a listed verb opening it, B opening with one too
    ("we | scale the consumers horizontally or increase …?"): the pronoun leads in to two verb phrases."""
    if i + 2 >= len(toks) or toks[i].low not in ("we", "i") or b_first not in VERBS or not is_verb(toks[i + 1]):
        return None
    if toks[i + 1].low in _WANTING or toks[i + 2].low == "to":  # "I want to | lower …": a wish told, refused
        return None
    return "", True, i + 1


_TOLD = frozenset({"said", "says", "told", "suggested", "suggests", "thinks", "thought"})
_MODALS = frozenset({"can", "could", "should", "might", "may"})


def _told_modal(toks: list[Token], i: int) -> int | None:
    """A reported choice: "She said (that) I can | take …", "the vet says we could | operate …" — a short subject,
    a verb of saying, and a pronoun and its modal lead in to a verb phrase. Where the verb starts, or ``None``."""
    said = next((k for k in range(i + 1, min(len(toks), i + 4)) if toks[k].low in _TOLD), None)
    if said is None:
        return None
    k = said + 1 + (said + 1 < len(toks) and toks[said + 1].low == "that")
    if k + 2 < len(toks) and toks[k].low in SUBJECT_PRONOUNS and toks[k + 1].low in _MODALS:
        return k + 2
    return None


def _after_whether(toks: list[Token], i: int, b_first: str = "") -> tuple[str, bool, int] | None:
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
    if verb is None and low[0] in PRONOUNS and low[1] in _WANTING and low[2] == "to":
        verb = i + 3
    will = low[0].endswith("'ll") and i > 0 and toks[i - 1].low == "whether"  # not "not sure if i'll …" (a report)
    if verb is None and (low[0].endswith("'d") or will) and low[0].split("'")[0] in PRONOUNS:  # "whether you'd | …"
        verb = i + 1 + (low[1] in ADVERBS)  # "whether we'd rather | rent …", "whether I'll | go to …"
    if verb is None and low[0] in PRONOUNS and low[1] in MENTAL_VERBS and low[2] in SUBJECT_PRONOUNS \
            and i + 3 < len(toks) and toks[i + 3].low in _MODALS:
        verb = i + 4  # "whether you think I should | apply …"
    be = verb if verb is not None and verb < len(toks) and toks[verb].low == "be" else None
    if be is not None and (off := better_off(toks, be + 1)) is not None:  # "whether we'd be better off with | …"
        return "", False, off
    if verb is not None:
        return "", True, verb
    it_is = 1 if low[0] == "it's" else 2 if low[0] == "it" and low[1] in ("is", "was") else 0  # "whether it is …"
    worth = i + it_is < len(toks) and (toks[i + it_is].low == "worth" or likely_degree(toks, i + it_is))  # "worth |"
    if it_is and (worth or any(t.low == "to" for t in toks[i + it_is : i + it_is + 5])):  # "… preferable to | …"
        return _after_it(toks, i + it_is)
    if low[0] in SUBJECT_BE and low[1] == "going" and low[2] == "to":  # "if I'm going to | sell …"
        return "", True, i + 3
    if low[0] == "it" and low[1] in ("makes", "made") and any(t.low == "to" for t in toks[i + 2 : i + 6]):
        return _after_it(toks, i + 1)  # "if it makes more sense to | spray …", as after "would it make …"
    if low[0] in SUBJECT_BE and low[1] in ("a", "an"):  # "whether I'm | a UK tax resident or a non-resident"
        return "", False, i + 1
    if it_is and low[it_is - 1] in ("it's", "is") and i + it_is < len(toks) and \
            toks[i + it_is].low not in _NOT_COMPLEMENT and unsure(toks[:i]):
        return "", False, i + it_is  # "I can't tell if it's | damping off or just mould": what it is, no subjects
    if low[0] in SUBJECT_BE and ing_word(low[1]) and low[1] != "going":  # "whether I'm | doing the home …"
        return "", False, i + 1
    if low[0] in PRONOUNS and low[1] in MENTAL_VERBS:  # "if you think | Kyoto or Osaka is …"
        k = thought_clause(toks, i + 2)  # "if you think | I'd be better off with …"
        return (k is not None and _after_whether(toks, k, b_first)) or ("verb", False, i + 2)
    if low[0] in SUBJECT_PRONOUNS and i + 2 < len(toks) and unlisted_clause_verb(toks, i + 1, b_first):
        return "", False, i + 2  # "if we reimburse | Oura rings or Fitbits": an unlisted verb's objects
    if low[0] in SUBJECT_PRONOUNS and i + 2 < len(toks) and is_verb(toks[i + 1]):  # "whether we | go with …"
        return "", True, i + 1
    if low[0] in SUBJECT_PRONOUNS and i + 1 < len(toks) and b_first in VERBS and _unlisted_word(toks[i + 1]):
        return "", True, i + 1  # "whether we | heave-to or run off …": B's verb makes the unlisted word A's
    off = better_off(toks, i + 1) if low[0] in SUBJECT_BE | {"he's", "she's"} else None  # "if I'm / he's | better off"
    return None if off is None else ("", False, off)


_NOT_COMPLEMENT = frozenset({"not", "just", "only", "because", "that", "what", "who", "which", "how", "better", "worse",
                             "best", "okay", "ok", "fine", "safe", "normal", "possible", "true"})


def _unlisted_word(tok: Token) -> bool:
    """A lower-case word (hyphens allowed) that is no function word: a verb the lists lack, after a pronoun."""
    w = tok.low
    return w.replace("-", "").isalpha() and not tok.capitalized and w not in DETERMINERS | PREPS | AUX | COPULAS


_TOLD_AUX = frozenset({"is", "are", "should", "would", "do", "does", "will", "can"})
_WANTING = frozenset({"want", "need", "plan", "ought", "prefer", "wanted", "needed", "planned", "have"})


def _after_aux(toks: list[Token], i: int, b_first: str = "") -> tuple[str, bool, int]:
    n = len(toks)
    low = [t.low for t in toks] + [""]
    if low[i] in PRONOUNS:
        i += 1
        if low[i - 1] == "it" and (low[i] == "be" or "to" in low[i : i + _LEAD_BOUND]):
            return _after_it(toks, i)  # "would it be better to", "wouldn't it make more sense to"
    else:
        verb = next((k for k in range(i, min(n, i + _LEAD_BOUND))
                     if is_verb(toks[k]) and low[k - 1] not in DETERMINERS and low[k - 1] not in PREPS), None)
        verb = None if verb is None else compound_head_verb(toks, verb)  # "the settings page | use …"
        verb = None if verb is None else thanks_head(toks, verb)  # "would a thank you | email or …": no verb
        verb = None if verb is None else verb_pair_head(toks, verb, b_first)  # "the ground pour | go under …"
        be = next((k for k in range(i + 1, min(n - 1, i + _LEAD_BOUND))
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


def _imperative_do(word: str, after: str, b_first: str) -> bool:
    """Is an opening "do" the verb of A, not an auxiliary ("do | the timing belt now or wait until 105k"): a
    determiner after it and a B opening with a verb that is no noun ("Do the Ioniq or the Model 3 get …" keeps it
    an auxiliary)? A then starts at "do"."""
    return word == "do" and after in DETERMINERS and b_first in VERBS - AMBIGUOUS


def _bare_subject(toks: list[Token], i: int, b_first: str) -> bool:
    """A bare plural noun after the auxiliary, then a word the lists lack, against a B opening with a verb that is
    no noun ("Should agents | tag tickets … or let …"): the noun is the subject, the unlisted word A's verb."""
    if i + 2 >= len(toks) or b_first not in VERBS - AMBIGUOUS:
        return False
    noun = toks[i].low
    return noun.isalpha() and noun.endswith("s") and not noun.endswith("ss") and not toks[i].capitalized \
        and noun not in DETERMINERS | PRONOUNS | PREPS and _unlisted_word(toks[i + 1])


def _after_lead_verb(toks: list[Token], low: list[str], i: int) -> tuple[str, bool, int]:
    """After "Would you" / "Do you": an adverb, "mind", "suggest we" or "think (that)" before the options."""
    low = [*low, "", "", ""]  # the lead may end the sentence ("should i … | or …"): a look past it reads ""
    i += low[i] in _YOU_PLURAL and low[i - 1] == "you"  # "do you guys | star hop or …": the hearers addressed
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
        if (k := thought_clause(toks, i + 1)) is not None and (lead := _after_whether(toks, k)):
            return lead  # "Do you think | I'd be better off with …": as after "whether"
        i += 1 + (low[i + 1] == "that")
        if low[i] in PRONOUNS and low[i + 1] in AUX:
            return "", True, i + 2
        if low[i].replace("\u2019", "'") in ("it's", "it") and "to" in low[i + 1 : i + _LEAD_BOUND]:
            return _after_it(toks, i + 1)  # "Do you think it's wiser to | negotiate …"
        return "verb", False, i  # "Do you think the iPhone 15 or the Pixel 8 has …"
    return "", True, i


_COURTESY = frozenset({"please", "pls", "plz"})
_YOU_PLURAL = frozenset({"guys", "folks", "lot"})


def _filler_like(toks: list[Token], i: int) -> bool:
    """A spoken "like" before a bare verb after the auxiliary and its subject ("should i | like | get the bus …"): no
    verb "like" takes a bare verb, so it is a filler (not "do you like | work or play", a noun after it)."""
    if i + 1 >= len(toks) or toks[i].low.rstrip(",") != "like" or not is_verb(toks[i + 1]):
        return False
    after = toks[i + 2].low if i + 2 < len(toks) else ""
    return toks[i + 1].low not in AMBIGUOUS or after in DETERMINERS or after in PRONOUNS


def _after_it(toks: list[Token], i: int) -> tuple[str, bool, int]:
    """After "is it" / "would it be": "better to …", "more important to consider …", "worth …", "better paying …"; or
    an articled noun phrase naming what "it" is ("Is it | the lead screw or …"), or a likelihood ("more likely | …")."""
    for k in range(i, min(len(toks), i + _LEAD_BOUND)):
        if toks[k].low == "to":
            return "", True, k + 1
        if toks[k].low == "worth" and [t.low for t in toks[k + 1 : k + 3]] == ["it", "to"]:
            return "", True, k + 3  # "is it worth it to | upgrade the ram or just buy …"
        if toks[k].low == "worth":
            return "", False, k + 1
        if k > i and toks[k - 1].low in COMPARATIVES and ing_word(toks[k].low):
            return "", True, k  # "Is it better | paying by check or by ACH": gerunds follow the comparative
        if k > i and (skilled := skilled_gerund(toks, k)) is not None:
            return "", False, skilled  # "is it better at summarizing | Teams meetings or …": the gerund's objects
    if i < len(toks) and (toks[i].low in ("a", "an", "the", "my", "our") or likely_degree(toks, i)):  # "Is it | my …"
        return "", False, i  # what "it" is: the options, a cause or a thing to identify
    if named_cause(toks, i):  # "Is it | heat stress or herbicide drift?": a bare noun phrase naming what "it" is
        return "", False, i
    if (named := it_named_start(toks, i)) is not None:  # "Is it | 3 p.m. or …", "was it posted | by …": what it is
        return "", False, named
    raise Refusal("the options could not be separated from the lead-in ('is it …')")
