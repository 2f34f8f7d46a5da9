"""Option A as the object of a choice verb: "use | Flutter", "give him | a smartphone", "help me
choose | a Roth", "pay off | my car" (see ``_options``)."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.start.names import numbered_name, versioned_name
from warrantguard.guard.question.forms.start.objects.chosen._adverbed_phrase import adverbed_phrase
from warrantguard.guard.question.forms.start.objects.chosen._bare_subject import offered_object
from warrantguard.guard.question.forms.start.objects.chosen._focused import whole_object
from warrantguard.guard.question.forms.start.objects.chosen._gained_from import gained_from
from warrantguard.guard.question.forms.start.objects.chosen._means_object import instrument_after, means_object_verb
from warrantguard.guard.question.forms.start.objects.chosen._model_number import model_number_doubt
from warrantguard.guard.question.forms.start.objects.chosen._of_head_again import of_head_again
from warrantguard.guard.question.forms.start.objects.chosen._phrase_chain import (
    chain_start,
    phrase_chain,
    placed_setting,
)
from warrantguard.guard.question.forms.start.objects.chosen._progressive import progressive_verb
from warrantguard.guard.question.forms.start.objects.chosen._recipient import past_recipient
from warrantguard.guard.question.forms.start.objects.chosen._same_preposition import same_preposition
from warrantguard.guard.question.forms.start.objects.chosen._saved_as import saved_as
from warrantguard.guard.question.forms.start.objects.chosen._side_words import side_words
from warrantguard.guard.question.forms.start.objects.chosen._verdict_predicate import verdict_subject
from warrantguard.guard.question.forms.start.objects.unlisted import double_object_verb, np_start, unlisted_verb
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    ARTICLES,
    AUX,
    CHOICE_VERBS,
    COPULAS,
    DETERMINERS,
    OBJECT_OR_OWNER_PRONOUNS,
    PARTICLES,
    PHRASAL,
    POSSESSIVES,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    TIME_WORDS,
    TWO_WORD_PREPOSITIONS,
    WEEKDAYS,
    WHOLE_AMOUNTS,
    Refusal,
    Token,
    adverbial,
    articled,
    complex_preposition,
    is_verb,
    manner_adverb,
    now_against_time,
    placed_against,
    predicate_start,
    rate_article,
    timed_start,
)

__all__ = [
    "bare_core",
    "compound_subject",
    "left_noun_option",
    "parallel_phrase",
    "reported_object",
    "restated_subject",
]

_LETTER_PAIR = re.compile(r"[A-Za-z](?:/[A-Za-z])+")
_LOCATIVE = frozenset({"in", "on", "at", "with", "from", "off"})
_OBJ_PREPS, _MEANS = frozenset({"toward", "towards", "into", "onto", "to"}), frozenset({"by", "via", "through"})


def left_noun_option(core: list[Token], right: list[Token], strip_verb: bool, expects_verb: bool) -> list[Token]:
    """Option A as a noun phrase: without the choice verb ("use Flutter") and its particle;
    with no lead-in ("Put the bonus toward …") only a verb before a determiner is dropped."""
    toks = core[1:] if len(core) > 2 and _LETTER_PAIR.fullmatch(core[0].text) and is_verb(core[1]) else core
    r0 = right[0].low  # "A/B | test …": letters joined by a slash say how the verb after them is done
    if len(toks) == 2 and toks[1].low in PHRASAL and is_verb(toks[0], initial=True):
        return toks  # "roll back | or hotfix forward": a phrasal verb is the whole option
    gerund = _choice_gerund(toks[0]) or progressive_verb(toks, expects_verb)  # "are we | specifying S355 or …"
    if strip_verb and len(toks) >= 2 and gerund and not right[0].low.endswith("ing"):
        toks = same_preposition(toks[1:], right) or _after_object(_past_medium(toks[1:], r0), right)  # "is it worth
        # getting AppleCare or …", "putting the panel | behind a VPN or behind …", "joining
        # the line to …"; "playing on | PC or console"
    elif strip_verb and len(toks) >= 2 and _leading_verb(toks, right, expects_verb):
        if toks[0].capitalized and toks[0].low in AMBIGUOUS and toks[1].text.isdigit() and not r0[:1].isdigit():
            raise Refusal(f"'{toks[0].text} {toks[1].text}' may be a name and its number, not a verb and a count")
            # "Switch 2 at $449 or the $499 bundle" (not "Order 2 pizzas or 3 burgers": counts either side)
        if doubt := model_number_doubt(toks, right):  # "stock 380 brushed or a …": a verb, or a modifier?
            raise Refusal(doubt)
        toks = past_recipient(toks[0], _past_pronoun(toks[1:], right))
        if (same := same_preposition(toks, right)) is not None:  # "store sessions in Redis or in …"
            return same
        if len(toks) >= 2 and toks[0].low in PHRASAL:  # "pay off | my car or …", "back up | to …"
            toks = toks[1:]
        if len(toks) >= 2 and (toks[0].low in PARTICLES or toks[0].low in ("as", "by", "under")) and r0 not in PREPS:
            toks = toks[1:]  # "register as | a …", "sit by | the …", "go under | Staff Costs or …" (not "study with
            # music or in silence")
        toks = saved_as(second_object(_after_object(gained_from(toks, right), right), right), right)
        # "save old contracts as | .doc"; "get more out of | a tutor or …"
    if r0.endswith("ly") and len(right) == 1 and len(toks) > 1:  # "price it monthly or annually"
        toks = toks[-1:] if toks[-1].low.endswith("ly") else toks
    return articled(toks)




_OBJECT_ONLY = frozenset({"me", "us", "him"})  # object pronouns that own nothing


def _past_pronoun(toks: list[Token], right: list[Token]) -> list[Token]:
    """After the verb, skip an indirect object ("give him | a smartphone or …") or the asker and
    a second verb ("help me choose | a Roth or …"); or a direct object when B is no verb phrase
    ("feed it | once a day or twice a day", "list it as | remote or hybrid")."""
    if len(toks) >= 2 and toks[0].low in ("it", "them") and not (right[0].low in PRONOUNS or is_verb(right[0])):
        return toks[1:]
    if len(toks) == 2 and toks[0].low in _OBJECT_ONLY and toks[1].text[:1].isalnum() and not is_verb(toks[1]):
        return toks[1:]  # "buy me | Yokkao or Fairtex gloves": the person given to, no owner ("her" may be one)
    if len(toks) < 3 or toks[0].low not in OBJECT_OR_OWNER_PRONOUNS:
        return toks
    if np_start(toks[1]) and np_start(right[0]):
        return toks[1:]
    if toks[0].low in ("me", "us") and is_verb(toks[1]):
        return toks[2:]
    return toks


def _leading_verb(toks: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """Is ``toks[0]`` a choice verb before option A's noun phrase ("use | Flutter")? Not a verb of
    making before "your own" / "my own" ("Build your own PC or …"): the making is the option; nor a verb before
    a bracketed aside closing A ("allow (w/ $500 deposit)", "paint them (DIY, ~$400)"): the verb (and its pronoun) is
    the option, the aside its condition."""
    if (len(toks) > 2 and toks[1].low in POSSESSIVES and toks[2].low == "own" and toks[0].low not in CHOICE_VERBS) \
            or versioned_name(toks, right) or numbered_name(toks, right):  # "React 18.3 or React 19 RC": a name and
        # its versions; "Focus 40 Blue vs BrailleNote …": a name run through its number
        return False
    aside = 1 + (len(toks) > 2 and toks[1].low in ("it", "them"))  # "paint them | (DIY, ~$400) or …"
    if toks[aside].text.startswith(("(", "[")) and toks[-1].text.endswith((")", "]")):
        return False  # "allow | (w/ $500 deposit) or …": a bracketed aside after the verb is no object of it
    if unlisted_verb(toks, right, expects_verb) or means_object_verb(toks, right, expects_verb):
        return True  # "… | record guitar through an amp sim or a real amp"
    if double_object_verb(toks, right):
        return True  # "gift | my in-laws a food hamper or an Umrah donation": a verb taking two objects
    return is_verb(toks[0], initial=True) and (
        expects_verb or toks[1].low in DETERMINERS or toks[1].text[0] in "\"'“‘$€£¥0123456789"
        or toks[0].low not in AMBIGUOUS or toks[1].low in ("it", "them"))  # "Deploy | staging or prod", "feed it";
    # "charge | £150 for … or £180 …": an amount after the verb, in any currency


def _after_object(toks: list[Token], right: list[Token]) -> list[Token]:
    """"put the bonus toward the car loan or …" → "the car loan"; "write the CLI in Go or
    Python" → "Go" (a locative preposition only when option B has no determiner, or has the
    determiner of the locative's object and not the object's: "a tattoo on | the ribs or the wrist"; one of means
    after an object without its article too, unless B has a preposition: "pay deposit by | bank transfer or cash");
    against a place adverb the preposition stays ("take orders | by phone or online")."""
    bare = bool(toks) and toks[0].low.isalpha() and not toks[0].capitalized and (
        right[0].low in ARTICLES or (right[0].low not in DETERMINERS and any(t.low in _MEANS for t in toks[1:-1])))
    if not toks or not (toks[0].low in DETERMINERS or bare) or whole_object(toks, right):
        return toks  # "a cardiologist in Boston or | one closer to home": "one" stands for the whole
    right_words = side_words(right)  # not "in A4 or US Letter | for a client in Canada": the tail's "in"
    r0 = _article(right[0].low)
    for k in range(1, len(toks) - 1):
        w = toks[k].low
        if w in right_words or w not in _OBJ_PREPS | _LOCATIVE | _MEANS or (w in _MEANS and r0 in PREPS | _MEANS):
            continue
        if w in _OBJ_PREPS or r0 not in DETERMINERS or (_article(toks[k + 1].low) == r0 != _article(toks[0].low)):
            means = instrument_after(toks, k, right)  # "on the wall with | nails or adhesive strips": the means
            if _adverbed_phrase(right):
                return toks[k:]  # "via Deel or | directly through …": each its own preposition
            return toks[means + 1 :] if means else toks[k + (not placed_against(toks[k], right)) :]
    return toks


def _adverbed_phrase(right: list[Token]) -> bool:
    """Does B open with an -ly adverb and a preposition ("… via Deel or | directly through the client's payroll")? B is
    a phrase of its own preposition, so A keeps its own ("via Deel")."""
    return len(right) > 2 and (manner_adverb(right[0].low) or right[0].low in WHOLE_AMOUNTS) and right[1].low in PREPS
    # "pay the builder in stages or | all at the end": an amount with its own phrase


def _past_medium(toks: list[Token], r0: str) -> list[Token]:
    """A gerund's object without its "on" when B opens with no preposition and A has no other ("playing on |
    keyboard and mouse or controller"): the medium is the option (not "renting in Singapore through …")."""
    if len(toks) < 2 or toks[0].low != "on" or r0 in PREPS or any(t.low in PREPS for t in toks[1:]):
        return toks
    return toks[1:]


