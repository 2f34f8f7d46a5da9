"""Pairs where one side holds what the other lacks (issue 22, the sixteenth held-out part): repaired or
refused after the options are found (see ``_options``).

- A verb phrase B ("pin Node 18") against an object A whose verb, with its preposition, was read as
  shared ("upgrade to | Node 22"): A keeps its own verb ("upgrade to Node 22"), the two are parallel
  (:func:`own_verb`).
- An adverb B ("separately") against an object and its adverb ("my taxes jointly"), or an adverb-led
  phrase against an object and its adverb of place ("seeds indoors" / "directly in the garden"): the
  object is shared, A is its adverb; so is a verb before its adverb against a preposition phrase ("work |
  remotely or in the office"); an adverbial B of another form ("every other day") leaves A's start
  untold: refused (:func:`adverb_pair`).
- A B of one leading adverb cut before its own preposition phrase ("directly | in the ground"): refused, unless
  A has its own preposition or frequency ("for everyone or only on request": :mod:`._adverb_led`).
- A preposition phrase B whose preposition stands before A too ("to the 401k or | to a taxable account"):
  A starts at it (:func:`own_preposition`).
- A preposition phrase B led by an adverb ("straight in the ground") against a noun and its own
  preposition phrase ("tomatoes in pots"): the noun is shared, A starts at its preposition; so does any A's
  against "here" / "there" and A's preposition ("convert my rupees | in India or here in Singapore")
  (:func:`prepositional_pair`).
- A possessive before A against an article before B ("Will my | Indian licence or an | international driving
  permit …"): each determiner is its option's own, A starts after it (:func:`_possessive_against_article`).
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.led import (
    adverb_led,
    directly_led,
    level_led,
    manner_led,
    straight_into,
    timed_led,
)
from warrantguard.guard.question.forms.end.unequal.lopsided._caused_b import caused_against_whole
from warrantguard.guard.question.forms.end.unequal.lopsided._complex_preposition import complex_preposition_a
from warrantguard.guard.question.forms.end.unequal.lopsided._every_against import frequency_against_every
from warrantguard.guard.question.forms.end.unequal.lopsided._to_state import copular_states, to_state
from warrantguard.guard.question.forms.end.unequal.lopsided._two_places import two_places_problem
from warrantguard.guard.question.forms.end.unequal.lopsided._unequal import aux_predicate, unequal_problem
from warrantguard.guard.question.forms.end.verbs import own_adverb
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    ARTICLES,
    DETERMINERS,
    FREQUENCIES,
    IN_AND_OUT,
    MODIFIERS,
    NUMBER_WORDS,
    PLAIN_ADJECTIVES,
    POSSESSIVES,
    PREPOSITIONS,
    TWO_WORD_PREPOSITIONS,
    Around,
    Refusal,
    Token,
    adverbial,
    ing_word,
    is_verb,
    manner_adverb,
    title_run,
)

__all__ = ["one_sided"]

_PARTICLES = frozenset({"up", "out", "off", "down", "back", "over"})
# Adverbs that may lead a preposition phrase ("straight in the ground", "directly in the soil").
_LEADING_ADVERBS = frozenset({"straight", "right", "directly", "just", "only", "back"})
# Adverbs of place ending an object ("start seeds | indoors").
_PLACE_ADVERBS = IN_AND_OUT | frozenset({"abroad", "overseas"})
# Adjectives spelt like -ly adverbs.
_LY_ADJECTIVES = frozenset({"family", "early", "friendly", "lovely", "ugly", "silly", "lonely", "costly", "elderly",
                            "curly", "oily", "hilly", "chilly", "likely", "deadly", "only", "holy", "italy", "july",
                            "supply", "assembly", "monopoly", "belly", "jelly", "rally", "bully"})


_TITLE_LINKS = frozenset({"to", "the", "of", "a", "an", "and", "for", "from"})


def _titled_b(b: list[Token], around: Around) -> list[Token]:
    """B as a title in capitals running over its small words ("… or | Back to the Future,"): a capitalised B word
    that is not the sentence's first, its title closing on a capitalised word; ``b`` itself otherwise."""
    if not b[0].capitalized or around.opens(b[0]):
        return b
    return b + title_run(b[0], around, _TITLE_LINKS)


