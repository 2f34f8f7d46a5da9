"""Whether the two options are verb phrases (split from ``_verb_phrase``, which finds where B's ends): they are
("raise prices" / "cut costs") when B opens with a verb that takes an object, a particle or a pronoun, or when A is a
whole verb phrase and B no bare noun."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._adverbed_plural import adverbed_plural_object
from warrantguard.guard.question.forms.end.verbs.phrase._b_company import accompanied
from warrantguard.guard.question.forms.end.verbs.phrase._chosen import chosen_nouns
from warrantguard.guard.question.forms.end.verbs.phrase._counted import counted_against
from warrantguard.guard.question.forms.end.verbs.phrase._done_alone import SELVES
from warrantguard.guard.question.forms.end.verbs.phrase._manner_adverbed_b import manner_adverbed_b
from warrantguard.guard.question.forms.end.verbs.phrase._own_complements import adjective_pair, placed_pair
from warrantguard.guard.question.forms.end.verbs.phrase._paired_verbs import adverbed_verbs
from warrantguard.guard.question.forms.end.verbs.phrase._particled import particled_action
from warrantguard.guard.question.forms.end.verbs.phrase._placed_adjective_verb import placed_adjective_verb
from warrantguard.guard.question.forms.end.verbs.phrase._unlisted_b_verb import closing_object, unlisted_b_verb
from warrantguard.guard.question.forms.end.verbs.phrase._verb_b_ends import (
    placed_verb_a,
    plural_object,
    unclear_phrased_b,
)
from warrantguard.guard.question.forms.end.verbs.phrase._verb_phrase import destination, own_adverb
from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    AMBIGUOUS,
    BOUND_VERBS,
    CHOICE_VERBS,
    DETERMINERS,
    INDEFINITE,
    PHRASAL,
    PREPS,
    PRONOUNS,
    Token,
    is_verb,
    name_objects,
    redone,
    takes_object,
)

__all__ = ["verb_mode"]

_VERB_ADVERBS = frozenset({"abroad", "overseas", "online", "remotely", "locally", "early", "late", "home", "outside",
                           "indoors", "outdoors", "together", "alone", "full-time", "part-time", "overnight"})
_SHARED_VERBS = frozenset({"have", "get", "take", "keep", "pay", "buy", "do", "go", "use", "bring"})
_SELF_MOVING = frozenset({"walk", "cycle", "bike", "drive", "fly", "run", "jog", "hike", "swim", "stay", "work"})
_ON_FOOT = frozenset({"walk", "cycle", "jog", "hike", "swim", "skate", "carpool", "bicycle"})


def verb_mode(core: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """Are the options verb phrases ("raise prices" / "cut costs") rather than noun phrases?"""
    right = right[own_adverb(right) :]  # "… or just let it go", "… or finally try to buy one"
    if counted_against(core, right) or chosen_nouns(core, right):
        return False  # "quote | one combined price or separate line items": one against several, both nouns
    if _bare_means_against_word(core, right):
        return False  # "wash the pen with | soap or water": a lone word that may be a verb, against A's means
    if _noun_before_contact_clause(core, right):
        return False  # "buy the sofa or | chair my sister recommended": a noun and a clause said of both
    by_opening = True if adverbed_verbs(core, right) else _verb_mode_by_opening(core, right, expects_verb)
    if by_opening is not None:
        return by_opening
    r0, v_left = right[0], is_verb(core[0], initial=True) or takes_object(core, initial=True)
    if not (v_left or expects_verb):
        return False
    if not expects_verb and len(core) == 1 and len(right) > 1 and right[1].low.isalpha() \
            and right[1].low not in DETERMINERS | PRONOUNS and not _bare_verbs_placed(core, right):
        return False  # "refund or | store credit for …": no lead-in, a bare word against a noun phrase
    if r0.low not in AMBIGUOUS and not (r0.low in ADJECTIVE_VERBS and core[0].low in CHOICE_VERBS):
        return True
    if adjective_pair(core, right, _VERB_ADVERBS):
        return True  # "buy used or | lease new": B ends on no noun, a verb and its adjective
    return _verb_mode_by_b_words(core, right, v_left)


def _bare_means_against_word(core: list[Token], right: list[Token]) -> bool:
    """Is B one word that may be a noun or a verb ("water") and A a verb phrase closing on "with" / "using" and one
    bare noun ("wash the pen with | soap")? B is that noun's like, no verb of its own ("… or water it": an object)."""
    return len(right) == 1 and right[0].low in AMBIGUOUS and len(core) > 3 and core[-2].low in ("with", "using") \
        and core[-1].low.isalpha() and core[-1].text.islower()


