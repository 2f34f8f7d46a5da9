"""Verb phrases: where option B's ends (see ``_options``; whether the options are verb phrases is
:mod:`._verb_mode`'s).

* option B as a verb phrase ends before a subordinate or purpose clause, a predicate, a relative clause without
  "that", or a phrase that is the context of both ("… | for the remaining 5 months")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._absolute_with import absolute_with
from warrantguard.guard.question.forms.end.verbs.phrase._adverbed_with import adverbed_with
from warrantguard.guard.question.forms.end.verbs.phrase._answered import answered_for
from warrantguard.guard.question.forms.end.verbs.phrase._around_for import around_for, seeks_around
from warrantguard.guard.question.forms.end.verbs.phrase._b_company import kept_with, own_object_phrase, sought_with
from warrantguard.guard.question.forms.end.verbs.phrase._bought_as import bought_as
from warrantguard.guard.question.forms.end.verbs.phrase._bought_for import bought_for
from warrantguard.guard.question.forms.end.verbs.phrase._called_off import called_off
from warrantguard.guard.question.forms.end.verbs.phrase._coded_tool import coded_tool_with
from warrantguard.guard.question.forms.end.verbs.phrase._continued_for import continued_for
from warrantguard.guard.question.forms.end.verbs.phrase._infinitive_be import infinitive_be
from warrantguard.guard.question.forms.end.verbs.phrase._intransitive_phrasal import intransitive_phrasal
from warrantguard.guard.question.forms.end.verbs.phrase._invested_in import own_placed_phrase
from warrantguard.guard.question.forms.end.verbs.phrase._measured_than import measured_than
from warrantguard.guard.question.forms.end.verbs.phrase._mirrored_clause import mirrored_clause, named_time_before_and
from warrantguard.guard.question.forms.end.verbs.phrase._named_place_a import own_named_place, relative_place
from warrantguard.guard.question.forms.end.verbs.phrase._object_complement import object_complement
from warrantguard.guard.question.forms.end.verbs.phrase._once_adverb import adverbial_once
from warrantguard.guard.question.forms.end.verbs.phrase._one_with import one_with
from warrantguard.guard.question.forms.end.verbs.phrase._own_complements import (
    closing_particle,
    own_place,
    placed_with_b,
    unclear_acronym_in,
    unclear_after_object,
    unclear_for_after_placed_pronoun,
    unclear_with,
)
from warrantguard.guard.question.forms.end.verbs.phrase._particle_then_verb import particle_then_verb
from warrantguard.guard.question.forms.end.verbs.phrase._state_complement import state_complement
from warrantguard.guard.question.forms.end.verbs.phrase._timed_purpose import timed_purpose
from warrantguard.guard.question.forms.end.verbs.phrase._two_actions import two_actions
from warrantguard.guard.question.forms.end.verbs.phrase._verb_b_ends import (
    asked_for,
    asked_to,
    for_now,
    halted_for,
    held_for,
    motion,
    moved_to,
    own_year,
    sluiced,
    unclear_bare_plural,
)
from warrantguard.guard.question.forms.end.verbs.phrase._waited import waited_clause, waited_for, waited_span
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    BOUND_VERBS,
    DETERMINERS,
    INTRANSITIVE,
    MODIFIERS,
    OWN_PRONOUNS,
    OWN_TIMES,
    PREDICATE_HEADS,
    PREPS,
    PRONOUNS,
    RELATIVES,
    TIME_UNITS,
    VERB_CUT_WORDS,
    Token,
    clause,
    clause_timed,
    dated,
    ing_word,
    is_verb,
    keeps_phrase,
    manner_adverb,
    own_complement,
    reduced_relative,
)

__all__ = ["FOR_VERBS", "destination", "own_adverb", "verb_right"]

_LIGHT_VERBS = frozenset({"take", "use", "get", "go", "have", "make", "do", "keep", "give", "put", "stay", "find",
                          "hire", "seek"})  # "publish or | find an agent": a new thing found, no object shared
_VERB_COPULAS = frozenset({"is", "are", "be", "was", "were"})
_PERSONS = frozenset({"him", "her", "them", "me", "us", "someone", "somebody"})
_PHRASAL_PARTICLES = frozenset({"off", "out", "up", "down", "back", "away", "over"})
_OWN_ADVERBS = frozenset({"extra", "ahead", "early", "upfront"})  # "refinance or pay extra": no object to share
_RIGHT_ADVERBS = frozenset({"just", "simply", "maybe", "perhaps", "rather", "instead", "actually", "still"})


FOR_VERBS = frozenset({"look", "looking", "wait", "waiting", "apply", "applying", "ask", "asking", "pay", "paying",
                        "search", "searching", "shop", "shopping", "care", "caring", "hunt", "hunting", "hope",
                        "hoping"})  # "stay and hope | for the best"

_ASKING_VERBS = frozenset({"check", "ask", "know", "wonder", "test"})  # "… and check | if the part arrives":
# the "if" clause is the verb's object, B's own


def own_adverb(right: list[Token]) -> int:
    """1 when option B opens with an adverb of its own before its verb ("just | let it go", "finally | try to buy",
    "eventually | move abroad"), else 0: an ``-ly`` word (or "only") only before a verb that cannot be a noun there
    ("family | plan" is a noun phrase; "finally | lease a car" a verb phrase)."""
    if len(right) < 2 or right[0].capitalized:
        return 0
    if right[0].low in _RIGHT_ADVERBS:
        return 1
    adverb = manner_adverb(right[0].low) or right[0].low == "only"  # "only | run the affected tests", not "only | one"
    if not adverb or right[0].low in MODIFIERS or not is_verb(right[1]):
        return 0
    after = right[2].low if len(right) > 2 else ""
    return int(right[1].low not in AMBIGUOUS or after in DETERMINERS or after in PRONOUNS)


def verb_right(core: list[Token], right: list[Token], shared: bool = True) -> list[Token]:
    """Option B as a verb phrase: a shared object ("rent or buy a home") leaves the verb alone; otherwise it ends
    before a subordinate or purpose clause (not at the "is" of "as is")."""
    verb = _shared_object(core, right) if shared else None
    if verb:
        return right[:verb]
    lead = own_adverb(right)  # "… or just | try to sell it": the verb's complement
    for k in range(1, len(right) - sluiced(right, len(right) - 1)):  # "… or let our son decide | when"
        end = _clause_end(core, right, k, lead)
        if end is None:
            end = _phrase_end(core, right, k)
        if end is not None:
            return right[: end - (1 < end < len(right) and right[end - 1].low in _FOCUS)]  # "get a cheaper car
    return right  # | just for delivering": the focus adverb is the cut phrase's


_CONTRACTED = frozenset({"i've", "we've", "you've", "they've", "i'm", "we're", "you're", "they're", "it's", "he's",
                         "she's"})
_FOCUS = frozenset({"just", "only", "mainly", "mostly", "purely", "solely", "simply"})


def _clause_end(core: list[Token], right: list[Token], k: int, lead: int) -> int | None:
    """Where option B ends at its ``k``-th word because a clause, a predicate or a purpose starts there
    (``len(right)``: B runs to its end; None: not here)."""
    w = right[k].low
    nxt = right[k + 1] if k + 1 < len(right) else None
    if waited_clause(right, k) or mirrored_clause(core, right, k):
        return len(right)  # "… or wait | until he comes to look", "… or save it for | when I go back": B's own;
        # "… now while it's soft or wait till tomorrow | when it's firmer": against A's own clause
    kept = _passive(right, k) or (w == "be" and right[k - 1].low in _PERSONS)  # "let them be": B's "let"'s verb
    cop = w in _VERB_COPULAS and right[k - 1].low not in PRONOUNS | {"as"} and not kept  # "… | is …"
    if infinitive_be(right, k):  # "… for bugs to | be found": an infinitive, no copula
        return None
    if (w in VERB_CUT_WORDS and right[k - 1].low not in ("at", "see", "as", "a") and not adverbial_once(right, k)
            and not measured_than(right, k) and not (w == "if" and right[k - 1].low in _ASKING_VERBS)) or cop \
            or (w in ("until", "before", "after") and clause(right[k + 1 :]) and not clause_timed(core)
                and not named_time_before_and(right, k)) \
            or (w == "now" and nxt is not None and (nxt.low == "that" or nxt.low.replace("’", "'") in _CONTRACTED)):
        # "… | now that the DLC is out", "… | now I've got my 2 star": "now" opens a clause, its subject contracted
        # "wait | until they call" (not "all at once", "wait until fall", "as it is", "as if", "older than 10 years",
        # "listen for a while": the noun;
        # not after an A with its own time: "go back at 6 months or stay home | until she's one", "quit before …", the
        # clause is B's time)
        return k
    if k >= 2 and w in ("the", "a", "an") and nxt is not None and nxt.low in PREDICATE_HEADS \
            and right[k - 1].low not in PREPS and not is_verb(right[k - 1]) and k - 1 != lead:
        return k  # "… or keeping the cash the smarter move", not "… or just pin | the best ones": the verb's object
    if reduced_relative(right, k) or _shareddestination(core, right, k):
        return k  # "write off the $2,000 | the contractor owes me", "fly or take the train | to Glasgow"
    kept_for = k > 1 and right[1].low == "for"  # "… or wait | for …": a "for" B keeps
    if w == "to" and nxt is not None and is_verb(nxt) and nxt.low not in OWN_PRONOUNS and not kept_for \
            and right[k - 1].low not in _PERSONS \
            and not destination(right, k) and not asked_to(right[lead:], k - lead) and not motion(right, k) \
            and not own_complement(core, right[lead:], k - lead) and not waited_for(right, k) \
            and not timed_purpose(core, right, k):  # "… or wait a year for the skin | to settle": what B waits for;
        # "report them immediately or keep pivoting | to show …": B's own
        return k  # not "ask him | to repay it": the verb's complement
    return len(right) if w in RELATIVES else None


def _phrase_end(core: list[Token], right: list[Token], k: int) -> int | None:
    """Where option B ends at its ``k``-th word because a phrase both options share starts there
    (a budget, a "for" or "with" phrase, a named place, a duration; None: not here)."""
    w = right[k].low
    nxt = right[k + 1] if k + 1 < len(right) else None
    a_words = {t.low for t in core}
    if bought_for(core, right, k):
        return None  # "… or buy a new racket | for £60": what B's purchase costs
    if k >= 2 and w in _CONTEXT_PREPS and _priced(right[k + 1 : k + 4]) and not _priced(core):
        return k  # "… or to buy a prebuilt | at a $1200 budget": the budget of both
    phrasal_for = right[k - 1].low in FOR_VERBS or asked_for(right, k) or waited_span(right, k)  # "… | for …"
    phrasal_for = phrasal_for or (w == "with" and right[k - 1].low in _WITH_VERBS)  # "… or stay with | the utility"
    phrasal_for = phrasal_for or around_for(right, k)  # "… or shop around | for another tailor": B's own
    phrasal_for = phrasal_for or _swapped_with(right, k)  # "… or replace the movement | with an NH36": B's own
    own_phrase = _own_phrase(core, right, k) or (w == "for" and _priced(right[k + 1 : k + 3]) and _priced(core)) \
        or placed_with_b(core, right, k)  # "… and hoisting them up to the ceiling | with a pulley kit": B's means
    # "fix the old dishwasher (£120 part) or replace it with a new Bosch | for £450": each side's own price
    if w in ("for", "with") and 2 <= k < len(right) - 1 and w not in a_words and not phrasal_for \
            and not own_phrase and not (w == "with" and nxt and nxt.capitalized) and not keeps_phrase(core, right, k):
        unclear_with(core, right, k)
        unclear_after_object(core, right, k)
        unclear_for_after_placed_pronoun(right, k)
        if not _complemented(right, k):  # "pay them | for chores", "keep working | with a trainer": B's own
            unclear_bare_plural(right, k)
            return k  # but "rewrite them with Spark"
    if w in ("in", "from") and k >= 2 and nxt is not None and nxt.capitalized and w not in a_words \
            and not own_place(core, right[k - 1]) and not own_placed_phrase(core, right, k) \
            and not own_named_place(core) and not relative_place(right, k):  # "book the lodge on Lake of the Woods
        # or rent the cabin | in Baudette"; "… or canning the salmon we brought back | from Alaska": B's own
        unclear_acronym_in(core, right, k)  # "… using public transport in Iceland", "… an ETF | here in Germany"
        return k - (right[k - 1].low in ("here", "there"))  # (not "… and buy | from IKEA")
    placed_a = any(t.low in PREPS for t in core[1:])  # "keep training through the pain or rest | for …": B's own
    if w == "for" and k == 1 and w not in a_words and _duration(right[k + 1 :]) and not own_phrase and not placed_a:
        return k  # "… or sublet | for the remaining 5 months": how long, for both (A has no "now")
    return None


def _own_phrase(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "for" or "with" phrase at B's ``k``-th word B's own (its own time, a span against A's own time: "… on
    day one or keep them apart | for a week", a place of A's set against it, a person or "my own" after "with")?"""
    w = right[k].low
    nxt = right[k + 1] if k + 1 < len(right) else None
    a_words = {t.low for t in core}
    own_phrase = w == "for" and _duration(right[k + 1 :]) and (bool(a_words & _TIME_CLAUSES) or dated(core))
    # "… the offer in Denver and | staying remote with …": A has a place, B its own phrase
    own_phrase = own_phrase or (w == "with" and ((ing_word(core[0].low) and _placed(core))
                                                 or bool(a_words & OWN_TIMES)))
    own_phrase = own_phrase or (w == "with" and nxt is not None and nxt.low in _BACK_POSSESSIVES | _PERSONS)
    own_phrase = own_phrase or kept_with(right, k) or sought_with(right, k)  # "… | with the boys": whom B is with
    own_phrase = own_phrase or own_object_phrase(core, right, k) or halted_for(right, k)  # "… or fix the cable |
    # with a crochet hook"; "… or shut the line | for two days": how long B's stop lasts
    return own_phrase or for_now(right, k) or own_year(core, right, k) or two_actions(core, right, k) \
        or held_for(right, k) \
        or answered_for(core, right, k) or one_with(right, k) or adverbed_with(core, right, k) \
        or coded_tool_with(core, right, k) or absolute_with(right, k) or continued_for(right, k)  # "… | for now";
    # "… or weld right through it | with 6011"; "build X with buildx or maintain Y | for arm64"; "keep the M10 8.8
    # ones | with better preload control"; "take a course or just practice | with map and compass"; "keep hitting pads
    # | with it strapped"; "… or stay on orange | for another season"


