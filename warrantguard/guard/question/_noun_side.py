"""Option B as a noun phrase: where the second side of a coordinated question ends (see ``_trim``).

:func:`noun_right` walks B's side word by word. At each word one of three things holds: the word
is B's own (:func:`_stays`: "a cabin | up in the mountains", "plain JSON | over HTTP"), B ends
before it (:func:`_cut`: a purpose, a time word, a predicate), or neither and the walk goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from warrantguard.guard.question._b_words import judged_word, off_place, repeated_preposition, shared_day
from warrantguard.guard.question._subject_verb import verb_after
from warrantguard.guard.question.forms import (
    a_words,
    addressed,
    articled_places_b,
    articled_preposition,
    at_home,
    attributive_comparative,
    bare_activity,
    bare_complement_doubt,
    based_compound_doubt,
    based_modifier,
    closed_b,
    closing_both_word,
    common_prefix,
    compared_feature_b,
    complement_comparative,
    gerund_goal_b,
    head_feature,
    held_at,
    infinitive_predicate,
    inside_aside,
    just_first_b,
    kept_with,
    later_of_own,
    later_predicate,
    located_feature,
    lone_verb_phrase,
    manner_adverb_b,
    measured_of,
    moded_against_place,
    model_suffix,
    named_against_bare_place,
    named_comparative,
    named_like_a,
    named_on_place,
    named_source_doubt,
    near_to,
    no_object,
    object_particle,
    once_participle,
    open_compound,
    opposed_phrase,
    ordinal_first,
    own_clause,
    own_field,
    own_ing,
    own_modifier,
    own_places,
    own_price,
    own_role,
    own_tail,
    participle_phrase,
    particled_participle,
    particled_to,
    phrased_verb_b,
    place_of_both,
    plural_participle,
    predicate_index,
    prep_twin_b,
    priced_alike,
    priced_purpose,
    recipient_closing,
    relative_one_predicate,
    relative_participle_b,
    relative_tail,
    repeated_lead_doubt,
    resumed_object,
    second_phrase,
    shared_gerund,
    sourced_price,
    suffixed_adjective,
    the_named_for,
    tiered_for_name,
    timed_degree,
    undegreed,
    verb_right,
    waited_for,
    wh_question_at,
    with_before_for_b,
)
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    ARTICLES,
    BOUND_VERBS,
    COMPARATIVES,
    COPULAS,
    CUT_WORDS,
    DETERMINERS,
    IN_AND_OUT,
    OWN_TIMES,
    PREPOSITIONS,
    RELATIONAL,
    RELATIVES,
    SENTENCE_ADVERBS,
    TIME_UNITS,
    TIME_WORDS,
    WHOLE_AMOUNTS,
    Refusal,
    Token,
    article_time,
    articled,
    articled_pair,
    bare_pair,
    ing_compound,
    ing_word,
    is_verb,
    own_frequency,
    participle,
    phrase_text,
    unlisted_comparative,
    without_adverbs,
)

__all__ = ["noun_right"]

_TIME_MODIFIERS = frozenset({"this", "next", "last", "every", "each", "senior", "junior", "freshman",
                             "sophomore", "final"})


def noun_right(a_toks: list[Token], right: list[Token], predicate: bool, verbal: bool = False) -> list[Token]:
    """Option B as a noun phrase, ending before a predicate, a context or purpose ("… | for a new app") or a time."""
    right = undegreed(timed_degree(right) if verbal else right, a_toks)  # "… | more in January": both subjects'
    verbal = verbal and not (right[0].low in PREPOSITIONS and any(
        t.low == right[0].low and a_toks[k - 1].low in COMPARATIVES for k, t in enumerate(a_toks[1:], 1)))  # "…
    # rebloom better with bark or | with moss": the verb and its comparative before the two phrases, none after
    verb = verb_after(right, a_toks) if verbal else None
    pred = _predicate(right, a_toks, predicate)
    pred = None if pred == 1 and right[0].low in ("just", "only", "simply") else pred  # "… or just | a good alarm"
    pred = later_predicate(a_toks, right, pred)  # "… | two hours later": B's own, or the span shared
    if verb and (pred is None or verb < pred):  # "… or remote work | keeps staff happier"
        return articled(without_adverbs(right[:verb]))  # all before the verb is the subject ("… | usually works")
    if len(a_toks) == 1 and len(right) > 1 and shared_gerund(a_toks, right, pred):
        return right[:1]  # "stretch before or after running", "renting vs buying a home"
    if bare_activity(a_toks, right):
        return right[:1]  # "crochet or knitting | for someone with arthritis": the context of both
    if own_ing(right) and not ing_compound(a_toks, right):  # "… or (just) | going to the gym …"
        # "… or going straight to university be better"; else it runs to the predicate ("… | better")
        return without_adverbs(right[:pred]) if predicate and pred is not None else verb_right(a_toks, right, False)
    scan = _Scan.of(a_toks, right, predicate, verbal, pred)
    for k in range(1, len(right)):
        if pred is not None and (k == pred or (predicate and k > pred)):
            return articled(without_adverbs(right[:pred]))  # "Prolia | generally the safer choice"
        if wh_question_at([t.low for t in right[k : k + 3]]):
            return articled(right[:k])  # "creatine vs HCL | which one should i get": a question of its own
        if right[k].low == "what" and k > 1 and predicate and (pred is None or pred > k):
            return articled(right[:k])  # "Is melatonin or a white noise machine | what most doctors recommend"
        if right[k].low in RELATIVES:
            if predicate and pred is not None and pred > k:  # "a doctor who does X | better for …"
                return articled(without_adverbs(right[:pred]))
            break
        if _stays(scan, k):
            continue
        cut = _cut(scan, k)
        if cut is not None:
            return cut
    return _whole(right, a_toks, predicate and not verbal and pred is None)


@dataclass(frozen=True)
class _Scan:
    """What the word rules of :func:`noun_right` read of the two sides."""

    a: list[Token]  # option A
    right: list[Token]  # B's side of the "or"
    predicate: bool  # asked "Is A or B …": a predicate follows the options
    verbal: bool  # the options are subjects of a verb
    pred: int | None  # where the predicate starts in ``right``
    head: int  # 1 when B opens with a determiner
    shared: int  # words B repeats of A's start ("hotels | near …" / "hotels | in …")
    again: bool  # B writes A's head again
    modified_head: bool  # … and A's rest is a phrase after that head ("a cabin | near the lake")
    a_words: frozenset[str]

    @classmethod
    def of(cls, a: list[Token], right: list[Token], predicate: bool, verbal: bool, pred: int | None) -> _Scan:
        """Read the two sides once."""
        head = 1 if len(right) > 2 and right[0].low in DETERMINERS else 0
        again = right[head].low == articled(a)[0].low and len(a) > 1  # the head written again
        shared = common_prefix(articled(a), right[head:]) if again else 1  # "a lateral move | to …"
        a_rest = articled(a)[shared:]
        modified_head = again and right[head].low not in PREPOSITIONS and bool(a_rest) and (
            a_rest[0].low in PREPOSITIONS or a_rest[0].low.endswith("ed"))  # "a cabin | near the lake"
        return cls(a, right, predicate, verbal, pred, head, shared, again, modified_head, a_words(a, right))


def _stays(s: _Scan, k: int) -> bool:
    """Is word ``k`` of B's side still B's own (the walk goes on)?"""
    right, w, n = s.right, s.right[k].low, len(s.right)
    if (s.again and k == s.head + s.shared) or (right[k - 1].low in ("one", "ones") and _one_opens(right, k - 1)):
        return True  # "(only) the one(s) | with lower mileage": the pronoun's modifier is the option's content
    if s.modified_head and k > s.head + s.shared and w not in _PURPOSE:
        return True  # "a cabin | up in the mountains", "a gas grill | built into the outdoor kitchen": B's own
    if near_to(s.a, right, k, s.modified_head and k > s.head + s.shared) or opposed_phrase(s.a, right, k, s.head):
        return True  # "a storage tank on the hill or a storage tank next | to the plant", "… | without one",
        # "a 20% down payment or a 10% down payment | with PMI": B's own feature
    if model_suffix(right, k) or based_modifier(s.a, right, k):
        return True  # "Pentair IntelliFlo vs Hayward TriStar | VS": the model's suffix, no coordinator; "water | based"
    if participle_phrase(s.a, right, k) or articled_preposition(right, k) or plural_participle(right, k):
        return True  # "in the first welcome email or saved | for email 3": the participle's own phrase; "the | over"
    if len(right) > 2 and right[0].low in _CLAUSE_OPENERS and right[1].low in _SUBJECTS and w in PREPOSITIONS:
        return True  # "… or | if you taper over two weeks": B a clause of its own, its phrase its own
    if k == 1 and right[0].low in WHOLE_AMOUNTS and w in PREPOSITIONS:
        return True  # "in stages or all | at the end": a bare "all" is nothing without its phrase
    if (w.rstrip("?.!,") == "once" and right[k - 1].low == "at") or once_participle(right, k) \
            or relative_participle_b(right, k):
        return True  # "… or all at | once": the idiom, not "once" opening a clause; "first cousin | once removed"
    if own_clause(right, k) or lone_verb_phrase(s.a, right, k) or resumed_object(right, k):
        return True  # "… or wait | in the queue": a lone verb's phrase; "hourly only | when they need me", "stay
        # home and wait | for pings", "the part i use | for …", "buy a boat and learn | on it"
    if (k == 1 and (right[0].low, w) in BOUND_VERBS) or waited_for(right, k) or addressed(s.a, right, k):
        return True  # "Ring Road or | stick to the south coast": a verb nothing without its phrase; "… or wait for
        # AWS to recover"; "… or a private note | to affected customers": whom B's message is to
    if w in PREPOSITIONS and no_object(right, k) and is_verb(right[k - 1]) and right[k - 1].low not in s.a_words:
        return True  # "French press or pour over | for …": a particle with no object after it is B's own
    if object_particle(right, k):
        return True  # "… or leave the mint flecks | in?": the verb's particle after its object
    if w == "over" and k + 1 < n and right[k + 1].low.rstrip("?.!,") in _CARRIERS:
        return True  # "plain JSON | over HTTP": what it is carried over
    if w in ("in", "at") and (own_field(right, k) or held_at(right, k)):
        return True  # "a master's | in data science", "my 6 years | in logistics": what the head is of; "the new job |
        # at Shopify": where the post is held
    if w in ("for", "on") and right[k - 1].low in RELATIONAL and not (k + 1 < n and right[k + 1].low == "the"):
        return True  # "subsidies for clean energy", "a ban on junk-food ads" (not "… credit | for the order")
    if kept_with(right, k, verbal=any(is_verb(t) for t in right[:2])):
        return True  # "… or just play casual | with the boys", "… a 2 bedroom for $1900 split | with a friend"
    if w == "with" and (any(t.low in OWN_TIMES for t in s.a) or with_before_for_b(right, k)):
        return True  # "Surgery now or wait-and-see | with meds": A has its time, B its own; "… | with a partner for …"
    if at_home(s.a, right, k) or priced_alike(s.a, right, k) or own_price(s.a, right, k) or own_role(s.a, right, k):
        return True  # "restaurant or party | at home": A is a place itself; "a 3-bed | in the suburbs for $2,100";
        # "from India or after landing | as a PR": the gerund's role
    if own_places(s.a, right, k) or own_modifier(s.a, right, k) or own_tail(s.a, right, k) \
            or located_feature(s.a, right, k) or articled_places_b(s.a, right, k):
        return True  # "classes at the gemeente or a summer course | in Utrecht": each option's own place; "the
        # contract from Zscaler or the 1-year | with an opt-out": B's own against A's own
    if particled_to(s.a, right, k) or gerund_goal_b(s.a, right, k) or just_first_b(right, k):
        return True  # "… or filter down | to the security channel": the phrasal verb's own "to"; "… keep pushing | to
        # the anchor"; "… or just get mileage | first"
    if phrased_verb_b(s.a, right, k) or compared_feature_b(right, k):
        return True  # "TDIU at 60% or push | for a 100% rating": B's verb's own phrase, parallel to A's; "the newer
        # 2024 model | with the PWRview": what sets B apart
    if moded_against_place(s.a, right, k) or named_on_place(s.a, right, k):
        return True  # "WGU online or the community college | in person": A's own mode against B's place; "the house on
        # Hickam or the townhouse | in Ewa Beach": each its own named place
    return w in _PLACE_PREPS and any(t.low in _PLACE_ADVERBS - IN_AND_OUT for t in s.a[1:]) | (
        s.a[-1].low in _PLACE_ADVERBS)  # "a condo downtown (for $2,400) or a townhouse | in the suburbs"


_CLAUSE_OPENERS = frozenset({"if", "when", "once", "unless"})
_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she", "it"})


def _cut(s: _Scan, k: int) -> list[Token] | None:
    """B when it ends before word ``k``; None when the walk goes on. Refuses a cut that may split a name."""
    right, w, n, pred = s.right, s.right[k].low, len(s.right), s.pred
    if (named := named_like_a(s.a, right, k)) is not None:
        return named  # "habitat for humanity vs meals on wheels | for …": a name of A's shape
    if (twin := prep_twin_b(s.a, right)) is not None:
        return twin  # "on post or off post | housing at Fort Cavazos": the head and its place both's
    if measured_of(s.a, right, k) or second_phrase(s.a, right, k) or manner_adverb_b(right, k):
        return articled(right[:k])  # "1 litre or 2 litres | of water a day": what both amounts are of; "in Polish or
        # in English | in Poland": B's second phrase of A's one preposition is the place or time of both; "… or the
        # coroner | directly": the verb's adverb
    if s.predicate and pred is None and k > s.head and w in ARTICLES and right[k - 1].low.isalpha() \
            and right[k - 1].low not in PREPOSITIONS | {"of"} and not is_verb(right[k - 1]):
        return articled(right[:k])  # "Is paying rent early or late | a problem?", "… | the test"; not "… at the end
        # of | the month": the "of" phrase's own article
    if own_frequency(s.a, right, k):
        return None  # "to 80% daily or to 100% | once a week": B's frequency against A's
    if (w in ("to", "per") or not (s.predicate and pred is not None)) and (w in CUT_WORDS or off_place(right, k)) \
            and (w not in s.a_words or priced_purpose(s.a, right, k) or repeated_preposition(s.a, right, k)) \
            and right[s.head].low not in ("one", "ones") \
            and not (recipient_closing(right, k) or head_feature(s.a, right, k) or relative_tail(right, k)
                     or inside_aside(s.a, right, k) or sourced_price(right, k)):  # "… or a multifocal lens ($3,200
        # | per eye)": inside B's aside; "… off Marketplace | for $90": the seller's price
        return _cut_at_word(s, k)  # "… or hand it | to me": B's; "one | closer to home" keeps what tells it apart
    if (closed := closed_b(s.a, right, k)) is not None:
        return articled(closed)  # "chatbot first vs human first | routing", "Technical Support | and reply with …"
    every = w in _TIME_MODIFIERS and w not in s.a_words  # not "$500 every month or $1500 | every quarter": B's own
    closing = w == "overnight" and k == n - 1  # "set the heating high or low | overnight": both's (not "overnight bus")
    timed = (w in TIME_WORDS or closing) and right[k - 1].low not in DETERMINERS | PREPOSITIONS and not (
        w == "first" and right[0].low in PREPOSITIONS and ing_word(right[1].low))  # not "at first", "by asking | first"
    timed = timed and not (right[k].capitalized and right[k - 1].capitalized) and not ordinal_first(right, k)  # "Share
    # Now": a name's word, no time; "a half first | cousin": an ordinal
    timed = (timed and not later_of_own(s.a, right, k)) or article_time(right, k, s.head)  # "… | an hour later"
    if timed or (every and k + 1 < n and right[k + 1].low in TIME_UNITS) or closing_both_word(right, k):
        return articled(right[: k - (right[k - 1].low in ("of", "and"))])  # "in June | of junior year", "… | and then"
    if s.predicate and (w in COPULAS or (s.verbal and is_verb(right[k]) and w not in AMBIGUOUS
                                         and right[k - 1].low not in DETERMINERS)):
        return articled(right[:k])
    if s.predicate and pred is None and judged_word(right, k):
        return articled(right[:k])  # "Is aspirin or paracetamol | OK for a headache?"
    if s.predicate and ((w in SENTENCE_ADVERBS and not right[k].capitalized) or participle(right, k, s.verbal)):
        return articled(right[:k])  # "insulin | usually tried first", "bypass surgery | recommended for"
    return None


def _cut_at_word(s: _Scan, k: int) -> list[Token]:
    """B before a cut word ("… | for a new backend service"), unless the cut may split a name (capitalised as written:
    not a day typed in lower case, "… or the zoo | on saturday")."""
    a, right, w = s.a, s.right, s.right[k].low
    if doubt := named_against_bare_place(a, right, k) or tiered_for_name(right, k) or based_compound_doubt(right, k) \
            or bare_complement_doubt(right, k) or the_named_for(right, k) or named_source_doubt(right, k) \
            or repeated_lead_doubt(a, right, k):
        # "Navy housing or rent | in Chula Vista": B's, or both's? "Mimecast or Defender | for Office 365 P2": B's
        # name, or both's platform? "Liveaboard vs land | based in Komodo": a compound, or where B is? "the oil
        # paintings or the works | on paper": one name, or a setting of both?
        raise Refusal(doubt)
    if w in ("in", "on", "at") and k + 1 < len(right) and right[k + 1].text[:1].isupper() \
            and not shared_day(a, right, k + 1) and not (
            w == "in" and (bare_pair(a, right) or articled_pair(a, right, k))) and not place_of_both(a, right, k) \
            and not (2 < k <= len(a) and a[-k].low in ARTICLES and right[0].low in ARTICLES
                     and a[-1].low == right[k - 1].low):  # "the north ramp or the south
        # ramp | on Table Rock": a head both name again, the place of both
        raise Refusal(f"unclear whether '{phrase_text(right[k:])}' belongs to the second option or to both")
    if w == "with" and k + 1 < len(right) and (right[k - 1].capitalized or (
            a[-1].capitalized and right[0].low not in DETERMINERS | PREPOSITIONS)) \
            and right[k + 1].capitalized:  # "the Chromecast | with Google TV": one product's name, or a name and what
        # it comes with? "£249 Merlin Discovery Pass or 2-for-1 vouchers | with Tesco Clubcard": B's means, or both's?
        raise Refusal(f"unclear whether '{phrase_text(right[k:])}' is part of the second option's name")
    if k == len(right) - 1 and w in ("before", "after", "since"):  # "the contractor we've used | before"
        return articled(right)  # an adverb closing B's own clause: no object after it
    if k == 2 and right[0].low in ("just", "simply") and is_verb(right[1]) and not s.predicate and not is_verb(s.a[0]):
        return right  # "planting dates or just go | by the soil thermometer": a verb phrase B keeps its phrase
    if k > 3 and not s.predicate and is_verb(right[0]) and right[0].low not in AMBIGUOUS and right[1].low == "and" \
            and is_verb(right[2]):  # "… or wait and test it | in store first": two verbs joined, B's phrase
        return right
    if w == "with" and k == 2 and right[0].low in ("a", "an") and k + 2 < len(right) and right[3].low in ("a", "an"):
        # "a standby generator or a portable | with a transfer switch": a one-word B's feature, or both options'?
        raise Refusal(f"unclear whether '{phrase_text(right[k:])}' is a feature of the second option or of both")
    if w == "with" and k > 2 and right[0].low in ("a", "an") and right[k - 1].capitalized and k + 3 == len(right) \
            and right[k + 1].low in ("a", "an"):  # "… or a new Sprog | with a tablet": a named B's own kit, or both's?
        raise Refusal(f"unclear whether '{phrase_text(right[k:])}' is a feature of the second option or of both")
    if k == s.head + 1 and _bare_verb(right[s.head :], 1) and not (len(s.a) == 1 and is_verb(s.a[0])):  # "plug | in
        # hybrid", "a walk | in run"
        raise Refusal(f"'{phrase_text(right)}' may be one name: cut, the second option is a verb alone")
    return articled(right[: open_compound(right, k) or k - particled_participle(right, k, s.head)])  # "a carer | …"


_PLACE_PREPS = frozenset({"in", "near", "by", "outside", "on", "at"})
_PLACE_ADVERBS = IN_AND_OUT | frozenset({"downtown", "uptown", "nearby", "locally", "abroad", "overseas", "upstate",
                                         "downstate", "offshore"})
_CARRIERS = frozenset({"http", "https", "tcp", "udp", "ssh", "tls", "ssl", "sse", "quic", "ip", "vpn", "wifi",
                       "wi-fi", "usb", "bluetooth", "lte", "5g", "grpc", "websockets", "mqtt", "amqp"})


def _bare_verb(right: list[Token], k: int) -> bool:
    """Is B one lower-case verb before "in" / "on" and one bare word (no time) closing B ("plug | in hybrid", "print
    | on demand")? Cut there against an A that is no lone verb ("run or swim"), a name may lose its end."""
    if right[k].low not in ("in", "on") or right[0].capitalized or not is_verb(right[0]):
        return False
    end = k + 2 == len(right) or (k + 2 < len(right) and right[k + 2].low in CUT_WORDS)
    nxt = right[k + 1] if k + 1 < len(right) else None
    return end and nxt is not None and nxt.low.isalpha() and not nxt.capitalized and nxt.low not in DETERMINERS \
        and nxt.low not in TIME_WORDS | TIME_UNITS  # not "train | in summer"


def _one_opens(right: list[Token], k: int) -> bool:
    """Is "one(s)" at ``k`` B's head after only determiners and a focus adverb ("just the one | by the window")?"""
    return all(t.low in DETERMINERS or t.low in ("only", "just") for t in right[:k])


def _whole(right: list[Token], a_toks: list[Token], unplaced: bool) -> list[Token]:
    """B as all of its side; but after "Is A or B" with no predicate found (``unplaced``) a B
    longer than A holds the predicate ("Is a Vitamix or a Blendtec blender louder?"): refused."""
    if unplaced and len(articled(right)) > len(articled(a_toks)):
        raise Refusal(f"no predicate after the options: it may be inside '{phrase_text(right)}'")
    return articled(right)


def _predicate(right: list[Token], a_toks: list[Token], predicate: bool) -> int | None:
    """:func:`predicate_index`, or after "Is A or B" an unlisted comparative ("… | gentler on …")."""
    pred = relative_one_predicate(right) if predicate else None  # "… or tea | the one most people drink"
    pred = predicate_index(right) if pred is None else pred
    pred = None if not predicate and attributive_comparative(right, pred, a_toks) else pred  # "… | larger runners"
    if predicate and pred is None:
        pred = next((k for k in range(1, len(right)) if unlisted_comparative(right, k, len(articled(a_toks)))
                     or named_comparative(right, k, a_toks) or suffixed_adjective(right, k)), None)  # "… or Clairol
        # Natural Instincts | gentler on", "… or the local museum | responsible for"
        pred = infinitive_predicate(right) if pred is None else pred  # "… or the 100% limit | the one to stick to"
    if pred is None and len(right) > 2 and complement_comparative(right[-2], right[-1]):
        pred = len(right) - 1  # "find Italian or Carniolan bees | calmer": the object's complement closes B
    return pred


_PURPOSE = frozenset({"for", "to", "so", "because", "if", "when", "while", "since", "than", "unless", "given"})
