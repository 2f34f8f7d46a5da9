"""Where option B as a verb phrase ends, and whether the options are verb phrases: forms added for the twenty-fifth
held-out part (see ``_verb_phrase``): a second verb B joins with "and", and a verb done "with" someone (or, from the
twenty-sixth, a "with" phrase of company or after B's participle, kept in B; from the thirtieth, the supplier a verb
of buying buys from); and where B as a prepositional phrase ends (see ``_noun_side``): before a second phrase of A's
preposition."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.forms.end.verbs.phrase._done_alone import SELVES
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, TIME_NOUNS, Token, is_verb

__all__ = ["BUYING_VERBS", "accompanied", "kept_with", "own_object_phrase", "own_source", "placed_a_own_with",
           "second_phrase", "second_verb", "sought_with", "tool_with"]


def second_verb(b: list[Token]) -> bool:
    """Does B join a second verb with "and" ("take unfurnished and buy (furniture)")? A place phrase after it is
    that verb's own (where to buy), not a place both options share."""
    return any(t.low == "and" and is_verb(n) for t, n in pairwise(b[1:]))


def own_source(right: list[Token], k: int) -> bool:
    """Is the place phrase at B's ``k``-th word B's own: after a second verb B joins with "and" (where it buys), or
    "from" a supplier after a verb of buying and its pronoun object, if any ("keep buying | from Counter Culture",
    "buy them | from Baldor")? Not after a verb of travel ("take the train | from Munich"): that may be both's."""
    if second_verb(right[:k]):
        return True
    verb = k - 1 - (k >= 2 and right[k - 1].low in _BOUGHT_PRONOUNS)
    return _bought_one_from(right, k) or (right[k].low == "from" and verb >= 0 and right[verb].low in BUYING_VERBS)


def _bought_one_from(right: list[Token], k: int) -> bool:
    """Is the "from" at ``k`` the supplier of a verb of buying and its "a (new / used) one" ("buy a new one | from
    GSO", "order a used one | from eBay")? The pronoun stands for A's thing: where B buys it is B's own."""
    art = k - 2 - (k >= 3 and right[k - 2].low not in ("a", "an", "the") and right[k - 2].low.isalpha())
    return right[k].low == "from" and art >= 1 and right[k - 1].low == "one" and right[art].low in ("a", "an", "the") \
        and right[art - 1].low in BUYING_VERBS


BUYING_VERBS = frozenset({"buy", "buying", "order", "ordering", "source", "sourcing", "purchase", "purchasing",
                          "import", "importing", "rent", "renting", "lease", "leasing"})
_BOUGHT_PRONOUNS = frozenset({"it", "them", "these", "those", "one", "ours"})


def accompanied(right: list[Token]) -> bool:
    """B is a lower-case word and a "with" phrase with a determiner or pronoun ("practice with a tutor", "walk with my
    kids"): a verb and whom it is done with, no bare noun set against A's articled one."""
    return len(right) > 2 and right[0].low.isalpha() and not right[0].capitalized and right[1].low == "with" \
        and right[2].low in DETERMINERS | PRONOUNS


def second_phrase(a: list[Token], right: list[Token], k: int) -> bool:
    """Do A and B each open with the same preposition, once in A, and B's side repeat it at its ``k``-th word ("in
    Polish" / "in English | in Poland")? The second phrase matches nothing in A: it is the place or time of both."""
    lead = a[0].low if a else ""
    return k >= 2 and lead in PREPOSITIONS and right[0].low == lead == right[k].low \
        and not any(t.low == lead for t in a[1:])


