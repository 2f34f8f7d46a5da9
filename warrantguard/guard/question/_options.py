"""Finding the two options of a pairwise question by structure, not by one regular expression.

1. Split the prompt into sentences; pick the one offering the alternatives: ``or`` / ``vs`` / ``between … and …``.
2. Split that sentence at the coordinator; take the clause around it (up to the nearest comma, colon or dash),
   refusing lists of three or more.
3. Trim the left side of its question lead-in ("Should we", "Is it better to", "Which is safer to travel by,") and
   the right side of evaluative predicates ("… the better first step") and trailing purpose or context clauses ("…
   for a new backend service").
4. Decide whether the options are noun phrases or verb phrases ("build a new bridge" / "expand the ferry service";
   "rent or buy a home" shares its object), and check that each side is a plausible phrase.
5. Cut a noun-phrase pair to its parallel core and check the pair's form (:mod:`._formcheck`: not parallel, a verb
   at an option's edge, one option inside the other, different phrase types, an option that is only a shared head
   word; :mod:`._parallel`: an option starting inside a word or holding clause punctuation or the lead-in). A pair
   failing a check is refused, naming it.

Every refusal raises :class:`Refusal` with a specific reason; nothing is guessed.
"""

from __future__ import annotations

import re

from warrantguard.guard.question._a_start import later_a_start
from warrantguard.guard.question._asides import same_asides
from warrantguard.guard.question._between import between_offers, between_options
from warrantguard.guard.question._choice_sentence import choice_sentence
from warrantguard.guard.question._edge_cuts import cut_edges
from warrantguard.guard.question._gerund_options import gerund_pair
from warrantguard.guard.question._noun_pair import noun_pair
from warrantguard.guard.question._option_edges import after_article, closing_b, modal_b, unfocused
from warrantguard.guard.question._pair_checks import pair_form_problem, placement_problem, sentence_problem
from warrantguard.guard.question._parallel import (
    refuse_if,
    second_question,
)
from warrantguard.guard.question._plausible import plausible
from warrantguard.guard.question._segments import sides
from warrantguard.guard.question._subject_verb import clause_verb_start
from warrantguard.guard.question._trim import strip_lead
from warrantguard.guard.question._uncased import repeated_noun
from warrantguard.guard.question._verb_options import verb_options
from warrantguard.guard.question._whole_pair import whole_form_pair
from warrantguard.guard.question._whole_prompt import whole_prompt_pair
from warrantguard.guard.question.forms import (
    INSTEAD,
    activity_compound,
    adverbed_clause_verb,
    advised_clause,
    assistant_request,
    aux_subject,
    bare_clause_object,
    bare_core,
    bare_place_a,
    bare_plural_subject_verb,
    bracketed_sides,
    catenated,
    chosen_against_own,
    clause_frequency_pair,
    comparison_of,
    complement_against_phrase,
    compound_or,
    compound_subject,
    coordinator,
    copular_second,
    degree_before_gerund,
    demonstrative_subject,
    described_object,
    done_object_b,
    dropped_it,
    dropped_name_verb_problem,
    dropped_particle_b_problem,
    dropped_verb_problem,
    enough_after_first,
    enough_or_need,
    headless_subject_verb,
    help_request_start,
    idiom_problem,
    infinitive_b,
    ing_noun_b,
    instead_phrases,
    instead_problem,
    intended_lead,
    it_copula_subject,
    joined_fragments,
    just_verb_a,
    kept_preposition,
    led_time_b,
    likely_lead,
    lone_verb_amount,
    lone_will,
    means_pair,
    modal_subject_verb,
    named_feature,
    named_ing,
    named_object,
    named_subject_b,
    named_verb_object_problem,
    needed_gerunds,
    noun_or_verb,
    obliged_b,
    one_more_b,
    one_sided,
    open_bound,
    ordered_object,
    own_adverb,
    own_prep_b,
    parallel_phrase,
    passive_agent,
    passive_as,
    phrasal_b_against_object,
    placed_against_adverb,
    placed_options,
    placed_participle,
    placing_objects,
    pointed_subject,
    prepositional_clause_verb,
    prepped_against_manner,
    quoted_between,
    quoted_pair,
    quoted_words,
    read_dictated,
    read_unfused,
    read_unlabelled,
    read_unstarred,
    reason_request_start,
    relative_subject,
    reported_object,
    restated_subject,
    saved_for_b,
    second_predicate,
    semi_modal_verb,
    shared_head_pair,
    stated_question,
    subject_verb_start,
    subject_verbs,
    subtitle_problem,
    taken_activity,
    ticket_code,
    timed_against_phrase,
    twin_modal_b,
    unlisted_subject_verb,
    verb_b_tail,
    verb_before_just,
    verb_right,
    whether_clauses,
    whole_b,
    wished_start,
)
from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    PHRASAL,
    PRONOUNS,
    Around,
    Refusal,
    asked_apposition,
    clause_object,
    is_verb,
    name_pair,
    parallel_core,
    unshouted_sentences,
    untimed,
    without_closing,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["Refusal", "locate"]

