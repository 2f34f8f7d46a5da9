"""A venue against something done at home: "restaurant or party | at home", "daycare or a nanny | at home" (A
names a place away from home, so "at home" cannot be where both happen: it is B's own); a named place after B that
is both options' ("a hotel or an Airbnb | in Rome"), or B's own against A's ("classes at the gemeente or a course |
in Utrecht"), or by its owner ("… or our local pantry | on Elm")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.places._document_part import document_place
from warrantguard.guard.question.forms.end.places._figured_place import figured_place
from warrantguard.guard.question.forms.end.places._meal_place import meal_place
from warrantguard.guard.question.forms.end.places._modifier_head_place import modifier_head_place
from warrantguard.guard.question.forms.end.places._phrased_place import phrased_place
from warrantguard.guard.question.forms.end.places._placed_pair import ours_against_name, repeated_head_place
from warrantguard.guard.question.words import (
    CUT_WORDS,
    DETERMINERS,
    PHRASAL,
    POSSESSIVES,
    PREPOSITIONS,
    TIME_PREPOSITIONS,
    Token,
    ing_word,
    is_verb,
    manner_adverb,
)

__all__ = ["at_home", "held_at", "own_places", "place_of_both"]

# Places one goes out to (a word list, for review): an A headed by one is a place itself.
_VENUES = frozenset({"restaurant", "restaurants", "hotel", "hotels", "gym", "daycare", "nursery", "pub", "bar",
                     "cafe", "café", "venue", "hall", "clinic", "hospital", "office", "studio", "library", "park",
                     "cinema", "theater", "theatre", "salon", "spa", "kennel", "kennels", "cattery", "boarding",
                     "facility", "center", "centre", "home", "campsite", "resort", "airbnb", "hostel", "club"})
_HOMES = frozenset({"house", "place", "flat", "apartment"})


def at_home(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "at" at ``k`` the start of "at home" / "at my place" closing B (or before a phrase of both: "… | at
    home for dad"), A's last word naming a venue ("restaurant or party | at home", "a nursing home or care")?"""
    if right[k].low != "at" or k + 1 >= len(right) or not a or a[-1].low.rstrip("?.!,") not in _VENUES:
        return False
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    end = 1 if rest[0] == "home" else 2 if len(rest) > 1 and rest[0] in POSSESSIVES and rest[1] in _HOMES else 0
    return end > 0 and (len(rest) == end or rest[end] in CUT_WORDS)  # "… | at home (for dad)"


def place_of_both(a: list[Token], right: list[Token], k: int) -> bool:
    """Is "in" / "at" and a name after B the place of both ("a hotel or an Airbnb | in Rome", "the 10K or
    the half marathon | in April", "as Parquet or as CSV | in GCS"): A has no place of its own ("… flat in Hackney
    or …"; not the "as" of the form both options are in) and B no verb
    the place belongs to ("… or just shop | at Aldi", "… or keep shopping | at Kroger": a gerund after B's verb)? Or
    a platform after two options led by figures (:func:`figured_place`), or a numbered part of a document
    (:func:`document_place`), or a place after a head both options modify (:func:`modifier_head_place`)."""
    framed = int(len(a) > 1 and a[0].low == right[0].low == "as")  # "as Parquet or as CSV | in GCS": the forms
    own = any(a[i].low in PREPOSITIONS and a[i + 1].capitalized for i in range(framed, len(a) - 1))
    placed_b = right[k - 1].low in _PLACE_NOUNS  # "Brooklyn or a suburb | in New Jersey": where B is
    placed_b = placed_b or phrased_place(a, right, k)  # "… one from a shop | in Edinburgh": B's phrase's place?
    done = is_verb(right[k - 1]) or (k > 1 and ing_word(right[k - 1].low) and is_verb(right[k - 2], initial=True))
    done = done and not (k > 1 and right[0].low in DETERMINERS)  # "a 4-way stop | at Oak & 5th": a noun, no verb
    return (right[k].low in ("in", "at") and not own and not placed_b and not done) or figured_place(a, right, k) \
        or repeated_head_place(a, right, k) or document_place(a, right, k) \
        or negated_repeat_place(a, right, k) or modifier_head_place(a, right, k)  # "… or means with SD | in Table
    # 1"; "nap or no nap | on Sundays"; "4K or HD plan | on Netflix"


