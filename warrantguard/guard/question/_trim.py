"""Trimming the two sides of a coordinated question down to its options (see ``_options``)."""

from __future__ import annotations

from warrantguard.guard.question.forms import (
    asked_better_off,
    better_off,
    no_object,
    own_ing,
    predicate_index,
    shared_gerund,
    verb_right,
)
from warrantguard.guard.question.words import (
    ADVERBS,
    AMBIGUOUS,
    AUX,
    BOUND_VERBS,
    COMPARATIVES,
    COPULA_LEADS,
    COPULAS,
    CUT_WORDS,
    DEGREE,
    DETERMINERS,
    MENTAL_VERBS,
    OWN_TIMES,
    PARTICLES,
    POSSESSIVES,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    RELATIONAL,
    RELATIVES,
    SENTENCE_ADVERBS,
    TIME_UNITS,
    TIME_WORDS,
    WH,
    Refusal,
    Token,
    articled,
    articled_pair,
    bare_pair,
    finite_verb,
    ing_word,
    is_verb,
    manner_adverb,
    participle,
    phrase_text,
    plural_verb,
    predicate_start,
    subject_aux,
    unlisted_comparative,
    without_adverbs,
)

__all__ = ["SUBJECT_PRONOUNS", "noun_right", "predicate_index", "strip_lead"]


_DISCOURSE = frozenset({"so", "ok", "okay", "well", "and", "but", "honestly", "hey", "also", "now", "lol", "omg", "um",
                        "uh", "hmm", "ugh", "yo", "pls", "please", "guys", "seriously"})
_IF_AFTER = frozenset({"wonder", "wondering", "sure", "know", "decide", "deciding", "unsure", "ask", "asking",
                       "me", "us", "tell", "see", "idk", "dunno", "wondered", "curious", "out"})
_TIME_MODIFIERS = frozenset({"this", "next", "last", "every", "each", "senior", "junior", "freshman",
                             "sophomore", "final"})
SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "they", "he", "she", "it"})
_PERFECT = frozenset({"has", "have", "had", "hasn't", "haven't", "hadn't", "hasn\u2019t", "haven\u2019t"})
_LEAD_BOUND = 6  # tokens searched for the verb after an auxiliary's subject


def _gerund(tok: Token) -> bool:
    return ing_word(tok.low) and not tok.capitalized


def strip_lead(toks: list[Token], after_separator: bool, gerund_b: bool = False) -> tuple[str, bool, int]:
    """Skip the question lead-in of the left side.

    Returns ``(subject, expects_verb, start)``: ``subject`` is set when the options are the
    subject of what follows: ``"copula"`` after a leading copula ("Is tea or coffee healthier"),
    ``"verb"`` when a verb follows them ("whether cats or dogs are", "Does X or Y scale");
    ``expects_verb`` when a verb phrase is expected ("Should we …", "Is it better to …"); ``start``
    the index where option A begins. ``gerund_b``: option B opens with an -ing word, so one opening
    the left side is A's ("looking at screens or | reading …"), not a lead-in.
    """
    n = len(toks)

    def w(k: int) -> str:
        return toks[k].low if k < n else ""

    i, whether = 0, False
    while w(i) in _DISCOURSE and i < n - 1:
        i += 1
    marks = [k for k in range(i, n) if w(k) == "whether" or (w(k) == "if" and k > 0 and w(k - 1) in _IF_AFTER)]
    if marks:  # the last one, nearest the options: "if you could help me figure out | whether to …"
        i, whether = marks[-1] + 1, True  # "whether cats or dogs are better": the options are the subject
        lead = _after_whether(toks, i)
        if lead is not None:
            return lead
    off = asked_better_off(toks, i)
    if off is not None:  # "Am I better off | renting or buying …"
        return "", False, off
    if w(i) in SUBJECT_PRONOUNS and w(i + 1) in AUX:
        return "", True, i + 2
    other = _other_lead(toks, i, gerund_b)
    if other is not None:
        return other
    if w(i) in WH:
        raise Refusal(f"it is an open question ('{w(i)} …') with no two options set off")
    if w(i) in AUX:
        return _after_aux(toks, i + 1)
    if w(i) in COPULA_LEADS:
        if w(i + 1) == "it":
            return _after_it(toks, i + 2)
        return "copula", False, i + 1
    return ("verb" if whether else ""), False, i


