"""Where option A starts when B tells it (see ``_options``).

- After a leading copula and a subject of its own: "Is the problem more likely | my shaping or my
  proofing time?", "Is the better choice | the Kia or the Mazda?": the copula's subject ("the
  problem") is no part of option A; A starts at its own determiner, parallel to B's
  (:func:`copular_object`).
- After a leading copula, a subject and its comparative: "Is tea better with honey or sugar?",
  "Is Python better for data science or R?": refused, B may be compared with the subject or with
  the words after the comparative; "Is tea better or coffee?": A ends before the comparative
  (:func:`compared_start`).
- Where the chain's cuts left A starting too early, told by B and the words around: a preposition both
  options share ("be on | Oct 12 or Oct 19"), a verb's object and particle ("signing jack up for |
  karate or gymnastics"), an orientation ("parallel to the joists or perpendicular")
  (:func:`later_a_start`).
- Where B restates A's head with its determiner: "hire | a dog trainer who comes to the house or a
  dog trainer with group classes": A starts at the head B restates, whatever its relative clause
  holds (:func:`restated_start`).
"""

from __future__ import annotations

import re

from warrantguard.guard.question._trim import SUBJECT_PRONOUNS
from warrantguard.guard.question.forms import (
    articled_head,
    asked_name,
    clause_led_verb,
    compared_phrase,
    dated_start,
    focused_predicate,
    formed_object,
    hyphen_twin_start,
    imperative_object,
    indicated_subject,
    means_gerund,
    object_manner_a,
    oriented_a,
    rated_head,
    repeated_opener,
    repeated_subordinator,
    repeated_two_word_preposition,
    split_particle,
)
from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    DEGREE,
    DETERMINERS,
    POSSESSIVES,
    PREDICATE_HEADS,
    PREDICATE_NOUNS,
    PREPOSITIONS,
    RELATIVES,
    TIME_WORDS,
    Around,
    Refusal,
    Token,
    ing_word,
    rate_article,
)

__all__ = ["but_question", "compared_start", "copular_object", "demonstrated_subject", "demonstrative_subject",
           "later_a_start", "placed_subject", "restated_start"]

_OWN = ARTICLES | POSSESSIVES


def copular_object(a_toks: list[Token], right: list[Token]) -> list[Token]:
    """Option A from its own determiner (after its article) when the copula's subject stands before
    it: B opens with a determiner, and the nearest one in A follows a subject of lower-case words
    (no name: "Beauty and | the Beast"), none a preposition ("a hotel near | the station"), an -ing
    word ("walking | the dog on …" is A itself) or a relative ("a nanny who drives | the kids"); or the
    subject is an evaluative noun phrase (:func:`_evaluated_subject`)."""
    if (past := _evaluated_subject(a_toks, right) or focused_predicate(a_toks, right)) is not None:  # "… or just a …"
        return a_toks[past:]
    if len(a_toks) < 3 or not right or right[0].low not in _OWN:
        return a_toks
    k = next((k for k in range(len(a_toks) - 2, 0, -1) if a_toks[k].low in _OWN and not rate_article(a_toks, k)),
             None)  # not "physical therapy twice | a week or a cortisone shot": a rate's "a"
    if k is None or a_toks[k - 1].text.endswith((",", ";", ":")):
        return a_toks
    subject = a_toks[:k]
    if len(subject) > 1 and subject[-1].low == "of" and len(right) > 3 and right[2].low == "of":
        return a_toks  # "Is the price of | the car or the price of the house …": A's own head and "of", as B's, no
        # subject (not "Is the cake dry because of | the flour or the oven?")
    if all(_subject_word(subject, j) for j in range(len(subject))):
        return a_toks[k + (a_toks[k].low in ARTICLES) :]
    return a_toks


