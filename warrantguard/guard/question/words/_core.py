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

from warrantguard.guard.question.words._articled_head import articled_as_head
from warrantguard.guard.question.words._figured_heads import figured_heads
from warrantguard.guard.question.words._form import PREPOSITIONS, Around, after_label
from warrantguard.guard.question.words._glossed import glossed
from warrantguard.guard.question.words._materials import (
    material_head,
    material_twin,
    two_materials,
    two_word_material,
    two_word_modifier,
)
from warrantguard.guard.question.words._own_article import articled_b_only
from warrantguard.guard.question.words._passive import passive_complement
from warrantguard.guard.question.words._suffixed import amount_word
from warrantguard.guard.question.words._text import Refusal, Token, ing_word, label_kind
from warrantguard.guard.question.words._times import TIME_PREPOSITIONS, now_against_time
from warrantguard.guard.question.words._title_word import title_preposition
from warrantguard.guard.question.words._wordlists import (
    ADVERBS,
    AMBIGUOUS,
    ARTICLES,
    BOUND_PREPOSITIONS,
    COMPARATIVES,
    CUT_WORDS,
    DECISION_CUES,
    DEGREE,
    DETERMINERS,
    MATERIALS,
    MODEL_SUFFIXES,
    MODIFIERS,
    POSSESSIVES,
    PRONOUNS,
    TIME_WORDS,
    TWO_WORD_PREPOSITIONS,
    VERBS,
)

__all__ = ["adverbial", "content", "gerund_word", "modifier", "parallel_core", "placed_against", "same_compound"]


def _shape(tok: Token) -> str:
    """A coarse form of a word, for parallelism: a hyphenated compound by its shared part."""
    w = tok.low
    if "-" in w.strip("-") and not w.endswith("-only"):  # "TOTP-only" is shaped as "TOTP": "-only" restricts it
        head, _, tail = w.rpartition("-")
        digits = any(c.isdigit() for c in head)
        return f"hy:{tail}" if digits or tail.isalpha() else "hy"
    if any(c.isdigit() for c in w.removesuffix("-only")):
        return "num"
    return "cap" if tok.capitalized else "low"


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


def content(toks: list[Token]) -> list[Token]:
    """``toks`` without a determiner opening them ("the | fireplace", "my | savings")."""
    return toks[1:] if len(toks) > 1 and toks[0].low in DETERMINERS else toks


def _verbal(tok: Token, nxt: Token | None, prev: Token | None, after: Token | None = None) -> bool:
    """Does a phrase starting with ``tok`` read as a verb phrase or a gerund phrase (``after``: the word after
    ``nxt``)?"""
    if prev is not None and prev.low in DETERMINERS:
        return False  # "a ban on …"
    w = tok.low
    initial = prev is None or prev.text[-1:] in ".!?" or after_label(prev)  # first in its clause: no name told
    if ing_word(w) and (not tok.capitalized or initial):  # "Soldering with | leaded or lead-free"
        return True
    if prev is not None and prev.low in ("be", "been", "being", "get", "got", "getting") and (w in _PARTICIPLES or (
            w.endswith("ed") and w.isalpha())):
        return True  # "be built | with …", "get paid | in cash": a passive verb
    if w not in VERBS:
        return False
    if initial and nxt is not None and nxt.low in PREPOSITIONS and after is not None and (
            after.capitalized or nxt.low in ("to", "into", "onto")):  # "transfer to | checking or savings"
        return True  # "Capture in | Adobe RGB or sRGB": an imperative opening the sentence (not "walk in | shower")
    return w not in AMBIGUOUS or (nxt is not None and (nxt.low in DETERMINERS or nxt.low in PRONOUNS))