def _article(word: str) -> str:
    return "a" if word == "an" else word


def _choice_gerund(tok: Token) -> bool:
    """Is ``tok`` a choice verb's -ing form ("using", "choosing", "getting"; not "dosing": a doubled consonant only
    is dropped)?"""
    w = tok.low
    if not w.endswith("ing") or len(w) < 6:
        return False
    stem = w[:-3]
    doubled = {stem[:-1]} if stem[-1] == stem[-2] else set()
    return bool(({stem, stem + "e"} | doubled) & CHOICE_VERBS)


_SUBJECTS = frozenset({"he", "she", "they"}) | DETERMINERS  # someone else (not "I tried A or B?")
_PAST = frozenset({"gave", "told", "said", "took", "got", "sent", "brought", "made", "found", "showed", "left"})


def reported_object(core: list[Token], right: list[Token] | None = None) -> int:
    """Where option A starts after a statement's subject and past-tense verb ("My doctor suggested
    | melatonin or …", "My landlord offered me | a 12-month lease or …", "Lender offered | …"); 0 when there is none,
    or when B writes the same head and participle again ("a transformer rated 50 MVA or a transformer rated …")."""
    if len(core) < 3 or core[0].low not in _SUBJECTS:
        return offered_object(core)
    start = _reported_start(core)
    said = [t.low for t in core[1:start]]
    again = [t.low for t in articled(right or [])[: len(said)]]
    return 0 if said and again == said else start


