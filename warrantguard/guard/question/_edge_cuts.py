"""The cuts of a located pair's edges, in order: each a plain callable that moves where A starts or B ends by
one form ("… or first thing | in the morning", "Climbing | seated or …", "… or magnesium | works better").
``_options`` calls :func:`cut_edges` once the coordinator has split the sentence and the unclear pairs are refused;
a new edge rule is one more step here."""

from __future__ import annotations

from warrantguard.guard.question._loose_ends import loose_ends
from warrantguard.guard.question._parallel import refuse_if
from warrantguard.guard.question.forms import (
    activity_object,
    adverb_against,
    adverbed_state_a,
    after_own_phrase,
    amount_one_a,
    articled_fitting_b,
    articled_host_b,
    articled_modifier_a,
    articled_name_head,
    articled_prep_a,
    as_against_manner,
    aside_against_place_b,
    aside_end,
    asked_verb_a,
    asker_clause_b,
    attributive_comparative_b,
    back_against,
    bare_head_article_a,
    bare_prep_head,
    bare_prep_pair,
    bare_twin_tail,
    be_placed_a,
    betting_line,
    between_placed_head_a,
    by_means,
    catenative_b,
    clause_after_name_b,
    closing_aside,
    closing_comparative_b,
    closing_thanks,
    compared_gerund_a,
    complement_after_object,
    compound_verb_b,
    continued_tail,
    counted_phrase_a,
    dated_against_now,
    degree_before_prep,
    demonstrative_one_a,
    demonstrative_predicate_a,
    demonstrative_time_b,
    demonstrative_twin_a,
    direct_against_prep,
    echoed_noun_a,
    ed_compound_b,
    exemplified_a,
    feature_against_own_phrase_b,
    first_against,
    focus_tail,
    frequency_against_clause,
    gerund_lead_phrase,
    gerund_manner,
    gerund_name_a,
    gerund_name_head,
    gerund_object_manner,
    head_before_phrasal_b,
    head_before_phrase,
    head_closed_b,
    headed_place_a,
    hired_task_b,
    in_between_a,
    infinitive_object_tail_b,
    inner_article_a,
    it_time_b,
    joined_modifier_head,
    joined_step_b,
    just_b,
    labelled_amount_a,
    labelled_span_a,
    landmarked_place_b,
    later_against_clause,
    later_infinitive_b,
    later_of_own_clause_b,
    lead_with_feature_b,
    maker_b,
    manner_before_prep,
    manner_clause_b,
    manner_participle_pair,
    means_before_purpose_a,
    meant_a,
    measure_kind_b,
    measured_purpose,
    misspelt_choice_verb,
    named_cause_tail,
    named_head_place_a,
    named_object_a,
    named_progressive_b,
    named_run_b,
    negated_against,
    no_at_all,
    one_against_phrase,
    one_articled_a,
    one_headed,
    one_off_against_rate,
    one_off_rated,
    only_closed_b,
    open_quote_b,
    opened_rated_head,
    opening_gerund,
    ordered_infinitive_b,
    ordinal_slot,
    own_fitting_b,
    paired_adverb,
    part_of_whole_a,
    participle_against_participle_a,
    participle_complement,
    participle_tail_b,
    participled_head_a,
    particle_before_prep,
    particle_end,
    particle_predicate_b,
    past_relative_b,
    per_unit_b,
    phrase_titled_b,
    placed_adverb_a,
    placed_gerund_object,
    placed_object_a,
    placed_verb_b,
    pointed_one_tail,
    pointed_time_b,
    possessed_a,
    possessed_context,
    possessed_twin_head,
    posture_after_object_a,
    prefixed_twin,
    prep_against_adverb,
    prep_against_prep,
    prepositional_name_a,
    present_time_b,
    priced_channel_b,
    priced_item_a,
    progressive_predicate_b,
    pronoun_goal_b,
    rated_a,
    ratio_start,
    repeated_head_phrase,
    repeated_name_b,
    respect_cut,
    route_origin,
    route_start_b,
    routed_name,
    said_after_b,
    second_phrase_b,
    set_duration_b,
    set_level_a,
    shared_plural_head,
    simile_subject,
    sourced_against_articled,
    sourced_b,
    sourced_name_a,
    span_against_rate_b,
    span_of_infinitive_b,
    spanned_time_a,
    split_frequency,
    standard_after_participle_b,
    stated_participle_a,
    straight_against,
    sub_kind_head,
    sufficing_b,
    timed_against_own_time_b,
    timed_head_problem,
    timed_pair,
    titled_name_b,
    titled_run_a,
    titled_run_b,
    titled_to,
    twin_amount_b,
    twin_aside_b,
    twin_code_head,
    twin_head_phrase_b,
    twin_modifier_head,
    twin_participle_a,
    twin_prep_phrase_b,
    twin_suffix_a,
    twin_tail,
    verb_against_adverbed_prep,
    verb_b_against_noun,
    verb_it_b,
    verb_manner_b,
    verb_prep_against_prep_a,
    verb_titled,
    verb_to_name_b,
    version_code_pair,
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
    a = asked_verb_a(a, b, around)  # "Would you | advise a | QCD or just taking …": the hearer's advice asked
    a = misspelt_choice_verb(a, b, around)  # "would you reccomend | a stand mixer or kneading by hand": the lead's
    a = articled_name_head(a, b, around)  # "the overnight ferry from | Hull or the Eurotunnel": B parallels A's head
    a = named_head_place_a(a, b, around)  # "the Park & Ride at | Thornhill or the city centre car parks": the name's
    a, b = one_against_phrase(a, b, around)  # "the … listing at $1,450 or the $1,300 | one where I pay my own"
    a = head_before_phrase(a, b, around)  # "tenants on | 12-month leases or month-to-month tenants": A's head, its kind
    a = echoed_noun_a(articled_prep_a(a, b, around), b, around)  # "goes out under a | CC BY license or standard …
    # copyright", "reading done with | books from the library or books you own": the preposition both's
    a = in_between_a(a, b, around)  # "read the novellas | in between the main books or after them": the times
    a = stated_participle_a(a, b, around)  # "be | sown on their side or flat | in the tray": the participle both's
    a = participle_against_participle_a(a, b, around)  # "be | stored in the fridge or frozen": two participles
    a = gerund_lead_phrase(a, b, around)  # "doing family photos | before the ceremony or during cocktail hour"
    a, b = by_means(*loose_ends(a, b, around), around)  # "… or first thing | in the morning", "keep it |
    # (non-refundable)"; "offer letter by | email or DocuSign": the two means
    a = gerund_manner(opening_gerund(one_headed(complement_after_object(a, b, around), b, around), b, around), b,
                      around)  # "serve the | soup hot or cold": the states; "engraving | our initials or …": the
    # gerund is both's; "MSc with | 90 ECTS or …"; "Climbing | seated or out of the saddle"
    a = adverbed_state_a(a, b, around)  # "… better | fully assembled or partly assembled": A's own adverb
    a, b = manner_participle_pair(a, b, around)  # "you meditate | lying down or sitting up | before sleep"
    a = posture_after_object_a(a, b, around)  # "printing the bracket | standing up or lying flat": the postures
    a = gerund_object_manner(a, b, around)  # "knitting socks | toe-up or cuff-down": the gerund and its object both's
    a = prefixed_twin(a, b, around)  # "driving the Ring Road | clockwise or counterclockwise"
    a, b = just_b(*dated_against_now(*timed_pair(a, b, around), around), around)  # "$200 now or $250 | in six
    # months", "… on 3/18 or the 55\" one | today", "… or just rest it"
    a = degree_before_prep(ordinal_slot(as_against_manner(paired_adverb(a, b, around), b), b), b, around)
    # "should we | still go or just reschedule": each keeps its adverb; "bat our best hitter | 1st or 3rd"; "protein |
    # right after training or …"; "run the Turkey Trot | as a workout or all out"
    a = spanned_time_a(a, b)  # "do presents | all 8 nights or just the first night": the two times
    a, b = frequency_against_clause(rated_a(a, b), b), sub_kind_head(a, shared_plural_head(a, b, around))
    # "between the Gloom Stalker and Assassin | builds", "k-fold or stratified k-fold | cross-validation", "by | total
    # sales or sales per capita", "retrain the model | weekly or only when drift is detected"
    a = manner_before_prep(prep_against_adverb(ratio_start(a, b), b, around), b, around)  # "split groceries | by item
    # or evenly": two adverbials; "split rent | 60/40 or evenly"; "book | directly with Air France or through Expedia"
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
    b = hired_task_b(a, later_of_own_clause_b(a, timed_against_own_time_b(a, b, around), around), around)
    # "… or at public chargers | during shifts" against A's "overnight"; "… or a standard inverter and add a
    # battery | later"; "… or pay someone £80 | to do it": B's own
    b = later_infinitive_b(a, b, around)  # "… this year or let it grow | for the kids to direct later": B's own
    b = catenative_b(b, around)  # "… or keep it and learn | to use it properly?": the verb's own infinitive
    b = twin_amount_b(a, b)  # "20 mins or 40 mins | processing time": what both amounts measure
    b = twin_aside_b(a, b)  # "mineral (zinc) or chemical (avobenzone etc) | sunscreen …": the asides end both
    b = aside_against_place_b(a, b, around)  # "kettle (electric) or a pan | on the gas hob": against A's aside
    b = landmarked_place_b(a, b, around)  # "goes in the front window or the corner | by the fireplace,": B's spot
    b = pointed_time_b(a, b, around)  # "… with dinner or take it right | before bed": the adverb and its time
    b = standard_after_participle_b(a, b, around)  # "… or to have them made | to print?": B's own standard
    a = demonstrative_predicate_a(inner_article_a(a, b, around), b, around)  # "factory reset the | iPad or the
    # iPhone", "give guests a | keypad code or an app invite": A the articled noun; "is this | phishing or a … ?"
    a, b = articled_modifier_a(a, b, around)  # "a one-bedroom in a | walkable or a car-dependent | suburb"
    a = demonstrative_twin_a(a, b, around)  # "is this | more blackcurrant or more green pepper?": the predicates
    a = part_of_whole_a(a, b, around)  # "replace the Bambu X1C's | hotend or the whole extruder assembly?"
    a = demonstrative_one_a(a, b, around)  # "Is this one | brown-black-red or brown-black-orange?": the predicates
    a = bare_head_article_a(a, b, around)  # "cook steak on a | cast iron griddle or a grill pan": B's article kind
    b = span_against_rate_b(a, span_of_infinitive_b(a, b, around), around)  # "… or set them to auto-delete | after 3
    # months"; "30 min/day or 1 hr | on weekends only": B's own
    b = open_quote_b(feature_against_own_phrase_b(a, b, around), around)  # "… on iOS 18 or a Galaxy A15 | with 4
    # years of updates | for my mum": B's own feature; "tightening the 'who | can look you up' settings": B's quote
    a = participled_head_a(a, b, around)  # "the | password manager built into | Chrome or a separate one": the noun
    # "one" stands for
    a = priced_item_a(a, b, around)  # "iPhone 12 for | £220 on eBay or £190 trade-in": the item is both's
    a = labelled_amount_a(a, b, around)  # "flow temp | 45°C or 50°C": the label is both's
    a = one_articled_a(a, b, around)  # "Got quoted for | a same-day crown or a porcelain one": A's own article
    a = counted_phrase_a(a, b, around)  # "earplugs in | both ears or just one ear": the counts, the noun both's
    a = labelled_span_a(a, b, around)  # "take melatonin | 30 min or 2 hours": the spans, the label both's
    a = set_level_a(a, b, around)  # "dry the bedding on | high or low heat": the levels, the noun both's
    a = twin_participle_a(a, b, around)  # "be hand | washed or machine washed": two compound participles
    a = exemplified_a(a, b, around)  # "tubeless sealant like | Orange Seal or Stan's": the kind both names are of
    b = present_time_b(a, b, around)  # "… or on Gumtree | these days?": the question's time, not B's
    b = demonstrative_time_b(a, b, around)  # "… and the DHMO plan | this open enrollment": the question's time
    b = closing_thanks(b)  # "… or in writing | Thanks!": the sign-off
    b = particle_predicate_b(a, b, around)  # "Does laser toner or inkjet ink | dry out faster …?"
    b = head_before_phrasal_b(a, b, around)  # "Will … or a 4pm energy | drink | mess up my sleep": B's head noun
    a, b = placed_object_a(named_object_a(a, b, around), b, around), twin_code_head(a, b)  # "name the dog | Max or
    # Charlie"; "put the crib in | our room or the nursery"; "a Class C or Class M | license": the head noun both's
    b = twin_modifier_head(a, b, around)  # "a fixed-price or a time-and-materials | contract": the head noun both's
    b = joined_modifier_head(a, b, around)  # "the wet & dry or the dry-only | version of …": the head both's
    b = compound_verb_b(a, b)  # "torque-and-angle or just torque | the head bolts …": A's verb takes B's object
    b = progressive_predicate_b(a, per_unit_b(a, named_run_b(a, b, around), around), around)  # "Petplan or Bought |
    # By Many"; "… at $2M | per occurrence"; "Is A or B | paying better": B cut inside its own phrase, mended
    b = named_progressive_b(a, b, around)  # "Is Vinted or Depop | taking | bigger fees": the predicate's verb
    b = maker_b(a, b, around)  # "between Baccarat Rouge 540 and Cloud | by Ariana Grande": the maker's, B's own
    b = twin_head_phrase_b(a, b, around)  # "wet shave in the shower or dry shave | with an electric | before work"
    a = meant_a(a, b, around)  # "Do they | mean A or B": the asking verb
    a, b = possessed_twin_head(a, b)  # "… in | my name or the company's name | at renewal": the possessors' noun
    a, b = simile_subject(a, b, around)  # "would a | skin scent like Glossier You or a body mist | be …": subjects
    a, b = direct_against_prep(a, b, around)  # "through | the travel agent or direct | from the insurer": the ways
    b = second_phrase_b(a, b, around)  # "… on payroll or … as contractors | with 1099s": after B's own complement
    a, b = compared_gerund_a(a, b), phrase_titled_b(b, around)  # "earn more working | in-house or freelance"; "… or
    # Gus | on the Go": a title's capitalised verb
    b = titled_run_b(a, b, around)  # "Ballad of Songbirds and Snakes or Sunrise | on the Reaping": a title's run
    b = repeated_name_b(a, b, around)  # "… and Tomorrow, | and Tomorrow, and Tomorrow": B's name repeats a word
    refuse_if(sourced_against_articled(a, b, around))  # "delivery from Hill Farm or the riding stables": B's?
    a, b = gerund_name_head(a, b, around)  # "between stocking | Bulldog or Cremo | shave cream": the two names
    a = sourced_name_a(gerund_name_a(a, b), b, around)  # "learning | Cantonese and Mandarin"; "the certificate
    # from | Coursera or edX": the names
    a = titled_run_a(twin_suffix_a(a, b), around)  # "the kanji readings | on'yomi first or kun'yomi first"; "between
    # | Talk To Me In Korean or …": a title's run of capitals
    b = verb_b_against_noun(a, b, around)  # "DELF B2 or wait | a year?": a noun A takes no object, B's own
    b = verb_to_name_b(a, b, around)  # "Dune Messiah or skip | to Children of Dune??": a name takes no complement
    b = clause_after_name_b(a, b)  # "CSV or XLSX | the dates break differently": a new clause after B's name
    b = manner_clause_b(a, b, around)  # "CSV or XLSX | the way payroll wants": how either would be done
    b = articled_fitting_b(a, b, around)  # "softboxes or a key light | with a big diffuser": B's one thing's own
    b = articled_host_b(a, b, around)  # "White noise machine or an app | on an old phone?": what B's thing runs on
    b = own_fitting_b(a, b, around)  # "series strings or each LED | with its own resistor?": "its" points to B
    b = closing_comparative_b(a, b, around)  # "Is the Rode NT1 or the Audio-Technica AT2020 | quieter?": both's
    a = prepositional_name_a(a, b, around)  # "Spotify for | Podcasters vs Buzzsprout": the name's own "for"
    a = means_before_purpose_a(a, b, around)  # "pay | with a card for the points or by transfer": A's means
    a, b = version_code_pair(a, b)  # "Sage Barista Express | v2 or v1 | off eBay": the name and context both's
    b = joined_step_b(a, b, around)  # "in 5lb bags or in 20lb sacks | and roast at home": the next step, both's
    refuse_if(timed_head_problem(a, b, around))  # "Volunteer at | Christmas or the …": against the time?
    a = headed_place_a(a, b, around)  # "Crisis at Christmas or the …", "helper at a school or CAB volunteer"
    b = participle_tail_b(a, b, around)  # "… or a home safe bolted | into concrete?": the participle's own phrase
    b = lead_with_feature_b(a, b, around)  # "better with a pendant or a smartwatch | with fall detection": B's own
    a = verb_against_adverbed_prep(a, b)  # "buy | through the airline or separately through a broker": both's verb
    b = asker_clause_b(a, b)  # "… or a 4G SIM communicator | and would love some input": the asker's own clause
    a = between_placed_head_a(a, b, around)  # "between classes at the | local dojo and a workshop": A's head, its place
    return a, b
