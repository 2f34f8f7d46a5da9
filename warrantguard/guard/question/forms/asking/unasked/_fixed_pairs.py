"""Fixed pairs joined by "or" that name no two options: "sooner or later", "more or less", "rain or shine",
an approximation ("in an hour or so", "a 5mm or thereabouts",
"give or take a few days", "at 10 or 11ish", an estimate "roughly 20 or
30"), a rough count ("buy 2 or 3 bags of mulch", "within a day or two of landing") and a count told of the past ("has
thrown up once or twice this week", "My 3yo threw up once or twice tonight") (:func:`idiom_problem`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._closing_span_count import closing_span_count
from warrantguard.guard.question.forms.asking.unasked._default_count import default_setting
from warrantguard.guard.question.forms.asking.unasked._measured_of import measured_of_count
from warrantguard.guard.question.forms.asking.unasked._two_counts import two_settings
from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    COPULAS,
    CUT_WORDS,
    NUMBER_WORDS,
    POSSESSIVES,
    PRONOUNS,
    TIME_NOUNS,
    TIME_WORDS,
    Token,
    numeral,
)

__all__ = ["idiom_problem"]

_IDIOMS = frozenset({("sooner", "later"), ("more", "less"), ("rain", "shine"), ("now", "never"), ("do", "die"),
                     ("sink", "swim"), ("hit", "miss"), ("make", "break"), ("give", "take"), ("dead", "alive"),
                     ("like", "not"), ("win", "lose"), ("trick", "treat")})
_THEREABOUTS = frozenset({"thereabouts", "thereabout"})
_AMOUNT_LEADS = frozenset({"a", "an", "about", "around", "roughly", "maybe"})
# Words that make the number after them an estimate ("Roughly | 20 or 30 pax on the bus"); not "about", "around" (a
# preposition before a number too: "a film about 1984 or 1985").
_APPROXIMATORS = frozenset({"roughly", "approximately", "approx", "approx.", "maybe", "perhaps", "possibly"})
_PERFECT = frozenset({"has", "had", "have", "'ve", "'s"})


def _counted(tok: Token) -> bool:
    """A plural noun after a numeral ("3 | bags"), not a predicate ("11 | better")."""
    w = tok.low
    return w.isalpha() and len(w) > 2 and w.endswith("s") and not w.endswith("ss") and w not in COMPARATIVES


def _quantity(left: list[Token]) -> bool:
    """Does the left side end with a quantity: a numeral, a counted noun after one ("10 | days") or a noun after "a" /
    "an" ("a | week", "an | hour"), a figure with its unit ("a 5% | or so bleach solution") or a noun after a figure
    ("a 1:2 ratio | or so", "a 30-minute warm-up | or so", "a 20 cM match | or so")? "or so" after it approximates
    it."""
    if not left:
        return False
    last, before = left[-1], left[-2].low if len(left) > 1 else ""
    amount = last.low.lstrip("$£€")[:1].isdigit() and not last.low.isdigit()  # "5%", "$20", "30°C": a figure, a unit
    figured = len(left) > 1 and left[-2].low[:1].isdigit() and last.low.replace("-", "").isalpha()  # "a 1:2 | ratio
    # or so", "a 30-minute | warm-up or so"
    united = len(left) > 2 and left[-3].low[:1].isdigit() and left[-2].low.isalpha() and last.low.isalpha()  # "a 20
    # cM | match or so": a noun after a figure and its unit
    return numeral(last) or amount or figured or united or (_counted(last) and len(left) > 1 and numeral(left[-2])) \
        or (before in ("a", "an") and last.low.isalpha())


def _approximate(word: str) -> bool:
    """A number with "-ish" after it ("11ish", "7-ish", "tenish"): a rough figure, its pair an approximation."""
    stem = word.removesuffix("ish").rstrip("-")
    return stem != word and bool(stem) and (stem.replace(":", "").isdigit() or stem in NUMBER_WORDS)


def _subject(tok: Token) -> bool:
    """A pronoun, also one contracted with its verb ("I'll", "we're")."""
    return tok.low.replace("\u2019", "'").split("'")[0] in PRONOUNS


# "level 10 or higher", "18 or older", "$50 or more": a number and an open bound past it, no second option.
_BOUNDS = frozenset({"higher", "lower", "more", "less", "above", "below", "older", "younger", "over", "under", "later",
                     "earlier", "greater", "fewer", "beyond", "newer"})


def open_bound(before: list[Token], after: list[Token]) -> str | None:
    """Why a number and "or" with an open bound after it ("Do I need to be level 10 or higher | to do the raid?",
    "18 or older") offer no two options (not "2 or more than 3"), or ``None``; ``before`` and ``after`` are the
    sentence's words either side of the "or"."""
    if not before or not after or after[0].low.strip(".,!?;:") not in _BOUNDS:
        return None
    if not (numeral(before[-1]) or before[-1].low[:1].isdigit()) or before[-1].text.endswith(")"):  # not "(2,500)"
        return None
    if len(after) > 1 and (numeral(after[1]) or after[1].low == "than" or _mirrored_bound(before, after)):
        return None
    return f"'{before[-1].text} or {after[0].text}' gives an open bound, not two options"


def _mirrored_bound(before: list[Token], after: list[Token]) -> bool:
    """Does the bound word after "or" open a second count as the same word opens A's ("stock more 150s or | more
    160s"): two counts, each with its bound, not an open bound?"""
    return len(before) > 1 and before[-2].low == after[0].low and after[1].low[:1].isdigit()