# "sue the contractor or file a claim | with his bond company": a possessive pointing back to A's noun makes
# the phrase B's own (no shared phrase points back to what one option names); so does a person "with him" ("… or
# just read | with him more at home").
_BACK_POSSESSIVES = frozenset({"his", "her", "their", "its"})


def destination(right: list[Token], k: int) -> bool:
    """A verb of going and "to work" / "to school" at ``k`` ("go in | to work", "walk | to school"): a place
    gone to, not a purpose ("… to work on it")."""
    nxt = right[k + 1].low.rstrip("?.!,") if k + 1 < len(right) else ""
    after = right[k + 2].low if k + 2 < len(right) else ""
    went = right[k - 1].low in _GOING or (k >= 2 and right[k - 2].low in _GOING and right[k - 1].low in ("in", "back"))
    return went and nxt in ("work", "school", "class", "church", "bed") and after not in PREPS | DETERMINERS


# Verbs whose "with" names what is kept or joined ("stay with the electric company", "stick with Gradle").
_WITH_VERBS = frozenset({"stay", "stick", "side", "partner", "merge", "staying", "sticking", "deal", "dealing", "cope",
                         "coping", "put"})  # "… or keep it and deal with | the noise", "put up with"
_FOR_BOUND = frozenset((verb, "for") for verb in FOR_VERBS)