def kept_with(right: list[Token], k: int, verbal: bool = True) -> bool:
    """Is the "with" phrase at ``right[k]`` B's own: the company B is done with ("play casual | with the boys", "…
    with my friends") or what B's participle is done with ("a 2 bedroom for $1900 split | with a friend")? Neither
    is a means or a context both options share. Company only after a verb (``verbal``): "a hotel or an Airbnb |
    with friends" may be whom both are shared with."""
    if right[k].low != "with" or k + 1 >= len(right):
        return False
    rest = right[k + 1 : k + 3]  # "the boys", "my friends" (a bare "roommates" may be a place's: refused elsewhere)
    company = verbal and len(rest) == 2 and rest[0].low in ("the", "my", "our") \
        and rest[1].low.rstrip("?.!,") in _COMPANY
    before = right[k - 1].low
    participle = k >= 2 and before in _PARTICIPLES and right[k - 2].low not in DETERMINERS
    went = k == 1 and verbal and before in _GO  # "reschedule or go | with a fever": "go with" is one verb, B's own
    selves = k >= 2 and verbal and before in SELVES  # "… or take it myself | with my phone": how B is done alone
    return company or participle or went or selves or _topic_with(right, k)


def _topic_with(right: list[Token], k: int) -> bool:
    """Does the "with" at ``k`` close the noun of B's topic phrase ("phone them about my jury service clash | with my
    exams", "email HR regarding the conflict with my manager")? It is that noun's, not a means both share."""
    at = [j for j in range(1, k - 1) if right[j].low in _TOPIC]
    return bool(at) and right[k - 1].low not in PRONOUNS and not any(
        t.low in PREPOSITIONS for t in right[at[-1] + 1 : k])


_TOPIC = frozenset({"about", "regarding", "concerning", "re"})
_GO = frozenset({"go", "come"})  # bare, with no object or particle: "go with" a state or a pick is B's own
_COMPANY = frozenset({"boys", "guys", "girls", "friends", "homies", "squad", "crew", "family", "fam", "kids", "mates",
                      "bros", "gang", "roommates", "roomies", "team", "teammates", "classmates", "buddies", "pals"})
# Participles that take a "with" phrase of their own ("split with a friend", "shared with two roommates").
_PARTICIPLES = frozenset({"split", "shared", "paired", "bundled", "combined", "mixed", "topped", "served", "packed",
                          "loaded", "equipped", "fitted", "filled", "stuffed", "made", "built", "cooked"})


def sought_with(right: list[Token], k: int) -> bool:
    """Is the "with" at B's ``k``-th word the feature of what B's verb looks for ("look for a ranch house | with no
    stairs", "shop for a place | with one floor")? It is B's own: A looks for nothing."""
    return right[k].low == "with" and k >= 3 and right[0].low in _SEEKING and right[1].low == "for"


_SEEKING = frozenset({"look", "looking", "search", "searching", "shop", "shopping", "hunt", "hunting"})