def _noun_before_contact_clause(core: list[Token], right: list[Token]) -> bool:
    """Is A a verb, an article and one bare noun ("buy the | sofa") and B an unlisted lower-case word before a clause
    with no relative pronoun that closes the prompt on a past verb ("chair | my sister recommended", "… I saw")? B's
    word is a noun like A's, the clause said of the two; no verb takes a subject and its verb as object (session
    50)."""
    if len(core) != 3 or core[1].low not in ("the", "a", "an") or not 3 <= len(right) <= 4:
        return False
    word, clause = right[0], right[1:]
    unlisted = word.text.isalpha() and word.text.islower() and not is_verb(word) and word.low not in AMBIGUOUS
    subject = clause[0].low in _CLAUSE_SUBJECTS and (len(clause) == 2 or clause[0].low in _OWNERS)
    return unlisted and subject and clause[-1].low.endswith("ed") and clause[-1].low.isalpha()


_OWNERS = frozenset({"my", "our", "your", "his", "her", "their"})  # "my sister recommended"
_CLAUSE_SUBJECTS = _OWNERS | {"i", "we", "you", "he", "she", "they"}  # "… I liked"


def _closing_phrase(core: list[Token]) -> bool:
    """Does A close on a preposition and a noun of one or two words ("… | with dish soap")?"""
    return any(t.low in PREPS for t in core[-3:-1])


def _bare_verbs_placed(core: list[Token], right: list[Token]) -> bool:
    """Is A a lone verb and B a verb and a prepositional phrase ("Stay or | move to the club down the road?")? Two
    verbs opening the sentence, the phrase after B's is read as after a lead-in's ("Should I stay or | move to …"):
    B's own, or both's ("Walk or drive | to work?")."""
    return is_verb(core[0], initial=True) and is_verb(right[0]) and right[1].low in PREPS


def _verb_mode_by_opening(core: list[Token], right: list[Token], expects_verb: bool) -> bool | None:
    """``verb_mode`` from how B opens (a quote, an article, a floating quantifier, a particle, a place
    of its own, a word that is no verb); None: B opens with a verb, the rest decides."""
    r0 = right[0]
    if expects_verb and len(right) > 1 and r0.low in ("each", "both") and right[1].low in _SHARED_VERBS \
            and is_verb(core[0], initial=True):
        return True  # "share a room or | each have their own": a floating quantifier before B's verb
    if r0.text[0] in "\"'“‘(" or r0.low in DETERMINERS:
        return False
    if expects_verb and len(core) > 2 and core[1].low in PHRASAL and core[2].low in PREPS and not is_verb(r0):
        return False  # "sign up for | intramural soccer or ultimate frisbee": B is the preposition's object
    if expects_verb and len(core) > 3 and core[1].low in PHRASAL and _closing_phrase(core) and not is_verb(r0) \
            and r0.low not in PREPS:
        return False  # "wash out my pen with | dish soap or just plain water": B is the closing phrase's object
    if expects_verb and len(core) > 1 and core[1].low in PHRASAL and is_verb(core[0], initial=True):
        return r0.low.isalpha() and not r0.capitalized and r0.low not in PRONOUNS  # "roll back | or hotfix …"
    v_left = is_verb(core[0], initial=True) or takes_object(core, initial=True)  # "Retake | the SAT or …"
    if v_left and len(core) > 1 and core[1].low in _VERB_ADVERBS and r0.low.isalpha() and not r0.capitalized \
            and r0.low not in _VERB_ADVERBS:
        return True  # "study abroad in my junior year or | graduate early"
    if placed_pair(core, right) and (v_left or expects_verb):
        return True  # "work in Boston or | commute from Providence": each with its own place; "… or | next to …"
    if expects_verb and v_left and _redone_b(core, right):
        return True  # "replay the queue or | reprocess from the source files"
    if not is_verb(r0):
        two_word_verb = len(right) > 2 and closing_object(right, 2) and right[1].low.isalpha() \
            and right[1].low not in PREPS  # "… or | dry rub it", "… or | strip graze him"
        unlisted = two_word_verb or unlisted_b_verb(core, right) or particled_action(core, right)  # "… or fine-tune
        # | the existing checkpoint", "paint the whole unit, or | touch-up only"
        unlisted = unlisted or manner_adverbed_b(right)  # "… or | tie directly to the lure": a manner adverb
        unlisted = unlisted or _one_for_a(core, right)  # "buy a premade wig or | style one myself"
        unclear_phrased_b(core, right, expects_verb and not unlisted)  # "lay in from Maple or | shuttle with …"
        return (takes_object(right) or name_objects(core, right) or unlisted) and (v_left or expects_verb)
    return None