_SWAP_VERBS = frozenset({"replace", "swap", "substitute", "exchange", "trade"})


def _swapped_with(right: list[Token], k: int) -> bool:
    """Is the "with" at ``right[k]`` what B's verb of exchange takes after its object ("replace the movement | with an
    NH36", "swap it | with …")? What the object is replaced with is B's own, not said of both options (added for
    the hundred-and-forty-second held-out part)."""
    return right[k].low == "with" and 1 < k < 5 and any(t.low in _SWAP_VERBS for t in right[: min(2, k)])


_GOING = frozenset({"go", "come", "get", "head", "walk", "drive", "cycle", "bike", "commute", "run", "going", "coming"})


def _shareddestination(core: list[Token], right: list[Token], k: int) -> bool:
    """A lone verb of travel as A and "to <Place>" after B's verb phrase ("fly or take the overnight train | to
    Glasgow"): where both go, since A's verb goes there too."""
    nxt = right[k + 1] if k + 1 < len(right) else None
    return right[k].low == "to" and k >= 2 and nxt is not None and nxt.capitalized and len(core) == 1 \
        and core[0].low in _TRAVELLING


_TRAVELLING = frozenset({"fly", "drive", "walk", "cycle", "bike", "sail", "ride", "travel", "hitchhike", "go"})


