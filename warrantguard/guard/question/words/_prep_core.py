"""The parallel core of a pair whose A holds a preposition B lacks (see ``_core.parallel_core``)."""

from __future__ import annotations

from warrantguard.guard.question.words._articled_head import articled_as_head
from warrantguard.guard.question.words._figured_heads import figured_heads
from warrantguard.guard.question.words._form import PREPOSITIONS, Around
from warrantguard.guard.question.words._materials import colour_word, two_materials
from warrantguard.guard.question.words._named_tail import named_head_doubt, named_tail_doubt
from warrantguard.guard.question.words._now_times import now_against_time
from warrantguard.guard.question.words._priced_names import priced_names_b
from warrantguard.guard.question.words._text import Refusal, Token
from warrantguard.guard.question.words._word_kinds import (
    PLACE_ADVERBS,
    PLACING_PREPS,
    content,
    is_amount,
    placed_against,
    shape_of,
    verbal_start,
)
from warrantguard.guard.question.words._wordlists import (
    ARTICLES,
    BOUND_PREPOSITIONS,
    DECISION_CUES,
    DETERMINERS,
    MODALS,
    MONTHS,
    POSSESSIVES,
    PRONOUNS,
    VERBS,
    WEEKDAYS,
)

__all__ = ["prep_core"]


def prep_core(a: list[Token], b: list[Token], around: Around, p: int) -> tuple[list[Token], list[Token]]:
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
            _adverbed_place_doubt(a, same[-1], b, around)  # "stored | upside down on trestles or on its side | against
            # the wall": which of A's phrases does B's first stand against?
            return a[same[-1] :], b
        later = p > 1 + (a[0].low == b[0].low) and a[p].text[:1] not in "([" and a[0].low != a[p].low  # "for X | from"
        return (a[p:], b) if len(b) > 1 and (a[0].low not in PREPOSITIONS or later) else (a, b)
    if verbal_start(b[0], b[1] if len(b) > 1 else None, around.prev(b[0])) or _fixed_adverbial(a, p):
        return a, b  # "Shelter | in place vs evacuate early": A's fixed adverbial is no place to set B against
    if a[p].low == "at" and [t.low for t in a[p + 1 :]] == ["home"] and b[-1].low not in _PLACES:
        return a, b  # "reablement at home | or an intermediate care bed": "at home" is A's own
    if a[p].low in ("with", "using") and _instrument_verb(a[0], around):
        return a[p + 1 + (a[p + 1].low in ("a", "an", "the")) :], b  # "heat the house with the | fireplace or …"
    if _routed(a, b, p, around):
        return tail, b  # "Ben Nevis via the | tourist path or the CMD arête": the routes to one named place
    if (priced := priced_names_b(a, b, p, around)) is not None:
        return a, priced  # "Casio A168WA-1 for 25 quid or the A700W | at 30": each name with its price
    if a[p].low in ("at", "for") and len(tail) == 1 and _priced(tail[0]) and not is_amount(b_head[0]):
        return a, b  # "the family room at €140 or | two doubles": A's price is A's own, B no price
    rate = len(head) == 1 or (len(head) == 3 and head[1].low in ("a", "an", "per"))  # "$40 a month"
    if rate and _priced(head[0]) and any(_priced(t) for t in b_head[:2]):
        return a, b  # "$1.89/therm on the fixed plan or the $1.62 variable rate": each price with its plan
    if articled_as_head(a, b, p, around):
        return a, b  # "a Canada Goose from resale or a | new Arc'teryx": B's article answers A's head's
    if _indefinite_pair(a, b, p, around):
        return a, b  # "A Kilter board for the sports hall or a | term of coaching": B's article answers A's
    if _placed_article(a, p, around.prev(b[0]), around.prev(a[0])) and not _own_indefinite(a[p + 1], b[0], around):
        return tail, b  # "markdowns on the | rack or the endcaps": B's article is the place's, A's head has none
    lead = a[1:] if a[0].low in PREPOSITIONS and p > 1 else a  # "for | fertilizing tomatoes with …" (3 words or more)
    lead_verbal = verbal_start(lead[0], lead[1], around.prev(lead[0]), lead[2]) or head[0].low in _ASKED_ON or (
        a[p].low in ("at", "as", "using") and not (len(head) > 1 and head[0].low.endswith("ed"))) \
        or _after_modal(a, p, around) or _infinitive_after_verb(a[0], around)  # "Torn on a |"; "should beginners
    # wedge with | ram's head or …"; "learn to climb on | grit or limestone"
    shape = shape_of(b_head[0])  # "NIE appointment in | Madrid or Barcelona": names after a common noun, named or not
    named_tail = shape != _opening_shape(head[0], b[0], around) or (shape == "cap" != shape_of(head[-1]))
    tail_like = (shape_of(tail[0]) == shape and named_tail) \
        or tail[-1].low == b[-1].low != head[-1].low or _same_kind(tail, b) or two_materials(tail, b) \
        or _determined_shades(a, tail, b, around)
    if tail_like and not lead_verbal:
        named_tail_doubt(head, tail, b_head, articled and a[p + 1].low in ARTICLES)  # "DC charger with a | PSU or
        # an AC/DC combo unit": against which?
        named_head_doubt(head, a[p + 1 :], b_head, b[0].low in ARTICLES or getattr(around.prev(b[0]), "low", "") in (
            "a", "an"))  # "Gift Aid on | admission vs a donation box": against which?
    return (tail, b) if lead_verbal or tail_like else (a, b)