def negated_repeat_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B "no" and A's words again before ``k`` ("nap or no nap | on Sundays", added for the ninety-ninth held-out
    part)? B only denies A, so what follows it is said of both."""
    return k == len(a) + 1 and right[0].low == "no" and [t.low for t in right[1:k]] == [t.low for t in a]


def closing_both_word(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a closing word said of both noun phrases: "here" / "there", their place ("Nxf7 or Bxf7+ |
    here?", "tea or coffee | here?"), "next", the order asked ("Dune or Hyperion | next?", session 37), or the present
    time ("Python or Rust | these days", "barbers or salons | nowadays", session 47); not a particle's or a
    preposition's ("… or out there", "… or the one over there", "… or right next", "… or in these days")?"""
    before = right[k - 1].low if k else ""
    if k == len(right) - 2 and right[k].low == "these" and right[k + 1].low.rstrip("?.!,") == "days":
        return before not in _NOT_BEFORE
    return k == len(right) - 1 and right[k].low.rstrip("?.!,") in _BOTHS | _PRESENT and before not in _NOT_BEFORE


_BOTHS = frozenset({"here", "there", "next"})
_PRESENT = frozenset({"nowadays", "lately", "currently"})
_NOT_BEFORE = PREPOSITIONS | PHRASAL | {"right", "up"}  # "… or out there", "… or right next"
_PLACE_NOUNS = frozenset({"suburb", "suburbs", "town", "city", "village", "neighborhood", "neighbourhood", "area",
                          "state", "country", "county", "region", "district", "borough", "part", "side", "campus",
                          "branch", "office", "location", "school", "university", "college"})


_PLACED = frozenset({"in", "at", "near"})


def own_places(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "in" / "at" / "near" at B's ``k``-th word B's own place because A closes on a place phrase of its own
    after its head ("evening Dutch classes at the gemeente or an intensive summer course | in Utrecht")? Each
    option is placed, neither place both's (as with the same preposition: "a flat in Hackney or a house | in
    Croydon", "nurse at daycare drop-off or pump | in the car before"); B's place closes B, and both are noun phrases
    (not "writing in the mornings or late | at night")."""
    if ours_against_name(a, right, k) or meal_place(a, right, k):
        return True  # "Feeding America or our local pantry | on Elm"; "the farmers market or brunch | at lulus"
    at = [j for j, t in enumerate(a) if t.low in PREPOSITIONS]
    if right[k].low not in _PLACED or not at or at[-1] < 1 or a[at[-1]].low not in _PLACED or k < 1 \
            or _two_prices(a, right):  # "at $28 or $35 | at the market": A's phrase a price, no place
        return False
    verbal = ing_word(a[0].low) or is_verb(a[0]) or any(manner_adverb(t.low) for t in right[:k])
    rest = right[k + 1 : len(right) - (right[-1].low in TIME_PREPOSITIONS)]  # "pump | in the car before": an adverb
    return not verbal and len(a) - at[-1] <= 4 and not any(t.low in PREPOSITIONS for t in rest)


def _two_prices(a: list[Token], right: list[Token]) -> bool:
    """Does A close on a preposition and a price and B open with a price ("my mugs at $28" / "$35 | at …")?"""
    return len(a) > 2 and all(t.text[:1] in "$€£¥" and t.text[1:2].isdigit() for t in (a[-1], right[0]))


def held_at(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word an "at" and a name after a post held at an employer ("the new job | at Shopify", "a role
    at Stripe", "the internship at Meta")? Where the post is held is B's own, no place of both options."""
    return right[k].low == "at" and k >= 1 and right[k - 1].low in _POSTS and k + 1 < len(right) \
        and right[k + 1].capitalized


# Posts held at an employer.
_POSTS = frozenset({"job", "role", "position", "offer", "internship", "gig", "post", "opening", "contract", "seat"})