_PARTICIPLES = frozenset({"built", "made", "done", "paid", "kept", "sold", "held", "grown", "written", "given",
                          "taken", "set", "put", "cut", "laid", "shipped", "run", "driven", "sent", "taught", "rid"})


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
    preps = [k for k in _outside_brackets(a) if 0 < k < len(a) - 1 and a[k].low in PREPOSITIONS | {"using"}
             and not (a[k].low == "per" and _amount(a[k - 1])) and not title_preposition(a, k, b)]  # "1.5% per month":
    # a rate, no phrase of its own; "Sibley Guide to Birds": a title's word
    if not preps or not b or any(t.low in PREPOSITIONS for t in b[1:]):
        return a, b
    core_a, core_b = _prep_core(a, b, around, preps[-1])  # "done under | local or general anesthesia": a bare A, no
    bare = len(core_a) == 1 < len(a) and core_a[0].low not in MATERIALS  # material ("sleeping in | cotton or silk …")
    return (_simple_core(core_a, core_b, around) if bare else None) or (core_a, core_b)


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
    if len(a) == 1 and len(b) > 1 and (same_compound(a[0], b[0]) or (_amount(a[0]) and _amount(b[0]))
                                       or material_twin(a, b)):  # "wool or down | duvets"
        if glossed(b):
            return a, b[:-1]  # "Tile or vinyl plank (LVP)": B named whole
        if _amount(a[0]) and articled_b_only(a, b, around):
            return a, b  # "10x50s or the 80mm refractor": B's own article, its own head
        if material_head(a, b, around):
            raise Refusal(f"unclear whether '{b[-1].text}' is shared or only the second option's ('{a[0].text}' / "
                          f"'{b[0].text} {b[-1].text}')")
        two = _amount(a[0]) and amount_word(a, b) == 2  # "1.5T vs | 2.0 NA": B's abbreviation answers A's letters
        two = two or (len(b) > 2 and two_word_modifier(b[:2]))  # "ceramic or | stainless steel | pans"
        two = two or two_word_material(a, b)  # "walnut or | white oak": B's material
        two = two or (len(b) > 1 and b[1].low in _SCALE and b[0].low.lstrip("$€£")[:1].isdigit())  # "$1 million"
        two = two or (len(b) > 1 and b[1].capitalized and b[1].low in MODEL_SUFFIXES)  # "4060 or | 6700 XT": B's name
        return a, b[: 1 + two]  # "a 12-month or a 36-month lease", "16GB or 32GB | of RAM", "the 2021 or 2023 | model"
    if label := _measured_label(a, b):
        return a[label:], b  # "Stair rise | 7 3/4\" or 7 1/2\"": what is measured, written once, is shared
    if len(a) == 2 and b and label_kind(a[1]) and label_kind(a[1]) == label_kind(b[0]) and not label_kind(a[0]) \
            and not _own_head(a, b):
        return a[1:], b[:1]  # "Approve vendor | A or B", "option | 1 or 2 | first": the head is shared
    if (len(a) > 1 and adverbial(a[-1]) and (b[0].low in PREPOSITIONS or adverbial(b[0])) and a[0].low != b[0].low) \
            or passive_complement(a, b, around):  # "be assigned | round-robin or by territory"; not "to both kids
        return a[-1:], b  # equally or to my daughter"; "apply for the benefit | online or at my local office"
    if len(a) > 2 and a[-1].low in _FOCUS and a[-2].low in _PLACE_ADVERBS and b[0].low in PREPOSITIONS:
        return a[-2:], b  # "sell tickets | online only or at the door": the adverb and its focus
    if len(a) > 1 and a[0].low in PREPOSITIONS and a[1].low[:1].isdigit() and b[0].low[:1].isdigit():
        return a[1:], b  # "go in at | 325°F for 3 hours or 450°F …": the preposition is shared
    if len(b) == 1 and len(a) > 2 and _digit(b[0]) and _digit(a[-1]) and a[-2].low in PREPOSITIONS | {"of"} \
            and "-" not in b[0].low:  # not "… for $2,400 or a | 3-bed": a noun of its own, no amount
        return a[-1:], b  # "batch size of | 32 or 128": B a bare amount, A's noun and preposition shared
    if len(a) == 2 and gerund_word(a[0]) and _manner(a[1]) and len(b) > 1 and b[0].low in PREPOSITIONS:
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


