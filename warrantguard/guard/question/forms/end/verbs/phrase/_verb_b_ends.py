"""Where option B as a verb phrase ends, and whether the options are verb phrases: forms added for the twenty-third
and twenty-fourth held-out parts (see ``_verb_phrase``), and a few that ``_verb_phrase`` could not hold."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.words import (
    DETERMINERS,
    OWN_TIMES,
    PREPS,
    PRONOUNS,
    Refusal,
    Token,
    ing_word,
    phrase_text,
)

__all__ = ["asked_for", "asked_to", "for_now", "halted_for", "held_for", "motion", "moved_to", "own_year",
           "placed_verb_a", "plural_object", "sluiced", "unclear_bare_plural", "unclear_phrased_b"]

_BACK_POSSESSIVES = frozenset({"his", "her", "their", "its"})
# Question words standing alone as a verb's object, the rest of their question left unsaid ("decide when").
_SLUICED = frozenset({"when", "where", "how", "why", "what", "which", "who"})


def sluiced(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a question word closing B right after its verb ("let our son decide | when", "let her
    choose | where")? It is the verb's object, B's own, not a clause both options share."""
    return k == len(right) - 1 and k > 0 and right[k].low in _SLUICED and right[k - 1].text.isalpha() \
        and right[k - 1].low not in PREPS | DETERMINERS | PRONOUNS and not ing_word(right[k - 1].low)


def placed_verb_a(core: list[Token], right: list[Token], v_left: bool) -> bool:
    """A opening with a word and a preposition right after the asked subject ("should we | reroute through
    Savannah", a verb where "we" asks one) and B a verb, a bare object and a phrase ("ship inventory | to the
    West Coast DC"): both are verb phrases."""
    if v_left or len(core) < 3 or len(right) < 4 or core[1].low not in PREPS or core[0].capitalized:
        return False
    obj = right[1].low
    return obj.isalpha() and obj not in DETERMINERS | PRONOUNS | PREPS and right[2].low in PREPS | DETERMINERS


def asked_to(right: list[Token], k: int) -> bool:
    """B's verb of asking or causing, its object and "to" at ``k`` ("ask her doctor | to do a driving evaluation",
    "get the landlord | to fix it", "pay a contractor | to do it"), or a verb of planning or trying right before it
    ("start planning | to leave", "keep trying | to fix it"), also after B's "let" and its object ("let the arborist
    try | to save it"): the infinitive is the verb's own complement."""
    obj = [t.low for t in right[1:k]]
    if right[k - 1].low in _MEANING and (1 <= k <= 3 or (k <= 5 and right[0].low in _LETTING)):
        return True
    if 3 <= k <= 5 and obj[0] == _RELYING.get(right[0].low) and all(t.isalpha() for t in obj[1:]):
        return True  # "rely on the optimizer | to push down the predicate": whom B relies on, to do what
    if k == 2 and right[0].low in _ASKING - _NOT_BARE_ASKING and _bare_plural(right[1]):
        return True  # "ask tenants | to get their own": whom B asks, to do what
    return 2 <= k <= 4 and _asking(right[0].low) and obj[0] in DETERMINERS | _BACK_POSSESSIVES \
        and all(t.isalpha() for t in obj)


def _bare_plural(tok: Token) -> bool:
    """A bare plural noun, lower case and one word ("tenants", "volunteers"), that is no pronoun or adverb."""
    word = tok.text
    return word.isalpha() and word.islower() and len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        and word not in PRONOUNS | DETERMINERS | PREPS and not word.endswith("ous")


def _asking(word: str) -> bool:
    """A verb of asking or causing, or its gerund ("ask", "asking", "getting", "persuading")."""
    stem = word[:-3] if ing_word(word) else word
    return bool({word, stem, stem + "e", stem[:-1]} & _ASKING)


_ASKING = frozenset({"ask", "tell", "get", "convince", "persuade", "encourage", "force", "allow", "invite", "pay",
                     "hire", "urge", "beg", "remind", "teach"})