def _passive(right: list[Token], k: int) -> bool:
    """A passive infinitive at ``k`` ("ask for the pet clause to | be removed"): B's own complement."""
    nxt = right[k + 1].low if k + 1 < len(right) else ""
    return right[k - 1].low == "to" and nxt.endswith("ed") and nxt.isalpha()


def _complemented(right: list[Token], k: int) -> bool:
    """B's verb and its one-word complement, a person or an -ing word, before "for" / "with" at ``k``
    ("pay them | for chores", "keep working | with a trainer"): the phrase completes B's verb."""
    ing = ing_word(right[1].low) and right[0].low in _ING_TAKERS
    return (k == 2 and (right[1].low in _PERSONS or ing) and is_verb(right[0], initial=True)) \
        or state_complement(right, k)  # "… or start fresh | with a new authenticator": B's own


# Verbs taking an -ing complement ("keep working", "start saving"), unlike a noun before an -ing noun ("drop shipping").
_ING_TAKERS = frozenset({"keep", "start", "stop", "continue", "quit", "try", "begin", "avoid", "resume"})

def _placed(core: list[Token]) -> bool:
    """Does verb phrase A end with a place of its own ("accepting the offer in Denver"), or one a determiner opens
    ("learning to lead at the wall")?"""
    named = len(core) > 3 and core[-2].low in _PLACING and core[-1].capitalized
    return named or (len(core) > 4 and core[-3].low in _PLACING and core[-2].low in _PLACE_DETERMINERS
                     and core[-1].text.isalpha())