def _subject_word(subject: list[Token], j: int) -> bool:
    """May ``subject[j]`` stand in a copula's subject before A: a lower-case word or a number ("81 in a 65 | a 1-point
    or a 2-point …"), no -ing word, relative or conjunction, and a preposition only inside it, an article or a number
    after it ("81 in a 65"; not "a hotel near | the station"); an -ing word only as a compound's modifier ("Is my
    recycling week | the 1st and 3rd …", not "walking | the dog")?"""
    t = subject[j]
    modifier = 0 < j < len(subject) - 1 and subject[j - 1].low in DETERMINERS  # "my recycling | week": a compound's
    if not (t.text.islower() or _NUMBER.fullmatch(t.text)) or (ing_word(t.low) and not modifier):
        return False
    inner = 0 < j < len(subject) - 1 and t.low != "to" and (  # not "a white lie to spare | her feelings"
        subject[j + 1].low in ARTICLES or subject[j + 1].text[:1].isdigit())
    return t.low not in _NOT_SUBJECT or (t.low in PREPOSITIONS and inner)


def _evaluated_subject(a_toks: list[Token], right: list[Token]) -> int | None:
    """Where A starts after a copula's subject that is an evaluative noun phrase ("Was the right call | ALS or
    BLS?", "Is the safer bet | index funds or bonds?"): an evaluative word and its noun, then A (any form of B; no
    determiner after the noun, which the rule below reads), past "here" or a time word ("the right choice here |
    surgery or PT"). Refuses a phrase after the noun ("Is the best choice for beginners Python or Java?"): where
    A starts in it is not told; else ``None``."""
    if len(a_toks) < 3 or a_toks[0].low not in PREDICATE_HEADS or a_toks[1].low not in PREDICATE_NOUNS \
            or not right or any(t.low in _OWN for t in a_toks[2:]):
        return None
    past = 3 if a_toks[2].low in _HERE_AND_NOW else 2
    if past < len(a_toks) and a_toks[past].low in PREPOSITIONS:
        raise Refusal(f"where the first option starts after '{a_toks[0].text} {a_toks[1].text} {a_toks[past].text} "
                      "…' is not told")
    return past if past < len(a_toks) else None


_HERE_AND_NOW = TIME_WORDS | frozenset({"here", "there"})


# A number or an amount in the subject ("81 in a 65", "the $1.2M difference | a judgmental misstatement or …").
_NUMBER = re.compile(r"[$€£]?\d[\d,]*(?:\.\d+)?[kKmMbB]?")
_NOT_SUBJECT = PREPOSITIONS | RELATIVES | frozenset({"and", "&", "or", "nor", "but"})


def compared_start(a_toks: list[Token], right: list[Token]) -> list[Token]:
    """Option A without a comparative closing it after its copula's subject ("Is tea better | or
    coffee?": tea / coffee). Refuses one subject asked about ("Is tea better or worse for sleep?",
    "Is coffee good or bad …?"): no two options. Refuses A holding the
    subject and their comparative before more words ("Is tea better with honey | or sugar?", "Is
    Python better for data science | or R?"): B may be compared with the subject ("R") or with the
    words after the comparative ("sugar"), and the form does not say which. The comparative must
    follow a word that is no determiner ("a bigger house" is A itself)."""
    if len(a_toks) > 1 and a_toks[-1].low in PREDICATE_HEADS and right and right[0].low in PREDICATE_HEADS | DEGREE \
            and a_toks[-2].low not in DETERMINERS | _OWN:
        raise Refusal(f"one subject asked about: '{a_toks[-1].text}' or '{right[0].text}' are no two options")
    k = next((k for k in range(1, len(a_toks)) if a_toks[k].low in COMPARATIVES), None)
    if k is None or a_toks[k - 1].low in DETERMINERS or a_toks[k - 1].low in _OWN:
        return a_toks
    if k == len(a_toks) - 1:
        return a_toks[:k]
    if (phrase := compared_phrase(a_toks, k, right)) is not None:
        return phrase  # "Is the Eight Sleep better | on the cooling setting or on the neutral setting"
    subject = " ".join(t.text for t in a_toks[:k])
    raise Refusal(f"unclear whether the second option stands against '{subject}' or against the words after "
                  f"'{a_toks[k].text}'")