# Verbs of causing whose bare plural object may be what B gets or pays for ("get quotes to compare", "pay bills to
# avoid fees"): the infinitive may be a purpose.
_NOT_BARE_ASKING = frozenset({"get", "pay", "hire"})
# Verbs taking an object and a bare infinitive ("let the arborist try", "have the plumber try").
_LETTING = frozenset({"let", "have", "help", "make"})
# Verbs taking a preposition, its object and a to-infinitive ("rely on the optimizer to …", "count on the
# team to …"; "wait for … to" is kept by its "for").
_RELYING = {"rely": "on", "count": "on", "depend": "on", "bank": "on"}
# Verbs of planning or trying, taking a to-infinitive after B's first verb ("start planning to leave").
_MEANING = frozenset({"planning", "trying", "hoping", "wanting", "learning", "deciding", "preparing", "attempting",
                      "plan", "try", "hope", "want", "learn", "decide", "prepare", "attempt"})


def unclear_bare_plural(right: list[Token], k: int) -> None:
    """Refuse "for" and a bare plural noun phrase after B's verb and its indefinite object ("… or introduce a
    surcharge | for rush orders", "… or offer a discount for new members"): what the object is for (B's own)
    or the purpose of both options."""
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    bare = 0 < len(rest) <= 3 and all(w.isalpha() and w not in DETERMINERS | PRONOUNS | PREPS for w in rest)
    if k == 3 and right[k].low == "for" and right[1].low in ("a", "an") and bare and rest[-1].endswith("s") \
            and not rest[-1].endswith("ss") and not ing_word(rest[0]):
        raise Refusal(f"unclear whether '{phrase_text(right[k:])}' belongs to the second option or to both")


def own_year(core: list[Token], right: list[Token], k: int) -> bool:
    """"for <year>" closing B when A names a time of its own ("patch the cracks this year or budget a full repair |
    for 2028", "… now or … for 2027"): B's own time set against A's, not a purpose of both."""
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    year = len(rest) == 1 and len(rest[0]) == 4 and rest[0][:2] in ("19", "20") and rest[0].isdigit()
    lows = [t.low.rstrip("?.!,") for t in core]
    timed = bool(set(lows) & OWN_TIMES) or any(a in ("this", "next") and b in _YEAR_UNITS
                                               for a, b in pairwise(lows))
    return right[k].low == "for" and year and timed


_YEAR_UNITS = frozenset({"year", "quarter", "month", "spring", "summer", "fall", "autumn", "winter", "season"})


def held_for(right: list[Token], k: int) -> bool:
    """"for" and a possessive and "old" / "current" / "existing" closing B at ``k`` ("… or keep buying batteries | for
    my old F-91W", "… or upgrade the RAM | for my current laptop"): what B's object serves is a thing the asker
    already has, which B keeps and A replaces; B's own, not a purpose of both (added for the hundred-and-forty-second
    held-out part)."""
    rest = [t.low for t in right[k : k + 3]]
    return len(rest) == 3 and rest[0] == "for" and rest[1] in _OWNERS and rest[2] in _ALREADY_HAD \
        and k + 3 < len(right)


_OWNERS = frozenset({"my", "our", "his", "her", "their", "your"})
_ALREADY_HAD = frozenset({"old", "current", "existing", "present", "older"})


def for_now(right: list[Token], k: int) -> bool:
    """"for now" / "for the time being" / "for the moment" closing B at ``k`` ("… or to say no | for now"): B's own
    time (as "now" after A is A's), not a purpose of both; so is "for good" ("… or keep renting till we're back |
    for good": for ever, no purpose)."""
    rest = [t.low.rstrip("?.!,") for t in right[k:]]
    return rest in (["for", "now"], ["for", "the", "time", "being"], ["for", "the", "moment"], ["for", "good"])


def asked_for(right: list[Token], k: int) -> bool:
    """"ask <someone> for <something>" ("ask the provider | for an exception", "ask my landlord for a
    discount"): a "for" after the object of "ask" is the second complement of B's own verb; so is a second "for" after
    what "ask for" asks for ("ask for a discount | for my disability adaptations"): what the thing asked is for."""
    if right[k].low != "for" or right[0].low not in ("ask", "asking"):
        return False
    if 3 <= k <= 5 and right[1].low == "for":
        return all(t.low.isalpha() and t.low not in PREPS for t in right[2:k])
    return 2 <= k <= 4 and all(t.low.isalpha() and t.low not in PREPS for t in right[1:k])


def moved_to(core: list[Token], right: list[Token]) -> bool:
    """A lone verb as A and a verb of moving with "to" / "into" opening B ("renew or move | to the strip mall", "stay
    or move | into the space next door", "negotiate or drop | to the Acrobat-only plan"): where B moves is B's own,
    no object A's verb shares; after a verb of travel ("drive or move to Denver") it may be both's."""
    return len(core) == 1 and len(right) > 2 and right[0].low in _MOVING and right[1].low in ("to", "into") \
        and core[0].low not in _TRAVELLING