def _after_whether(toks: list[Token], i: int) -> tuple[str, bool, int] | None:
    """After "whether" / "if" at ``toks[i - 1]``: a verb phrase after "to" or a short subject and its
    modal ("whether my daughter should | take …") or its "want / need to" ("whether I want to | …");
    after "it's" as after "is it" ("if it's smarter to | …"); the options as a subject after "you think";
    after "I'm / we're better off (with)" as after "go with" ("whether I'm better off with | a Roth or …")."""
    low = [t.low.replace("\u2019", "'") for t in toks[i : i + 3]] + ["", "", ""]
    verb = i + 1 if low[0] == "to" else subject_aux(toks, i)
    if verb is None and low[0] in PRONOUNS and low[1] in _WANTING and low[2] == "to":
        verb = i + 3
    if verb is None and low[0].endswith("'d") and low[0][:-2] in PRONOUNS:  # "whether you'd | recommend …"
        verb = i + 1 + (low[1] in ADVERBS)  # "whether we'd rather | rent …"
    if verb is not None:
        return "", True, verb
    it_is = 1 if low[0] == "it's" else 2 if low[0] == "it" and low[1] in ("is", "was") else 0  # "whether it is …"
    if it_is and any(t.low == "to" for t in toks[i + it_is : i + 2 * it_is + 1]):  # "… preferable to | take …"
        return _after_it(toks, i + it_is)
    if low[0] in PRONOUNS and low[1] in MENTAL_VERBS:  # "if you think | Kyoto or Osaka is …"
        return "verb", False, i + 2
    if low[0] in SUBJECT_PRONOUNS and i + 2 < len(toks) and is_verb(toks[i + 1]):  # "whether we | go with …"
        return "", True, i + 1
    off = better_off(toks, i + 1) if low[0] in _SUBJECT_BE else None  # "whether I'm | better off …"
    return None if off is None else ("", False, off)


_WANTING = frozenset({"want", "need", "plan", "ought", "prefer", "wanted", "needed", "planned", "have"})
_SUBJECT_BE = frozenset({"i'm", "we're", "you're", "they're"})
_PROGRESSIVE = _SUBJECT_BE | frozenset({"i've", "we've", "they've"})
# "(I'm) thinking about | Flutter or …": a progressive lead-in with its subject dropped.
_DELIBERATING = frozenset({"thinking", "considering", "debating", "weighing", "eyeing", "leaning", "looking"})


def _other_lead(toks: list[Token], i: int, gerund_b: bool) -> tuple[str, bool, int] | None:
    """Lead-ins of other shapes: "Why not (just) …", "Let me …" (a verb phrase follows), "Has … done"
    (the options are its subject), "We're (currently) evaluating …" (its object follows)."""
    low = [t.low.replace("\u2019", "'") for t in toks[i : i + _LEAD_BOUND]] + ["", ""]
    if low[0] == "let" and low[1] in ("me", "us"):  # "Let me pick …": a verb phrase follows
        return "", True, i + 2
    if low[0] == "let's":
        return "", True, i + 1
    if low[0] in COMPARATIVES and low[1] == "to":  # "better to | lease or finance a car"
        return "", True, i + 2
    if low[0] == "why" and low[1] == "not":
        k = 2 + (low[2] in ADVERBS)
        return "", True, i + k
    if low[0] in _PERFECT and low[1] in PRONOUNS:
        raise Refusal(f"it asks whether something was done ('{low[0]} {low[1]} …'), not which to choose")
    if low[0] in _PERFECT and low[1]:  # "Has rent control or … done more"
        return "verb", False, i + 1
    if low[0] in _DELIBERATING and low[1]:  # "thinking about | Flutter or …", "debating | Flutter or …"
        return _deliberating(low, i, gerund_b)
    if low[0] in _PROGRESSIVE:
        k = 1 + (low[1] == "been")
        k += low[k] in ADVERBS or manner_adverb(low[k])
        if len(low[k]) > 5 and low[k].endswith("ing") and low[k].isalpha() and low[k + 1] not in PRONOUNS:
            return "", False, i + k + 1 + (low[k + 1] in PARTICLES)
    return None


