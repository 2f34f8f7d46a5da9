"""The form of a candidate pair of options: repaired to its parallel core, then checked.

**The rule (issue 22): options are parallel, verbatim spans of the prompt.** A part that both options share and that
the prompt writes once belongs to neither option: "heating with gas or electricity" gives "gas" / "electricity", "a
12-month or a 36-month lease" gives "12-month" / "36-month", "hotels near the beach or in the old town" gives "near
the beach" / "in the old town". A shared part the prompt writes on both sides stays in both ("hotels near the
airport or hotels in the city center"). The shared part is never *restored* to the option that lost it ("heating
with electricity"): that text is not in the prompt, and every place that quotes the options relies on their being
verbatim, disjoint spans of it: the certificate's ``option_a`` / ``option_b``, the lexical probes that swap the two
spans in the prompt, the reminder that lists the options, the mapping of a free-text answer and the model-assisted
extraction, which accepts only verbatim options. Trimming keeps one rule everywhere; the shared part stays in the
prompt, which every probe and every mapping question quotes in full.

:func:`parallel_core` applies the rule; ``form_problem`` checks it; ``locate`` refuses a failure.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words._form import PREPOSITIONS, Around
from warrantguard.guard.question.words._glossed import glossed
from warrantguard.guard.question.words._materials import (
    colour_shade,
    material_head,
    material_twin,
    two_word_material,
    two_word_modifier,
)
from warrantguard.guard.question.words._opening_phrase import opening_phrase
from warrantguard.guard.question.words._own_article import articled_b_only
from warrantguard.guard.question.words._passive import passive_complement
from warrantguard.guard.question.words._possessor import possessor
from warrantguard.guard.question.words._prep_core import prep_core
from warrantguard.guard.question.words._suffixed import amount_word, named_amount
from warrantguard.guard.question.words._text import Refusal, Token, ing_word, label_kind
from warrantguard.guard.question.words._times import TIME_PREPOSITIONS
from warrantguard.guard.question.words._title_word import title_preposition
from warrantguard.guard.question.words._word_kinds import (
    ONLY_FOCUS,
    PLACE_ADVERBS,
    adverbial,
    content,
    is_amount,
    manner_word,
)
from warrantguard.guard.question.words._wordlists import (
    ADVERBS,
    COMPARATIVES,
    CUT_WORDS,
    DEGREE,
    DETERMINERS,
    MATERIALS,
    MODEL_SUFFIXES,
    MODIFIERS,
    TIME_WORDS,
    TWO_WORD_PREPOSITIONS,
)

__all__ = ["gerund_word", "modifier", "parallel_core", "same_compound"]


_ADJECTIVE_END = ("al", "ic", "ive", "ous", "ful", "less", "able", "ible")


def modifier(tok: Token) -> bool:
    """A word of the modifier list or with an adjective's ending ("electric", "portable")."""
    w = tok.low
    return w in MODIFIERS or (len(w) > 5 and w.endswith(_ADJECTIVE_END) and w.isalpha())


def same_compound(a: Token, b: Token) -> bool:
    """"12-month" / "36-month", "king-size" / "queen-size", "low-carb" / "low-fat"; two modifiers
    ("blue" / "red jacket")."""
    if a.low in MODIFIERS and modifier(b):
        return a.low != b.low
    x, y = a.low, b.low
    if "-" not in x.strip("-") or "-" not in y.strip("-") or x == y:
        return False
    return x.rpartition("-")[2] == y.rpartition("-")[2] or x.partition("-")[0] == y.partition("-")[0]


def _likeness(a: list[Token], b: list[Token]) -> int | None:
    """Where A's phrase starts after a degree and "like" ("more like | a Pholiota", "less like | a sponge") when B
    has no "like" of its own: the two are what something is like, the degree both's. ``None`` otherwise."""
    k = next((k for k in range(1, len(a) - 1) if a[k].low == "like" and a[k - 1].low in _DEGREES), None)
    return None if k is None or any(t.low == "like" for t in b) else k + 1