_OR, _BETWEEN, _AND = tx.OR, tx.BETWEEN, tx.AND_OR
_OR_WORD = re.compile(r"(?<![\w/-])or(?![\w/-])", re.I)


def locate(prompt: str) -> tuple[str, str]:
    """The two options of ``prompt`` as verbatim substrings, A first; raises :class:`Refusal`.
    A prompt written in capitals is read in lower case (its capitals tell no names), and the
    options are given back as the prompt spells them. A closing courtesy is no part of the question ("… or Y
    Thanks!", "…\n\n-- Sent from my phone"): it is cut first."""
    text = without_closing(prompt.strip())
    return read_unfused(text, lambda t: read_dictated(t, lambda said: read_unstarred(
        said, lambda s: read_unlabelled(s, _read))))  # "shoes...or no shoes..."; "pick um |
    # the red stroller or …", "… or the 5 | question mark"; "*Should* I | buy …": emphasis read past; "🥑 avocado
    # toast or 🍳 eggs …": emoji labels read past


def _read(text: str) -> tuple[str, str]:
    """:func:`locate` past the closing courtesy and the disfluencies: a prompt in capitals read in lower case."""
    quiet = tx.unshouted(text) or unshouted_sentences(text)  # "(urgent) | SHOULD I … OR …"
    if quiet is None:
        return _locate(text)
    a, b = _locate(quiet)
    at = quiet.find(a)
    bt = quiet.find(b, at + len(a))
    return text[at : at + len(a)], text[bt : bt + len(b)]


def _locate(text: str) -> tuple[str, str]:
    """:func:`locate` on ``text`` as written (not shouted): a whole-prompt form first, else the choice sentence's
    coordinator and the chain of checks and cuts on the two sides."""
    if not text:
        raise Refusal("the prompt is empty")
    if len(text) > tx.MAX_PROMPT:
        raise Refusal(f"the prompt is longer than {tx.MAX_PROMPT} characters")
    text = joined_fragments(text) or text  # "Card. Or flowers. For …?": one question in fragments
    masked = tx.mask(text)
    anaphora = whole_prompt_pair(text, masked, _locate)  # "… or the red one", 'From Mike: "A or B for …?" …'
    if anaphora is not None:
        return plausible(*anaphora)
    start, end = choice_sentence(text, masked)
    end = start + (reason_request_start(masked[start:end]) or help_request_start(masked[start:end]) or end - start)
    # "… or B | and explain why?", "… or B | and need help figuring out which …"
    sentence, smask = text[start:end], masked[start:end]
    refuse_if(sentence_problem(text, masked, start, end))  # the checks of the sentence (:mod:`._pair_checks`)
    around = Around(tx.tokens(text))
    between = _BETWEEN.search(smask)
    if between and not _OR.search(smask[: between.start()]) and between_offers(smask, between):
        if quoted_twins := quoted_between(sentence, between.end()):  # "between 'A' and 'B' for …": the quotes
            return plausible(*quoted_twins, quoted=True)
        a, b = between_options(sentence, smask, start, around)
    else:
        co = coordinator(smask)
        quoted = quoted_pair(sentence, co.start(), co.end()) or bracketed_sides(sentence, co.start(), co.end())
        if quoted:
            return plausible(*quoted, quoted=True)
        if clauses := whether_clauses(sentence, co.start(), co.end(), start):  # "whether X should … or whether …"
            return plausible(tx.span_text(text, clauses[0]), tx.span_text(text, clauses[1]))
        a, b = _coordinated(sentence, smask, start, co, around)
        if INSTEAD.fullmatch(co.group(0)):
            problem = instead_problem(a, b, around)
            if problem and (phrases := instead_phrases(sentence, smask, start, co)):
                return plausible(*phrases)
            if problem:
                raise Refusal(problem)
    a, b = placed_options(*kept_preposition(*named_object(*one_sided(*same_asides(a, b, around), around), around),
                                            around), around)
    a, b = placed_participle(*later_a_start(a, b, around), around)  # "be on | Oct 12 or Oct 19", "signing jack | up
    # for | karate or …"; "be kept | in the fridge or outside on balcony"
    b = whole_b(text, masked, (start, end), a, b, around)  # "… can either plead no contest or go | to trial."
    refuse_if(placement_problem(tx.tokens(sentence, start), a, b, around))  # "Do you know | any cheap gym or …"
    a, b = cut_edges(a, b, around)  # the cuts of the pair's edges, in order (:mod:`._edge_cuts`)
    refuse_if(pair_form_problem(text, a, b, around))  # "Crop insurance RP | or YP"; "1.5 in. | …"
    b = named_feature(a, unfocused(a, b, around), around)  # "Only one includes support. … or the bundle | with
    # support?": B's own, as told before
    b = enough_after_first(a, b, around)  # "deed poll first, or marriage certificate | is enough?": said of B alone
    articled = (after_article(around, a), after_article(around, b) or modal_b(around.before(a[0]), b)
                or second_predicate(a, b))  # "counts toward … or | is a separate upload"
    return plausible(tx.span_text(text, a), tx.span_text(text, b), articled, quoted_words(text, a, b),
                     closing_b(b, around))  # "between 'since' and 'for' …": words talked about


