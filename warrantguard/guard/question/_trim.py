"""Trimming the two sides of a coordinated question down to its options (see ``_options``)."""

from __future__ import annotations

from warrantguard.guard.question._lead_aux import after_aux, imperative_do
from warrantguard.guard.question._lead_whether import (
    MODALS,
    SUBJECT_PRONOUNS,
    WANTING,
    after_it,
    after_whether,
)
from warrantguard.guard.question._other_leads import other_lead
from warrantguard.guard.question.forms import (
    answer_is_if,
    asked_better_off,
    asked_told_if,
    explaining_if,
    hearer_if,
    intended_opening,
    named_question,
    opening_time,
    ought_lead,
    owed_if_marker,
    predicate_index,
    reported_better,
    reported_infinitive,
    reported_subject,
    told_hearer_if,
    told_which_of,
    wake_word,
    which_of_names,
)
from warrantguard.guard.question.words import (
    AUX,
    COPULA_LEADS,
    DETERMINERS,
    POSSESSIVES,
    PRONOUNS,
    VERBS,
    WH,
    Refusal,
    Token,
    ing_word,
    is_verb,
    manner_adverb,
    predicate_start,
    stance_words,
)

__all__ = ["SUBJECT_PRONOUNS", "predicate_index", "strip_lead"]


_DISCOURSE = frozenset({"so", "ok", "okay", "well", "and", "but", "honestly", "hey", "also", "now", "lol", "omg", "um",
                        "uh", "hmm", "ugh", "yo", "pls", "please", "guys", "seriously", "btw", "fyi", "fwiw", "tbh",
                        "imo", "imho", "ngl", "anyway", "anyways"})
_IF_AFTER = frozenset({"wonder", "wondering", "lmk", "sure", "know", "knowing", "decide", "deciding", "unsure", "ask",
                       "asking", "me", "us", "tell", "see", "idk", "dunno", "wondered", "curious", "out", "advise",
                       "confirm", "check", "clarify", "understand", "learn", "explain", "idea", "clue", "debating",
                       "asked"})
_RECALLING = frozenset({"remember", "recall"})
_NEGATED = frozenset({"not", "never", "cannot", "cant", "dont"})
_UNSETTLED = frozenset({"can't", "cant", "cannot"})  # "can't agree | if …" (not "couldn't": a story told)
# "could you kindly advise | if …", "any idea | if …", "we're debating | if …", "she asked | if …", "appreciate
# knowing | if …"
_ASKING_ADVERBS = frozenset({"please", "pls", "offhand", "off-hand", "quick", "asap"})  # "know offhand | if …"
_SAY_ASKED = frozenset({"you", "u", "please", "pls", "plz", "and", "also", "to"})  # "… and also say | if …", "need
# to say | if …": an infinitive of saying asks as "know" does


def _worth_opening(toks: list[Token], i: int) -> bool:
    """Does the question open on "worth" with "is it" dropped, a gerund after it, alone or after "just" ("Worth |
    just getting the stylus or …?", "Worth | repairing or …")? Not "Worth it or …": "it" is no gerund."""
    if i + 1 >= len(toks) or toks[i].low != "worth":
        return False
    k = i + 1 + (toks[i + 1].low in _WORTH_FOCUS and i + 2 < len(toks))
    return ing_word(toks[k].low)


_WORTH_FOCUS = frozenset({"just", "even", "still", "really", "actually"})


