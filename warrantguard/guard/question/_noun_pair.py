"""Option A and B as noun phrases once A's side starts at its core (step 4 of :mod:`._options`): the verb dropped
before A or kept as part of its name, a restated start, a focused object, an "either"; B read to the predicate of a
subject pair; then the pair cut to its parallel core with its shared head."""

from __future__ import annotations

from warrantguard.guard.question._a_start import (
    compared_start,
    copular_object,
    demonstrated_subject,
    demonstrative_subject,
    placed_subject,
    restated_start,
)
from warrantguard.guard.question._noun_side import noun_right
from warrantguard.guard.question._parallel import (
    refuse_if,
    shared_noun,
    verb_problem,
)
from warrantguard.guard.question._titled import titled_name
from warrantguard.guard.question._trim import predicate_index
from warrantguard.guard.question.forms import (
    adjective_verb_problem,
    aged_recipient,
    agreeing_b,
    articled_place,
    bare_progressive,
    capped_b,
    chained_pair,
    compared_object,
    comparing_lead_a,
    counted_amount_start,
    counted_start,
    done_plural_head_b,
    earlier_s_verb_cut,
    earlier_s_verb_problem,
    elided_head_a,
    focused_object,
    gerund_object,
    headed_b,
    kept_participle_b,
    left_noun_option,
    mirrored_compound,
    modal_subject_b,
    named,
    named_verb_object_problem,
    named_way_b,
    named_with,
    negated_repeat,
    opening_capital_core,
    participle_pair,
    phrased_subject_b,
    placed_place_b,
    plural_b,
    plural_head_b,
    plural_head_object_b,
    possessed_modifier_core,
    predicate_adverb,
    prep_participle_problem,
    purposed_object,
    referring_tail,
    repeated_object,
    said_name_a,
    same_as,
    setting_a,
    shared_lead,
    single_subject_verb_b,
    stated_verb_object,
    topic_kind,
    twin_label,
    twin_prep_names,
    twin_word_b,
    unrated,
)
from warrantguard.guard.question.words import (
    DETERMINERS,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_PREPOSITIONS,
    Around,
    Refusal,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["noun_pair"]


def _prep_either(core: list[tx.Token], around: Around) -> bool:
    """Does option A follow a preposition's "either" ("go with either | clear aligners or …")? A preposition's object
    opens with no verb, so A's first word stays ("clear" describes the aligners)."""
    either = around.prev(core[0]) if core else None
    before = around.prev(either) if either is not None and either.low == "either" else None
    return before is not None and before.low in PREPOSITIONS


def noun_pair(core: list[tx.Token], right: list[tx.Token], subject: str, expects_verb: bool,
               around: Around, name: bool = False) -> tuple[list[tx.Token], list[tx.Token]]:
    """Options that are noun phrases, cut to their parallel core (``name``: A is a name)."""
    a_toks = restated_start(core, right) or named(
        core, left_noun_option(core, right, strip_verb=not (subject or name or _prep_either(core, around)
                                                            or twin_label(core, right)),  # "Plan A … or Plan B …"
                               expects_verb=expects_verb), around, expects_verb)
    a_toks = _numbered_name_a(core, a_toks, right)  # "pilot 823 or custom 74": a word and its number, as B's
    a_toks = twin_prep_names(core, a_toks, right)  # "Calm for Business or Headspace for Work": two names
    a_toks = stated_verb_object(core, a_toks, right)  # "The gym offers | a monthly plan or an annual one."
    refuse_if(purposed_object(core, a_toks, right))  # "send money to help with | costs or a long letter"
    a_toks = focused_object(a_toks, right)  # "deduct | my phone bill or only the part …": B is A's object's like
    either = [k for k, t in enumerate(a_toks[:-1]) if t.low == "either"]
    if either:  # "recommend either Vite or Webpack", "offered me either a 5% raise or …": A starts after it
        a_toks = a_toks[either[-1] + 1 :]
    a_toks = shared_lead(compared_object(a_toks, right), right, around)  # "report the results as | means …"
    a_toks = comparing_lead_a(a_toks, right)  # "Comparing | Smile Direct Club vs Byte": the comparing is both's
    refuse_if(subject in ("copula", "verb") and titled_name(a_toks, right, around, subject))
    refuse_if(subject == "verb" and bare_progressive(right))  # "if instacart or shipt | is hiring rn": either?
    if subject == "copula" and (own := copular_object(a_toks, right)) is not a_toks:
        a_toks, subject = own, ""  # "Is the problem | my … or my …": the predicate stands before A
    elif subject == "copula" and (own := demonstrative_subject(a_toks, right)) is not a_toks:
        a_toks, subject = own, ""  # "is this | flood or wind damage": the demonstrative is the subject
    elif subject == "copula" and (own := placed_subject(a_toks, right)) is not a_toks:
        a_toks, subject = own, ""  # "is a scratch on a coin | damage or wear": the subject has its place phrase
    elif subject == "copula" and a_toks and (own := demonstrated_subject(
            a_toks, right, before := around.prev(a_toks[0]), before and around.prev(before))) is not a_toks:
        a_toks, subject = own, ""  # "Is the oven | gas or electric?": the determined subject's noun, then A
    elif subject == "copula":
        a_toks = compared_start(a_toks, right)  # "Is tea better with honey or sugar?": refused
    around.copula = subject == "copula"
    refuse_if(gerund_object(a_toks, right, around, predicate_index(right)))  # "walking or playing | golf"
    refuse_if(subject == "verb" and prep_participle_problem(core, right, around))  # "should … or by chips | won on"
    b_toks = same_as(noun_right(a_toks, right, predicate=bool(subject), verbal=subject == "verb"), right)
    b_toks = twin_word_b(b_toks, right)  # "french door or side | by side fridge freezer": one compound
    b_toks = kept_participle_b(a_toks, b_toks, right)  # "snap frozen or kept | in formalin …": what B keeps
    b_toks = negated_repeat(a_toks, b_toks)  # "oxford comma vs no oxford comma | in an APA 7 manuscript"
    b_toks = referring_tail(b_toks, right)  # "… or with something | in it": B's own
    b_toks = placed_place_b(a_toks, b_toks, right)  # "in the garage on elm or on the street | by the theater"
    b_toks = capped_b(b_toks, right)  # "4% flat or 50% | up to 6%": the cap is B's own
    b_toks = _timed_object(a_toks, b_toks, right, subject)  # "to weekends or to | after homework on weeknights"
    b_toks = agreeing_b(around, a_toks, b_toks, right) if subject == "verb" else b_toks  # "… | makes more sense"
    b_toks = modal_subject_b(b_toks, right) if subject == "verb" else b_toks  # "… or a high | lift dye | will get"
    b_toks = phrased_subject_b(a_toks, b_toks, right) if subject == "verb" else b_toks  # "2A with the yard or 5C |
    # near the dog park | work better": A has its phrase, B's is B's
    refuse_if(repeated_object(a_toks, b_toks, right))  # "undies at daycare, or pull-ups just | for daycare"
    b_toks = named_way_b(a_toks, b_toks, around)  # "Preply tutor or self-study | with Assimil?": B's own means
    refuse_if(named_with(b_toks, around) or mirrored_compound(a_toks, b_toks, right))  # "… or Paramount+ | with
    # Showtime": a plan's, or both options'? "pier and beam or slab | on grade": a compound, or said of both?
    b_toks = predicate_adverb(b_toks, right) if subject == "verb" else b_toks  # "… | traditionally pay"
    b_toks = plural_b(core, b_toks, around) if subject == "verb" else b_toks  # "Do condos or … | homes appreciate"
    b_toks = plural_head_b(b_toks, right) if subject == "verb" else b_toks  # "… or paper | passes work better"
    b_toks = done_plural_head_b(a_toks, b_toks, around) if subject == "verb" else b_toks  # "Do … or … RAM | chips |
    # overclock better": after "do", the "-s" word is B's noun
    b_toks = plural_head_object_b(core, b_toks, around) if subject == "verb" else b_toks  # "… or rain | sounds |
    # help you fall asleep": after "does", the "-s" word is B's noun
    b_toks = earlier_s_verb_cut(b_toks, right) if subject == "verb" else b_toks  # "… kicker | covers exams like …"
    b_toks = single_subject_verb_b(b_toks, right, around) if subject == "verb" else b_toks  # "… or an Apple Watch SE
    # | tracks sleep more accurately": no plural after "an"
    refuse_if(subject == "verb" and earlier_s_verb_problem(b_toks, right))  # "… kicker tops exams | like …"?
    refuse_if(subject == "verb" and adjective_verb_problem(a_toks, b_toks, right))  # "… cement fog | clear parts less"?
    refuse_if(subject == "verb" and named_verb_object_problem(b_toks, right))  # "… Apple Watch SE track | sleep"?
    if subject == "verb" and (problem := verb_problem(core, b_toks, around)):
        raise Refusal(problem)
    if part := participle_pair(a_toks, right):  # "Neutral & ground | bonded at the sub-panel -- or separated??"
        return part
    a, b = shared_noun(*opening_capital_core(a_toks, b_toks, around), around)  # "Single stroller with a | board …"
    a, b = possessed_modifier_core(a, b, around)  # "on my | upper or lower | molar": the modifiers, as after "the"
    a, b = chained_pair(core, right, a, b)  # "cook it | in the oven at 180 or on the hob in a pan": two chains
    a = setting_a(core, a, b)  # "eat dinner | in a restaurant near work or at home": the setting A's phrase places
    a = elided_head_a(a, b, right)  # "on the | right hand or the left": B's noun left out, A from its side word
    a = said_name_a(a, b, a_toks, around)  # "by her first name versus 'Mom'": A keeps its possessive
    refuse_if(topic_kind(a_toks, b_toks, b, around))  # "cord blood banking... private or public | donation"
    a = aged_recipient(counted_start(a_toks, a, b), b)  # "for a ten month old lab | puppy food or adult food"
    a = counted_amount_start(a_toks, a, b)  # "One 200mg coffee at 8am or two 100mg cups": A from its count
    b = articled_place(a, unrated(a, headed_b(a, b)), right, around)  # "2 cups or 3 cups | a day"; "morning or |
    # evening departures out of ORD": the shared head's phrase is shared too; "dinner or a | walk in the park"
    return a, b


def _timed_object(a_toks: list[tx.Token], b_toks: list[tx.Token], right: list[tx.Token],
                  subject: str) -> list[tx.Token]:
    """B opening on a preposition before a time preposition ("limiting gaming to weekends or to | after homework on
    weeknights"): the time phrase is that preposition's object, B's own to its end; a short time phrase after it is
    B's own when A's object is a time ("… on weeknights" against "weekends"), else refused (B's, or both's?)."""
    if len(right) < 3 or right[0].low not in PREPOSITIONS or right[1].low not in TIME_PREPOSITIONS:
        return b_toks
    if len(b_toks) == 1:
        rest = noun_right(a_toks, right[1:], predicate=bool(subject), verbal=subject == "verb")
        if not rest or rest[0] is not right[1]:
            return b_toks
        b_toks = right[: 1 + len(rest)]
    tail = right[len(b_toks) :]
    if not tail:
        return b_toks
    if a_toks[-1].low in TIME_NOUNS and 1 < len(tail) < 4 and tail[0].low in ("on", "in", "at", "during") \
            and tail[-1].low.rstrip("?!.") in TIME_NOUNS:
        return b_toks + tail
    raise Refusal(f"unclear whether '{' '.join(t.text for t in tail)}' is the second option's own time or both's")


def _numbered_name_a(core: list[tx.Token], a_toks: list[tx.Token], right: list[tx.Token]) -> list[tx.Token]:
    """A bare number cut from the lower-case word before it ("pilot | 823") against a B of a word and a number
    ("custom 74"): the word is A's name, as B's is, no verb of a lead-in; A keeps it. ``a_toks`` otherwise."""
    if len(a_toks) != 1 or len(core) < 2 or a_toks[0] is not core[-1] or not a_toks[0].text.isdigit():
        return a_toks
    word = core[-2]
    named_b = len(right) > 1 and right[0].low.isalpha() and right[1].text.rstrip("?.!,").isdigit()
    return core[-2:] if named_b and word.low.isalpha() and word.low not in DETERMINERS | PREPOSITIONS else a_toks