def _deliberating(low: list[str], i: int, gerund_b: bool) -> tuple[str, bool, int] | None:
    """After "thinking about" (no subject) option A begins; but before a B opening with an -ing word
    the -ing word may be A's own ("looking at screens or | reading …"): refused after a particle
    ("thinking about the past or | planning …"), except after "looking", whose A it stays."""
    particle = low[1] in PARTICLES or low[1] == "of"
    if not gerund_b:
        return "", False, i + 1 + particle
    if particle and low[0] != "looking":
        raise Refusal(f"unclear whether '{low[0]} {low[1]}' leads in or starts the first option")
    return None


def _after_aux(toks: list[Token], i: int) -> tuple[str, bool, int]:
    n = len(toks)
    low = [t.low for t in toks] + [""]
    if low[i] in PRONOUNS:
        i += 1
        if low[i - 1] == "it" and (low[i] == "be" or "to" in low[i : i + _LEAD_BOUND]):
            return _after_it(toks, i)  # "would it be better to", "wouldn't it make more sense to"
    else:
        verb = next((k for k in range(i, min(n, i + _LEAD_BOUND))
                     if is_verb(toks[k]) and low[k - 1] not in DETERMINERS and low[k - 1] not in PREPS), None)
        be = next((k for k in range(i + 1, min(n - 1, i + _LEAD_BOUND)) if low[k] == "be" and low[k + 1] not in PREPS),
                  None)  # not "be | at my place or yours": whether the preposition is shared is unclear
        subject_noun = verb is not None and low[verb] in AMBIGUOUS and low[verb - 1] not in PRONOUNS  # "remote work"
        if be is not None and (verb is None or verb > be or subject_noun or (low[i] in DETERMINERS and verb + 1 == be)):
            return "", True, be  # "Should this be | a cron job or …", "Should our next hire | be …"
        if verb is None or verb == i or _gerund(toks[i]):
            return "verb", False, i  # "Would a recruiter or a job board get us …", "Do bike lanes … prevent"
        i = verb
    return _after_lead_verb(toks, low, i)


def _after_lead_verb(toks: list[Token], low: list[str], i: int) -> tuple[str, bool, int]:
    """After "Would you" / "Do you": an adverb, "mind", "suggest we" or "think (that)" before the options."""
    while low[i] in ADVERBS or manner_adverb(low[i]):  # "Would you kindly recommend …"
        i += 1
    if low[i] == "mind" and low[i + 1].endswith("ing"):  # "Would you mind recommending …"
        i += 1
    told = i + 1 + (low[i + 1] == "that")
    if low[i] in ("suggest", "recommend", "propose") and low[told] in SUBJECT_PRONOUNS - {"you", "it"}:
        return "", True, told + 1  # "Would you suggest (that) we | sand the floors or …": a verb phrase follows
    if low[i] in MENTAL_VERBS:
        i += 1 + (low[i + 1] == "that")
        if low[i] in PRONOUNS and low[i + 1] in AUX:
            return "", True, i + 2
        if low[i].replace("\u2019", "'") in ("it's", "it") and "to" in low[i + 1 : i + _LEAD_BOUND]:
            return _after_it(toks, i + 1)  # "Do you think it's wiser to | negotiate …"
        return "verb", False, i  # "Do you think the iPhone 15 or the Pixel 8 has …"
    return "", True, i