_PLACING = frozenset({"in", "at", "near"})
_PLACE_DETERMINERS = frozenset({"the", "a", "my", "our", "their", "his", "her", "your"})

_TIME_CLAUSES = OWN_TIMES | {"as", "when", "once", "until"}  # A's own time, or a clause of it

_CONTEXT_PREPS = frozenset({"at", "over", "on", "under", "with", "for", "within"})


def _priced(toks: list[Token]) -> bool:
    """An amount of money among ``toks`` ("$1200", "$15k", "€500", "(£120")."""
    return any(t.text.lstrip("([")[:1] in "$€£" and t.text.lstrip("([")[1:2].isdigit() for t in toks)


def _shared_object(core: list[Token], right: list[Token]) -> int:
    """How many words of B are its verb when A's verb shares B's object ("rent or buy | a home",
    "pick up or drop off | the kids"), or 0: not after a phrasal verb or an adverb of B's own
    ("sue or write off the $2,000", "unionize or negotiate individually", "refinance or pay extra")."""
    if (len(right) > 1 and ing_word(right[1].low)) or called_off(core, right):
        return 0  # "renew or start | looking for a new place", "cancel or play | as a trio": B's own complement
    if object_complement(right):
        return 0  # "moisturise or leave | it dry": B's object and the state it is left in
    if len(right) > 1 and ((right[0].low, right[1].low) in BOUND_VERBS | _FOR_BOUND or moved_to(core, right)):
        return 0  # "renew or look for | a place …", "… or move to | …": a verb bound to its preposition shares nothing
    if len(right) > 2 and ((right[1].low in _PERSONS and is_verb(right[2])) or (
            right[0].low in ("let", "make") and right[1].low in _PERSONS | {"it", "this", "that"})):
        return 0  # "counteroffer or let her go", "apologize or let it go": an object and a bare verb, B's own
    phrasal = len(right) > 1 and (right[1].low in _PHRASAL_PARTICLES or manner_adverb(right[0].low))  # "… or warm up"
    phrasal = phrasal or (len(right) > 1 and (manner_adverb(right[1].low) or right[1].low in _OWN_ADVERBS))
    phrasal = phrasal or (len(right) > 2 and right[1].low in ("in", "on") and right[2].low in PREPS)  # "move in | with"
    phrasal = phrasal or seeks_around(right)  # "renew or | shop around": B's own phrasal verb
    phrasal = phrasal or bought_as(right)  # "thrift or | buy new (for …)": B's own complement
    phrasal = phrasal or particle_then_verb(right)  # "reclass or push | through and make …": no object to share
    if len(core) == 1 and right[0].low not in _LIGHT_VERBS | _RIGHT_ADVERBS | INTRANSITIVE and not phrasal \
            and not closing_particle(right) and core[0].low not in INTRANSITIVE:  # not "bootstrap or raise | a seed"
        return 1
    return 2 if phrasal and len(core) == 2 and core[1].low in _PHRASAL_PARTICLES \
        and not intransitive_phrasal(core, right) else 0  # not "fight back or hand over | the phone": A takes no object


def _duration(toks: list[Token]) -> bool:
    """A span of time within a few words ("the remaining 5 months", "2 years", "the summer"; not "daycare for …")."""
    units = TIME_UNITS | {"day", "hour", "minute"}
    end = next((k for k, t in enumerate(toks[:4]) if t.low.removesuffix("s") in units), None)
    if end is None or (end + 1 < len(toks) and toks[end + 1].low.isalpha() and toks[end + 1].low not in PREPS):
        return False  # not "for a 3 year | term": the unit is no head
    return all(t.low in DETERMINERS or t.low in _SPAN_WORDS or t.low[:1].isdigit() for t in toks[:end])

_SPAN_WORDS = frozenset({"remaining", "next", "whole", "entire", "last", "first", "full", "coming", "few", "couple",
                         "of", "two", "three", "four", "six", "several"})

