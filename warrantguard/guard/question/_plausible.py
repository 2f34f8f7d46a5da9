"""Whether each option found reads as one phrase (see ``_options``): the last check before a
pair is returned."""

from __future__ import annotations

import re

from warrantguard.guard.question._trim import SUBJECT_PRONOUNS
from warrantguard.guard.question.forms import (
    adverbed_to_place,
    channel_places,
    gone_place,
    negated_option,
    on_this,
    said_no,
    state_to_place,
    titled_b,
    to_amounts,
    twin_of,
    with_against_without,
)
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COPULA_LEADS,
    DETERMINERS,
    NON_OPTIONS,
    NUMBER_WORDS,
    PHRASAL,
    PREPS,
    TIME_NOUNS,
    TIME_PREPOSITIONS,
    TIME_UNITS,
    VERBS,
    WH,
    Refusal,
    ing_word,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["plausible"]

# Words a phrase does not end with; a subject pronoun's clause goes on ("rent it out once I | move …").
_OPEN_ENDS = frozenset({"of", "to", "and", "or", "for", "with", "than", "i", "we", "they", "he", "she"})
# A subject and its verb opening an option belong to the question ("I'm going to | sell …", "Am I going to …").
_CLAUSE_OPENERS = frozenset({"am", "i'm", "i’m", "im", "we're", "we’re", "they're", "they’re", "you're", "you’re",
                             "he's", "he’s", "she's", "she’s", "i've", "i’ve", "we've", "we’ve", "i'll", "i’ll",
                             "we'll", "we’ll", "i'd", "i’d", "we'd", "we’d"})
# After an auxiliary "do", a subject asks a question ("do you …", "do we …"); any other word is the main verb's
# object ("do laundry at home", "do it after", "do cardio before lifting").
_DO_SUBJECTS = (SUBJECT_PRONOUNS - {"it"}) | frozenset({"people", "most", "u", "ya", "y'all", "folks", "others", "any",
                                                        "some"})


def _title_cased(opt: str) -> bool:
    """Is the option three words or more, each opening with a capital letter ("What Do You Meme"): a title?"""
    words = opt.split()
    return len(words) > 2 and all(w[:1].isupper() for w in words)


def plausible(a: str, b: str, articled: tuple[bool, bool] = (False, False), quoted: bool = False,
              closes: bool = False) -> tuple[str, str]:
    """Check that each option reads as one phrase; returns them or raises :class:`Refusal`.
    ``articled[i]``: an article stands before the option in the prompt, so its first word is a noun
    ("a will", "an IF 3 journal"), no auxiliary or lead word. ``quoted``: the prompt quotes both options, so the quotes
    mark where each starts and ends, and its first and last words may be any ("'To Whom It May Concern'"). ``closes``:
    option B ends its sentence, so nothing follows for its last word to determine ("… or just ask her?")."""
    a, b = _ASKED_ASIDE.sub("", a), _without_long_clause(_ASKED_ASIDE.sub("", b))  # "Ms Rachel | (educational??)"
    places = _places(a, b) or gone_place(a, b) or adverbed_to_place(a, b)  # "bowling" / "to the …"
    places = places or to_amounts(a, b) or state_to_place(a, b)  # "pull-up | to 3.3V or to 5V"; "open" / "to the side"
    places = places or twin_of(a, b)  # "be made | of cedar or of aspen": the "of" repeated, each option's own
    lettered = _lettered(a, b)
    wh_pair = _wh_clauses(a, b)
    twins = _twin_conditions(a, b)  # "if you quit cold turkey or if you taper over two weeks"
    for opt, noun, other in zip((a, b), articled, (b, ""), strict=True):
        words = opt.lower().split()
        if not words:
            raise Refusal("an option is empty")
        if (len(words) > _MAX_WORDS and not _long_but_whole(words, opt is b)) or len(opt) > 100:
            raise Refusal(f"an option is too long to be one ({opt[:40]!r}…)")
        first, last = words[0].strip("\"'“‘("), opt.split()[-1].strip("\"'”’).,")
        negated = first == "not" and len(words) > 1 and (words[1] in VERBS or words[1] == "to"  # "(to) not say …"
                                                         or _gerund_word(words[1]) or _negated_state(opt, opt is b))
        main_do = first == "do" and len(words) > 1 and words[1] not in _DO_SUBJECTS  # "do | the capstone", "do laundry"
        lead = first in ("to", "of", "and", "or", "than", "not", "if", "whether") and not (negated or places or noun
                                                                                      or titled_b(opt, opt is b))
        lead = lead and not twins
        bonds = first == "i" and words[1:2] in (["bond"], ["bonds"])  # "I bonds"
        pronoun = (first in SUBJECT_PRONOUNS and not bonds) or first in _CLAUSE_OPENERS
        asked = first in WH and not wh_pair and not _title_cased(opt)  # not "What Do You Meme": a title
        if not quoted and ((first in (AUX | COPULA_LEADS) and not (main_do or noun)) or asked or pronoun or lead):
            raise Refusal(f"the option could not be separated from the question ({opt!r})")
        kept = _object_her(words, other) or _object_pronoun(words, other) or _priced_each(words) or lettered \
            or _stranded(words) or (closes and _closing_object(words, other)) or said_no(words) \
            or with_against_without(words, other) or on_this(words, other) \
            or _echoed_her(a, b)  # "say no"; "with or without a will";
        # "follow AP on this | or make …": the matter in hand
        if not quoted and (last in DETERMINERS or last in _OPEN_ENDS) and not kept:
            raise Refusal(f"an option ends mid-phrase ({opt!r})")
        if opt.lower() in NON_OPTIONS or opt.lower() in ("one", "this one", "that one", "them"):
            raise Refusal(f"{opt!r} is not an option")
        if _open_quote(opt):
            raise Refusal(f"an option has a quote mark that is not closed in it ({opt!r})")
        if "?" in opt and not (quoted and "?" not in opt.rstrip("?!")):  # a quoted question's own mark closing it
            raise Refusal(f"an option spans a question mark ({opt!r})")  # ('"Can you help Jake?" or "Jake …"')
    if a.lower() == b.lower():
        raise Refusal(f"the two alternatives are the same ({a!r})")
    return a, b