_MOVING = frozenset({"move", "relocate", "transfer", "downsize",
                     # verbs of changing a plan or a level, whose "to" names the new one ("negotiate or drop | to the
                     # Acrobat-only plan", "… or upgrade to the Pro tier")
                     "drop", "downgrade", "upgrade", "revert", "migrate", "pivot", "shift", "convert", "step"})
_TRAVELLING = frozenset({"fly", "drive", "walk", "cycle", "bike", "sail", "ride", "travel", "commute", "go", "run",
                         "hitchhike", "take"})


def motion(right: list[Token], k: int) -> bool:
    """"move to" and a verb of a court's or a meeting's relief at ``k`` ("answer or move | to dismiss", "… or move to
    compel discovery", "move to adjourn"), or the noun "motion to" ("Answer or motion | to dismiss …"): the motion is
    B's own complement, no purpose of both options."""
    nxt = right[k + 1].low.rstrip("?.!,") if k + 1 < len(right) else ""
    return right[k].low == "to" and k >= 1 and right[k - 1].low in _MOTION_LEADS and nxt in _MOTIONS


_MOTION_LEADS = frozenset({"move", "moving", "motion", "motions"})


_MOTIONS = frozenset({"dismiss", "compel", "strike", "suppress", "quash", "remand", "vacate", "stay", "sever",
                      "intervene", "amend", "recuse", "disqualify", "exclude", "withdraw", "reconsider", "seal",
                      "unseal", "certify", "adjourn", "table", "enjoin", "recess", "censure", "expunge"})


def halted_for(right: list[Token], k: int) -> bool:
    """"for" and a span of time at ``k`` after B's verb of stopping ("… or shut the line | for two days", "close the
    plant for a week", "pause hiring for 6 months"): how long B's stop lasts, B's own, no time both options share."""
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 : k + 4]]
    if right[k].low != "for" or right[0].low not in _HALTING or not rest:
        return False
    unit = next((j for j, w in enumerate(rest) if w.removesuffix("s") in _SPAN_UNITS), None)
    return unit is not None and all(w in _COUNTS or w.isdigit() for w in rest[:unit])


_HALTING = frozenset({"shut", "close", "halt", "pause", "suspend", "stop", "freeze", "idle", "ground", "furlough",
                      "mothball", "shutter", "closing", "shutting", "halting", "pausing", "suspending", "stopping"})
_SPAN_UNITS = frozenset({"day", "week", "month", "year", "hour", "shift", "quarter", "weekend", "night"})
_COUNTS = frozenset({"a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "few",
                     "couple", "of", "several", "another", "the", "next", "full", "whole", "entire"})


# Prepositions of a place or a way ("lay in from Maple", "shuttle with the tenders"), not of a role ("as").
_PLACING = frozenset({"from", "at", "to", "in", "on", "into", "via", "through", "off", "onto"})


def unclear_phrased_b(core: list[Token], right: list[Token], verbal: bool) -> None:
    """Refuse, when a verb phrase is asked for (``verbal``), a B of one word the lists do not know and an articled
    phrase of its own after a verb (and its particle) with a preposition and a name ("lay in from Maple or | shuttle
    with the tenders"): B may be a verb with its own phrase or a noun, the object of A's preposition ("sign up at
    Zumba or yoga with a friend")."""
    at = next((k for k in (1, 2) if k + 1 < len(core) and core[k].low in _PLACING and core[k + 1].capitalized), None)
    if not verbal or at is None or len(right) < 3 or right[1].low not in _PLACING | {"with"} \
            or not right[0].low.isalpha() \
            or right[0].capitalized or right[2].low not in DETERMINERS | PRONOUNS or right[0].low.endswith("ly"):
        return  # not "… or | directly on the website": an adverb, no verb nor noun
    raise Refusal(f"unclear whether '{phrase_text(right)}' is a verb phrase or the object of '{core[at].text}'")


def plural_object(right: list[Token]) -> bool:
    """B is two words, a verb and a plural noun ("book tours"; not "train home", "bike paths?")."""
    if len(right) < 2 or (len(right) > 2 and right[2].low not in PREPS):
        return False
    obj = right[1].text.rstrip("?.!,")
    return obj.isalpha() and obj.islower() and obj.endswith("s") and not obj.endswith("ss") and len(obj) > 3