# What the asker asks for on the options ("thoughts on | A or B", "opinions on | A vs B"): the choice's cues and the
# nouns of a call for opinions.
_ASKED_ON = DECISION_CUES | frozenset({"opinion", "opinions", "input", "feedback"})


def _adverbed_place_doubt(a: list[Token], k: int, b: list[Token], around: Around) -> None:
    """Refuses a participle, bare adverb words (no particles alone) and a phrase at ``k`` opening on B's preposition
    when B goes on with a place phrase of its own ("stored upside down on trestles or on its side against the wall"):
    A's adverb may be what B's first phrase stands against ("upside down" / "on its side"), B's second phrase then
    against A's ("on trestles")."""
    words = a[1:k]
    after_b = around.next(b[-1])
    if not words or after_b is None or not a[0].low.endswith("ed") or after_b.low not in _PLACE_PREPS | {"against"}:
        return  # not "… in the paper notebook | for GLP studies": a purpose, both's
    if all(t.text.isalpha() and t.text.islower() and t.low not in DETERMINERS | POSSESSIVES | PRONOUNS for t in words) \
            and not all(t.low in _PARTICLES for t in words):  # not "signed off | in …": a phrasal verb's particle
        raise Refusal(f"unclear whether '{b[0].text} …' stands against '{' '.join(t.text for t in words)}' or against "
                      f"'{' '.join(t.text for t in a[k:])}'")


def _after_modal(a: list[Token], p: int, around: Around) -> bool:
    """Is A one lower-case word, a preposition and its phrase, the word right after a modal or after a modal's subject
    ("should beginners | wedge with ram's head", "should I | knead with …")? The word is a verb, unlisted or not, and
    A's phrase after the preposition is what B stands against."""
    prev = around.prev(a[0])
    before = around.prev(prev) if prev is not None else None
    modal = prev is not None and (prev.low in MODALS or (before is not None and before.low in MODALS
                                                        and prev.low in ("i", "we", "you", "they")))
    return modal and p == 1 and a[1].low == "with" and a[0].text.isalpha() and a[0].text.islower() and len(a) > 2


def _indefinite_pair(a: list[Token], b: list[Token], p: int, around: Around) -> bool:
    """Do A and B both open with "a" / "an" while A's phrase after its preposition opens with "the" or a possessive
    ("A Kilter board for | the sports hall or a term of coaching")? B's article answers A's head's, not the phrase's:
    A is whole."""
    a_art, b_art = _article_of(a, around), _article_of(b, around)
    return a_art in ("a", "an") and b_art in ("a", "an") and p + 1 < len(a) \
        and (a[p + 1].low == "the" or a[p + 1].low in POSSESSIVES)


def _article_of(side: list[Token], around: Around) -> str:
    """The article opening ``side`` or standing right before it ("" when none)."""
    if side[0].low in ARTICLES:
        return side[0].low
    prev = around.prev(side[0])
    return prev.low if prev is not None and prev.low in ARTICLES else ""


def _infinitive_after_verb(first: Token, around: Around) -> bool:
    """Is A's first word a listed verb in lower case after "to" and a listed verb ("learn to | climb on …", "try to |
    sail in …")? It is an infinitive, whatever else the word may be, and A's phrase after its preposition is what B
    stands against."""
    to = around.prev(first)
    verb = around.prev(to) if to is not None and to.low == "to" else None
    return verb is not None and verb.low in VERBS and first.low in VERBS and first.text.islower()


def _fixed_adverbial(a: list[Token], p: int) -> bool:
    """Does A close on a fixed adverbial, a preposition and a bare noun ("in place", "by hand", "on foot")? It tells
    how A's verb is done: the noun is no option B could stand against."""
    return p == len(a) - 2 and (a[p].low, a[-1].low.rstrip("?.!,")) in _FIXED_ADVERBIALS


_FIXED_ADVERBIALS = frozenset({("in", "place"), ("in", "person"), ("by", "hand"), ("on", "foot"), ("in", "bulk"),
                               ("in", "advance"), ("in", "full"), ("on", "time"), ("on", "site"), ("in", "house"),
                               ("at", "once"), ("in", "time")})