_DEGREES = frozenset({"more", "less", "most", "least"})


def parallel_core(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """Apply the rule of this module's docstring to a noun-phrase pair."""
    simple = _simple_core(a, b, around)
    if simple is not None:
        return simple
    if (cut := _repeated_head_end(a, b)) is not None:
        return a, b[:cut]
    if b and b[0].low in TIME_PREPOSITIONS and (same := [k for k in range(1, len(a) - 1) if a[k].low == b[0].low]):
        return a[same[-1] :], b  # "keep the shop open | until 9 pm or until 11 pm": B's preposition is A's start
    if b and b[0].low in PREPOSITIONS and (k := _two_word_preposition(a)) is not None:
        return a[k:], b  # "pay for the car repair | out of my emergency fund or on my 0% APR card"
    if b and (k := _likeness(a, b)) is not None:
        return content(a[k:]), b  # "Is that more like | a Pholiota or a Gymnopilus?": what the thing is like
    if b and (k := opening_phrase(a, b, around)) is not None:
        return content(a[k:]), b  # "Mudlark on | the 0.3m low tide on the 14th or the 0.6m one on the 21st"
    preps = [k for k in _outside_brackets(a) if 0 < k < len(a) - 1 and a[k].low in PREPOSITIONS | {"using"}
             and not (a[k].low == "per" and is_amount(a[k - 1])) and not title_preposition(a, k, b)]
    # "1.5% per month": a rate, no phrase of its own; "Sibley Guide to Birds": a title's word
    if not preps or not b or any(t.low in PREPOSITIONS for t in b[1:]):
        return a, b
    if len(preps) == 1 and _digit(a[preps[0] - 1]) and _digit(a[preps[0] + 1]):
        return a, b  # "80W into 8 ohm amp", "100 to 240V adapter": a rating or a range between two numbers, one
        # modifier of A's head
    if _possessed_opening(a, b, around, preps[-1]):
        return a, b  # "… green. | Hornby's A4 in BR green or the Bachmann V2?": the possessed phrase whole
    core_a, core_b = prep_core(a, b, around, preps[-1])  # "done under | local or general anesthesia": a bare A, no
    bare = len(core_a) == 1 < len(a) and core_a[0].low not in MATERIALS  # material ("sleeping in | cotton or silk …")
    return (_simple_core(core_a, core_b, around) if bare else None) or (core_a, core_b)


def _possessed_opening(a: list[Token], b: list[Token], around: Around, p: int) -> bool:
    """Does A open its sentence with a noun's possessive and its head before the preposition at ``p``, against a B
    with its own determiner ("… green. | Hornby's A4 in BR green or the Bachmann V2?")? No lead-in stands before the
    possessive for the phrase to complete: it is the possessed head's own, A the whole noun phrase."""
    prev = around.prev(a[0])
    opens = prev is None or prev.text[-1:] in ".?!:"
    det = around.prev(b[0]) if b else None
    return opens and 1 <= p <= 3 and possessor(a[0]) and det is not None and det.low in DETERMINERS


def _two_word_preposition(a: list[Token]) -> int | None:
    """Where A's last phrase opens with a preposition of two words ("for the car repair | out of my emergency fund",
    "a desk | next to the window"), no other preposition after it: against B's preposition ("… or | on my card") that
    phrase is the option; ``None`` when A has none after its first word."""
    at = [k for k in range(1, len(a) - 2) if (a[k].low, a[k + 1].low) in TWO_WORD_PREPOSITIONS]
    if not at or any(t.low in PREPOSITIONS for t in a[at[-1] + 2 :]):
        return None
    return at[-1]


def _outside_brackets(a: list[Token]) -> list[int]:
    """Where ``a``'s words stand outside a bracketed aside ("allow (w/ $500 deposit)": not at "w/"): A's core never
    starts inside one (a preposition "using" stands for "with")."""
    out, depth = [], 0
    for k, t in enumerate(a):
        depth += t.text.count("(") + t.text.count("[")
        if depth == 0:
            out.append(k)
        depth = max(0, depth - t.text.count(")") - t.text.count("]"))
    return out


def _repeated_head_end(a: list[Token], b: list[Token]) -> int | None:
    """Where B ends when both options repeat their head and its preposition and B goes on with a phrase A
    lacks ("aide for mornings or aide for evenings | for grandpa"), else ``None``."""
    if len(a) < 3 or len(b) < 4 or a[0].low != b[0].low or a[1].low not in PREPOSITIONS or a[1].low != b[1].low:
        return None
    if any(t.low in PREPOSITIONS for t in a[2:]):
        return None
    return next((k for k in range(3, len(b)) if b[k].low in PREPOSITIONS), None)


def _simple_core(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """The pair's core where a bare word, an adverbial or an amount sets it (None: look at A's prepositions)."""
    if named_amount(a, b) and not articled_b_only(a[-1:], b, around):  # "Victorinox | 91mm or 84mm …": the name
        # both's; not "Paulson 39mm or a 43mm jumbo chip": B's own article, A's name its own
        a = a[-1:]
    if len(a) == 1 and len(b) > 1 and (same_compound(a[0], b[0]) or (is_amount(a[0]) and is_amount(b[0]))
                                       or material_twin(a, b)):  # "wool or down | duvets"
        if glossed(b):
            return a, b[:-1]  # "Tile or vinyl plank (LVP)": B named whole
        if is_amount(a[0]) and articled_b_only(a, b, around):
            return a, b  # "10x50s or the 80mm refractor": B's own article, its own head
        if material_head(a, b, around):
            raise Refusal(f"unclear whether '{b[-1].text}' is shared or only the second option's ('{a[0].text}' / "
                          f"'{b[0].text} {b[-1].text}')")
        two = is_amount(a[0]) and amount_word(a, b) == 2  # "1.5T vs | 2.0 NA": B's abbreviation answers A's letters
        two = two or (len(b) > 2 and two_word_modifier(b[:2])) or colour_shade(a, b)  # "ceramic or | stainless steel
        # | pans", "white or | dark blue | plaster": one colour in two words
        two = two or two_word_material(a, b)  # "walnut or | white oak": B's material
        two = two or (len(b) > 1 and b[1].low in _SCALE and b[0].low.lstrip("$€£")[:1].isdigit())  # "$1 million"
        two = two or (len(b) > 1 and b[1].capitalized and b[1].low in MODEL_SUFFIXES)  # "4060 or | 6700 XT": B's name
        two = two or _compound_measure(b)  # "11ft or | 12ft 6 | boards": feet and inches, one length
        return a, b[: 1 + two]  # "a 12-month or a 36-month lease", "16GB or 32GB | of RAM", "the 2021 or 2023 | model"
    if label := _measured_label(a, b):
        return a[label:], b  # "Stair rise | 7 3/4\" or 7 1/2\"": what is measured, written once, is shared
    if len(a) == 2 and b and label_kind(a[1]) and label_kind(a[1]) == label_kind(b[0]) and not label_kind(a[0]) \
            and not _own_head(a, b):
        return a[1:], b[:1]  # "Approve vendor | A or B", "option | 1 or 2 | first": the head is shared
    if (len(a) > 1 and adverbial(a[-1]) and (b[0].low in PREPOSITIONS or adverbial(b[0])) and a[0].low != b[0].low) \
            or passive_complement(a, b, around):  # "be assigned | round-robin or by territory"; not "to both kids
        return a[-1:], b  # equally or to my daughter"; "apply for the benefit | online or at my local office"
    if len(a) > 2 and a[-1].low in ONLY_FOCUS and a[-2].low in PLACE_ADVERBS and b[0].low in PREPOSITIONS:
        return a[-2:], b  # "sell tickets | online only or at the door": the adverb and its focus
    if len(a) > 1 and a[0].low in PREPOSITIONS and a[1].low[:1].isdigit() and b[0].low[:1].isdigit():
        return a[1:], b  # "go in at | 325°F for 3 hours or 450°F …": the preposition is shared
    if len(b) == 1 and len(a) > 2 and _digit(b[0]) and _digit(a[-1]) and a[-2].low in PREPOSITIONS | {"of"} \
            and "-" not in b[0].low:  # not "… for $2,400 or a | 3-bed": a noun of its own, no amount
        return a[-1:], b  # "batch size of | 32 or 128": B a bare amount, A's noun and preposition shared
    if len(a) == 2 and gerund_word(a[0]) and manner_word(a[1]) and len(b) > 1 and b[0].low in PREPOSITIONS:
        return a[1:], b  # "working | remotely or from the office": the gerund is shared
    if len(a) > 3 and gerund_word(a[0]) and a[1].low in DETERMINERS and len(b) == 2 and a[-1].low == b[-1].low \
            and a[-2].low not in DETERMINERS and not any(t.low in PREPOSITIONS for t in a):
        return a[-2:], b  # "feeding the horses | round bales or square bales" (not "drying clothes with a | …")
    return None


def _measured_label(a: list[Token], b: list[Token]) -> int:
    """Where A's measure starts after up to three words naming what is measured, when A's rest and all of B are
    numbers, each side with an inch or foot mark ("Stair rise | 7 3/4\"" / "7 1/2\"", "Counter depth | 24\"" /
    "30\""): the label is shared; 0 otherwise (not "iPhone 15 or 16", "Route 9 or 17": no measure)."""
    j = next((k for k, t in enumerate(a) if t.text[:1].isdigit()), 0)
    if not 0 < j <= 3 or not all(t.text.isalpha() for t in a[:j]):
        return 0
    sides = (a[j:], b)
    if not all(t.text[:1].isdigit() for side in sides for t in side):
        return 0
    return j if all(any(t.text.endswith(_MARKS) for t in side) for side in sides) else 0


_MARKS = ('"', "'", "\u201d", "\u2019", "\u2032", "\u2033")  # inch and foot marks, straight, curly or prime


def _own_head(a: list[Token], b: list[Token]) -> bool:
    """A name and its number against a number and a lower-case noun of its own ("the IRC 2018 or the 2021 edition",
    "the iPhone 15 or the 2024 model"): the name is A's, no head B shares; each option keeps its words."""
    return a[0].capitalized and len(b) > 1 and b[1].text.isalpha() and not b[1].capitalized \
        and b[1].low not in _NOT_HEADS


_NOT_HEADS = TIME_WORDS | ADVERBS | DEGREE | COMPARATIVES | frozenset(CUT_WORDS)


def _digit(tok: Token) -> bool:
    """A number, or an amount of money ("32", "$500")."""
    return tok.low.lstrip("$€£")[:1].isdigit()


_UNIT_AMOUNT = re.compile(r"\d+(?:ft|lbs?|st|h|hr|m)")  # "12ft", "2lb", "10st", "1h": a larger unit's amount


def _compound_measure(b: list[Token]) -> bool:
    """Does B open on an amount of a larger unit and a bare number of the smaller one, more words after ("12ft 6 |
    boards", "10st 4 | lifter")? The two are one measure (added for the hundred-and-fifty-seventh held-out part)."""
    return len(b) > 2 and bool(_UNIT_AMOUNT.fullmatch(b[0].low)) and b[1].low.isdigit() and len(b[1].low) <= 2


# A number's scale word is part of the amount: "a $500,000 or a $1 million | term policy".
_SCALE = frozenset({"hundred", "thousand", "million", "billion", "trillion", "grand", "lakh", "crore"})


def gerund_word(tok: Token) -> bool:
    """A lower-case word ending in -ing ("working", "feeding"), read as a gerund or participle."""
    w = tok.low
    return ing_word(w) and w.isalpha() and not tok.capitalized