def demonstrative_subject(a_toks: list[Token], right: list[Token]) -> list[Token]:
    """Option A without a demonstrative that is the copula's subject ("is | this | flood or wind damage??"): A
    "this" / "that" and one bare word, B one bare word ("is this | mold or mildew?") or a modifier and its head
    closing the clause. Not "Is this lamp or that lamp …", "Is this brand or the store brand …" (B its own
    demonstrative or article: "this" A's own), nor B with a predicate after it ("… or chair | bigger?"). Two names,
    one capitalised word each, read as two bare words ("is this | Galerina or Kuehneromyces?")."""
    if len(a_toks) != 2 or a_toks[0].low not in ("this", "that") or not 1 <= len(right) <= 2:
        return a_toks
    words = (a_toks[1], *right)
    if all(t.text.isalpha() and t.low not in _NOT_BARE for t in words) and (
            all(t.text.islower() for t in words) or _names(words)):
        return a_toks[1:]  # "is this | Galerina or Kuehneromyces?": two names, each a word with its capital
    return a_toks


def _names(words: tuple[Token, ...]) -> bool:
    """Are ``words`` one name each side, each one capitalised word ("Galerina", "Kuehneromyces"): A's word and B's
    one word (a name and a lower-case word after it may be A's name's second word, "Is this | Galerina or Pholiota
    species": not read)?"""
    return len(words) == 2 and all(t.text[:1].isupper() and t.text[1:].islower() for t in words)


_NOT_BARE = DETERMINERS | PREPOSITIONS | COMPARATIVES | PREDICATE_HEADS | frozenset({"one", "ones"})


def placed_subject(a_toks: list[Token], right: list[Token]) -> list[Token]:
    """Option A without the copula's subject and its place phrase when B is one bare word closing the clause ("is |
    a scratch on a coin | damage or wear", "is that mark on the rim | damage or wear?"): a determiner, its noun, a
    preposition and its own determined noun are the subject, A the one word after them, as B. ``a_toks`` unchanged
    otherwise (a compound "is the ink signature damage or …" tells no subject's end)."""
    start = int(a_toks[0].low in _OWN | {"this", "that"})  # its article may be cut already
    if len(right) != 1 or len(a_toks) < start + 5:
        return a_toks
    words = (a_toks[-1], right[0])
    if not all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_BARE for t in words):
        return a_toks
    places = [k for k in range(start + 1, len(a_toks) - 3)
              if a_toks[k].low in PREPOSITIONS and a_toks[k + 1].low in _OWN]
    if len(places) != 1 or places[0] + 3 > len(a_toks) - 1:
        return a_toks
    subject = a_toks[start : places[0]] + a_toks[places[0] + 2 : -1]
    if all(t.text.islower() and t.low not in _NOT_SUBJECT | _NOT_BARE and not ing_word(t.low) for t in subject):
        return a_toks[-1:]
    return a_toks


_COPULAS = frozenset({"is", "was", "are", "were"})
_DEGREES = DEGREE | frozenset({"too", "very", "so", "quite", "rather", "really", "pretty", "fairly", "overly", "way"})


def demonstrated_subject(a_toks: list[Token], right: list[Token], before: Token | None,
                         lead: Token | None) -> list[Token]:
    """Option A without the copula's determined subject when B is one bare word closing the question ("Is the oven |
    gas or electric?", "is the car | petrol or diesel?"): nothing follows B, so the words after "the" hold the
    subject and A; a noun and one word leave one way to part them (A the last word). More words part more ways ("is
    the main issue | cost or time?", "is my best bet | Uber or the bus?"): refused. ``before`` is the word before
    A's side, ``lead`` the one before that: the determiner and the copula, unless A's side opens with its
    determiner ("is | your goal speed or comfort?"). Not a compound B ("… or | engineered wood") or a predicate
    after B ("Is the chicken breast or thigh | better?")."""
    toks = a_toks
    if toks and toks[0].low in _OWN:
        toks, before, lead = toks[1:], toks[0], before
    if before is None or lead is None or before.low not in _OWN or lead.low not in _COPULAS or len(toks) < 2:
        return a_toks
    if not (len(right) == 1 or (len(right) == 2 and right[0].low in ARTICLES)):
        return a_toks
    ends = (toks[-1], right[-1])
    if not all(t.text.isalpha() and t.low not in _NOT_BARE for t in ends) or not (
            all(t.text.islower() for t in ends) or _names(ends)):
        return a_toks
    if not all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_SUBJECT | DETERMINERS | _DEGREES
               for t in toks[:-1]):  # "Is the shelf | too high or low?": a degree opens A
        return a_toks
    if len(toks) == 2:  # "Is the radiation shield | the issue or the location?" (B's article): A's own words
        return toks[1:] if len(right) == 1 else a_toks
    raise Refusal(f"unclear where the subject after '{lead.text} {before.text}' ends and the first option starts")