def _negated_state(opt: str, is_b: bool) -> bool:
    """Is option B "not" and a state ("no contest or | not guilty"), as :func:`negated_option` reads it?"""
    toks = tx.tokens(opt)
    return is_b and len(toks) > 1 and negated_option(toks[0], toks[1])


def _wh_clauses(a: str, b: str) -> bool:
    """Are both options clauses of place or time opened by the same word ("where he lives" / "where the car was
    fixed", "when the invoice arrives" / "when the work is done"), not a bare "where" or "when"?"""
    wa, wb = a.lower().split(), b.lower().split()
    return len(wa) > 1 and len(wb) > 1 and wa[0] == wb[0] and wa[0] in ("where", "when", "wherever", "whenever")


# A closing bracketed aside asking a question of its own ("Ms Rachel (educational??) or …"): the asker's doubt about
# the option, not a part of it.
_ASKED_ASIDE = re.compile(r"\s+\([^()?]*\?+\)$")
_CLAUSE_WORDS = frozenset({"before", "after", "until", "till", "when", "whenever", "if", "since", "because", "while",
                           "once", "unless", "though", "although"})
_MAX_WORDS = 10
_ASKING_VERBS = frozenset({"see", "check", "ask", "know", "wonder", "test", "tell", "decide", "choose"})  # "… and
# see | if that cures the dead spots", "… old enough to decide | if they want it": the "if" clause is the verb's
# object, B's own, no condition it can lose


def _long_but_whole(words: list[str], is_b: bool) -> bool:
    """May an option of up to two words over the limit stand whole: no bracketed aside in it (not "put it in my
    own emergency fund (which is at $0)") and, for B, no "for" or "like" phrase after its first words that may be
    both options' ("try another round of chemo | for our 14 year old lab", "… in a month | like the one on her
    leg")? So "tell my date about my bipolar diagnosis on the first date" and "finally take the solo trip I've been
    putting off for years" stand."""
    if len(words) > _MAX_WORDS + 2 or any(w[:1] in "([" or w[-1:] in ")]" for w in words):
        return False
    fors = [k for k in range(3, len(words) - 1)  # "for years": a time, no purpose
            if words[k] == "for" or (words[k] == "like" and not _verb_like(words, k))]
    return not (is_b and any(words[k + 1].rstrip("?.!,").removesuffix("s") not in TIME_UNITS for k in fors))


def _verb_like(words: list[str], k: int) -> bool:
    """Is "like" at ``k`` a verb after its subject or auxiliary ("that I just don't | like her …"), no preposition?"""
    return words[k - 1] in AUX or words[k - 1] in SUBJECT_PRONOUNS or words[k - 1] in ("just", "really", "still")