def _prep_core(a: list[Token], b: list[Token], around: Around, p: int) -> tuple[list[Token], list[Token]]:
    """The pair's core where A has a preposition at ``p`` (its last) and B none after its first word:
    A's phrase after it is the option when it is parallel to B."""
    head, tail, b_head = content(a[:p]), content(a[p + 1 :]), content(b)
    if (b[0].low in POSSESSIVES and a[p + 1].low in POSSESSIVES) or _genitive_after(a[p + 1 :]):
        tail = a[p + 1 :]  # "on my back or my side": the same form; "under my wife's plan": "my" is the wife's
    if head[0].low == b_head[0].low or b_head[0].low in ("one", "ones"):  # "the one with … or the one who …"
        return a, b
    articled = b[0].low in ARTICLES or getattr(around.prev(b[0]), "low", "") in ARTICLES
    if len(head) > 1 and articled and head[-1].low.rstrip("s") in {t.low.rstrip("s") for t in b_head[1:]}:
        return a, b  # "part-year resident returns in both states or a nonresident return only": one head, A's phrase
    if figured_heads(head, b_head, tail):
        return a, b  # "an 8-hour day at the LMA or two 4-hour visits": the counted heads, A's phrase its own
    if placed_against(a[p], b):  # "sell tickets | at the door or online (only)": the preposition is A's own
        return a[p:], b
    if _placed_nouns(a, b, p):  # "pick | days at the North precinct or nights downtown": each noun with its place
        return a, b
    if b[0].low in PREPOSITIONS:  # "vitamin D in the morning or at night", "from Boston to NYC | by train or by bus"
        if now_against_time(a[-1:], b):
            return a[-1:], b  # "tell my manager about the offer | now or after I've signed": A's time against B's
        same = [k for k in range(1, len(a) - 1) if a[k].low == b[0].low]
        if same and len(b) > 1 and (a[same[-1] - 1].low, b[0].low) in BOUND_PREPOSITIONS:
            return a[same[-1] + 1 :], b[1:]  # "based on | purchasers or on | email subscribers"
        if same and len(b) > 1:
            return a[same[-1] :], b
        later = p > 1 + (a[0].low == b[0].low) and a[p].text[:1] not in "([" and a[0].low != a[p].low  # "for X | from"
        return (a[p:], b) if len(b) > 1 and (a[0].low not in PREPOSITIONS or later) else (a, b)
    if _verbal(b[0], b[1] if len(b) > 1 else None, around.prev(b[0])):
        return a, b
    if a[p].low == "at" and [t.low for t in a[p + 1 :]] == ["home"] and b[-1].low not in _PLACES:
        return a, b  # "reablement at home | or an intermediate care bed": "at home" is A's own
    if a[p].low in ("with", "using") and _instrument_verb(a[0], around):
        return a[p + 1 + (a[p + 1].low in ("a", "an", "the")) :], b  # "heat the house with the | fireplace or …"
    if _routed(a, b, p, around):
        return tail, b  # "Ben Nevis via the | tourist path or the CMD arête": the routes to one named place
    if a[p].low in ("at", "for") and len(tail) == 1 and _priced(tail[0]) and not _amount(b_head[0]):
        return a, b  # "the family room at €140 or | two doubles": A's price is A's own, B no price
    rate = len(head) == 1 or (len(head) == 3 and head[1].low in ("a", "an", "per"))  # "$40 a month"
    if rate and _priced(head[0]) and any(_priced(t) for t in b_head[:2]):
        return a, b  # "$1.89/therm on the fixed plan or the $1.62 variable rate": each price with its plan
    if articled_as_head(a, b, p, around):
        return a, b  # "a Canada Goose from resale or a | new Arc'teryx": B's article answers A's head's
    if _placed_article(a, p, around.prev(b[0]), around.prev(a[0])):
        return tail, b  # "markdowns on the | rack or the endcaps": B's article is the place's, A's head has none
    lead = a[1:] if a[0].low in PREPOSITIONS and p > 1 else a  # "for | fertilizing tomatoes with …" (3 words or more)
    lead_verbal = _verbal(lead[0], lead[1], around.prev(lead[0]), lead[2]) or head[0].low in DECISION_CUES or (
        a[p].low in ("at", "as", "using") and not (len(head) > 1 and head[0].low.endswith("ed")))  # "Torn on a |"
    shape = _shape(b_head[0])  # "NIE appointment in | Madrid or Barcelona": names after a common noun, named or not
    tail_like = (_shape(tail[0]) == shape and (shape != _shape(head[0]) or (shape == "cap" != _shape(head[-1])))) \
        or tail[-1].low == b[-1].low != head[-1].low or _same_kind(tail, b) or two_materials(tail, b)
    return (tail, b) if lead_verbal or tail_like else (a, b)


def _same_kind(tail: list[Token], b: list[Token]) -> bool:
    """Do A's phrase after its preposition and B open on the same word and differ only after it ("report it on |
    schedule c or schedule d", "start kindergarten in | september 2027 or september 2028")?"""
    return len(tail) == len(b) > 1 and tail[0].low == b[0].low and tail[-1].low != b[-1].low


def _placed_article(a: list[Token], p: int, before_b: Token | None, before_a: Token | None) -> bool:
    """A bare head (up to three words) and a place phrase whose article B repeats ("markdowns on the | rack first or
    the endcaps first", "swarm trap on the | oak (15 ft up) or the fence post"): B, as articled as the place and not as
    the head, stands against the place."""
    det, head = a[p + 1].low, a[:p]  # a head of up to three bare words ("swarm trap on the | oak …")
    return a[p].low in _PLACE_PREPS and det in ("the", "a", "an") and before_b is not None \
        and before_b.low == det and len(head) <= 3 and all(t.text.isalpha() for t in head[1:]) and not any(
            t is not None and t.low in DETERMINERS | POSSESSIVES | PRONOUNS for t in (*head, before_a))


_PLACE_PREPS = frozenset({"on", "in", "at", "by", "near", "under", "behind", "beside", "inside", "above", "below"})