def _after_it(toks: list[Token], i: int) -> tuple[str, bool, int]:
    """After "is it" / "would it be": "better to …", "more important to consider …", "worth …"."""
    for k in range(i, min(len(toks), i + _LEAD_BOUND)):
        if toks[k].low == "to":
            return "", True, k + 1
        if toks[k].low == "worth":
            return "", False, k + 1
    raise Refusal("the options could not be separated from the lead-in ('is it …')")


def noun_right(a_toks: list[Token], right: list[Token], predicate: bool, verbal: bool = False) -> list[Token]:
    """Option B as a noun phrase: it ends before an evaluative predicate ("… the better first
    step"), a trailing context or purpose ("… for a new backend service") or a time word."""
    right = _undegreed(right)
    verb = _verb_after(right) if verbal else None
    pred = _predicate(right, a_toks, predicate)
    if verb and (pred is None or verb < pred):  # "… or remote work | keeps staff happier"
        return articled(without_adverbs(right[:verb]))  # all before the verb is the subject ("… | usually works")
    n = len(right)
    if len(a_toks) == 1 and n > 1 and shared_gerund(a_toks, right, pred):
        return right[:1]  # "stretch before or after running", "renting vs buying a home"
    gerund = own_ing(right) and not _ing_compound(a_toks, right)  # "… or (just) | going to the gym …"
    if gerund:  # "… or going straight to university be better"; else it runs to the predicate ("… | better")
        return without_adverbs(right[:pred]) if predicate and pred is not None else verb_right(a_toks, right, False)
    a_words = {t.low for t in a_toks}
    # the head written again: "hotels near the airport or hotels | in the city center"
    head = 1 if n > 2 and right[0].low in DETERMINERS else 0
    again = right[head].low == articled(a_toks)[0].low and len(a_toks) > 1
    shared = _common_prefix(articled(a_toks), right[head:]) if again else 1  # "a lateral move | to …"
    a_rest = articled(a_toks)[shared:]
    modified_head = again and right[head].low not in PREPOSITIONS and bool(a_rest) and (
        a_rest[0].low in PREPOSITIONS or a_rest[0].low.endswith("ed"))  # "a cabin | near the lake or a cabin | up in …"
    for k in range(1, n):
        w = right[k].low
        if pred is not None and (k == pred or (predicate and k > pred)):
            return articled(without_adverbs(right[:pred]))  # "Prolia | generally the safer choice"
        if w in RELATIVES:
            if predicate and pred is not None and pred > k:  # "a doctor who does X | better for …"
                return articled(without_adverbs(right[:pred]))
            break
        if (again and k == head + shared) or (right[k - 1].low in ("one", "ones") and k == head + 1):
            continue  # "the one | with lower mileage": the pronoun's modifier is the option's content
        if modified_head and k > head + shared and w not in _PURPOSE:
            continue  # "a cabin | up in the mountains", "a gas grill | built into the outdoor kitchen": B's own
        if w in ("with", "without") and _restated_head(articled(a_toks), right[head:k]):
            continue  # "a 20% down payment or a 10% down payment | with PMI": B's own feature
        if k == 1 and (right[0].low, w) in BOUND_VERBS:
            continue  # "Ring Road or | stick to the south coast": a verb that is nothing without its phrase
        if w in PREPOSITIONS and no_object(right, k) and is_verb(right[k - 1]) and right[k - 1].low not in a_words:
            continue  # "French press or pour over | for …": a particle with no object after it is B's own
        if w == "over" and k + 1 < n and right[k + 1].low.rstrip("?.!,") in _CARRIERS:
            continue  # "plain JSON | over HTTP": what it is carried over
        if w in ("in", "at") and _own_field(right, k):
            continue  # "a master's | in data science", "my 6 years | in logistics": what the head is of
        if w in ("for", "on") and right[k - 1].low in RELATIONAL and not (k + 1 < n and right[k + 1].low == "the"):
            continue  # "subsidies for clean energy", "a ban on junk-food ads" (not "… credit | for the order")
        if predicate and pred is None and k > head and w in ("a", "an") and right[k - 1].low.isalpha() \
                and right[k - 1].low not in PREPOSITIONS and not is_verb(right[k - 1]):
            return articled(right[:k])  # "Is paying rent early or late | a problem?": the predicate noun
        if w == "with" and any(t.low in OWN_TIMES for t in a_toks):
            continue  # "Surgery now or wait-and-see | with meds": A has its time, B its own phrase
        if w in _PLACE_PREPS and a_toks[-1].low in _PLACE_ADVERBS:
            continue  # "a condo downtown or a townhouse | in the suburbs": A has a place, B its own
        if (w in ("to", "per") or not (predicate and pred is not None)) and w in CUT_WORDS and w not in a_words \
                and right[head].low not in ("one", "ones"):  # "one | closer to home" keeps what tells it apart
            if w in ("in", "on", "at") and k + 1 < n and right[k + 1].capitalized and not (
                    w == "in" and (bare_pair(a_toks, right) or articled_pair(a_toks, right, k))):
                phrase = " ".join(t.text for t in right[k:]).rstrip("?.!")
                raise Refusal(f"unclear whether '{phrase}' belongs to the second option or to both")
            if k == 1 and _bare_verb(right, k) and not (len(a_toks) == 1 and is_verb(a_toks[0])):  # "plug | in hybrid"
                raise Refusal(f"'{phrase_text(right)}' may be one name: cut, the second option is a verb alone")
            return articled(right[:k])
        if (w in TIME_WORDS and right[k - 1].low not in DETERMINERS) or (  # not "a later start time"
                w in _TIME_MODIFIERS and k + 1 < n and right[k + 1].low in TIME_UNITS):
            return articled(right[: k - (right[k - 1].low == "of")])  # "in June | of junior year"
        if predicate and (w in COPULAS or (verbal and is_verb(right[k]) and w not in AMBIGUOUS
                                           and right[k - 1].low not in DETERMINERS)):
            return articled(right[:k])
        if predicate and ((w in SENTENCE_ADVERBS and not right[k].capitalized) or participle(right, k, verbal)):
            return articled(right[:k])  # "insulin | usually tried first", "bypass surgery | recommended for"
    return _whole(right, a_toks, predicate and not verbal and pred is None)