def _reported_start(core: list[Token]) -> int:
    """:func:`reported_object` after a determiner or subject pronoun opening ``core`` ("The vendor quoted | …")."""
    for k in range(1, min(len(core) - 1, 5)):
        w = core[k].low
        if w in AUX or w in COPULAS or not w.isalpha() or (core[k].capitalized and k > 1):
            return 0
        if ((len(w) > 4 and w.endswith("ed")) or w in _PAST) and core[k - 1].low in DETERMINERS:
            return 0  # "The experienced | candidate": a modifier, not a verb
        if (len(w) > 4 and w.endswith("ed")) or w in _PAST:
            j = k + 1
            if core[j].low in OBJECT_OR_OWNER_PRONOUNS and j + 1 < len(core) and (np_start(core[j + 1]) or (
                    core[j].low in _TO_WHOM and core[j + 1].text.isalpha() and core[j + 1].low not in PREPS)):
                j += 1  # "offered me | a 12-month lease", "offered me | sertraline": a bare noun after the pronoun
            return j if core[j].low not in PREPS else 0
    return 0


_TO_WHOM = frozenset({"me", "us", "him", "them"})  # object pronouns only ("her" may be a possessive)
_HEDGES = frozenset({"maybe", "perhaps", "possibly", "probably", "either"})