def tool_with(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with a …" at B's ``k``-th word the tool of B's verb, done to B's own object ("frog the whole sweater or
    fix the cable | with a crochet hook", "… or replace the hard drive | with an SSD")? A is a verb and its own
    object, so it needs no tool of B's; not a person or a state ("… | with a toddler", "… with a bad knee"), which
    both options may share."""
    nxt = right[k + 1] if k + 1 < len(right) else None
    if right[k].low != "with" or nxt is None or nxt.low not in ("a", "an") or k < 2 or len(core) < 2:
        return False
    own_objects = any(t.low in DETERMINERS for t in core[1:3]) and (right[1].low in DETERMINERS or (  # "rip out the …"
        right[1].low in _PARTICLES and right[2].low in ("a", "an")) or _tried_on_pronoun(right, k))  # "… or swap in
    # a 3hp | with a VFD"; "… or try to salvage it | with a straightener"
    rest = [t.low.rstrip("?.!,") for t in right[k + 2 :]]
    return own_objects and 0 < len(rest) <= 3 and all(w.isalpha() for w in rest) and not set(rest) & _SHARED_WITH


def _tried_on_pronoun(right: list[Token], k: int) -> bool:
    """Does B try its verb on a pronoun standing for A's object right before the "with" at ``k`` ("… or try to
    salvage it | with a straightener", "… or fix them | with a heat gun")? The tool is what B's verb is done with.
    Added for the hundred-and-sixty-fourth held-out part."""
    verb = k - 2
    tried = (verb == 0 and is_verb(right[0])) or (verb == 2 and right[1].low == "to" and right[2].low.isalpha())
    return tried and right[k - 1].low in ("it", "them")  # "fix | it", "try to salvage | it": a verb by its place


_PARTICLES = frozenset({"in", "on", "out", "up", "off", "down"})  # a phrasal verb's particle before B's object
# What a "with a …" after B shares with A: a person or animal along, or the asker's state.
_SHARED_WITH = frozenset({"toddler", "baby", "newborn", "kid", "child", "dog", "cat", "puppy", "friend", "partner",
                          "bad", "broken", "sprained", "sore", "fever", "cold", "budget", "deadline", "group"})


def own_object_phrase(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the phrase at B's ``k``-th word B's own, A being a verb and its own object: the tool B's verb uses
    (:func:`tool_with`), or a "for" phrase after A's own place (:func:`placed_a_own_for`), or a "with" phrase naming
    whom B's object is with against A's own place (:func:`placed_a_own_with`) or closing a simpler B
    (:func:`simpler_with`)?"""
    return tool_with(core, right, k) or placed_a_own_for(core, right, k) or placed_a_own_with(core, right, k) \
        or simpler_with(core, right, k)


def simpler_with(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" phrase at B's ``k``-th word B's own because B, opened by "just" / "simply", is the simpler course
    set against a whole verb phrase A ("do the dental under anesthesia or | just manage it with chews", "… or just
    treat the fish | with ich meds")? Not after a lone verb A ("drive or just fly | with …"), nor right after B's
    verb."""
    return right[k].low == "with" and k >= 3 and len(core) >= 2 and right[0].low in ("just", "simply") \
        and is_verb(core[0], initial=True)


def placed_a_own_with(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" phrase at B's ``k``-th word B's own because A is a verb and its own place ("stay | at the city
    department or take the wildland job | with the state")? B, a verb and its determined object, names whose it is
    against A's place. Not company or a state both may share ("… or buy a house | with my partner")."""
    if right[k].low != "with" or k < 3 or len(core) < 3 or not is_verb(core[0], initial=True) \
            or not is_verb(right[0], initial=True):
        return False
    placed = core[1].low in PREPOSITIONS - {"as", "with"} and (core[2].low in DETERMINERS or core[2].capitalized)
    own = right[1].low in DETERMINERS and not any(t.low in PREPOSITIONS for t in right[1:k])
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    return placed and own and 1 < len(rest) <= 4 and rest[0] in DETERMINERS and all(w.isalpha() for w in rest) \
        and not set(rest) & (_SHARED_WITH | _COMPANY | TIME_NOUNS)


def placed_a_own_for(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "for" phrase at B's ``k``-th word B's own because A is a verb, its object and its own place ("bring
    her | in the tent or get a crate | for the car", "… or buy a purifier | for the bedroom during smoke days")? B, a
    verb and its object with no preposition, is set against A whole. Not a time ("send the kids to camp or hire a
    babysitter | for the summer": both options' time)."""
    if right[k].low != "for" or k < 2 or not is_verb(core[0], initial=True) or not is_verb(right[0], initial=True):
        return False
    placed = any(t.low in PREPOSITIONS - {"as"} for t in core[2:]) and not any(t.low in PREPOSITIONS for t in right[:k])
    objects = _object_start(core) and _object_start(right)  # "bring | her", "get | a crate" (not "drop shipping")
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    rest = rest[: next((j for j, w in enumerate(rest) if j and w in _LATER_TIME_PREPS), len(rest))]  # "… | for the
    # bedroom | during smoke days": the "for" phrase ends where a time phrase of its own starts (not "for after …")
    return placed and objects and 0 < len(rest) <= 4 and not set(rest) & (TIME_NOUNS | _TIME_WORDS)


_LATER_TIME_PREPS = frozenset({"during", "before", "after", "until", "till"})


def _object_start(phrase: list[Token]) -> bool:
    """Does a determiner or pronoun open the verb's object, a particle allowed before it ("get | a crate", "set up
    | a company")?"""
    return any(t.low in DETERMINERS | PRONOUNS for t in phrase[1:3])


_TIME_WORDS = frozenset({"now", "today", "tonight", "tomorrow", "while", "good", "ever", "life", "season", "term"})
