"""The cuts of a located pair's edges, in order: each a plain callable that moves where A starts or B ends by
one form ("… or first thing | in the morning", "Climbing | seated or …", "… or magnesium | works better").
``_options`` calls :func:`cut_edges` once the coordinator has split the sentence and the unclear pairs are refused;
a new edge rule is one more step here."""

from __future__ import annotations

from warrantguard.guard.question._closing_cuts import cut_closing_edges
from warrantguard.guard.question._loose_ends import loose_ends
from warrantguard.guard.question._parallel import refuse_if
from warrantguard.guard.question.forms import (
    activity_object,
    adverb_against,
    adverbed_state_a,
    after_own_phrase,
    aimed_b,
    amount_one_a,
    articled_name_head,
    articled_prep_a,
    as_against_manner,
    as_both_a,
    aside_against_place_b,
    aside_end,
    asked_verb_a,
    attributive_comparative_b,
    back_against,
    bare_prep_head,
    bare_prep_pair,
    bare_twin_tail,
    be_placed_a,
    betting_line,
    by_means,
    catenative_b,
    closing_aside,
    company_against_alone_a,
    complement_after_object,
    complex_object_a,
    conditional_subject_a,
    continued_tail,
    dated_against_now,
    degree_before_prep,
    echoed_noun_a,
    ed_compound_b,
    first_against,
    focus_tail,
    frequency_against_clause,
    frequency_twins,
    gerund_lead_phrase,
    gerund_manner,
    gerund_object_manner,
    head_before_phrase,
    head_closed_b,
    headed_name_a,
    headline_phrase_a,
    hired_task_b,
    in_between_a,
    infinitive_object_tail_b,
    it_time_b,
    just_b,
    landmarked_place_b,
    later_against_clause,
    later_infinitive_b,
    later_of_own_clause_b,
    made_to_order_b,
    manner_before_prep,
    manner_participle_pair,
    means_against_means_b,
    measure_kind_b,
    measured_purpose,
    misspelt_choice_verb,
    named_cause_tail,
    named_context,
    named_head_place_a,
    negated_against,
    no_at_all,
    one_against_phrase,
    one_headed,
    one_off_against_rate,
    one_off_rated,
    only_closed_b,
    opened_rated_head,
    opening_gerund,
    opening_state_a,
    opinion_lead_a,
    opposite_twin,
    ordered_infinitive_b,
    ordered_steps,
    ordinal_slot,
    paired_adverb,
    participle_against_participle_a,
    participle_before_phrase_a,
    participle_complement,
    particle_before_prep,
    particle_end,
    past_relative_b,
    placed_adverb_a,
    placed_gerund_object,
    placed_verb_b,
    pointed_one_tail,
    pointed_time_b,
    position_before_place_a,
    possessed_a,
    possessed_context,
    posture_after_object_a,
    prefixed_twin,
    prep_against_adverb,
    prep_against_prep,
    priced_channel_b,
    priced_rest_b,
    pronoun_goal_b,
    rated_a,
    ratio_start,
    repeated_head_phrase,
    respect_cut,
    route_origin,
    route_start_b,
    routed_name,
    said_after_b,
    set_duration_b,
    shared_plural_head,
    sourced_b,
    spanned_time_a,
    split_frequency,
    standard_after_participle_b,
    stated_participle_a,
    stepwise_a,
    straight_against,
    sub_kind_head,
    sufficing_b,
    timed_against_own_time_b,
    timed_pair,
    titled_name_b,
    titled_to,
    twin_articled_phrase_a,
    twin_prep_phrase_b,
    twin_tail,
    verb_it_b,
    verb_manner_b,
    verb_prep_against_prep_a,
    verb_titled,
    waited_for_b,
    wh_run_on,
    who_tail,
)
from warrantguard.guard.question.words import Around, Token

__all__ = ["cut_edges"]


