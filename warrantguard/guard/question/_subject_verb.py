"""Where the verb after a subject pair starts in B's side ("Does coffee or green tea | raise blood pressure",
"Does Ubuntu or Fedora | handle …", "… or a car wash | usually raises more"), for :func:`._noun_side.noun_right`.
Moved out of ``_noun_side`` in session 40, unchanged."""

from __future__ import annotations

from warrantguard.guard.question.forms import (
    adverbed_verb,
    articled_names_verb,
    articled_third_person,
    before_copula,
    compared_verb,
    compound_before_be,
    copular_complement,
    gerund_head_verb,
    mirrored_verb,
    ones_verb,
    owned_verb,
    passive_phrase,
    past_after_plural,
    past_relative,
    plural_before_adverbed_verb,
    prep_pair,
    repeated_name_verb,
    repeated_prep_start,
    subject_pair_verb,
)
from warrantguard.guard.question.words import (
    ADVERBS,
    AMBIGUOUS,
    CHOICE_VERBS,
    COMPARATIVES,
    COPULAS,
    DEGREE,
    DETERMINERS,
    MODALS,
    MONTHS,
    PARTICLES,
    PHRASAL,
    PREPOSITIONS,
    PRONOUNS,
    RELATIVES,
    VERBS,
    WEEKDAYS,
    Refusal,
    Token,
    finite_verb,
    is_verb,
    participle,
    plural_noun,
    plural_verb,
    predicate_start,
    third_person_verb,
)

__all__ = ["clause_verb_start", "closing_verb", "verb_after"]


def verb_after(right: list[Token], a_toks: list[Token]) -> int | None:
    """Where the verb after a subject pair starts in B's side; refuses when there is none (one the word lists lack,
    after no plain plural: "Do the kids or the parents decide?"), unless a perfect's participle stands there ("Has …
    | led to …") or two names stand as the subjects ("Does Ubuntu or Fedora | handle …")."""
    verb, names = predicate_start(right), _after_names(right, a_toks) or articled_names_verb(right, a_toks) \
        or articled_third_person(right, a_toks)  # "Whether the Ranger or the Hilux | tows more smoothly is …"
    if verb is None or (names is not None and names < verb and _named_verb(right, names)):
        verb = names  # "Whether Grammarly or ProWritingAid | catches more … is what I …": not the later "is"
    bare = plural_verb(right)  # "… or green tea | raise blood pressure", not "… pasta raise blood | sugar faster"
    bare = None if past_after_plural(right, bare) else bare  # "… or reader donations | grew faster": B's noun
    weak = verb is not None and verb + 1 < len(right) and right[verb + 1].low in ADVERBS | COMPARATIVES
    if bare is not None and (verb is None or (bare < verb and weak and not finite_verb(right, verb))):
        verb = bare
    mirror = mirrored_verb(a_toks, right)  # "Would wool socks or cotton socks | wick …", not the head "paint"
    verb = mirror if mirror is not None and (verb is None or verb > mirror or right[verb].low == a_toks[-1].low) \
        else verb
    named = repeated_name_verb(right, a_toks)  # "BloodHound CE or the legacy BloodHound | show …": A's name again
    verb = named if named is not None and (verb is None or named < verb) else verb
    verb = subject_pair_verb(a_toks, right) if verb is None else verb  # "Do cats or dogs | shed more?"
    verb = ones_verb(right) if verb is None else verb  # "… or classic link-based ones | trip up more users?"
    verb = adverbed_verb(right, None) if verb is None else verb  # "Do … or nitrate supplements | actually improve …"
    verb = compared_verb(right) if verb is None else verb  # "does ecopoxy or totalboat | yellow less over time"
    verb = gerund_head_verb(right, verb)  # "… or snap freezing | preserve RNA integrity better": not "integrity"
    verb = compound_before_be(right, verb)  # "would … or a short hand trowel | be easier": not the noun "hand"
    if verb is None and not any(participle(right, k, True) for k in range(1, min(len(right), 12))):
        raise Refusal("the verb after the two options could not be told apart from the second option")
    return before_copula(right, _head_before_verb(right, adverbed_verb(right, past_relative(right, verb))))


def closing_verb(right: list[Token]) -> int | None:
    """Where a listed verb's base form closes a gerund B's side after a plain lower-case noun ("Would switching to rye
    or adding more whole wheat | help?"): a subject pair's verb, nothing after it; else ``None``. Not after a
    determiner, preposition or degree word ("… or a | help"), nor a capitalised word. Only a gerund's phrase takes it
    (:mod:`._gerund_options`): after a noun the word may close a compound ("… or through a website | form")."""
    if len(right) < _LEAST_CLOSED:
        return None
    last, prev = right[-1], right[-2]
    word = last.low.rstrip("?!.")
    if word not in VERBS or not last.text.rstrip("?!.").islower() or not prev.text.isalpha() or not prev.text.islower():
        return None
    if prev.low in DETERMINERS | PREPOSITIONS | DEGREE | PRONOUNS | MODALS | COPULAS | PARTICLES:
        return None
    return len(right) - 1