def _without_long_clause(b: str) -> str:
    """Option B without the clause that makes it too long to be one: "wait for the maintenance window | before
    the end of the month", "hold them until next year | before …" (the last clause it can lose and be short
    enough; "even though" as one). B itself when it is short enough or has no such clause to lose."""
    words = list(re.finditer(r"\S+", b))
    if len(words) <= _MAX_WORDS:
        return b
    cuts = [k for k in range(1, _MAX_WORDS + 1) if words[k].group().lower() in _CLAUSE_WORDS]
    if not cuts or any(words[k].group().lower() == "if" and words[k - 1].group().lower() in _ASKING_VERBS
                       for k in cuts):  # "… until the kids are old enough to decide | if they want it": the
        return b  # "if" clause is the verb's object, B's own, and no clause before it can be lost either
    k = cuts[-1] - (cuts[-1] > 1 and words[cuts[-1] - 1].group().lower() == "even")
    return b[: words[k - 1].end()].rstrip(" ,;:\u2014\u2013-")


def _open_quote(option: str) -> bool:
    """Does ``option`` hold a double quote mark whose partner is outside it ('data" singular'; not an
    inch mark after a number: '65" OLED')?"""
    return re.sub(r'(?<=\d)"', "", option).count('"') % 2 == 1 or option.count("\u201c") != option.count("\u201d")


def _gerund_word(word: str) -> bool:
    """A lower-case -ing word ("not | eating breakfast")."""
    return ing_word(word) and word.isalpha()


def _object_her(words: list[str], other: str = "") -> bool:
    """Does the option end with "her" as an infinitive's object ("… to feed her"), not a determiner? So too after
    a preposition in a verb phrase A against a verb phrase B ("move closer to her | or stay in Austin")."""
    if words[-1].strip(".,!?") != "her" or len(words) < 3:
        return False
    b_words = [w for w in other.lower().split() if not w.endswith("ly")][:1]  # "… or | quietly find someone new"
    after_preposition = words[-2] in ("to", "with", "from", "near", "about", "for") and words[0] in VERBS \
        and b_words != [] and b_words[0] in VERBS
    return (words[-2] in VERBS and words[-3] == "to") or after_preposition


def _echoed_her(a: str, b: str) -> bool:
    """Do both options take "her" right after their verb, a particle after A's ("loan her out or | sell her, hate
    both …", "call her back or text her")? The object both verbs take, not a determiner whose noun is lost (not
    "loan her car or sell her"); A closing on "her" is no proof its verb opens it ("call my mom to | tell her or text
    her": the purpose cut from A)."""
    words_a = a.lower().split()
    return len(words_a) == 3 and all(_verb_her(opt.lower().split()) for opt in (a, b))


def _verb_her(words: list[str]) -> bool:
    """Are ``words`` a verb, "her" and at most a particle ("sell her", "loan her out")?"""
    return 2 <= len(words) <= 3 and words[0] in VERBS and words[1].strip(".,!?") == "her" \
        and all(w.strip(".,!?") in PHRASAL for w in words[2:])


def _object_pronoun(words: list[str], other: str) -> bool:
    """Does option A end with "her", "that" or "this" as its verb's object, the verb opening it ("pay her", "just
    honor that"), against a B opening with a verb ("… | or try TurboTax ourselves")? Before "or" such a word
    determines nothing; B's own end is another matter ("… or to find her | a good care home": cut), and so is a B with
    the same object ("drive her or fly her | to Boston": the place may be both's)."""
    if words[-1].strip(".,!?") not in ("her", "that", "this") or len(words) < 2 or words[-2] not in VERBS:
        return False
    other_words = other.lower().split() or [""]
    shared = words[-1].strip(".,!?") in other_words  # "drive her or fly her | to Boston": one object, a shared end
    return len(words) == 2 + (words[0] in ("just", "simply")) and other_words[0] in VERBS and not shared


def _closing_object(words: list[str], other: str) -> bool:
    """Does the option B, closing its sentence, end with a verb and a determiner standing alone as its object
    ("timer every 20 min or | just ask her?", "… or save them in case we have another")? Nothing follows for it to
    determine. So too "her" after a preposition ("… or | anchor with her."): no noun follows for it to own."""
    last = words[-1].strip(".,!?")
    after_verb = words[-2] in VERBS and words[-2] not in AMBIGUOUS if len(words) > 1 else False
    after_verb = after_verb or (len(words) == 3 and words[0] in ("just", "simply") and words[1].isalpha())  # "… or |
    # just text her": the word a focusing "just" opens B with is its verb
    after_preposition = last == "her" and len(words) > 2 and words[-2] in PREPS
    return other == "" and last in _OBJECT_DETERMINERS and (after_verb or after_preposition)