_DEGREES = frozenset({"master's", "masters", "degree", "phd", "ph.d.", "bachelor's", "bachelors", "major", "minor",
                      "diploma", "certificate", "mba", "msc", "bsc", "doctorate", "apprenticeship", "internship"})
_PLACE_PREPS = frozenset({"in", "near", "by", "outside", "on", "at"})
_PLACE_ADVERBS = frozenset({"downtown", "uptown", "nearby", "locally", "abroad", "overseas", "upstate", "downstate",
                            "outside", "inside", "indoors", "outdoors", "upstairs", "downstairs", "offshore"})
_CARRIERS = frozenset({"http", "https", "tcp", "udp", "ssh", "tls", "ssl", "sse", "quic", "ip", "vpn", "wifi",
                       "wi-fi", "usb", "bluetooth", "lte", "5g", "grpc", "websockets", "mqtt", "amqp"})


def _undegreed(right: list[Token]) -> list[Token]:
    """B without a degree word closing it ("enjoy Disney or Universal | more"): with no noun after
    it, it tells how much of the verb, for both options."""
    return right[:-1] if len(right) > 1 and right[-1].low in DEGREE and right[-2].low not in DEGREE else right


def _bare_verb(right: list[Token], k: int) -> bool:
    """Is B one lower-case verb before "in" / "on" and one bare word (no time) closing B ("plug | in
    hybrid", "print | on demand")? Cut there against an A that is no lone verb ("run or swim"), a
    name may lose its end."""
    if right[k].low not in ("in", "on") or right[0].capitalized or not is_verb(right[0]):
        return False
    end = k + 2 == len(right) or (k + 2 < len(right) and right[k + 2].low in CUT_WORDS)
    nxt = right[k + 1] if k + 1 < len(right) else None
    return end and nxt is not None and nxt.low.isalpha() and not nxt.capitalized and nxt.low not in DETERMINERS \
        and nxt.low not in TIME_WORDS | TIME_UNITS  # not "train | in summer"


