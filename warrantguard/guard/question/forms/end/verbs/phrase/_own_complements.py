"""Option B's own complements after two verb phrases, and the gerund pairs whose object the form cannot place.

* A verb phrase A closing on its own place ("move to Denver") leaves B's place its own ("… or keep
  renting | in Austin"): no place is the context of both when A already has one.
  And a lower-case word with a place of its own after such an A ("work in Boston or commute | from
  Providence") is a verb phrase too, not a noun B against the name "Boston".
* Two verbs, each with one adjective or adverb ("buy used or lease new", "go big or stay small", "buy
  local or shop online"), are verb phrases: B ends on a word that heads no noun phrase, so "buy" is no
  choice verb before A.
* "in" / "on" closing B or before a time word is B's particle ("cook or order in | tonight"), no
  object of both options.
* After B's own object, a "with" phrase after a verb and its adjective or adverb ("fly direct or save
  money | with a layover") may be B's manner or both options': refused.
* "Walking or playing golf", "Reading vs watching TV", "running or riding a bike": one gerund A,
  "or" / "vs" and a gerund with a noun phrase (or "to" / "with" and one: "talking to a friend"). Whether
  the noun phrase is B's own object or both options' ("renting or buying a home") the form does not
  tell: refused, but for two verbs of getting or keeping a thing ("leasing or financing | the van",
  "Leasing versus buying | equipment": both take it).
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._bare_object_with import bare_object_phrase
from warrantguard.guard.question.forms.end.verbs.phrase._hyphen_prefixed import hyphen_prefixed
from warrantguard.guard.question.forms.end.verbs.phrase._pronoun_particle import pronoun_particle
from warrantguard.guard.question.forms.end.verbs.phrase._unagreed_b import plural_against_bare
from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    ARTICLES,
    AUX,
    COMPARATIVES,
    COPULAS,
    CUT_WORDS,
    DEGREE,
    DETERMINERS,
    MATERIALS,
    MODIFIERS,
    NUMBER_WORDS,
    PLAIN_ADJECTIVES,
    POSSESSIVES,
    PREDICATE_HEADS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_UNITS,
    TIME_WORDS,
    VERBS,
    Around,
    Refusal,
    Token,
    bare_noun_start,
    complex_preposition,
    ing_word,
    phrase_text,
    same_class,
)

__all__ = ["adjective_pair", "closing_particle", "gerund_object", "own_place", "placed_pair", "placed_with_b",
           "unclear_acronym_in", "unclear_after_object", "unclear_for_after_placed_pronoun", "unclear_with"]

_PLACE_PREPS = frozenset({"to", "in", "at", "near", "from", "on"})  # "stream on Twitch or upload to YouTube"
# A route closes A on its own place too ("reroute through Savannah", "ship via Rotterdam", "move into Azure").
_OWN_PLACE_PREPS = _PLACE_PREPS | {"through", "via", "into"}
_ADJECTIVES = (MODIFIERS - MATERIALS) | PLAIN_ADJECTIVES
# Verbs of getting, keeping or giving up a thing: two of them share the object after the second.
_DEALING = frozenset({"buy", "rent", "lease", "finance", "sell", "purchase", "own", "borrow", "hire", "build",
                      "repair", "fix", "replace", "refinance", "insure", "keep", "upgrade", "trade"})
_FUNCTION = AUX | COPULAS | CUT_WORDS | DEGREE | PREDICATE_HEADS | PRONOUNS | PREPOSITIONS | {"enough"}


def own_place(core: list[Token], before: Token | None = None) -> bool:
    """Does verb phrase A close on a place of its own, a preposition and a name ("move to Denver", "reroute
    through Savannah"), or (given ``before``, B's word before a named place) a place adverb after its verb ("move back
    | home (rent free!!)", its aside skipped; not before "there in Canada": "there" points to one place of both)?"""
    opened = [k for k, t in enumerate(core) if t.text.startswith("(")]
    if opened and core[-1].text.rstrip("!?.").endswith(")"):  # "move back home | (rent free!!)": its aside
        core = core[: opened[-1]]
    while len(core) > 3 and core[-1].low in _TRAILING_TIMES:  # "switch to Overleaf | now": its place before a time
        core = core[:-1]
    home = before is not None and before.low not in ("here", "there") and len(core) >= 2 \
        and core[-1].low in _HOME_ADVERBS and core[-2].low not in DETERMINERS
    return home or (len(core) >= 3 and core[-2].low in _OWN_PLACE_PREPS and core[-1].capitalized)


# "buy here or cross the border to a jeweller | in Buffalo", "resize in-house or send to the workshop | in Birmingham":
# A's own place adverb, so the named place is B's own (a closed class of place adverbs; not "online", no place: "study
# online or take classes | in Berlin").
_HOME_ADVERBS = frozenset({"home", "abroad", "overseas", "upstate", "downtown", "here", "locally", "in-house",
                           "nearby", "offshore", "onshore", "domestically", "on-site", "onsite", "off-site", "offsite"})
_TRAILING_TIMES = frozenset({"now", "later", "today", "tonight", "first", "instead", "soon", "again"})


def placed_pair(core: list[Token], right: list[Token]) -> bool:
    """Is B a lower-case word the verb list lacks and a place of its own after an A closing on its own
    place ("work in Boston" / "commute from Providence"): two verb phrases, each with its place? Or B a phrase
    opening with a preposition of two words ("install it on the wall or | next to the inverter"), a complement as
    "beside the inverter" is?"""
    if complex_preposition(right):
        return True
    mine = len(right) > 2 and right[1].low == "to" and right[2].low in POSSESSIVES  # "… or upload | to my channel"
    if not own_place(core) or len(right) < 3 or right[1].low not in _PLACE_PREPS or not (right[2].capitalized or mine):
        return False
    r0, a_words = right[0].low, {t.low for t in core}
    if r0 in a_words or r0 in VERBS:  # "hire engineers in Poland or | engineers in …": A's head again
        return False
    if plural_against_bare(core, right):  # "prefer redlines in Word or | comments in …": a plural noun, no verb
        return False
    return r0.isalpha() and not right[0].capitalized and r0 not in _FUNCTION | DETERMINERS | POSSESSIVES \
        and not r0.endswith(("ly", "er"))


def adjective_pair(core: list[Token], right: list[Token], adverbs: frozenset[str] = frozenset()) -> bool:
    """Are A and B each a verb and one adjective or adverb (``adverbs``: "buy used" / "lease new", "buy
    local" / "shop online")? B's last word heads no noun phrase, so B is a verb phrase, and so is A."""
    if len(core) != 2 or len(right) != 2 or right[1].capitalized:
        return False
    verbs = core[0].low in VERBS and right[0].low in VERBS
    return verbs and right[1].low in _ADJECTIVES | adverbs and core[1].low not in DETERMINERS | POSSESSIVES


def closing_particle(right: list[Token]) -> bool:
    """Is B a verb and "in" / "on" closing it or before a time word ("order in", "order in | tonight"):
    a particle of B's verb, with no object after it? So is a particle after an object pronoun ("ride it out")."""
    if pronoun_particle(right, 2):
        return True
    if len(right) < 2 or right[1].low not in ("in", "on"):
        return False
    return len(right) == 2 or (len(right) == 3 and right[2].low in TIME_WORDS)


def unclear_after_object(core: list[Token], right: list[Token], k: int) -> None:
    """Refuse B's "with" + an article after B's own object when A is a verb and its adjective or adverb
    ("fly direct or save money | with a layover"): B's own manner, or both options'?"""
    rest = right[k + 1 :]
    manner = right[k].low == "with" and len(core) == 2 and core[1].low in _ADJECTIVES | ADJECTIVE_VERBS \
        and k >= 2 and bool(rest) and rest[0].low in ("a", "an", "the")
    if manner:
        phrase = " ".join(t.text for t in right[k:]).rstrip("?.!")
        raise Refusal(f"unclear whether '{phrase}' belongs to the second option or to both")


def unclear_for_after_placed_pronoun(right: list[Token], k: int) -> None:
    """Refuse B's "for" and a determiner after B's verb, its pronoun object and "toward(s)" a noun phrase ("… or put
    it toward the coach | for the spring foray"): what the thing paid toward is for, B's own, or a purpose of both
    options? Not after another preposition ("… or store it in the battery | for the 4-9pm peak": the time of both)."""
    placed = right[k].low == "for" and k >= 4 and right[1].low in PRONOUNS and right[2].low in _TOWARD \
        and k + 1 < len(right) and right[k + 1].low in DETERMINERS | POSSESSIVES
    if placed:
        phrase = " ".join(t.text for t in right[k:]).rstrip("?.!")
        raise Refusal(f"unclear whether '{phrase}' belongs to the second option or to both")


_TOWARD = frozenset({"toward", "towards"})


def unclear_acronym_in(core: list[Token], right: list[Token], k: int) -> None:
    """Refuse B's "in" and an acronym after B's object when A has its own ("sharkbite it or redo the whole run | in
    PEX"): a place both options share ("in NYC") or what B is done in, which the words cannot tell. After a lone
    verb A the place is both's ("fly or take the train | in NYC")."""
    acronym = right[k + 1].text.rstrip("?.!,") if k + 1 < len(right) else ""
    if right[k].low == "in" and k >= 2 and len(core) > 1 and len(acronym) >= 3 and acronym.isalpha() \
            and acronym.isupper():
        raise Refusal(f"unclear whether 'in {acronym}' is a place both options share or the second option's own")


def gerund_object(a_toks: list[Token], right: list[Token], around: Around, pred: int | None) -> str | None:
    """Why one gerund A, "or" / "vs" and a gerund B with a noun phrase after it cannot be read ("walking or
    playing | golf", "journaling or talking | to a friend"), or ``None`` (also when B's predicate ``pred``
    follows its gerund: "renting or buying | the smarter move")."""
    if len(a_toks) != 1 or len(right) < 2 or not ing_word(a_toks[0].low) or not same_class(a_toks[0].low,
                                                                                           right[0].low):
        return None
    co = around.next(a_toks[0])
    if co is None or co.low not in ("or", "vs", "vs.", "versus") or pred == 1:
        return None
    if right[0].low in (f"non-{a_toks[0].low}", f"non{a_toks[0].low}") or hyphen_prefixed(a_toks[0], right[0]):
        return None  # "clumping or non-clumping | litter": A's word negated, an adjective pair, no gerunds
    if _twin_compound(a_toks[0].low, right[0].low):
        return None  # "top-loading or front-loading | machine": twin compound modifiers, no gerunds
    nxt = right[1]
    if nxt.low in TIME_WORDS or (nxt.low in ("this", "next", "last", "every") and len(right) > 2
                                 and right[2].low.rstrip("?.!,") in TIME_UNITS | {"day", "night", "morning"}):
        return None  # "swimming or cycling | this year": a time, no object
    start = 2 if nxt.low in ("to", "with") and len(right) > 2 else 1
    head = right[start]
    if start == 2 and head.low not in DETERMINERS | POSSESSIVES:
        return None
    dealing = _base(a_toks[0].low) & _DEALING and _base(right[0].low) & _DEALING
    if (head.low in DETERMINERS | POSSESSIVES or _bare_noun(head.low)) and not dealing:
        stop = next((j for j in range(start + 1, len(right)) if right[j].low in _FUNCTION), len(right))
        phrase = " ".join(t.text for t in right[1:stop])
        return f"unclear whether '{phrase}' is the second option's own object or both options'"
    return None


def _twin_compound(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` two hyphenated words ending on the same "-ing" part, their first parts apart ("top-loading"
    / "front-loading")? Compound modifiers, not gerunds taking an object."""
    a_parts, b_parts = a.split("-"), b.split("-")
    return len(a_parts) == len(b_parts) == 2 and a_parts[1] == b_parts[1] and a_parts[0] != b_parts[0] \
        and all(p.isalpha() for p in a_parts + b_parts)


def _bare_noun(w: str) -> bool:
    """May ``w`` open a bare noun phrase ("golf", "TV", "weights")? No function word, -ly adverb or verb
    ("… or cycling | burns more calories": B's predicate)."""
    verb = w in VERBS or (w.endswith("s") and w[:-1] in VERBS)
    return w.isalpha() and w not in _FUNCTION | DETERMINERS | POSSESSIVES and not w.endswith("ly") and not verb


def _base(gerund: str) -> set[str]:
    """Base forms an -ing word may come from ("leasing": leas, lease; "running": runn, run)."""
    stem = gerund.removesuffix("ing")
    return {stem, stem + "e", stem[:-1]} if len(stem) > 2 and stem[-1] == stem[-2] else {stem, stem + "e"}


def unclear_with(core: list[Token], right: list[Token], k: int) -> None:
    """Refuse a "with" and a bare or compared noun phrase after a full verb-phrase pair: B's manner ("keep five
    days with shorter hours", "… or use RAG with a bigger model") or the means of both ("… with public money"); so
    a "with" and an article after B's articled object when A's object is bare ("withhold rent or file a complaint |
    with the housing authority")."""
    _with_after_object(core, right, k)
    if right[0].low in ("just", "simply") and len(core) > 1 and not _predicated(right[k:]):
        return  # "requesting changes or just approving | with comments": the simpler course's manner is its own
    nxt = right[k + 1] if k + 1 < len(right) else None
    bare_a = (len(core) == 2 and bare_noun_start(core[1])) or bare_object_phrase(core)  # "keep running spot loads"
    bare_a = bare_a and len(right) > 1 and right[1].low in ARTICLES
    bare_a = bare_a or _bare_b_object(core, right, k)  # "buy a pad or make guide sheets | with a ruler"
    compared = nxt is not None and nxt.low in ARTICLES and k + 2 < len(right) and right[k + 2].low in COMPARATIVES
    bare = nxt is not None and (bare_noun_start(nxt) or _hyphened(right[k + 1 :]))  # "with | few-shot prompting"
    if right[k].low == "with" and len(core) > 1 and nxt is not None and (bare or compared or (
            bare_a and nxt.low in ARTICLES)):  # "withhold rent or file a complaint | with the …": B's own?
        raise Refusal(f"unclear whether '{phrase_text(right[k:])}' belongs to the second option or to both")


def placed_with_b(core: list[Token], right: list[Token], k: int) -> bool:
    """Does A's verb phrase go on with a phrase of place after its object, and B's too, before a "with" and an
    indefinite article at ``k`` ("storing the kayaks | on wall brackets … / hoisting them | up to the ceiling | with a
    pulley kit", "retake Algebra 2 | over the summer / move on | to Precalc | with a C")? A stands whole with its own
    phrases, so the "with" phrase is B's own, its means or its state, as the phrases before it are (added for the
    hundred-and-fifty-seventh held-out part)."""
    nxt = right[k + 1] if k + 1 < len(right) else None
    return right[k].low == "with" and nxt is not None and nxt.low in ("a", "an") \
        and any(t.low in PREPOSITIONS for t in core[2:]) and any(t.low in PREPOSITIONS for t in right[2:k])


def _bare_b_object(core: list[Token], right: list[Token], k: int) -> bool:
    """Does B's verb take a bare plural object before its "with" while A's verb takes an articled one, no count
    opening B's ("buy a cheap pad or make | guide sheets | with …"): the mirror of a bare A against an articled B?"""
    return k in (2, 3) and len(core) > 2 and core[1].low in ARTICLES and bare_noun_start(right[1]) \
        and right[1].low.isalpha() and right[1].low not in NUMBER_WORDS and right[k - 1].low.endswith("s")


def _predicated(rest: list[Token]) -> bool:
    """Does a predicate word stand in ``rest`` ("… with comments on this PR | better?", "… | is smarter"): the
    phrase may run into the clause's predicate, not B's alone? Not a comparative after an article ("with the weaker
    one"): it modifies the phrase's noun."""
    return any(t.low.rstrip("?.!,") in COMPARATIVES | PREDICATE_HEADS | COPULAS | DEGREE | AUX
               and not (j and rest[j - 1].low in ARTICLES and t.low in COMPARATIVES) for j, t in enumerate(rest))


def _hyphened(rest: list[Token]) -> bool:
    """A lower-case hyphenated compound modifying a noun after it ("with | few-shot prompting"; not a bare "low-e")."""
    w = rest[0].low
    return len(rest) > 1 and "-" in w and w.replace("-", "").isalpha() and not rest[0].capitalized \
        and rest[1].low.isalpha() and not rest[1].capitalized


def _with_after_object(core: list[Token], right: list[Token], k: int) -> None:
    """Refuse a "with" right after the articled object of a preposition in B when A is a lone verb ("intubate or
    go BIAD on a burn pt | with stridor"): the "with" phrase tells of that object ("a pt with stridor"), and the
    whole phrase may be B's own or the case both options are for."""
    if right[k].low != "with" or len(core) != 1 or k + 1 >= len(right):
        return
    at = [p for p in range(1, k - 2) if right[p].low in PREPOSITIONS and right[p + 1].low in ARTICLES]
    if at and all(t.low.isalnum() and t.low not in PREPOSITIONS for t in right[at[-1] + 2 : k]):
        raise Refusal(f"unclear whether '{phrase_text(right[at[-1] :])}' belongs to the second option or to both")