def strip_lead(toks: list[Token], after_separator: bool, gerund_b: bool = False,
               b_first: str = "", right: list[Token] | None = None) -> tuple[str, bool, int]:
    """Skip the question lead-in of the left side.

    Returns ``(subject, expects_verb, start)``: ``subject`` is set when the options are the
    subject of what follows: ``"copula"`` after a leading copula ("Is tea or coffee healthier"),
    ``"verb"`` when a verb follows them ("whether cats or dogs are", "Does X or Y scale");
    ``expects_verb`` when a verb phrase is expected ("Should we …", "Is it better to …"); ``start``
    the index where option A begins. ``gerund_b``: option B opens with an -ing word, so one opening
    the left side is A's ("looking at screens or | reading …"), not a lead-in. ``b_first``: option B's
    first word; ``right``: the right side, B first.
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
    lead = after_whether(toks, i, b_first) if whether else None
    lead = lead or _told_or_pronoun_lead(toks, i, gerund_b) or _pronoun_verb(toks, i, b_first)
    if lead is not None:
        return lead
    said = reported_subject(toks, i)  # "The guy at Micro Center said | the Z790 … or the … would"
    if said is not None and right and predicate_start(right) is not None:  # "… | would both work": a verb after B
        return "verb", False, said
    if w(i) == "which" and (picked := _which_of(toks, i)):
        return "verb", False, picked  # "which of | tile or hardwood holds up better": the options are the subject
    if (intent := intended_opening(toks, i)) is not None:
        return "", True, intent  # "Planning to | visit Rome or Florence in May, which …?": as after "Should I"
    if w(i) == "to" and i + 1 < n and toks[i + 1].low in VERBS and b_first not in ("to", ""):
        return "", True, i + 1  # "to | lower the crib mattress now or wait …?": the infinitive asks which to do
    if (asked := _take_on(toks, i)) is not None:
        return "", False, asked  # "What's your take on | heat cable vs. …": the options the opinion is on
    if _worth_opening(toks, i):
        return "", False, i + 1  # "Worth | just getting the stylus or jumping to …?": as after "Is it worth"
    if (closing := _wh_closing_pair(toks, i, right)) is not None:
        return "", False, closing  # "whats safer for a 17yo driver | a small car or a big car"
    if w(i) in WH:
        raise Refusal(f"it is an open question ('{w(i)} …') with no two options set off")
    if (ought := ought_lead(toks, i)) is not None:  # "Ought we to | run …": as after "Should we"
        return "", True, ought
    if w(i) in AUX and not imperative_do(w(i), w(i + 1), b_first):
        return after_aux(toks, i + 1, b_first, right)
    if w(i) in COPULA_LEADS:
        if w(i + 1) == "it":
            return after_it(toks, i + 2, right)
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
    if len(before) > 1 and before[-1] in _RECALLING and (before[-2] in _NEGATED or before[-2].endswith("n't")):
        return True  # "I can't remember | if …": the writer's own doubt, as "I don't know | if …"
    if len(before) > 1 and before[-1] == "agree" and before[-2].replace("\u2019", "'") in _UNSETTLED:
        return True  # "my friends can't agree | if …": a disagreement not yet settled, as "debating if"
    if len(before) > 1 and before[-1] == "say" and before[-2] in _SAY_ASKED:
        return True  # "could u please say | if …": asked of the assistant (not "they say if …")
    if len(before) > 1 and before[-2] in _IF_AFTER and (manner_adverb(before[-1]) or before[-1] in _ASKING_ADVERBS):
        return True  # "tell me honestly | if …", "let me know quickly | if …": an adverb of the asking
    timed = len(before) == 3 and before[1] in ("by", "this", "next", "before") and toks[k - 1].low.isalpha()
    return (timed and before[0] in _IF_AFTER) or hearer_if(toks, k) \
        or explaining_if(toks, k) or asked_told_if(toks, k) or owed_if_marker(toks, k)  # "can you explain to my
    # dad | if …"; "would you mind explaining | if …"; "Can somebody tell my wife | if …"; "need to tell the airline
    # by Friday | if …"


def _told_or_pronoun_lead(toks: list[Token], i: int, gerund_b: bool) -> tuple[str, bool, int] | None:
    """``strip_lead`` where a report, "better off", a pronoun and its auxiliary or another listed
    lead-in opens the left side at ``i`` (None: none of these)."""
    told = _told_modal(toks, i) or reported_better(toks, i)  # "I read somewhere that it's better to | …"
    told = told or reported_infinitive(toks, i)  # "The doctor told me to | take ibuprofen or Tylenol, which …?"
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
    if toks[i + 1].low in WANTING or toks[i + 2].low == "to":  # "I want to | lower …": a wish told, refused
        return None
    return "", True, i + 1


_TOLD = frozenset({"said", "says", "told", "suggested", "suggests", "thinks", "thought"})


def _told_modal(toks: list[Token], i: int) -> int | None:
    """A reported choice: "She said (that) I can | take …", "the vet says we could | operate …" — a short subject,
    a verb of saying, and a pronoun and its modal lead in to a verb phrase. Where the verb starts, or ``None``."""
    said = next((k for k in range(i + 1, min(len(toks), i + 4)) if toks[k].low in _TOLD), None)
    if said is None:
        return None
    k = said + 1 + (said + 1 < len(toks) and toks[said + 1].low == "that")
    if k + 2 < len(toks) and toks[k].low in SUBJECT_PRONOUNS and toks[k + 1].low in MODALS:
        return k + 2
    return None


_TOLD_AUX = frozenset({"is", "are", "should", "would", "do", "does", "will", "can"})




def _take_on(toks: list[Token], i: int) -> int | None:
    """Where A starts after "what's / what is your take (opinion, view) on" or "what are your thoughts on" at ``i``
    ("What's your take on | heat cable vs. …"): the options are what the opinion is asked on, as after "Thoughts on".
    ``None`` otherwise."""
    words = [t.low.replace("\u2019", "'") for t in toks[i : i + 5]]
    if words[:1] in (["what's"], ["whats"]):
        words = ["what", "is", *words[1:]]
        start = i + 3
    else:
        start = i + 4
    if len(words) < 5 or words[:3] not in (["what", "is", "your"], ["what", "are", "your"]):
        return None
    noun, prep = words[3], words[4]
    return start + 1 if noun in _OPINIONS and prep in ("on", "about", "of") and start + 1 < len(toks) else None


_OPINIONS = frozenset({"take", "opinion", "thoughts", "view", "views"})


_WHATS = frozenset({"what's", "whats", "what’s"})


def _wh_closing_pair(toks: list[Token], i: int, right: list[Token] | None) -> int | None:
    """Where A starts when "what's" and a comparative open the question and two indefinite noun phrases close it,
    with no comma between ("whats safer for a 17yo new driver | a small car or a big car"): at the last "a" / "an"
    of the left side, past the comparative's own phrase; None otherwise."""
    graded = toks[i + 1].low.endswith(("er", "est")) or toks[i + 1].low in ("worse", "worst") if i + 1 < len(toks) \
        else False
    if i + 3 >= len(toks) or toks[i].low not in _WHATS or not graded:
        return None
    if not right or right[0].low not in ("a", "an") or len(right) > 3 or any(not t.text.isalnum() for t in right[1:-1]):
        return None
    last = max((k for k in range(i + 2, len(toks)) if toks[k].low in ("a", "an")), default=None)
    if last is None or toks[last - 1].text.endswith(",") or len(toks) - last > 3:
        return None
    return last