def one_sided(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The pair repaired by the rules of this module's docstring (raises :class:`Refusal`)."""
    if not a or not b:
        return a, b
    a = to_state(a, b)  # "default to | on or off": the state alone
    a, b = aux_predicate(*_split_preposition(a, b, around), around)
    after = around.next(b[-1])
    if len(b) == 1 and b[0].low in _LEADING_ADVERBS and after is not None and after.low in PREPOSITIONS \
            and (led := adverb_led(a, b, around) or timed_led(a, b, around) or level_led(a, b, around)
                 or straight_into(a, b, around) or manner_led(a, b, around)
                 or directly_led(a, b, around)) is not None:  # "… cuttings | in water or straight into soil", "… |
        # by hand in a notebook or straight on the laptop"; "through PayPal or directly | on the charity's website"
        a, b = led  # "for everyone or only | on request": B runs on over its phrase; "… | overnight or right |
        # before cooking": the two times
    elif len(b) == 1 and b[0].low in _LEADING_ADVERBS and after is not None and after.low in PREPOSITIONS \
            and not (b := _titled_b(b, around))[1:] and not copular_states(a, b, around, after):  # "be coiled or
        # straight | for …": two states
        raise Refusal(f"the second option was cut before its own phrase ('{b[0].text} {after.text} …')")
    problem = unequal_problem(a, b, around) or two_places_problem(a, b)
    if problem:
        raise Refusal(problem)
    if len(b) == 1 and b[0].low in _LONE_ADVERBS:  # "… tied to chores or | just given weekly"
        raise Refusal(f"the second option was cut to its adverb ('{b[0].text}')")
    _participle_against_object(a, b, around)
    _gerund_object_against_bare(a, b, around)
    _infinitive_in_a(a, b)
    _noun_or_verb_after_means(a, b)
    _placed_word_against_name(a, b, around)
    a, b = _shared_possessive(*_gerund_after_preposition(*_shared_gerund_lead(a, b, around)))
    a = _possessive_against_article(a, b, around)
    a, b = _repeated_frequency(a, b, around.prev(a[0]))
    return prepositional_pair(*adverb_pair(*own_verb(*own_preposition(a, b, around), around)))


def _split_preposition(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A without the second word of a two-word preposition cut in half ("comes out | of the Q3 budget or the
    discretionary fund"), and without its article when B's was cut too: the preposition is both options', A is its
    noun phrase ("Q3 budget"); the pair unchanged otherwise, and when the determiners differ ("of my savings or a
    loan")."""
    prev = around.prev(a[0])
    if len(a) < 2 or prev is None or (prev.low, a[0].low) not in TWO_WORD_PREPOSITIONS or b[0].low in PREPOSITIONS:
        return a, b
    before_b = around.prev(b[0])
    b_det = before_b.low if before_b is not None and before_b.low in DETERMINERS else None
    if len(a) > 2 and a[1].low in ARTICLES and a[1].low == b_det:
        return a[2:], b  # "out | of the Q3 budget or the | discretionary fund"
    return (a[1:], b) if a[1].low not in DETERMINERS and b_det is None else (a, b)  # not "of my savings or a loan"


def _noun_or_verb_after_means(a: list[Token], b: list[Token]) -> None:
    """Refuse a verb phrase A ending in "by / via <noun>" against a one-word B that is a noun or a verb ("send
    invoices by email or post", "… by phone or mail"): B may be another means, or a verb against all of A."""
    if len(a) > 2 and len(b) == 1 and a[-2].low in ("by", "via") and a[-1].low.isalpha() and b[0].low in AMBIGUOUS:
        raise Refusal(f"unclear whether '{b[0].text}' is a noun after '{a[-2].text}' or a verb against the first "
                      "option")


def _placed_word_against_name(a: list[Token], b: list[Token], around: Around) -> None:
    """Refuse a name after A's preposition against a one-word B with its own preposition and name ("store them
    onsite in | Building C or offsite | with Iron Mountain"): B's phrase stands against more of A than the name."""
    before, after = around.prev(a[0]), around.next(b[-1])
    name = around.next(after) if after is not None else None
    if len(b) == 1 and b[0].low.isalpha() and not b[0].capitalized and a[0].capitalized and before is not None \
            and before.low in PREPOSITIONS and after is not None and after.low in PREPOSITIONS \
            and name is not None and name.capitalized:
        raise Refusal(f"the second option '{b[0].text} {after.text} {name.low} …' stands against more of the "
                      "first than the name")


# Adverbs that open a second option and are never one alone.
_LONE_ADVERBS = frozenset({"just", "simply", "maybe", "perhaps", "rather", "instead", "still", "actually"})


def _participle_against_object(a: list[Token], b: list[Token], around: Around) -> None:
    """Refuse a noun A after "<participle> <preposition>" against a B opening with (an adverb and) a participle
    ("be tied to | chores or simply paid out yearly"): B stands against the participle, not against A's noun."""
    prep = around.prev(a[0])
    verb = around.prev(prep) if prep is not None else None
    first = b[1] if len(b) > 1 and b[0].low in _LONE_ADVERBS else b[0]
    if prep is not None and verb is not None and prep.low in PREPOSITIONS and _participle(verb) and _participle(first):
        raise Refusal(f"the second option ('{first.text} …') stands against '{verb.text} {prep.text}', not the noun")


def _participle(tok: Token) -> bool:
    return tok.low.isalpha() and (tok.low.endswith("ed") or tok.low in _PARTICIPLES)


_PARTICIPLES = frozenset({"paid", "given", "split", "done", "made", "kept", "sent", "held", "set", "spent", "put",
                          "left", "taken", "shown", "sold", "bought", "built", "run", "cut", "shared", "tied"})


def _shared_gerund_lead(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A gerund (and its particle) before A's determiner, B opening with the same determiner ("paying off | the
    car (…) or the student loan (…)"): the gerund leads both noun phrases, A starts at the determiner. So is a
    gerund before A's preposition, B opening with an adverb of company ("living | with roommates in the city or
    alone in the suburbs"): A starts at its preposition."""
    if len(a) > 2 and ing_word(a[0].low) and a[1].low in PREPOSITIONS and b[0].low in _COMPANY and len(b) > 1:
        return a[1:], b
    det = around.prev(b[0])
    if len(a) < 3 or not ing_word(a[0].low) or det is None or det.low not in DETERMINERS:
        return a, b
    k = 2 if a[1].low in _PARTICLES else 1
    return (a[k + 1 :], b) if k < len(a) - 1 and a[k].low == det.low else (a, b)


_COMPANY = frozenset({"alone", "together", "solo", "apart"})  # how one does a thing, against "with …"


def _gerund_object_against_bare(a: list[Token], b: list[Token], around: Around) -> None:
    """Refuse an articled A after an opening gerund against a bare B ("Hiring a | plumber vs DIY"): B may stand
    against the whole gerund phrase ("Hiring a plumber") or against the noun alone."""
    art = around.prev(a[0])
    ger = around.prev(art) if art is not None else None
    b_before = around.prev(b[0])
    if art is not None and ger is not None and art.low in ARTICLES and ing_word(ger.low) \
            and around.prev(ger) is None and (b_before is None or b_before.low not in ARTICLES) \
            and not _modifiers_of_head(a, b, around):
        raise Refusal(f"unclear whether the second option stands against '{ger.text} {art.text} …' or the noun")


def _modifiers_of_head(a: list[Token], b: list[Token], around: Around) -> bool:
    """Are A and B one modifier each ("part-time" / "full-time", "new" / "used") before a head noun written after B
    ("hiring a | part-time or full-time | designer"): two kinds of the one noun, which B cannot stand against the
    gerund phrase as?"""
    head = around.next(b[-1])
    if len(a) != 1 or len(b) != 1 or head is None or not head.low.isalpha() or head.low in PREPOSITIONS:
        return False
    return all("-" in t.low.strip("-") or t.low in MODIFIERS | PLAIN_ADJECTIVES for t in (a[0], b[0]))


def _repeated_frequency(a: list[Token], b: list[Token], before: Token | None) -> tuple[list[Token], list[Token]]:
    """B opening with "every" / "each", which A holds after its verb phrase ("bathing a newborn | every day or
    every other day"), or A opening its sentence with no verb and closing on an adverb of frequency ("FVRCP | yearly or
    every three years"; ``before``: the word before A): the two frequencies are the options, A starts at its own
    "every" or is its adverb."""
    inside = [k for k, t in enumerate(a) if k and t.low == b[0].low]
    if len(b) > 1 and b[0].low in ("every", "each") and inside and a[0].low != b[0].low:
        return a[inside[-1] :], b
    if (k := _every_against_count(a, b)) is not None:
        return a[k:], b  # "do oil changes | every 6 months or once a year"
    opens = (before is None or before.text[-1] in ":])—–") and not is_verb(a[0], initial=True) and not any(
        t.low in DETERMINERS | POSSESSIVES for t in a[1:])  # no verb and its object ("bathe the dog | weekly")
    if opens and len(a) > 1 and len(b) > 1 and b[0].low in ("every", "once", "twice") and a[-1].low in FREQUENCIES:
        return a[-1:], b  # not after a verb ("water my tomatoes daily or every other day": refused)
    return a, b




def _every_against_count(a: list[Token], b: list[Token]) -> int | None:
    """Where A's closing "every …" starts when B is a count of times in a span ("do oil changes | every 6 months or
    once a year", "… every week or twice a month", "… every 5k miles or 3 times per year"): the two frequencies are
    the options; ``None`` otherwise (no "every" closing A on up to three words, or B no count of times)."""
    times = len(b) > 1 and (b[0].low[:1].isdigit() or b[0].low in NUMBER_WORDS) and b[1].low == "times"
    per = 1 if b and b[0].low in ("once", "twice") else 2 if times else 0
    if not per or len(b) <= per + 1 or b[per].low not in ("a", "an", "per", "every"):
        return None
    at = [k for k in range(1, len(a) - 1) if a[k].low == "every" and len(a) - k <= 4]
    return at[-1] if at and a[-1].low.isalpha() else None


def _infinitive_in_a(a: list[Token], b: list[Token]) -> None:
    """Refuse a verb phrase A holding "to <verb>" after its object against a B whose object is "it" / "them" ("use
    the inheritance to pay off the mortgage or invest it …"): B may stand against the infinitive or all of A."""
    to = next((k for k in range(2, len(a) - 1) if a[k].low == "to" and is_verb(a[k + 1])), None)
    if to is not None and is_verb(a[0], initial=True) and len(b) > 1 and is_verb(b[0], initial=True) \
            and b[1].low in ("it", "them") and not caused_against_whole(a, b) \
            and a[to + 1].low not in _STATE_VERBS:  # "… or | let them keep fighting"; "keep the telescope in the shed
        # to stay cool or bring it inside": a state A's purpose, no act B's "it" could stand against
        raise Refusal(f"unclear whether the second option stands against '{a[to].text} {a[to + 1].text} …' or "
                      "the whole first option")


_STATE_VERBS = frozenset({"stay", "remain", "be", "become"})


def _label(tok: Token) -> bool:
    """A name or a number ("Tier", "Roth", "401k")."""
    return tok.capitalized or tok.low[:1].isdigit()


def _shared_possessive(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """A possessive before A and none before B ("our | Tier 1 or Tier 2 suppliers"): it determines both
    options, as a shared article does, when both open with a name or a number; A starts after it (not before B's
    own possessive: "my Mac or Dad's", nor a pronoun: "his family or mine")."""
    if len(a) > 1 and a[0].low in POSSESSIVES and _label(a[1]) and _label(b[0]) and not any(
            t.low.endswith(("'s", "’s")) for t in b):
        return a[1:], b
    return a, b


def _possessive_against_article(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A possessive before A and an article before B ("Will my | Indian licence or an | international driving
    permit …"): each option's determiner is its own, as B's article, so A starts after it; not before a genitive
    ("my wife's plan or a joint one") or "own" ("my own car or a rental car"), nor after a preposition ("fund it with
    our savings or a loan": the preposition's object whole), nor before a lone noun against "the" ("call my bank or
    the police": two particular ones, the possessive telling which bank; not "my savings or a personal loan"), nor
    before a lone noun a verb takes ("see my doctor or a grief counsellor": the asker's own, a particular one)."""
    before, lead = around.prev(b[0]), around.prev(a[0])
    if len(a) < 2 or a[0].low not in POSSESSIVES or before is None or before.low not in ARTICLES:
        return a
    kept = a[1].low == "own" or a[1].low.endswith(("'s", "’s", "s'", "s’")) or (len(a) == 2 and before.low == "the")
    kept = kept or (len(a) == 2 and lead is not None and is_verb(lead))  # "see | my doctor or a counsellor": whose
    return a if kept or (lead is not None and lead.low in PREPOSITIONS) else a[1:]


def _gerund_after_preposition(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """B opening with an -ing word and A holding a preposition and an -ing word ("be better served by |
    repairing it or selling the building"): the preposition leads both gerunds, A starts at its own."""
    if len(b) < 2 or not ing_word(b[0].low) or ing_word(a[0].low):
        return a, b
    at = [k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS and ing_word(a[k + 1].low)]
    return (a[at[-1] + 1 :], b) if at else (a, b)


_OF_WORDS = frozenset({"of", "to", "for", "and"})


def own_preposition(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """B opening with the preposition written before A ("go to the 401k or to a taxable account"):
    each option repeats its own, so A starts at it too (so does a preposition of two words: "because of")."""
    a = complex_preposition_a(a, b)  # "too soft | because of the rennet or because of the milk"
    if len(b) < 2 or b[0].low not in PREPOSITIONS or a[0].low in PREPOSITIONS:
        return a, b
    inside = [k for k, t in enumerate(a) if k and t.low == b[0].low]
    if inside and len(a) - inside[-1] > 1 and b[0].low not in _OF_WORDS:
        return a[inside[-1] :], b  # "go out | via Ryder or via our own fleet": A starts at the same preposition
    lead: list[Token] = []
    tok = around.prev(a[0])
    while tok is not None and tok.low in DETERMINERS and len(lead) < 2:
        lead.insert(0, tok)
        tok = around.prev(tok)
    if tok is None or tok.low != b[0].low:
        return a, b
    return [tok, *lead, *a], b


def own_verb(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A noun phrase A after a verb and its preposition, against a verb phrase B: A keeps the verb."""
    if len(b) < 2 or not _verb_before(a, b[own_adverb(b) :]) or is_verb(a[0], initial=True):
        return a, b
    if any(t.low == "own" for t in b):  # "get | prebuilt or build your own PC": see ``_own_making``
        return a, b
    if (art := around.prev(b[0])) is not None and art.low in ARTICLES:  # "go into | VTI or a | target date fund":
        return a, b  # B's article makes its first word a noun's, no verb
    if not (a[0].capitalized or a[0].low in DETERMINERS or a[0].low[:1].isdigit() or len(a) == 1):
        return a, b  # "choose to | refinish the cabinets": A may be a verb phrase of its own
    prep = around.prev(a[0])
    verb = around.prev(prep) if prep is not None and prep.low in ("to", "into", "onto") else None
    if prep is None or verb is None or not is_verb(verb) or around.opens(prep):  # "Quick question: | to …"
        return a, b
    return [verb, prep, *a], b  # type: ignore[list-item]


def _verb_before(a: list[Token], b: list[Token]) -> bool:
    """Does B open with a verb: a listed one, or a lower-case word before another of A's names
    ("Node 22" / "pin | Node 18"; not "New York" / "upstate | New York", one name modified)?"""
    first, words = b[0], [t.low for t in b[1:]]
    if first.capitalized or first.low in DETERMINERS or (first.low.endswith(("er", "est")) and not is_verb(first)):
        return False
    if is_verb(first) or (len(b) > 2 and b[1].low in _PARTICLES and b[2].low in DETERMINERS):
        return True  # "… or speed up | the existing makefiles": a phrasal verb before its object
    renamed = len(words) == len(a) and words[0] == a[0].low and words != [t.low for t in a]
    return renamed and first.low.isalpha() and first.low not in MODIFIERS | PLAIN_ADJECTIVES and not _adverb(first)


def _adverb(tok: Token) -> bool:
    """An -ly adverb ("jointly", "weekly"), not an adjective or noun spelt like one ("family")."""
    return manner_adverb(tok.low) and tok.low not in _LY_ADJECTIVES and not tok.capitalized


def adverb_pair(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """An object and its adverb against an adverb: A is the adverb; against another adverbial, refused."""
    placed = a[-1].low in _PLACE_ADVERBS and len(b) > 1 and b[0].low in _LEADING_ADVERBS | PREPOSITIONS
    verb_first = len(a) == 2 and is_verb(a[0], initial=True)
    if verb_first and (placed or (_adverb(a[1]) and len(b) > 1 and b[0].low in PREPOSITIONS)):
        return a[1:], b  # "work | remotely or in the office"
    if len(a) >= 2 and not _adverb(a[-2]) and frequency_against_every(a, b):
        return a[-1:], b  # "review the budget | monthly or twice a year": two frequencies, whatever stands before
    if len(a) < 2 or not (_adverb(a[-1]) or placed) or _adverb(a[-2]) or is_verb(a[0], initial=True):
        return a, b
    if (len(b) == 1 and _adverb(b[0])) or placed:
        return a[-1:], b  # "file | my taxes | jointly or separately", "start | seeds | indoors or directly in …"
    if b[0].low in DETERMINERS | {"all", "every", "each", "once", "twice"} and not is_verb(b[0]):
        raise Refusal(f"unclear where the first option starts: an adverb ends it ('{a[-1].text}') and the second "
                      f"is an adverbial ('{b[0].text} …')")
    return a, b


def prepositional_pair(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """A noun and its preposition phrase against an adverb and a preposition phrase: A starts at its
    preposition (the same as B's, else its last); so does any A's against "here" / "there" and the same preposition
    ("convert my rupees | in India or here in Singapore": the verb and its object are both's); an -ly adverb of A's
    own right before that preposition, against B's, opens A ("playing | weekly for 2 hours and fortnightly for 4
    hours")."""
    if len(b) < 3 or b[1].low not in PREPOSITIONS:
        return a, b
    preps = [k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS]
    same = [k for k in preps if a[k].low == b[1].low]
    if b[0].low in _DEICTIC and same:
        return a[same[-1] :], b
    if (b[0].low not in _LEADING_ADVERBS and not _adverb(b[0])) or not preps or a[0].low in PREPOSITIONS | ARTICLES \
            or is_verb(a[0], initial=True) or adverbial(a[0]) or a[0].low == b[0].low:  # "onsite in Boston or
        # remotely …": adverbs both; "just after sunset or just before dawn": each its own "just"
        return a, b
    k = (same or preps)[-1]
    if _adverb(b[0]) and _adverb(a[k - 1]):  # "playing | weekly for 2 hours and fortnightly for 4 hours": A's own
        return a[k - 1 :], b  # adverb against B's
    return a[k:], b


_DEICTIC = frozenset({"here", "there"})