def bare_core(core: list[Token], subject: str, right: list[Token]) -> list[Token]:
    """Option A's side without what every option shares before it: a leading "either" or hedge
    ("maybe | a watch or a wallet"), the copula of "to be | feared or loved" and, after a
    leading copula, the subject the options describe ('Is "data" | singular or plural', "Are
    tomatoes | a fruit or a vegetable"); raises when nothing is left."""
    while len(core) > 1 and core[0].low in _HEDGES:
        core = core[1:]
    if len(core) > 1 and core[0].low == "be" and right[0].low != "be":
        core = core[1:]
    if subject == "copula" and len(core) > 1:
        core = verdict_subject(core, right)  # "Is the radiation shield | the issue | or the location?"
        core = core[_described_subject(core, right) :]
    if not core:
        raise Refusal("no option before the 'or' / 'vs'")
    return core


_NAMED_BY = frozenset({"answer", "capital", "culprit", "cause", "winner", "diagnosis", "verdict", "spelling",
                       "plural", "author", "killer", "murderer", "owner"})


def _described_subject(core: list[Token], right: list[Token]) -> int:
    """How many words of ``core`` are the subject that both options describe (0 when none)."""
    if core[0].text[0] in "\"“" and right[0].text[0] not in "\"“'‘":
        end = next((k for k, t in enumerate(core) if t.text.rstrip(",.")[-1:] in "\"”"), None)
        return end + 1 if end is not None and end < len(core) - 1 else 0
    named = next((k + 1 for k in (1, 2) if k + 1 < len(core) and core[k].low in _NAMED_BY), 0)
    if core[0].low == "the" and named and not any(t.low in PREPS for t in core[1:named]) \
            and (core[named].low in ARTICLES) == (right[0].low in ARTICLES):
        return named  # "Is the answer | mitosis or meiosis", "Is the correct spelling | …"
    if right[0].low in ARTICLES and core[0].low not in DETERMINERS:  # a subject of one or two nouns
        k = next((k for k in range(1, min(len(core), 3)) if core[k].low in ARTICLES), None)
        if k is not None and not any(t.low in PREPS or t.low in AUX or t.low.endswith("ing") or is_verb(t)
                                     or t.low == "of" for t in core[:k]):  # not "Is Jaws of | the Lion …"
            return k
    return 0