def idiom_problem(left: list[Token], right: list[Token]) -> str | None:
    """Why the 'or' joins no two options, or ``None`` (the forms of this module's docstring)."""
    first = right[0].low.strip(".,!?;:")
    if first == "so" and (len(right) == 1 or _quantity(left)):  # "… a week or so | late", "10 days or so after …"
        return "it gives an approximation ('or so'), not a second option"
    if first in _THEREABOUTS:  # "a 5mm or thereabouts", "at 6pm or thereabouts"
        return f"it gives an approximation ('or {right[0].text}'), not a second option"
    version = len(left) > 1 and left[-2].capitalized and left[-2].low not in AUX | COPULAS  # "Windows 10 or 11"
    setting = len(left) > 1 and left[-2].low == "at"  # "bake it at 400 or 425 degrees": a setting, not a count
    if left and len(right) > 1 and numeral(left[-1]) and numeral(right[0]) and _counted(right[1]) \
            and not (version or setting or two_settings(left[-1], right[0]) or default_setting(right[2:])):
        return f"'{left[-1].text} or {right[0].text} {right[1].text}' gives a rough count, not two options"
    if not left:
        return None
    if len(left) > 1 and left[-2].low in _APPROXIMATORS and numeral(left[-1]) and numeral(right[0]):
        return f"'{left[-2].text} {left[-1].text} or {right[0].text}' is an estimate, not two options"
    if span := closing_span_count(left, right) or measured_of_count(left, right):  # "in the next day or two"; "a
        # variance of 2 or 3 percent"
        return span
    if _rough_count(left, right):
        return f"'{left[-2].text} {left[-1].text} or {right[0].text}' is an approximate count, not two options"
    if _approximate(first) and (numeral(left[-1]) or left[-1].low[:1].isdigit()):
        return f"'{left[-1].text} or {right[0].text}' gives an approximate time or amount ('-ish'), not two options"
    pair = (left[-1].low, first)
    amount = len(right) > 1 and (right[1].low in _AMOUNT_LEADS or numeral(right[1]))  # "give or take | a few days"
    if pair in _IDIOMS and (len(right) <= 2 or _subject(right[1]) or (pair == ("give", "take") and amount)):
        return f"'{left[-1].text} or {right[0].text}' is a fixed phrase, not a choice between two options"
    if pair == ("more", "less") and len(right) > 2 and right[2].low == "than":  # "… more or less anxious than we were"
        return "'more or less … than' asks how one thing compares with another, not which of two options"
    if pair == ("more", "less") and len(right) > 1 and any(t.low in COPULAS for t in left[:-1]):
        # "Is pandas more or less dead now that …": after a copula, a degree ("almost dead") or a comparison
        return "'is … more or less <adjective>' tells or compares a degree, not two options"
    if pair == ("once", "twice") and (_told(left[:-1]) or _told_tonight(left[:-1], right[1:])):
        return f"'{left[-1].text} or {right[0].text}' tells how often something happened, not two options"
    return None


def _rough_count(left: list[Token], right: list[Token]) -> bool:
    """"a" / "an", a noun, then "or two" / "or three" and a phrase ("within a day or two | of landing", "a week or
    two | before the move", "a shift or two | this weekend", "pay the card a day or two | late", "a chainsaw or two |
    we could borrow"): a rough count of the noun, not a second option (not "a cat or two | kittens")."""
    after = right[1].low if len(right) > 1 else ""  # "pick up a shift or two | this weekend": a time after the count
    return len(left) > 1 and len(right) > 1 and left[-2].low in ("a", "an") and left[-1].low.isalpha() \
        and right[0].low in ("two", "three") \
        and (after in CUT_WORDS | {"of"} | TIME_WORDS | _TIME_MODIFIERS | _LATENESS | _CLAUSE_SUBJECTS)


_TIME_MODIFIERS = frozenset({"this", "next", "last", "every", "each"})
# A relative clause's subject or pronoun after the count ("a chainsaw or two | we could borrow", "a tip or two | that
# helped"): what the counted things are to someone, no second option.
_CLAUSE_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she", "that", "which", "who"})
_LATENESS = frozenset({"late", "early", "earlier", "longer", "sooner", "ago", "behind", "overdue", "past", "apart",
                       "ahead", "beforehand", "straight", "running", "nonstop"})  # "an hour or two | straight"
# "a day or two | late", "a week or two | ago", "a week or two | ahead": how far off in time, after the rough count


def _told(lead: list[Token]) -> bool:
    """A perfect verb after its subject ("my dog has thrown up | once or twice"): a count told, not asked."""
    if not lead or lead[0].low in AUX:  # "Have you had it once or twice": asked
        return False
    return any(t.low.replace("\u2019", "'") in _PERFECT and lead[k - 1].low not in AUX
               for k, t in enumerate(lead[1:], 1))


def _told_tonight(lead: list[Token], after: list[Token]) -> bool:
    """A statement's subject and verb, no auxiliary, modal or infinitive ("My 3yo threw up | once or twice |
    tonight"), and after the count nothing or a time ("tonight", "this week"): a count told of the past, not asked
    (not "Should I dose it once or twice a day", "I take it once or twice a day")."""
    if len(lead) < 2 or not (lead[0].low in POSSESSIVES or lead[0].low in PRONOUNS):
        return False
    if any(t.low in AUX or t.low in _ASKING for t in lead):
        return False
    when = [t.low.rstrip(".,!?;:") for t in after]
    return not when or (len(when) == 1 and when[0] in TIME_WORDS) \
        or (len(when) == 2 and when[0] in _TIME_MODIFIERS and when[1] in TIME_NOUNS)


_ASKING = frozenset({"to", "whether", "if", "which", "better", "or"})
