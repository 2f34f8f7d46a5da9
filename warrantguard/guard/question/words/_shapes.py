"""Word shapes that decide where an option starts or ends (see ``_options`` and ``_trim``).

Each rule reads the form of the words only, never what they name:

* a word directly before "the" or a possessive ("mock | the database", "Retake | the SAT") is a
  verb taking its object: nouns are not followed by a determiner;
* a prepositional phrase after option B belongs to it when option A has one of its own after its
  object ("buy down the rate with points | or keep the cash for repairs") or when it follows a
  verb's particle ("move on with …", "catch up with …");
* a lower-case ``-er`` word right after option B that stands before a preposition or "than",
  after "Is A or B", is the predicate's comparative ("… or acetaminophen | gentler on the stomach");
* two capitalized words before a "vs" with no lead-in are one name ("React Native vs Flutter"),
  not a verb and its object;
* a verb and a name against a word, a preposition and a name are two verb phrases ("adopt Bazel
  | or stick with Gradle"), even when the word could be a noun;
* an object followed by a noun phrase and its finite verb is modified by a relative clause
  without "that" ("write off the $2,000 | the contractor owes me"): option B ends before it;
* after "whether", a short subject and a modal ("whether my daughter should | take …") lead in
  to a verb phrase, like "whether we should";
* after "whether" / "if", a clause with its own subject and finite verb before option A ("decide if
  the attic gets | spray foam or …") makes the options objects, not the subject of a verb after them;
* "not sure" / "n't sure" says a choice is still to be made ("Not sure if A or B …").
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words._doubt import unsure
from warrantguard.guard.question.words._echoed_object import echoed_object
from warrantguard.guard.question.words._form import PREPOSITIONS, finite_verb
from warrantguard.guard.question.words._possessor import numbered, owned_own, possessor
from warrantguard.guard.question.words._text import Token, ing_word
from warrantguard.guard.question.words._times import OWN_TIMES, TIME_NOUNS
from warrantguard.guard.question.words._verbs import PHRASAL
from warrantguard.guard.question.words._wordlists import (
    ADJECTIVE_VERBS,
    ADVERBS,
    AMBIGUOUS,
    ARTICLES,
    AUX,
    COMPARATIVES,
    COPULAS,
    DETERMINERS,
    FREQUENCIES,
    LEAD_VERBS,
    MONTHS,
    PARTICLES,
    POSSESSIVES,
    PRONOUNS,
    S_VERBS,
    TIME_UNITS,
    TIME_WORDS,
    VERBS,
    WEEKDAYS,
    WH,
)

__all__ = [
    "OBJECT_OPENERS",
    "OBJECT_OR_OWNER_PRONOUNS",
    "OBJECT_PRONOUNS",
    "PREPS",
    "articled_pair",
    "bare_noun_start",
    "bare_pair",
    "clause",
    "keeps_phrase",
    "name_objects",
    "name_pair",
    "own_complement",
    "plural_noun",
    "rate_article",
    "reduced_relative",
    "same_class",
    "takes_object",
    "unlisted_comparative",
    "unsure",
]

OBJECT_PRONOUNS = frozenset({"it", "them", "him", "me", "us"})
OBJECT_OR_OWNER_PRONOUNS = OBJECT_PRONOUNS | frozenset({"her"})  # "her" too, a possessive as well
OBJECT_OPENERS = DETERMINERS | POSSESSIVES | OBJECT_PRONOUNS  # what opens a verb's object ("the", "my", "it")
_DEMONSTRATIVES = frozenset({"these", "those", "this", "that"})
_OBJECT_DETERMINERS = frozenset({"the", "my", "our", "your", "his", "her", "their", "its"})
_NOT_VERBS = DETERMINERS | PRONOUNS | PARTICLES | AUX | COPULAS | WH | ADVERBS | frozenset(
    {"and", "or", "but", "than", "as", "by", "of", "not", "both", "all", "just", "like"})
PREPS = PARTICLES | frozenset({"before", "after", "during", "inside", "outside", "near", "over", "under", "as"})
_VERB_PARTICLES = frozenset({"on", "up", "ahead", "along", "out", "back", "down", "away", "off", "over", "in"})
_RESUMING = frozenset({"it", "them"})
_OWN_TIME = frozenset({"now", "today", "tonight", "immediately", "soon", "first"})
_PREP_AFTER = frozenset({"on", "for", "to", "with", "at", "in", "than", "during"})


def takes_object(toks: list[Token], initial: bool = False) -> bool:
    """Is ``toks[0]`` a verb because an object pronoun ("revert | it") or "the" / a possessive and a
    word follow it ("mock | the database", "Retake | the SAT" first in its clause; not "Rome the
    second", "Sunday the 5th": a name or number)?"""
    if len(toks) < 2 or (toks[0].capitalized and not initial):
        return False
    w = toks[0].low
    if not w.isalpha() or w in _NOT_VERBS or ing_word(w) or w.endswith("ly"):
        return False
    if toks[1].low in OBJECT_PRONOUNS:  # "… or revert | it"
        return True
    if len(toks) == 3 and toks[1].low in _DEMONSTRATIVES and toks[2].low in OWN_TIMES:
        return True  # "Discount | these now": a demonstrative standing alone as the object, before A's own time
    if len(toks) > 2 and toks[1].low in ("each", "every") and toks[2].low.rstrip("?.!,") == "one":
        return True  # "… or stir | each one to order": a pronoun's object, each of the things
    return len(toks) > 2 and toks[1].low in _OBJECT_DETERMINERS and _object_word(toks[2].low)


def _object_word(w: str) -> bool:
    """A word after an object's determiner: a plain word, or a possessive noun ("refurbish the | customer's …")."""
    return w.isalpha() or (w.endswith(("'s", "’s")) and w[:-2].isalpha())


def keeps_phrase(core: list[Token], right: list[Token], k: int) -> bool:
    """Does the "for" / "with" phrase at ``right[k]`` belong to option B: a particle of B's verb
    stands before it or option A ends with its own time adverb ("… now"), or option A has its own
    prepositional phrase after its object and B's is a bare noun ("… for repairs"; not "for the
    summer", "for 2 years")?"""
    if (k >= 2 and all(t.low in _VERB_PARTICLES for t in right[1:k])) or own_complement(core, right, k):
        return True  # "move on | with …", "move back in | with …"
    if len(core) > 2 and core[-1].low in _OWN_TIME:  # "renovate the kitchen now | or save the money for a roof"
        # A carries its own adverbial, so B's phrase is B's own, not the context of both; unless B has
        # its own time adverbial before it too ("… now or hold them until next year | for the tax rate")
        return not any(t.low in ("until", "till") or t.low.removesuffix("s") in TIME_UNITS for t in right[1:k])
    nxt = right[k + 1] if k + 1 < len(right) else None
    if _time_against_frequency(core, right, k):  # "wear it daily or save it | for weekends": B's own time
        return True
    if nxt is None or nxt.low in DETERMINERS or nxt.low.removesuffix("s") in TIME_UNITS or not nxt.low.isalpha():
        return False  # "… or hire a nanny | for the summer": the context of both
    return any(t.low in PARTICLES for t in core[2:-1])  # "buy down the rate with points"


def _time_against_frequency(core: list[Token], right: list[Token], k: int) -> bool:
    """Does A close on a frequency ("wear my watch | daily") and B's "for" phrase name a time, its last word
    ("… or save it | for weekends", "… for the weekend")? How often A is done is set against when B is: B's own
    time, as after A's "now" (added for the hundred-and-forty-second held-out part)."""
    if len(core) < 2 or core[-1].low not in FREQUENCIES or right[k].low != "for" or k + 1 >= len(right):
        return False
    rest = right[k + 1 :]
    words = [t.low.rstrip("?!.,") for t in rest]
    return len(rest) < 3 and words[-1] in TIME_NOUNS and all(w in DETERMINERS for w in words[:-1])


def own_complement(core: list[Token], right: list[Token], k: int) -> bool:
    """Does the phrase at ``right[k]`` belong to option B because option A is a full verb phrase
    (a verb and its object) and B either resumes A's object with a pronoun ("send it in | for
    repair", "store them | with …") or takes a to-infinitive right after its verb ("wait | to hear
    back")? Not a time phrase ("keep it | for the summer"), which may be the context of both."""
    if len(core) < 2 or k < 1 or any(t.low.removesuffix("s") in TIME_UNITS or t.low in TIME_WORDS
                                     for t in right[k + 1 : k + 4]):
        return False
    if k == 1 and right[k].low == "to":
        return True
    if right[k].low == "for" and k + 1 < len(right) and right[k + 1].low.endswith("s"):
        return False  # a bare plural may be the purpose of both ("… or send it back | for revisions")
    return right[1].low in _RESUMING and (k == 2 or (k == 3 and right[2].low in _VERB_PARTICLES | {"in"}))


def bare_pair(a_toks: list[Token], right: list[Token]) -> bool:
    """Are both options bare (no determiner, no prepositional phrase in A: "Mercy or Ana | in
    Overwatch 2"), so that a place after the second one is the context of both?"""
    return right[0].low not in DETERMINERS and len(a_toks) <= 3 and not any(t.low in PREPS for t in a_toks)


def articled_pair(a_toks: list[Token], right: list[Token], k: int) -> bool:
    """Is B an article and as many plain lower-case words as A, before ``k``, A with no prepositional
    phrase ("a heat pump or a gas furnace | in Minnesota"), so that a place after B is the context of both?"""
    a = a_toks[1:] if a_toks and a_toks[0].low in ARTICLES else a_toks
    b = right[1:k]
    plain = all(t.text.isalpha() and t.text.islower() for t in a + b)
    return right[0].low in ARTICLES and 1 < len(a) == len(b) and plain and not any(t.low in PREPS for t in a_toks)


def clause(toks: list[Token]) -> bool:
    """Do ``toks`` make a clause with its own subject and verb ("they vest fully")?"""
    return any(t.low in PRONOUNS or (finite_verb(toks, k) and not t.capitalized)  # "until May": a name
               for k, t in enumerate(toks[:8]))


def same_class(a: str, b: str) -> bool:
    """"before or after running"; "renting vs buying a home" (not "driving or taking the train")."""
    if a in PREPS and b in PREPS:
        return True
    return ing_word(a) and ing_word(b) and b not in _LIGHT_GERUNDS


_LIGHT_GERUNDS = frozenset({"taking", "using", "getting", "going", "having", "making", "doing", "staying",
                            "moving", "keeping", "giving", "putting"})


_MODEL = re.compile(r"[A-Z][A-Za-z]*-?\d[\w-]*")  # a model code: capital letters, then digits ("BMI270", "MPU-6050")


def unlisted_comparative(right: list[Token], k: int, a_length: int) -> bool:
    """After "Is A or B", is ``right[k]`` (the word before a preposition or "than", or the last)
    a comparative the word lists lack ("gentler on the stomach")? A lower-case ``-er`` word after
    as many words of B as option A has (``a_length``, without its article), not after a determiner."""
    if k - (right[0].low in ("a", "an", "the")) != a_length:
        return False  # not "a Roomba or a Shark vacuum | cleaner"
    tok = right[k]
    w = tok.low
    if k < 1 or tok.capitalized or not w.isalpha() or len(w) < 5 or not w.endswith("er"):
        return False
    if right[k - 1].low in DETERMINERS or not (right[k - 1].low.isalpha() or _MODEL.fullmatch(right[k - 1].text)):
        return False  # after a model code ("the BMI270 | noisier at rest"), not after a rating ("the 100W charger")
    return k + 1 == len(right) or right[k + 1].low in _PREP_AFTER


def name_pair(core: list[Token], coordinator: str) -> bool:
    """"React Native vs Flutter": before a "vs" / "versus", an option of capitalized words only is
    a name, not a verb and its object."""
    if coordinator.lower().rstrip(".\u00b7") not in ("vs", "versus", "v") or core[0].low in LEAD_VERBS:
        return False  # not "Deploy | Django vs Rails"
    return len(core) >= 2 and all(t.capitalized or t.text[:1].isupper() for t in core)


def name_objects(core: list[Token], right: list[Token]) -> bool:
    """"adopt Bazel | or stick with Gradle": A is a verb and a name (or a verb, B's preposition and
    a name), B a lower-case word, a preposition and a name, so B's first word is a verb too."""
    if len(core) < 2 or len(right) < 3 or core[0].capitalized:
        return False
    named = core[2:] if core[1].low == right[1].low else core[1:]  # "pair with Acme | or partner with …"
    if not named or not all(t.capitalized for t in named):
        return False
    r0 = right[0]
    return r0.low.isalpha() and not r0.capitalized and right[1].low in PARTICLES and right[2].capitalized \
        and right[2].low.rstrip("s") not in WEEKDAYS | MONTHS  # "do Scouts or | football on Saturday mornings"


_SUBJECT_BOUND = 5  # words of a subject between "whether" and its modal


def reduced_relative(right: list[Token], k: int) -> bool:
    """Does a relative clause without "that" start at ``right[k]`` ("the $2,000 | the contractor
    owes me"): a determiner after an object's noun, then a noun or two and a finite verb?"""
    if k < 2 or right[k].low not in ("the", "my", "our", "his", "her", "their", "your"):
        return False
    prev = right[k - 1].low
    if prev in _NOT_VERBS or right[k - 2].low not in DETERMINERS:
        return False
    return any(finite_verb(right, j, strict=True) and right[j].low not in AUX | COPULAS
               for j in range(k + 2, min(len(right), k + 4)))


def label_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """"Offer A ($95k, remote) or Offer B ($110k, onsite)", "Plan 1 or Plan 2": one word and a one-character
    label on each side (each followed by nothing or a bracketed aside) are the options, else ``None``."""
    if len(right) < 2 or not _label(right[1]) or not _aside_or_end(right[2:]):
        return None
    for k in range(len(left) - 1):
        if left[k].low == right[0].low and _label(left[k + 1]) and left[k + 1].low != right[1].low:
            return (left[k : k + 2], right[:2]) if _aside_or_end(left[k + 2 :]) else None
    return None


def _label(tok: Token) -> bool:
    text = tok.text.rstrip(",;:.?!)")
    return len(text) == 1 and (text.isupper() or text.isdigit())


def _aside_or_end(rest: list[Token]) -> bool:
    return not rest or rest[0].text.startswith("(")


def _bare_noun(tok: Token) -> bool:
    """A lower-case word that may open a subject without a determiner ("extra cash", "pine pellets")."""
    w = tok.low
    return w.isalpha() and not tok.capitalized and w not in _NOT_VERBS and w not in VERBS and not ing_word(w)


def plural_verb(right: list[Token]) -> int | None:
    """Where a bare verb the lists mark as also a noun starts B's predicate, after a subject pair
    ("Does coffee or green tea | raise blood pressure more?"): its next word is a lower-case word
    that is not a verb itself ("raise | blood"; not "a phone charge | last …") nor a word before a
    comparative ("cold brew | taste better"); or an unlisted bare word after a plural noun and before "more" / "less" /
    "fewer" ("… carbon handlebars | absorb more road buzz"), else ``None``."""
    for k in range(1, min(len(right) - 1, _SUBJECT_BOUND)):
        prev, nxt = right[k - 1].low, right[k + 1]
        w = right[k].low
        then = right[k + 2].low if k + 2 < len(right) else ""  # not "cold brew | taste better": the verb is next
        s_form = w.endswith("s") and (w[:-1] in VERBS or w[:-2] in VERBS or (len(w) > 4 and then in COMPARATIVES))
        unlisted = nxt.low in _OBJECT_OPENERS and _bare_noun(right[k]) and not (
            w in PREPOSITIONS and right[0].low in _OBJECT_OPENERS)  # "… APM | catch these frontend errors"; not
        # "a beanie under | a hood": after an articled head a preposition opens B's own phrase, no verb
        unlisted = unlisted or (nxt.low in ("more", "less", "fewer") and prev.endswith("s") and not prev.endswith(
            "ss") and _bare_noun(right[k]) and not w.endswith("s"))  # "… carbon handlebars | absorb more road buzz"
        verb = w in VERBS or s_form or unlisted or (w in ADJECTIVE_VERBS and nxt.low in PHRASAL)  # "… | cool down"
        if prev in DETERMINERS or prev in PREPOSITIONS or right[k].capitalized or not verb or owned_own(right, k) \
                or w in _JOINING:  # "a regular laptop plus | an iPad make …": "plus" joins B's nouns
            continue  # a bare verb, an -s form ("… pine pellets | controls odor"), a word before its object's article
        noun_then_verb = (then in ADVERBS | COMPARATIVES and w in AMBIGUOUS and nxt.low not in PHRASAL) \
            or then in VERBS | DETERMINERS  # "… carbon steel | heat up faster": a particle is no verb
        # not "… rewards card | earn", "… CBD treats | calm an anxious dog": the next word is the verb
        if _plain_word(nxt) and not noun_then_verb:
            return k
    return None


_OBJECT_OPENERS = frozenset({"a", "an", "the", "my", "our", "your", "their", "these", "those"})
_JOINING = frozenset({"plus", "minus", "including", "excluding", "except", "like"})  # words joining nouns, no verb


_VERB_PREFIXES = frozenset({"re", "pre", "un", "co", "de", "mis", "over", "under", "out"})  # "re-used": a verb


def _plain_word(tok: Token) -> bool:
    """A lower-case word that is no verb form, auxiliary or copula ("blood", not "raises", "is", "led")."""
    w = tok.low
    stems = {w, w[:-1], w[:-2]} if w.endswith("s") else {w}
    compound = "-" in w and w.split("-")[0] not in _VERB_PREFIXES  # "code-mixed text": an adjective, no verb
    verbal = stems & (VERBS | S_VERBS) or w in AUX | COPULAS or (w.endswith("ed") and not compound)  # not "hybrid
    # work | led to"
    return w.replace("-", "").isalpha() and not tok.capitalized and not verbal  # "multi-step" too


def clause_object(core: list[Token], right: list[Token]) -> int:
    """After "whether" / "if": where option A starts past a short subject and its finite verb ("the
    attic gets | spray foam", "the meeting should be on | Tuesday"), else 0. B must not open with a verb ("whether
    we move to Denver or stay …": two verb phrases), and A must be left after the verb."""
    if not right or right[0].low in VERBS | S_VERBS:
        return 0
    bare = bool(core) and core[0].low.isalpha() and not core[0].capitalized and core[0].low not in VERBS | PRONOUNS
    bare = bare or (bool(core) and possessor(core[0])) or numbered(core)  # "whether | dad's confusion is from | …"
    if not core or not (core[0].low in DETERMINERS or bare):  # "the attic …", "remote employees …"
        return 0
    for k in range(1, min(len(core) - 1, _CLAUSE_SUBJECT_BOUND)):
        particle = core[k + 1].low in PHRASAL and k + 2 < len(core)  # "the drawing calls out | 304"
        if core[k].low.endswith("s") and (finite_verb(core, k, strict=not particle) or echoed_object(core, k, right)) \
                and core[k].low not in AUX:  # "whether my warranty covers | the igniter or only the oven cavity"
            return k + 1 + (particle or _shared_preposition(core[k + 1], right))
        if core[k].low in VERBS and plural_noun(core[k - 1].low) and core[k + 1].low in DETERMINERS | PREPOSITIONS:
            return k + 1 + (core[k + 1].low in PREPOSITIONS and right[0].low not in PREPOSITIONS)  # "whether remote
            # employees get | a monthly stipend or …": a plural subject's verb; "if trays go in | recycling or …"
        if core[k].low in ("is", "are") and k > 2 and right[0].low not in DETERMINERS | PREPOSITIONS:
            return k + 1  # "whether the hairline cracks in the garage slab are | shrinkage or settlement"
        placed = k > 2 and core[k - 1].low in DETERMINERS and core[k - 2].low in PREPOSITIONS  # "… in the | garage"
        if placed or (core[k].low in PREPOSITIONS and k > 1 and core[k - 1].low.isalpha() and core[k - 1].low
                      not in AUX) or (core[k].low in DETERMINERS and core[k - 1].low in PREPOSITIONS):
            continue  # the subject's own place: "the service at 14 Birch Rd | is …", "… cracks in the garage slab"
        if core[k].low in AUX and core[k + 1].low == "be" and k + 2 < len(core):  # "the meeting should be | …"
            shared = core[k + 2].low in PREPOSITIONS and right[0].low not in PREPOSITIONS and k + 3 < len(core)
            return k + 3 if shared else k + 2  # "… be on | Tuesday or Thursday": the preposition is shared
        money = (core[k].text[:1] in "$€£" and core[k].text[1:2].isdigit()) or numbered(core, k)  # "the | $18k | …"
        if (not core[k].low.replace("-", "").isalnum() and not money) or core[k].low in _NOT_VERBS:
            return 0
    return 0


def _shared_preposition(after_verb: Token, right: list[Token]) -> bool:
    """Is the preposition after a clause's verb both options' ("whether my non-solicit applies to | former clients or
    only current ones"): B, past a focus word, opens with none of its own (not "runs from service or | from …")?"""
    first = next((t.low for t in right if t.low not in ("only", "just", "also", "even")), "")
    return after_verb.low in PREPOSITIONS and bool(first) and first not in PREPOSITIONS


_CLAUSE_SUBJECT_BOUND = 9  # words of a clause's subject and its own place phrase before its verb


def plural_noun(word: str) -> bool:
    """A lower-case word that may be a plural noun ("employees", "homes"; not "glass", "does", "bus")."""
    return word.isalpha() and word.endswith("s") and not word.endswith("ss") and len(word) > 3 \
        and word not in AUX | COPULAS


def bare_noun_start(tok: Token) -> bool:
    """A lower-case word opening a noun phrase with no determiner ("with | shorter hours")."""
    w = tok.low
    return w.isalpha() and not tok.capitalized and w not in DETERMINERS and w not in PRONOUNS and not w.startswith(
        ("some", "any", "no", "every"))  # not "with something newer"


_RATE_BEFORE = frozenset({"once", "twice", "thrice", "times"})


def rate_article(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` the "a" of a rate ("the $40 | a month plan", "twice | a week", "3 times | a day"), no article
    opening a noun phrase of its own? Not before a number ("81 in a 65 | a 1-point …": a rate's unit is a word)."""
    if k < 1 or toks[k].low not in ("a", "an") or (k + 1 < len(toks) and toks[k + 1].text[:1].isdigit()):
        return False
    prev = toks[k - 1]
    amount = prev.text[:1] in "$€£" or (prev.text[:1].isdigit() and "-" not in prev.text)  # not "my 10-year-old | a …"
    return amount or prev.low in _RATE_BEFORE