def _coordinated(sentence: str, smask: str, offset: int, co: re.Match[str],
                 around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """Options around the single ``or`` / ``vs`` ``co`` of ``sentence``."""
    refuse_if(open_bound(tx.tokens(sentence[: co.start()]), tx.tokens(sentence[co.end() :])))  # "level 10 or higher"
    refuse_if(subtitle_problem(sentence, co.start(), co.end()) or ticket_code(sentence, co))  # "Brass: Birmingham or …"
    left, lead_sep, right, enumerated = sides(sentence, smask, offset, co)
    refuse_if(idiom_problem(left, right) or compound_or(left, right))  # "a 3-day pay or quit notice"
    fixed = whole_form_pair(left, right, co.group(0))  # "Offer A (…) or …", "Soft Pinch in | Hope or Joy"
    if fixed:
        return fixed
    wished = wished_start(left)  # "I want to know | should I pay …": the question asked follows
    subject, expects_verb, begin = dropped_it(left[wished:]) or strip_lead(  # "Is better | to …"
        left[wished:], lead_sep, tx.ing_word(right[0].low), right[0].low, right)
    begin += wished
    if subject == "verb" and (verb := demonstrative_subject(left, begin)) is not None:
        subject, expects_verb, begin = "", True, verb  # "should this | go out as …"
    begin = advised_clause(left, begin)  # "Would you advise that I | use her script or …"
    subject, expects_verb, begin = stated_question(left, begin, right, (subject, expects_verb),
                                                   "?" in sentence[co.end() :])  # "A or B | is ok?", "we | take …?"
    expects_verb = expects_verb or (enumerated and not subject and is_verb(right[0]))  # "b) wait for …": verbs
    if begin >= len(left) and not _OR_WORD.fullmatch(co.group(0)):  # "Will vs living trust": no lead before 'vs'
        subject, expects_verb, begin = "", False, 0
    elif begin >= len(left) and (will := lone_will(left, right)) is not None:  # "#estateplanning | will or trust"
        subject, expects_verb, begin = "", False, will
    if not subject and (k := _either_at(left, begin)) is not None and is_verb(left[k], initial=True):
        begin, expects_verb = k, True  # "… my plan is to either | rebuild …" (nouns after "either": _noun_pair)
    if (expects_verb or subject == "verb") and (pair := aux_subject(left, begin, right)):
        refuse_if(named_verb_object_problem(pair[1], right))  # "… or an Apple Watch SE track | sleep better?"
        return parallel_core(*pair, around)  # "Will a balance transfer card or a … loan | save me more …"
    if restated := restated_subject(left, begin, right) or relative_subject(left, right):  # "Do kids who do | …"
        return restated
    subject, expects_verb, begin = _clause_start(left, begin, right, subject, expects_verb)
    core = bare_core(left[begin:], subject, right)
    if not subject and not expects_verb and not asked_apposition(core[0], around):  # "My doctor suggested | …";
        # not "What do people recommend …, | a fan trained peach or …": the options, no statement
        core = core[reported_object(core, right) :]
    if expects_verb and assistant_request(core, left[:begin]):
        raise Refusal(f"it asks the assistant to do something ('{core[0].low} …'), not to choose")
    return _core_pair(left[:begin], core, right, (subject, expects_verb), around, co)


def _clause_start(left: list[tx.Token], begin: int, right: list[tx.Token], subject: str,
                  expects_verb: bool) -> tuple[str, bool, int]:
    """The lead moved for a compound subject ("Would a tax cut | or a hiring freeze help more?"), a clause's object
    ("decide if the attic gets | A or B") or a subject both verbs share ("if the team | goes … or stays …")."""
    verb = subject_verbs(left, right) or subject_verb_start(left, begin, right, subject) \
        or prepositional_clause_verb(left, begin, right, subject) \
        or modal_subject_verb(left, begin, right, subject) or semi_modal_verb(left, begin, right, subject)
    # "whether I | tip … on A or on B"; "should risk | sign off"; "if guests are supposed to | take …"
    verb = verb or unlisted_subject_verb(left, begin, right, subject)  # "Should the café | roast in-house or keep …"
    verb = verb or headless_subject_verb(left, begin, right)  # "Should the new hire | shadow Priya … or start …"
    verb = verb or bare_plural_subject_verb(left, begin, right, subject)  # "Should residents | flush their taps …"
    if (verb := verb or copular_second(left, right)) is not None:  # "whether the page | counts … or is …"
        return "", True, verb
    back = compound_subject(left, begin, right)
    if back:
        subject, expects_verb, begin = "verb", False, begin - back
    past = clause_object(left[begin:], right) or pointed_subject(left[:begin], left[begin:]) \
        or bare_clause_object(left[begin:], right) or it_copula_subject(left[:begin], left[begin:], right) \
        or adverbed_clause_verb(left[:begin], left[begin:], right)  # "if the camera records | continuously or …"
    # "if those are | …"; "whether screen readers handle | …"; "tell me whether it's | the printer driver or …"
    if subject == "verb" and past:
        subject, begin = "", begin + past
    if (start := clause_verb_start(left, begin, right, subject)) is not None:
        return "", False, start  # "whether staff would prefer | a transit subsidy or …": no verb after B
    return subject, expects_verb, begin


def _core_pair(lead: list[tx.Token], core: list[tx.Token], right: list[tx.Token], mode: tuple[str, bool],
               around: Around, co: re.Match[str]) -> tuple[list[tx.Token], list[tx.Token]]:
    """The two options once A's side starts at ``core``: a second question, verb phrases, gerund
    phrases or noun phrases."""
    subject, expects_verb = mode
    core = degree_before_gerund(comparison_of(taken_activity(core, right)), right, around)  # "be | happier | doing"
    core = passive_as(likely_lead(core, right), right, around)  # "should it be classified as | employment or …"
    if (agent := passive_agent(core, right, around, subject == "copula")) is not core:
        core, subject = agent, "" if subject == "copula" else subject  # "Was the house built by | a developer or
        # …": a passive's doers, no copula's subjects
    core = intended_lead(core, right) if expects_verb else core  # "Are we going to | repaint … or invest …"
    if subject == "verb" and (needed := needed_gerunds(core, right) or clause_frequency_pair(core, right)):
        return needed  # "whether mould … needs | replacing or just cleaning", "… change bed linen | weekly or every
        # two weeks": what the subject needs, how often it does it; no subjects of a verb after B
    if modal_b(lead, right):  # "whether the deposit should | go in escrow or can stay in my account"
        return core, right[:1] + verb_right(core, right[1:], shared=False)
    if (k := obliged_b(right)) is not None and lead and lead[-1].low in PRONOUNS:  # "Can I | … or do I have to |"
        return core, verb_right(core, right[k:], shared=False)
    if (k := twin_modal_b(lead, right)) is not None:  # "She can | widen it … or I can | part-ex it …"
        return core, verb_right(core, right[k:], shared=False)
    if (enough := enough_or_need(lead, core, right)) is not None:  # "Is A enough, or do we need B?": one choice
        return enough
    if len(right) > 2 and right[0].low in AUX and right[1].low in PRONOUNS and not one_more_b(right) \
            and not done_object_b(right):  # "… or should I just self-insure", not "… or do one more year …", not
        # "… or | do it in house"
        refuse_if(second_question(lead, right) or (right[0].low in ("do", "does", "did") and _DO_CLAUSE))
        return core, verb_right(core, right[2:], shared=False)
    if not subject and (twin := shared_head_pair(core, right)):  # "a 4/3 | chest zip or back zip": A's head again
        return twin
    if not subject and (means := means_pair(core, right)):  # "pay the plumber with | cash or check": two ways to pay
        return means
    if not subject and verb_options(core, right, expects_verb):  # "… now or | wait until …"
        refuse_if(noun_or_verb(core, right) or ordered_object(core, right)  # "get running shoes or | cross
                  or described_object(core, right)  # trainers", "send PD or | fire first", "… or | live rats"
                  or lone_verb_amount(core, right))  # "agree or counter | with 40%": B's amount, or both's?
        a = catenated(chosen_against_own(lead, core, right) or core, right)  # "get | prebuilt or build your own
        # PC"; "try to | sell my old switch or trade it in": a lead both share
        b = verb_b_tail(a, untimed(core, verb_right(core, right)), right)  # "… | a chance to …"
        b = saved_for_b(led_time_b(around, core, b, right), right)  # "When … at 3am, … or open a ticket | for the
        # morning": B's own; "… or save the money for flying hours": what B saves for
        placed = placing_objects(core, b) or timed_against_phrase(core, a, b)  # "put | gpa or volunteer hours at the
        # top"; "want the knee replacement | this winter or after our trip"
        placed = placed or complement_against_phrase(core, a, b) or repeated_noun(a, b)  # "report it on | schedule c
        # or schedule d"
        return placed or parallel_phrase(core, a, b)  # "apply | online or at my local office"
    particle = len(right) > 1 and right[1].low in PHRASAL | {"in", "on"} and (
        len(right) == 2 or right[2].low in COMPARATIVES)  # "Is cooking or | ordering in | better?"
    refuse_if(ing_noun_b(core, right) or infinitive_b(core, right, expects_verb))  # "greasing the pan with butter
    # or | cooking spray": a noun, or a gerund's?; "… or | petition to bring …": a verb, or a noun and a purpose?
    b_ing = right[own_adverb(right)]
    if (len(core) > 1 or particle) and tx.ing_word(core[0].low) and tx.ing_word(b_ing.low) \
            and not named_ing(core[0], b_ing) and not activity_compound(core, right):  # "… or hiking boots"
        return gerund_pair(core, right, subject)  # "paying … or (just) investing …"
    a, b = noun_pair(core, right, subject, expects_verb, around, name_pair(core, co.group(0)))
    a = verb_before_just(core, a, right)  # "rent | a car or just uber everywhere": A keeps its verb
    if phrasal_b_against_object(core, a, right):  # "try Siraya Tech Fast or | mix in some Tenacious": a verb phrase
        return core, verb_right(core, right)
    refuse_if(dropped_verb_problem(core, a, right))  # "get Uber for Business or | reimburse taxis …": verb or noun?
    refuse_if(dropped_name_verb_problem(core, a, right))  # "take | Warcaster or bump CON to 16": verb or noun?
    refuse_if(dropped_particle_b_problem(core, a, b, right))  # "fill the pool from the well or truck | in water"
    a, b = just_verb_a(core, a, right), named_subject_b(a, own_prep_b(a, b, right), right)  # "solarize | the bed …
    # or just sheet mulch …"; "tent the house for … or | spot treat with orange oil"; "Zinsser BIN or | Kilz Original
    # | blocks smoke stains better"
    if expects_verb and a[0] is core[0] and (own := complement_against_phrase(core, a, b)):
        return own  # "Should I | knit the sleeves flat or in the round": an unlisted verb, its object, a complement
    a = bare_place_a(core, placed_against_adverb(a, b), b)  # "Is running | on a treadmill or outside", "in store …"
    a = prepped_against_manner(core, a, b, right)  # "book a skipper | through the charter company or privately"
    return parallel_phrase(core, a, b)


def _either_at(left: list[tx.Token], begin: int) -> int | None:
    """Where A starts after an "either" past the lead-in ("Thinking out loud here but my plan is to either |
    rebuild …"): "either" marks A's start whatever the lead-in was (not "either way", "either one of")."""
    marks = [k for k in range(begin, len(left) - 1) if left[k].low == "either" and left[k + 1].low not in _NOT_EITHER]
    return marks[-1] + 1 if marks else None


_NOT_EITHER = frozenset({"way", "one", "of", "side", "option", "choice", "is", "would", "will", "can", "works"})
_DO_CLAUSE = "a second question ('… or do we …'), not a second option"