_OBJECT_DETERMINERS = frozenset({"her", "his", "this", "that", "these", "those", "some", "any", "another"})


def _stranded(words: list[str]) -> bool:
    """Does the option end with a preposition stranded by a relative clause after its noun, a subject pronoun and a
    verb (and its particle, an adverb, an object) ("the one kitten | I came in for", "the crate | we slept with", "the
    spot | we already paid a deposit for")? Not after a subordinator or a verb ("… until I get to", "… want we go
    for"), nor across one ("… we paid so we can go to")."""
    last = [w.strip(".,!?") for w in words[-7:]]
    subject = [k for k in range(1, len(last) - 2) if last[k] in SUBJECT_PRONOUNS - {"it", "you", "u"}]
    if not subject or last[-1] not in ("for", "to", "with", "about", "on", "in", "at") \
            or any(w in _SUBORDINATORS | AUX for w in last[subject[-1] + 1 :]):
        return False
    before = last[subject[-1] - 1]
    return before.isalpha() and before not in VERBS | AUX | _SUBORDINATORS | DETERMINERS


_SUBORDINATORS = frozenset({"until", "till", "when", "if", "before", "after", "because", "since", "once", "so",
                            "than", "as", "while", "unless", "whether", "where", "and", "or", "but", "what", "that"})


def _priced_each(words: list[str]) -> bool:
    """Does the option end with "each" after an amount ("… engineers at $120k each") or a counted noun ("batch
    INSERTs of 1000 rows each", "two scoops each"), not a cut "each …"?"""
    if words[-1].strip(".,!?") != "each" or len(words) < 2:
        return False
    counted = len(words) > 2 and (words[-3][:1].isdigit() or words[-3] in NUMBER_WORDS) and words[-2].isalpha() \
        and words[-2].endswith("s")  # a plural count: "1000 rows each", not "the 12 pack each"
    return words[-2][:1] in "$€£0123456789" or counted


_NUMERALS = frozenset({"i", "ii", "iii", "iv", "v", "vi"})


def _lettered(a: str, b: str) -> bool:
    """Do the options differ only in a closing letter or Roman numeral typed in lower case ("vendor a" / "vendor b",
    "type i" / "type ii", "a" / "b"): labels, not an article left at an option's end?"""
    x, y = a.lower().split(), b.lower().split()
    if len(x) != len(y) or not x or x[:-1] != y[:-1] or x[-1] == y[-1]:
        return False
    return all((len(w) == 1 and w.isalpha()) or w in _NUMERALS for w in (x[-1], y[-1]))


def _places(a: str, b: str) -> bool:
    """Do both options start with "to" and a place, not a verb ("to Kubernetes" / "to plain VMs";
    not "to drive" / "to fly"), or both a percentage or an amount in one unit ("to 80% daily" / "to 100% once a
    week", "to 30 psi" / "to 28 psi"), or both a time ("to weekends" / "to after homework"): each prepositional
    phrase is the option."""
    if channel_places(a, b):
        return True  # "to Slack" / "to email": destinations
    pair = [opt.split() for opt in (a, b)]
    if any(len(w) < 2 or w[0].lower() != "to" or w[1].lower() in VERBS for w in pair):
        return False
    amounts = all(w[1][:1].isdigit() for w in pair) and (all(w[1].endswith("%") for w in pair) or (
        len(pair[0]) > 2 and len(pair[1]) > 2 and pair[0][2].lower() == pair[1][2].lower()))  # "to 30 psi"
    timed = all(w[1].lower() in TIME_NOUNS | TIME_PREPOSITIONS for w in pair)  # "to weekends" / "to after homework"
    return amounts or timed or any(w[1][:1].isupper() or w[1].lower() in DETERMINERS for w in pair)


def _twin_conditions(a: str, b: str) -> bool:
    """Do both options open on "if" and a subject pronoun ("if you quit cold turkey" / "if you taper over two
    weeks")? Two conditions set against each other, each a clause of its own."""
    sides = [opt.lower().split()[:2] for opt in (a, b)]
    return all(len(w) == 2 and w[0] == "if" and w[1] in SUBJECT_PRONOUNS for w in sides)