def _placed_nouns(a: list[Token], b: list[Token], p: int) -> bool:
    """A bare noun and its place phrase against a bare noun and a place adverb ("days at the North precinct" /
    "nights downtown"): B's place is its own, so A's is too, and the nouns belong to the options."""
    bare = [t for t in (a[0], b[0]) if t.low.isalpha() and not t.capitalized and t.low not in DETERMINERS]
    return len(b) == 2 and p == 1 and len(bare) == 2 and b[1].low.rstrip("?.!,") in _PLACE_ADVERBS \
        and a[p].low in _PLACING_PREPS and b[0].low not in VERBS


def _genitive_after(tail: list[Token]) -> bool:
    """Does a possessive determiner open ``tail`` before a genitive ("my | wife's plan", "our parents' house")? It
    determines the genitive, not the option's head, so it stays with it."""
    return len(tail) > 2 and tail[0].low in POSSESSIVES and tail[1].low.endswith(("'s", "’s", "s'", "s’"))


def _routed(a: list[Token], b: list[Token], p: int, around: Around) -> bool:
    """A name without a determiner (a verb before it or not), "via" / "through" and an articled route, B after the same
    article ("Ben Nevis via | the tourist path" / "the CMD arête"): B's article is the route's, B the other route."""
    before = b[0] if b[0].low in ("the", "a", "an") else around.prev(b[0])
    article = a[p + 1].low in ("the", "a", "an") and before is not None and before.low == a[p + 1].low
    name = a[1] if a[0].low in VERBS and p > 1 else a[0]  # "(climb) | Ben Nevis via …"
    return a[p].low in ("via", "through") and article and name.capitalized and name.low not in DETERMINERS


_PLACES = frozenset({"home", "office", "work", "school", "hospital", "clinic", "gym", "library", "hotel", "airport",
                     "station", "church", "daycare", "nursery"})
# Verbs whose "with" names the means, not a feature of the object: "clean the oven with the spray or the paste"
# (but "buy the house with the pool or the condo": a feature).
_INSTRUMENT_VERBS = frozenset({"heat", "cool", "clean", "wash", "cook", "fry", "pay", "cover", "fill", "treat", "fix",
                               "paint", "spray", "water", "seal", "stain", "insulate", "power", "fund", "finance"})


def _instrument_verb(first: Token, around: Around) -> bool:
    """Is the verb before A's object (past its determiner) one whose "with" names the means?"""
    prev = around.prev(first)
    if prev is not None and prev.low in DETERMINERS:
        prev = around.prev(prev)
    return prev is not None and prev.low in _INSTRUMENT_VERBS


def _priced(tok: Token) -> bool:
    """An amount of money ("€140", "$1,200")."""
    return tok.text[:1] in "$€£¥" and tok.text[1:2].isdigit()


def _digit(tok: Token) -> bool:
    """A number, or an amount of money ("32", "$500")."""
    return tok.low.lstrip("$€£")[:1].isdigit()


# A number's scale word is part of the amount: "a $500,000 or a $1 million | term policy".
_SCALE = frozenset({"hundred", "thousand", "million", "billion", "trillion", "grand", "lakh", "crore"})


def _amount(tok: Token) -> bool:
    """A number, with or without its unit or currency ("2021", "16GB", "$500")."""
    return tok.text.lstrip("$€£")[:1].isdigit()


def gerund_word(tok: Token) -> bool:
    """A lower-case word ending in -ing ("working", "feeding"), read as a gerund or participle."""
    w = tok.low
    return ing_word(w) and w.isalpha() and not tok.capitalized


def adverbial(tok: Token) -> bool:
    """An adverb telling how or where something is done ("monthly", "remotely", "online", "abroad")."""
    return _manner(tok) or tok.low in _PLACE_ADVERBS


_PLACE_ADVERBS = frozenset({"online", "offline", "abroad", "overseas", "upfront", "onsite", "offsite", "in-person",
                            "on-site", "off-site", "on-prem", "on-premises", "in-house", "downtown", "uptown"})


_FOCUS = frozenset({"only", "exclusively"})
_PLACING_PREPS = frozenset({"at", "in", "on", "by", "over", "via", "through"})


def placed_against(prep: Token, b: list[Token]) -> bool:
    """Is B a place adverb, with "only" after it or not ("online (only)"), and A's last preposition ``prep`` one of
    place or means ("at the door", "by phone")? The preposition is A's own, B having none to share it."""
    focused = len(b) == 2 and b[1].low in _FOCUS
    return (len(b) == 1 or focused) and b[0].low in _PLACE_ADVERBS and prep.low in _PLACING_PREPS


def _manner(tok: Token) -> bool:
    """An -ly adverb of manner or place ("remotely", "locally"), not a noun ("family", "supply")."""
    w = tok.low
    return len(w) > 5 and w.endswith("ly") and w.isalpha() and w not in VERBS and not w.endswith(("ily", "ply"))