def compound_subject(left: list[Token], begin: int, right: list[Token]) -> int:
    """How far option A starts before the one-word "verb" the lead-in found, when that word is
    the head of a noun compound after the auxiliary ("Would a tax cut or …", "Would remote work
    or …"); 0 when it is not. Option B opens with a determiner, or is no verb and a predicate
    follows it ("or cap-and-trade | cut …")."""
    if len(left) - begin != 1 or begin < 2 or not right:
        return 0
    if right[0].low not in DETERMINERS and (is_verb(right[0]) or predicate_start(right) is None):
        return 0
    n = _compound_length(left, begin)
    if n > 0 and left[begin - n].low in DETERMINERS and left[begin - n - 1].low in AUX:
        return n
    mod = left[begin - 1]  # "Would remote | work or a raise keep her longer?"
    bare = mod.low.isalpha() and not mod.capitalized and mod.low not in PRONOUNS | DETERMINERS | AUX
    if not bare or is_verb(mod) or left[begin - 2].low not in AUX:
        return 0
    return 1 if predicate_start(right) is not None else 0


def _compound_length(left: list[Token], begin: int) -> int:
    """Words from the determiner before ``left[begin]`` up to it (0 without one nearby)."""
    for n in range(2, min(begin, 4) + 1):
        if left[begin - n].low in DETERMINERS:
            return n if all(t.low not in PRONOUNS and t.low not in AUX for t in left[begin - n + 1 : begin]) else 0
    return 0