def _opening_shape(tok: Token, b_first: Token, around: Around) -> str:
    """The shape of A's head word, a capital opening the sentence read as lower case when a comma closes A
    ("Overgrip | over the leather, or replacement grip only?"): a sentence's first capital tells no name, and the
    comma sets the whole of A against B, so no name's tail against B's bare noun."""
    coordinator = around.prev(b_first)
    last = around.prev(coordinator) if coordinator is not None else None  # A's last word as written, its comma kept
    opening = around.opens(tok) and tok.text.isalpha() and tok.text[1:].islower() and last is not None \
        and last.text.endswith(",")
    return "low" if opening else shape_of(tok)


def _same_kind(tail: list[Token], b: list[Token]) -> bool:
    """Do A's phrase after its preposition and B open on the same word and differ only after it ("report it on |
    schedule c or schedule d", "start kindergarten in | september 2027 or september 2028"), or on two weekdays or two
    months?"""
    if tail and b and any(tail[0].low in days and b[0].low in days for days in (WEEKDAYS, MONTHS)):
        return True  # "book the MOT for | Tuesday evening or Saturday": two days, whatever A's head's case
    return len(tail) == len(b) > 1 and tail[0].low == b[0].low and tail[-1].low != b[-1].low


def _determined_shades(a: list[Token], tail: list[Token], b: list[Token], around: Around) -> bool:
    """Two sizes or two colours, one word each, after the preposition of A's head when a determiner opens that head
    ("the | sweater I ordered in | medium or large", "the dress in | red or green"): A's head and its clause are
    both's (session 50). Not after a verb's object told as a plan ("gonna buy the hoodie in | black or grey")."""
    prev = around.prev(a[0])
    if len(tail) != 1 or len(b) != 1 or prev is None or prev.low not in ("the", "this", "that"):
        return False
    return (tail[0].low in _SIZES and b[0].low in _SIZES) or (colour_word(tail[0]) and colour_word(b[0]))


def _placed_article(a: list[Token], p: int, before_b: Token | None, before_a: Token | None) -> bool:
    """A bare head (up to three words) and a place phrase whose "the" B repeats ("markdowns on the | rack first or
    the endcaps first", "swarm trap on the | oak (15 ft up) or the fence post"): B, as articled as the place and not as
    the head, stands against the place (not "a" / "an" after "or": see :func:`_own_indefinite`)."""
    det, head = a[p + 1].low, a[:p]  # a head of up to three bare words ("swarm trap on the | oak …")
    return a[p].low in _PLACE_PREPS and det in ("the", "a", "an") and before_b is not None \
        and before_b.low == det and len(head) <= 3 and all(t.text.isalpha() for t in head[1:]) and not any(
            t is not None and t.low in DETERMINERS | POSSESSIVES | PRONOUNS for t in (*head, before_a))


def _own_indefinite(det: Token, first_b: Token, around: Around) -> bool:
    """Does B's "a" / "an", repeating the place's, follow "or" ("Currency sleeves in a binder or a proper …
    album")? A thing of B's own takes it as readily as a place: A stays whole (not after "between … and")."""
    article = around.prev(first_b)
    coordinator = around.prev(article) if article is not None else None
    return det.low in ("a", "an") and coordinator is not None and coordinator.low == "or"


_SIZES = frozenset({"small", "medium", "large", "xs", "xl", "xxl", "xxxl", "petite", "x-large", "extra-large"})
_PARTICLES = frozenset({"away", "back", "down", "off", "out", "up"})
_PLACE_PREPS = frozenset({"on", "in", "at", "by", "near", "under", "behind", "beside", "inside", "above", "below"})


def _placed_nouns(a: list[Token], b: list[Token], p: int) -> bool:
    """A bare noun and its place phrase against a bare noun and a place adverb ("days at the North precinct" /
    "nights downtown"): B's place is its own, so A's is too, and the nouns belong to the options."""
    bare = [t for t in (a[0], b[0]) if t.low.isalpha() and not t.capitalized and t.low not in DETERMINERS]
    return len(b) == 2 and p == 1 and len(bare) == 2 and b[1].low.rstrip("?.!,") in PLACE_ADVERBS \
        and a[p].low in PLACING_PREPS and b[0].low not in VERBS


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
    """Is the verb before A's object (past its determiner), or its "-ing" form, one whose "with" names the means?"""
    prev = around.prev(first)
    if prev is not None and prev.low in DETERMINERS:
        prev = around.prev(prev)
    if prev is None:
        return False
    stem = prev.low[:-3] if prev.low.endswith("ing") else prev.low  # "We're heating | the flat with …" (session 50)
    return prev.low in _INSTRUMENT_VERBS or stem in _INSTRUMENT_VERBS or stem + "e" in _INSTRUMENT_VERBS


def _priced(tok: Token) -> bool:
    """An amount of money ("€140", "$1,200")."""
    return tok.text[:1] in "$€£¥" and tok.text[1:2].isdigit()