def _restated_head(a: list[Token], b: list[Token]) -> bool:
    """Does ``b`` restate ``a``'s head after a modifier of its own ("20% down payment" / "10% down payment")?"""
    return 1 < len(a) == len(b) and a[0].low != b[0].low and [t.low for t in a[1:]] == [t.low for t in b[1:]]


def _own_field(right: list[Token], k: int) -> bool:
    """Is the phrase at ``k`` ("in …") the field of the noun before it: a degree's subject, or the
    place of one's own years ("my 6 years | in logistics")?"""
    head = right[k - 1].low
    if right[k].low == "in" and head in _DEGREES:
        return True
    return head in ("years", "months") and k >= 3 and right[k - 3].low in POSSESSIVES


def _whole(right: list[Token], a_toks: list[Token], unplaced: bool) -> list[Token]:
    """B as all of its side; but after "Is A or B" with no predicate found (``unplaced``) a B
    longer than A holds the predicate ("Is a Vitamix or a Blendtec blender louder?"): refused."""
    if unplaced and len(articled(right)) > len(articled(a_toks)):
        raise Refusal(f"no predicate after the options: it may be inside '{phrase_text(right)}'")
    return articled(right)


def _verb_after(right: list[Token]) -> int | None:
    """Where the verb after a subject pair starts in B's side; refuses when there is none (it is
    one the word lists lack: "Do Labradors or Golden Retrievers shed less?"), unless a perfect's
    participle stands there ("Has … | led to …")."""
    verb = predicate_start(right)
    bare = plural_verb(right)  # "… or green tea | raise blood pressure", not "… pasta raise blood | sugar faster"
    weak = verb is not None and verb + 1 < len(right) and right[verb + 1].low in ADVERBS | COMPARATIVES
    if bare is not None and (verb is None or (bare < verb and weak and not finite_verb(right, verb))):
        verb = bare
    if verb is None and not any(participle(right, k, True) for k in range(1, min(len(right), 12))):
        raise Refusal("the verb after the two options could not be told apart from the second option")
    return verb


def _predicate(right: list[Token], a_toks: list[Token], predicate: bool) -> int | None:
    """:func:`predicate_index`, or after "Is A or B" an unlisted comparative ("… | gentler on …")."""
    pred = predicate_index(right)
    if predicate and pred is None:
        pred = next((k for k in range(1, len(right)) if unlisted_comparative(right, k, len(articled(a_toks)))), None)
    return pred


def _ing_compound(a_toks: list[Token], right: list[Token]) -> bool:
    """Do both options open with the same -ing word before a bare noun ("baking soda or baking powder"):
    a modifier of two nouns, not two gerund phrases ("paying off the car or paying off the card")?"""
    if len(a_toks) == 1 and len(right) > 2 and not ing_word(a_toks[0].low) and right[2].low in PREPS \
            and right[1].low.isalpha() and right[1].low not in _NOT_HEADS:
        return True  # "will vs | living trust in california": a noun against a noun compound
    if len(right) < 2 or len(a_toks) < 2 or a_toks[0].low != right[0].low:
        return False
    return all(t.low.isalpha() and t.low not in DETERMINERS | PARTICLES | PRONOUNS for t in (a_toks[1], right[1]))


_NOT_HEADS = DETERMINERS | PARTICLES | PRONOUNS | frozenset({"outside", "outdoors", "indoors", "home", "abroad",
                                                              "online", "alone", "together", "more", "less"})
_PURPOSE = frozenset({"for", "to", "so", "because", "if", "when", "while", "since", "than", "unless", "given"})


def _common_prefix(a: list[Token], b: list[Token]) -> int:
    """How many words ``a`` and ``b`` share at their start."""
    return next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x.low != y.low), min(len(a), len(b)))