def parallel_phrase(core: list[Token], a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """The pair with option A as the prepositional phrase parallel to option B's when B is one:
    "buy it | on Black Friday or in January", "work out | before breakfast or after breakfast"."""
    opens = b[0].low in PREPS or complex_preposition(b)  # "… or | next to the inverter": a preposition of two words
    opens = opens or (len(b) > 2 and b[0].low in _PLACE and b[1].low in ARTICLES)  # "… or | across the room"
    if len(b) < 2 or not opens or b[0].low == "of" or not a or a[0].low in PREPS:
        return a, b
    if len(a) > 2 and (a[0].low, a[1].low) in TWO_WORD_PREPOSITIONS:
        return a, b  # "… | out of savings or with a HELOC": A is a phrase already
    if core and core[-1] is a[-1] and now_against_time(a[-1:], b):
        return a[-1:], b  # "tell my manager about the offer | now or after I've signed": the two times
    if not core or core[-1] is not a[-1] or (len(a) == 1 and adverbial(a[0])):  # "apply for X | online or at …"
        return a, b
    if (chain := phrase_chain(core, b)) is not None:
        return core[chain:], b  # "searching | with drones at night or with ground teams at first light"
    k = max((k for k, t in enumerate(core) if (t.low in PREPS or _placed(core, k) or _means(core, k))
             and k + 1 < len(core)), default=0)  # "pay for the ferry | by card or in euros": a means' "by" too
    if k == 0 or core[k].low == "of" or core[k + 1].low in PREPS:
        return a, b
    if any(t.low in DETERMINERS or t.low in PREPS or t.low == "per" for t in core[k + 2 :]):
        return a, b  # "on the deck | this weekend": not one phrase parallel to B's; "for lessons | per session or in
        # a block of six": a rate's "per" opens A, parallel to B's phrase
    if (chained := chain_start(core, k, b)) is not None:
        return core[chained:], b  # "eat lunch | at my desk in the office or on a bench in the park": two chains
    k = placed_setting(core, timed_start(core, k, b), b)  # "start coating | tonight at 4 °C or in the morning at 37 °C"
    k = adverbed_phrase(core, k, b)  # "booked | online in advance or on the day in resort": the adverb is A's
    return core[k - complex_preposition(core[k - 1 :]) :], b  # "keep it | away from the window or …"


_DEADLINES = frozenset({"noon", "midnight", "tonight", "tomorrow", "then", "now", "lunchtime", "morning", "evening"})


def _means(core: list[Token], k: int) -> bool:
    """A means' "by" / "via" at ``k`` before no time ("by | card", not "by | noon")."""
    return core[k].low in _MEANS and k + 1 < len(core) and core[k + 1].low not in TIME_WORDS | WEEKDAYS | _DEADLINES


def _placed(core: list[Token], k: int) -> bool:
    """A word of place before a determiner at ``k`` ("run | down the spine"): a preposition there, its phrase
    parallel to B's ("… or across the collarbones")."""
    return core[k].low in _PLACE_AT and k + 1 < len(core) and core[k + 1].low in DETERMINERS


def second_object(toks: list[Token], right: list[Token]) -> list[Token]:
    """A double object: "offer [the candidate] [a 10% raise] or a one-time bonus" → the second one."""
    if toks and right and toks[0].low in DETERMINERS and right[0].text[:1].isdigit():
        k = next((k for k in range(2, len(toks)) if toks[k].text[:1].isdigit()), None)
        if k is not None and not any(t.low in PREPOSITIONS for t in toks[1:k]):
            return toks[k:]  # "feed [my cat] [2 meals a day] or 4 small ones"
    if not toks or not right or toks[0].low not in DETERMINERS or right[0].low not in DETERMINERS \
            or of_head_again(toks, right):  # "the easy side of | the motion or the side I …": one noun phrase
        return toks
    for k in range(2, len(toks) - 1):
        if toks[k].low in ARTICLES and not rate_article(toks, k) \
                and not any(t.low in PREPOSITIONS | _PLACE for t in toks[1:k]):
            return toks if _contact_clause(toks[k:]) else toks[k:]  # not "the public school down | the street"; nor
        # "the $40 | a month plan": a price per month, no second object
    return toks


_PLACE = frozenset({"down", "up", "along", "past", "beyond", "behind", "through", "across", "around", "off"})
# A place's prepositions before a determiner, "between" and "among" too ("put the rack | between the speakers or
# along the side wall": no "and" follows, so a place, not a choice between two).
_PLACE_AT = _PLACE | frozenset({"between", "among", "amongst"})
_CLAUSE_END_PRONOUNS = frozenset({"us", "me", "him", "them", "it", "you"})
_WHEN_WORDS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yesterday",
                         "today", "earlier", "recently", "online", "here", "there"})


def _contact_clause(toks: list[Token]) -> bool:
    """Is ``toks`` a relative clause without "that" after an object, not a second object: a
    subject and its verb ending the phrase ("the house | the realtor showed us", "… the agent sent")?"""
    if len(toks) > 3 and toks[-1].low in _WHEN_WORDS:  # "… the realtor showed us | Saturday"
        toks = toks[:-1]
    last = toks[-1].low
    past = len(toks) > 2 and toks[-2].low.endswith("ed") and toks[-2].low.isalpha()
    return (last in _CLAUSE_END_PRONOUNS and past) or (last.endswith("ed") and last.isalpha() and len(toks) > 2)


def restated_subject(left: list[Token], begin: int, right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """"Do kids who do | Kumon or kids who do Mathnasium | end up …": B opens with the words just
    before A ("kids who do"), so they are part of each option, and B, as long as A, ends before
    the verb that follows it. ``None`` when B restates nothing (two words at least) or no verb follows."""
    for n in range(min(begin, len(right) - 1, 4), 1, -1):
        if [t.low for t in left[begin - n : begin]] == [t.low for t in right[:n]]:
            a, end = left[begin - n :], len(left) - begin + n
            if end < len(right) and is_verb(right[end]) and right[end].low not in PREPOSITIONS:
                return a, right[:end]
            return None
    return None