def restated_start(core: list[Token], right: list[Token]) -> list[Token] | None:
    """Option A from the words B opens with, a determiner and at least one more word, when they
    stand earlier in the left side ("hire | a dog trainer who … or a dog trainer with …"); else ``None``."""
    if len(right) < 2 or right[0].low not in _OWN or right[1].low in _OWN:
        return None
    for p in range(1, len(core) - 1):
        if [t.low for t in core[p : p + 2]] == [right[0].low, right[1].low]:
            return core[p + (core[p].low in ARTICLES) :]
    return None


def but_question(toks: list[Token]) -> int:
    """Where the choice clause starts when a question opens after the last "but" of the left side
    ("… a dumb question but | do I use …", "… but | is it …"): the index of its auxiliary or copula,
    followed by a subject pronoun; else 0 ("… but I'm not sure whether …" is no question)."""
    buts = [k for k in range(len(toks) - 3) if toks[k].low == "but"]
    if not buts:
        return 0
    k = buts[-1] + 1
    asking = toks[k].low in AUX or toks[k].low in COPULA_LEADS
    return k if asking and toks[k + 1].low in SUBJECT_PRONOUNS else 0


def later_a_start(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A's start moved later where B and the words around tell it, in this order: "name events in | snake_case",
    "a 12-month CD at 4.6%" (the rate A's own), "be on | Oct 12 or Oct 19" (the preposition both's), ", the pavilion
    at Bayview Park or …" (the place A's own), "step up | using a target stick or using millet", "signing jack |
    up for | karate or gymnastics", "parallel to the joists or perpendicular", "… by | blowing in …", "customer
    asking | Bosch … or Milwaukee …"."""
    a = articled_head(dated_start(rated_head(formed_object(a, b, around), b, around), b), b, around)
    a = imperative_object(a, b, around)  # "Approve | the standard tier or the premium tier?"
    a = object_manner_a(a, b, around)  # "tie my belt the | standard way or the double-wrap way"
    a, b = repeated_opener(a, b)
    a = repeated_subordinator(a, b)  # "tip the valet | when dropping off or when picking up"
    a = repeated_two_word_preposition(a, b)  # "Sculpting the horns | out of foam clay or out of Monster Clay"
    a = split_particle(a, b, around)
    a = hyphen_twin_start(a, b, around)  # "group-house them | 4 per cage or single-house"
    a = indicated_subject(a, b, around)  # "whether the clicking means | the fan motor or the compressor is failing"
    return participled_twin(asked_name(means_gerund(oriented_a(clause_led_verb(a, b), b, around), b), b), b), b


def participled_twin(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A from the words after a past participle when they are B's twin: as many words, the same preposition
    at the same place, the first word of one shape ("whether a coin graded | MS65 by ANACS or MS64 by PCGS would
    …"): the noun and its participle are both options', what it was graded and by whom the options. ``a``
    unchanged otherwise."""
    n = len(b)
    preps = [k for k in range(1, n - 1) if b[k].low in PREPOSITIONS]
    if len(preps) != 1 or len(a) < n + 2 or a[preps[0] - n].low != b[preps[0]].low:
        return a
    participle, first = a[-n - 1], a[-n]
    if not (participle.text.isalpha() and participle.text.islower() and participle.low.endswith(("ed", "en"))):
        return a
    shape = (_has_digit(first.text), first.text[:1].isupper()) == (_has_digit(b[0].text), b[0].text[:1].isupper())
    return a[-n:] if shape and (_has_digit(first.text) or first.text[:1].isupper()) else a


def _has_digit(text: str) -> bool:
    """Does ``text`` hold a digit ("MS65", "1799")?"""
    return any(c.isdigit() for c in text)