def cut_edges(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """Options A and B after every edge cut, in order (the comments give each cut's form)."""
    refuse_if(measure_kind_b(a, b, around))  # "at 24-bit or 32-bit | float?": B's own kind, or both's head?
    refuse_if(named_cause_tail(a, b, around))  # "Is it | heat stress or herbicide drift | from the farm": B's own?
    refuse_if(bare_prep_head(a, b, around))  # "with | gas or electric | baseboard": B's head, or both's?
    a = conditional_subject_a(a, b, around)  # "be annoyed if I | emailed or called": the verbs
    a = opinion_lead_a(a, b, around)  # "Thoughts on | using the map or just asking …": the request is the lead
    a = as_both_a(a, b, around)  # "goes down as a | Willow Warbler or a Chiffchaff": the verb's "as", both's
    a, b = ordered_steps(a, b, around)  # "vacuum before mopping or mop first and vacuum after": two orders
    a = asked_verb_a(a, b, around)  # "Would you | advise a | QCD or just taking …": the hearer's advice asked
    a = misspelt_choice_verb(a, b, around)  # "would you reccomend | a stand mixer or kneading by hand": the lead's
    a = articled_name_head(a, b, around)  # "the overnight ferry from | Hull or the Eurotunnel": B parallels A's head
    a = twin_articled_phrase_a(a, b, around)  # "visiting X on | a weekday in June or a weekend in July"
    a = named_head_place_a(a, b, around)  # "the Park & Ride at | Thornhill or the city centre car parks": the name's
    a, b = one_against_phrase(a, b, around)  # "the … listing at $1,450 or the $1,300 | one where I pay my own"
    a = head_before_phrase(a, b, around)  # "tenants on | 12-month leases or month-to-month tenants": A's head, its kind
    a = echoed_noun_a(articled_prep_a(a, b, around), b, around)  # "goes out under a | CC BY license or standard …
    # copyright", "reading done with | books from the library or books you own": the preposition both's
    a = in_between_a(a, b, around)  # "read the novellas | in between the main books or after them": the times
    a = stated_participle_a(a, b, around)  # "be | sown on their side or flat | in the tray": the participle both's
    a = participle_against_participle_a(a, b, around)  # "be | stored in the fridge or frozen": two participles
    a = gerund_lead_phrase(a, b, around)  # "doing family photos | before the ceremony or during cocktail hour"
    a = participle_before_phrase_a(a, b, around)  # "Giving his supplement | mixed into feed or by syringe"
    a, b = by_means(*loose_ends(a, b, around), around)  # "… or first thing | in the morning", "keep it |
    # (non-refundable)"; "offer letter by | email or DocuSign": the two means
    a = gerund_manner(opening_gerund(one_headed(complement_after_object(a, b, around), b, around), b, around), b,
                      around)  # "serve the | soup hot or cold": the states; "engraving | our initials or …": the
    # gerund is both's; "MSc with | 90 ECTS or …"; "Climbing | seated or out of the saddle"
    a = adverbed_state_a(a, b, around)  # "… better | fully assembled or partly assembled": A's own adverb
    a, b = manner_participle_pair(a, b, around)  # "you meditate | lying down or sitting up | before sleep"
    a = posture_after_object_a(a, b, around)  # "printing the bracket | standing up or lying flat": the postures
    a = opening_state_a(a, b, around)  # "Drip | hot, or cold?": the states, the verb both's
    a = gerund_object_manner(a, b, around)  # "knitting socks | toe-up or cuff-down": the gerund and its object both's
    a = prefixed_twin(a, b, around)  # "driving the Ring Road | clockwise or counterclockwise"
    a = opposite_twin(a, b, around)  # "slide the tandems | forward or back": two opposite directions
    a, b = just_b(*dated_against_now(*timed_pair(a, b, around), around), around)  # "$200 now or $250 | in six
    # months", "… on 3/18 or the 55\" one | today", "… or just rest it"
    a = degree_before_prep(ordinal_slot(as_against_manner(paired_adverb(a, b, around), b), b), b, around)
    # "should we | still go or just reschedule": each keeps its adverb; "bat our best hitter | 1st or 3rd"; "protein |
    # right after training or …"; "run the Turkey Trot | as a workout or all out"
    a, b = frequency_twins(a, b)  # "Spraying it with Method | daily or weekly | keeps …": how often, the rest both's
    a = spanned_time_a(a, b)  # "do presents | all 8 nights or just the first night": the two times
    a = stepwise_a(a, b)  # "between decluttering | room by room or category by category": the two ways
    a, b = frequency_against_clause(rated_a(a, b), b), sub_kind_head(a, shared_plural_head(a, b, around))
    # "between the Gloom Stalker and Assassin | builds", "k-fold or stratified k-fold | cross-validation", "by | total
    # sales or sales per capita", "retrain the model | weekly or only when drift is detected"
    a = manner_before_prep(prep_against_adverb(ratio_start(a, b), b, around), b, around)  # "split groceries | by item
    # or evenly": two adverbials; "split rent | 60/40 or evenly"; "book | directly with Air France or through Expedia"
    a = company_against_alone_a(a, b)  # "swimming the Solent crossing | with a group or solo with a kayak"
    a = placed_adverb_a(a, b, around)  # "Eid prayer | at the big mosque downtown or at our local masjid": A's place
    a, b = adverb_against(a, b), particle_end(a, closing_aside(a, aside_end(a, b), around), around)  # "YouTube |
    # entirely or just during …"; "… (3 credits) | for a non-STEM major", "put A or B | down as"; "… or Copilot |
    # (ex-Mint user)": an aside closing the sentence
    a, b = first_against(a, b, around)  # "pay off | my klarna first or my credit card": the order asked
    a, b = negated_against(a, b), respect_cut(no_at_all(sufficing_b(a, b, around), around))  # "no contest or not
    # guilty"; "… at all"; "-wise"; "… or will a filling do?"
    b = wh_run_on(betting_line(a, said_after_b(a, focus_tail(b, around), around), around))  # "replying just | to
    # HR": the phrase the focus adverb points at; "… or magnesium | works better"; "Ravens -6 or Ravens team total |
    # over 27.5"; "… or walmart+ | whats cheaper": a question
    b = it_time_b(a, b, around)  # "ebay auction or buy it | now for a used dyson": B's own time
    b = verb_manner_b(a, b, around)  # "monthly pass or pay | as you go?", "… or pay | per ride": B's manner
    b = verb_it_b(a, b, around)  # "Take it or counter | at £250?": B a verb, its phrase its own
    b = later_against_clause(a, b, around)  # "Scrape them before we move in, or skim coat | later?": B's own time
    b = one_off_rated(a, b, around)  # "a lump sum of $312,000 or $1,650 | a month": B's own rate
    a = one_off_against_rate(a, b, around)  # "one-off | £500 or £50/month": A's kind against B's rate
    b = priced_channel_b(a, b, around)  # "$710 online or $760 | on paper": B's own way, against A's
    a, b = twin_tail(a, b, around)  # "book the beach house for the | first week of July or the second week of July |
    # for …": the twin phrases
    b = bare_twin_tail(a, b, around)  # "white hydrangea centerpieces or blue hydrangea centerpieces | with …"
    a = activity_object(routed_name(a, b, around), b, around)  # "enter Schengen through | Helsinki or Copenhagen":
    # the route points; "wearing | trail runners or hiking boots": the gerund is both's
    a = placed_gerund_object(a, b, around)  # "adding | manure or compost | to the beds": the gerund is both's
    a = particle_before_prep(a, b, around)  # "go | on | before bed or after washing hands": the verb's particle
    a = prep_against_prep(a, b, around)  # "sew in a zipper | with a zipper foot or by hand": A's own preposition
    a, b = bare_prep_pair(verb_prep_against_prep_a(a, b, around), b)  # "shave | with the grain or against it"; "apply
    # sunscreen | over or under | makeup": the preposition phrases, or the prepositions alone
    a = back_against(a, b)  # "refund | as travel credit or back to original card": the verb is both's
    a = straight_against(a, b)  # "go | to the Columbus warehouse or straight to the liquidator": the verb is both's
    a = opened_rated_head(a, b, around)  # "— cancel-for-any-reason coverage at 75% or …": the rate is A's own
    b = continued_tail(a, b, around)  # "… or try it | for another month", "… or send it back | for a full one"
    b = pointed_one_tail(a, b, around)  # "… or keep paying $40 more | for the one around the corner": which B takes
    b = placed_verb_b(a, repeated_head_phrase(a, b, around), around)  # "e-visa or visa | on arrival": B's phrase
    # sets it apart from A's head; "park at the lot or use BART | from Millbrae": A has its own place, so B's is B's
    b = possessed_context(a, b)  # "a one-year lease or a two-year lease | with my new tenants": the asker's context
    b = named_context(a, b)  # "8 ohm speakers or 6 ohm speakers | with a Denon S970H": a named setting, both's
    b = route_start_b(a, route_origin(a, b, around), around)  # "ICE or Flixbus Berlin | to Hamburg": B's name, or
    # the route's start? refused; "the train or the coach | from London to Manchester": the route both take
    b = measured_purpose(a, verb_titled(titled_to(b, around), around))  # "… or Intro | to Stats next semester": a
    # title's topic; "… or Ticket | to Ride": a title; "… or 425°F for 25 min | for a whole chicken": what both are for
    b = participle_complement(a, b, around)  # "… or a regular bowl lined | with a towel": the participle's own
    b = after_own_phrase(a, b, around)  # "… or the 11:40 with a layover | in Denver": the layover's, or both's?
    b = twin_prep_phrase_b(a, b, around)  # "with a foreword by a famous author or with blurbs | from peers?": B's own
    b = set_duration_b(a, past_relative_b(a, b, around), around)  # "… or slow cooker | on low for 8?"; "… or the
    # place she mentioned | last month": B's own
    b = attributive_comparative_b(a, titled_name_b(a, b, around), around)  # "… vs. Made | In 5-ply"; "… or two |
    # smaller 10 lb turkeys | easier …"
    a, b = possessed_a(a, b, around), who_tail(b, around)  # "living with | my college friend and a stranger | from
    # Facebook Marketplace who seems nice": A's own "my" against B's "a"; the "who" clause tells of B's person
    a = be_placed_a(amount_one_a(a, b, around), b, around)  # "Do | a 50% water change or a 25% one": A from its
    # amount; "should be on | paper towels or tile": the preposition both's
    b = split_frequency(a, ed_compound_b(a, head_closed_b(a, b, around), around), around)  # "… or hang on back
    # filter | for shrimp"; "hard or soft sided | carrier"; "… or 1/3 cup | twice a day"
    b = sourced_b(a, only_closed_b(a, ordered_infinitive_b(a, pronoun_goal_b(a, b, around), around), around), around)
    # "… or bring them to the shelter"; "to adopt or to foster first"; "X only or Y with Z?"; "with Revolution or
    # with the drops from the pet store?"
    b = infinitive_object_tail_b(a, b, around)  # "to drive or to take the train | into Manchester": both's trip
    b = waited_for_b(a, means_against_means_b(a, aimed_b(a, b, around), around), around)  # "… or go straight | for
    # UC"; "… or buy outright | with my savings" against A's "through …"; "… or waiting 18 months | for the DFG"
    b = hired_task_b(a, later_of_own_clause_b(a, timed_against_own_time_b(a, b, around), around), around)
    # "… or at public chargers | during shifts" against A's "overnight"; "… or a standard inverter and add a
    # battery | later"; "… or pay someone £80 | to do it": B's own
    b = later_infinitive_b(a, b, around)  # "… this year or let it grow | for the kids to direct later": B's own
    b = catenative_b(b, around)  # "… or keep it and learn | to use it properly?": the verb's own infinitive
    b = aside_against_place_b(a, b, around)  # "kettle (electric) or a pan | on the gas hob": against A's aside
    b = landmarked_place_b(a, b, around)  # "goes in the front window or the corner | by the fireplace,": B's spot
    b = pointed_time_b(a, b, around)  # "… with dinner or take it right | before bed": the adverb and its time
    b = standard_after_participle_b(a, b, around)  # "… or to have them made | to print?": B's own standard
    b = made_to_order_b(a, b, around)  # "dilute in the bottle or stir each one | to order": B's own way
    b = priced_rest_b(a, b, around)  # "2E for $175 or a used 1E copy | for ~$90 on eBay": B's own price
    a = headline_phrase_a(a, b, around)  # "Robot vacuum for the | upstairs or the downstairs": the head both's
    a = headed_name_a(a, b, around)  # "Domicile in | South Dakota or Texas": one opening word and its preposition
    a = position_before_place_a(a, b, around)  # "mounting the panels | flat on the roof or on tilt brackets"
    a = complex_object_a(a, b, around)  # "in | front of a mirror or a camera": the three-word preposition both's
    return cut_closing_edges(a, b, around)  # the later cuts: articled and demonstrative A, B's closing phrases