_LEAST_CLOSED = 3  # "a hedge | help": an article, a noun and the verb at least


def clause_verb_start(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts when the lead read a subject pair but no verb follows B, and the clause's own verb stands
    before A ("whether staff would prefer | a transit subsidy or a cycle-to-work scheme", "if mold remediation falls
    under | the dwelling or …", "if the recipe means | salted or unsalted butter"): the pair is that verb's object or
    complement, not its subject; ``None`` otherwise (a verb after B, B a verb, no plain subject before the verb)."""
    if subject != "verb" or not right or begin >= len(left) - 1 or is_verb(right[0], initial=True) \
            or third_person_verb(right[0]):
        return None  # "whether she switches to … or | stays on …": verb phrases
    try:
        verb_after(right, left[begin:])
        return None  # "whether … or the parents | decide": the pair is the subject
    except Refusal:
        pass
    if (rep := repeated_prep_start(left, begin, right)) is not None:
        return rep  # "if drivers get paid detention | after 2 hours or after 3 hours": the repeated preposition
    for k in range(begin + 1, len(left) - 1):
        if not all(t.low.replace("'s", "").isalnum() and t.low not in _NOT_SUBJECT for t in left[begin:k]):  # "a 5
            # year old"
            return None
        if passive_phrase(left, k):  # "… were ordered from | IDT or Eurofins": a passive's source, agents, means
            return k + 2 + (right[0].low != left[k + 2].low)  # "whether DBS checks are done | by the church office or
            # by …", "were shot by | a staffer or a freelancer": a passive's agents
        if copular_complement(left, begin, k):
            return k + 1  # "whether our needles are | single-use or autoclaved …": the subject's states
        if left[k].low in MODALS:
            v = k + 2 if left[k + 1].low == "be" and k + 2 < len(left) - 1 and participle(left, k + 2, True) \
                else k + 1  # "should be geocoded | to …"
            nxt = left[v + 2].low if v + 2 < len(left) else ""  # "would prefer | a …", "be geocoded to | the …"
            bare = v + 1 < len(left) and left[v + 1].low in PREPOSITIONS and prep_pair(left, v + 1, right)  # "start
            # with | ballet or creative movement", "be applied | at home or at the venue"
            opens = bare or (v + 1 < len(left) and (left[v + 1].low in DETERMINERS or (
                left[v + 1].low in PREPOSITIONS and nxt in DETERMINERS)))
            start = v + 1 + (bare and right[0].low != left[v + 1].low)  # "with | ballet": after a bare preposition
            return start if opens and left[v].text.islower() and left[v].low not in _NOT_VERBS else None  # not "should
            # go out | today or Monday morning meeting": a verb's complement, or B a noun of its own?
        if (finite_verb(left, k) or _agreeing_verb(left, begin, k) or _plural_choosing(left, begin, k)) \
                and left[k].low not in COPULAS | MODALS:
            v = k + 1 + (left[k + 1].low in PHRASAL and k + 2 < len(left))  # "goes out | under a CC BY …"
            v += v + 1 < len(left) and left[v].low in _BARE_LINKS and right[0].low != left[v].low  # "counts as | a …"
            return v  # "if the recipe means | salted or …"
    return None


def _past(tok: Token) -> bool:
    """A listed verb's regular past ("served", "moved"), not an irregular one the lists do not know."""
    w = tok.low
    return w.endswith("ed") and (w[:-1] in VERBS or w[:-2] in VERBS)


_SAID = frozenset({"said", "wrote", "meant"})  # irregular pasts of saying, the thing said their object
_NOT_SUBJECT = RELATIVES | COPULAS | PREPOSITIONS | frozenset({"or", "and", "not"})
_BARE_LINKS = PREPOSITIONS | {"as"}  # a verb's word before A that B does not repeat: "counts as | a …"


def _agreeing_verb(left: list[Token], begin: int, k: int) -> bool:
    """Is ``left[k]``, a listed verb's "-s" form the lists know as a noun too, the clause's verb after a subject of
    two words or more from ``begin`` ("whether the roof replacement | counts as …", "if mold remediation | falls
    under …")? Asked only when no verb follows B, so the clause's verb must stand before A. Not a base form after a
    plural ("whether designers | prefer Figma or Sketch these days": B's closing time stays refused)."""
    tok, prev = left[k], left[k - 1].low
    if tok.capitalized or not tok.text.isalpha() or k - begin > 4 \
            or not (third_person_verb(tok) or _past(tok) or tok.low in _SAID):  # "if my derm said | A or B"
        return False
    if not third_person_verb(tok) and k - begin > 1 and left[k - 2].low.endswith("s") and is_verb(left[k - 1]):
        return False  # "whether visitors prefer | printed guides …": a participle after a plural's verb modifies A
    return k - begin > 1 and not prev.endswith("s")


_OBJECT_BOUND = 4  # words of A after a plural subject's choosing verb


def _plural_choosing(left: list[Token], begin: int, k: int) -> bool:
    """Is ``left[k]`` a choosing verb's base form ("prefer", "use", "pick") after a plural subject, an adverb at most
    between ("whether customers actually prefer | mineral oil or board butter …", "whether designers prefer | Figma or
    Sketch these days")? Asked only when no verb follows B: the pair is what the subject chooses, its object, A a
    short noun phrase after the verb (not "whether drivers get | paid detention after 2 hours or 3 hours": no pair
    of objects)."""
    tok = left[k]
    if tok.low not in CHOICE_VERBS or tok.capitalized or not 0 < len(left) - k - 1 <= _OBJECT_BOUND \
            or any(t.low in PREPOSITIONS for t in left[k + 1 :]):
        return False
    subject = k - 1 - (left[k - 1].low in ADVERBS and k - 2 >= begin)
    return subject >= begin and plural_noun(left[subject].low) and left[k + 1].low != "to"


def _head_before_verb(right: list[Token], verb: int | None) -> int | None:
    """A noun-or-verb word taken for the verb, and a word after it that can be the verb ("the Shark robot vacuum |
    handle dog hair", "a cost-cutting program | hurt customer retention"): the first word is B's head noun when the
    lists know the word after it for a verb only, or a frequency adverb before a third person ("… | usually raises")."""
    if verb is None or verb < 1 or verb + 2 >= len(right):
        return verb
    nxt = right[verb + 1]
    if nxt.low in _FREQUENCY and third_person_verb(right[verb + 2]) and right[verb - 1].low not in DETERMINERS:
        return verb + 1  # "… or a car wash | usually raises more": the verb after a frequency adverb
    if plural_before_adverbed_verb(right[verb], nxt, right[verb + 2]):
        return verb + 1  # "… or simethicone drops | actually work": the -s word is B's head
    if right[verb].low not in AMBIGUOUS or not nxt.text.isalpha() or nxt.capitalized or nxt.low in _NOT_VERBS \
            or right[verb - 1].low in DETERMINERS:
        return verb
    return verb + 1 if is_verb(nxt) and nxt.low not in AMBIGUOUS else verb


_FREQUENCY = frozenset({"usually", "often", "typically", "generally", "always", "normally", "really", "actually"})

_NOT_VERBS = PREPOSITIONS | DETERMINERS | PRONOUNS | ADVERBS | COMPARATIVES | PARTICLES | COPULAS | RELATIVES


def _named_verb(right: list[Token], k: int) -> bool:
    """A third person after the two names: a listed verb's, or an ``-s`` word before a comparative or a
    determiner ("… | catches more errors", "… | handles the load"), no copula or verb after it; or a bare word
    before a degree word or a comparative ("Does Family Link or Bark | catch more stuff like …"): the verb "does"
    asks for (not "like" further on)."""
    w, after = right[k].low, right[k + 1] if k + 1 < len(right) else None
    if after is None or after.low in COPULAS or is_verb(after):
        return False
    if not w.endswith("s") or w.endswith("ss"):
        return after.low in COMPARATIVES | DEGREE
    return third_person_verb(right[k]) or after.low in COMPARATIVES | DEGREE | DETERMINERS


def _after_names(right: list[Token], a_toks: list[Token]) -> int | None:
    """Where B's run of capitalised words ends when A is such a run too ("Does Ubuntu or Fedora | handle
    NVIDIA drivers better"): the lower-case word after the two names is the verb they share. B's name may name its
    maker after "by" ("… or Cakewalk by BandLab | support ARA 2")."""
    if not all(t.capitalized for t in a_toks) or not right[0].capitalized:
        return None
    k = next((k for k, t in enumerate(right) if not t.capitalized), None)
    if k is not None and right[k].low == "by" and k + 1 < len(right) and right[k + 1].capitalized \
            and right[k + 1].low.rstrip(",") not in MONTHS | WEEKDAYS:
        k = next((j for j in range(k + 1, len(right)) if not right[j].capitalized), None)  # "Cakewalk by BandLab"
        return None if k is None or k > len(a_toks) + 3 or not right[k].low.isalpha() else owned_verb(right, k)
    if k is None or k > len(a_toks) + 1 or not right[k].low.isalpha() or right[k].low in PREPOSITIONS | DETERMINERS:
        return None
    return owned_verb(right, k)  # "… or Google's | appointment schedule | sync with …": past the owned noun