def _verb_mode_by_b_words(core: list[Token], right: list[Token], v_left: bool) -> bool:
    """``verb_mode`` once B opens with a word that can be a verb: the words after it decide."""
    r0 = right[0]
    nxt = right[1].low if len(right) > 1 else ""
    if nxt == core[-1].low and len(core) > 2 and core[-2].low not in DETERMINERS:
        return False  # "… cash back card or | travel card": A's head written again, a noun before it
    if nxt in DETERMINERS or nxt in PRONOUNS or nxt in INDEFINITE or (v_left and name_objects(core, right)):
        return True  # "… or train | someone internally": a verb and its object
    if v_left and placed_adjective_verb(core, right):
        return True  # "take the dorm room or | live at home": an adjective before a place is B's verb
    if placed_verb_a(core, right, v_left):
        return True  # "should we reroute through Savannah or | ship inventory to the DC"
    if (r0.low, nxt) in BOUND_VERBS:
        return True  # "… or | stick to the Highlands": a verb nothing without its preposition
    if nxt in PHRASAL and (len(right) == 2 or right[2].low in DETERMINERS | PRONOUNS | PREPS):
        return True  # "… or max out | my IRA", "eat first or work out | before breakfast": a phrasal verb
    if v_left and len(core) > 3 and core[1].low in DETERMINERS and len(right) > 1 and r0.low not in ADJECTIVE_VERBS:
        return True  # "rent a car in iceland or | book guided tours": A is a whole verb phrase, B no bare noun
    if v_left and len(core) == 3 and core[1].low in DETERMINERS and r0.low not in ADJECTIVE_VERBS \
            and plural_object(right):
        return True  # "rent a car or | book tours": B lacks A's article, a verb and its plural object
    if v_left and len(core) == 3 and core[1].low in DETERMINERS and accompanied(right):
        return True  # "take a course or | practice with a tutor": B lacks A's article, a verb and whom with
    if v_left and r0.low in _SELF_MOVING and len(right) > 1 and (right[1].low.rstrip("?.!,") in _VERB_ADVERBS
                                                                 or destination(right, 1)):
        return True  # "take the bus or | walk home", "… or | cycle to school": a verb of going and where to
    if v_left and len(core) > 2 and core[1].low in DETERMINERS and r0.low in _ON_FOOT:
        return True  # "take the bus or | walk": a way of going that is no vehicle to take
    if adverbed_plural_object(core, right, v_left):
        return True  # "hire licensed artists or | train apprentices in-house": an adverb after B's verb and object
    if v_left and _one_for_a(core, right):
        return True  # "buy a premade wig or | style one myself": "one" stands for A's noun, B's verb's object
    if v_left and (nxt in PREPS or nxt in _VERB_ADVERBS) and _agent_closed(core):
        return True  # "get lenses fitted by the optometrist or | order from a site": B's verb and its phrase
    # "take the bus or train", "prefer free shipping or lower prices", "go with SSO or | audit logs": a noun after a
    # choice verb or a verb and the particle it chooses with
    return v_left and core[0].low not in CHOICE_VERBS


def _one_for_a(core: list[Token], right: list[Token]) -> bool:
    """Is B a verb-or-noun word and "one" standing for A's articled noun, closing B or before a reflexive pronoun ("buy
    a premade wig or | style one myself", "… or | style one")? "one" is then the verb's object, no noun's numeral
    (added for the hundred-and-sixty-fourth held-out part)."""
    if len(right) < 2 or right[1].low != "one" or not any(t.low in ("a", "an") for t in core[1:3]):
        return False
    return len(right) == 2 or right[2].low.rstrip("?.!,") in SELVES


def _agent_closed(core: list[Token]) -> bool:
    """Does verb phrase A close on a passive participle's agent, "by" and a determined noun ("get lenses fitted by the
    optometrist", "have the tyres changed by a garage")? A is a whole verb phrase, so a verb-or-noun word opening B
    before a preposition is B's verb ("… or | order from a site"), no noun set against the agent (added for the
    hundred-and-sixty-fourth held-out part)."""
    if len(core) < 5 or core[-3].low != "by" or core[-2].low not in DETERMINERS or not core[-1].text.isalpha():
        return False
    participle = core[-4].low
    return participle.isalpha() and (participle.endswith(("ed", "en")) or participle in _IRREGULAR_PARTICIPLES)


_IRREGULAR_PARTICIPLES = frozenset({"done", "made", "cut", "set", "fit", "put", "sold", "built", "sent", "taught",
                                    "paid", "held", "kept", "shot", "dyed", "sewn", "fixed"})


def _redone_b(core: list[Token], right: list[Token]) -> bool:
    """A verb and its articled object as A, and B opening with a listed verb after "re-" and then a
    preposition, article or pronoun ("replay the queue or | reprocess from the source files", "… or |
    reinstall the OS"): B is a verb phrase (not "book a hotel or | retreat center", a noun before a noun)."""
    nxt = right[1].low if len(right) > 1 else ""
    return len(core) > 2 and core[1].low in DETERMINERS \
        and redone(right[0].low) and not right[0].capitalized and nxt in PREPS | DETERMINERS | PRONOUNS
