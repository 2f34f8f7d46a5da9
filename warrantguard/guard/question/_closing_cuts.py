"""The later cuts of a located pair's edges, in order, after :func:`._edge_cuts.cut_edges`' first ones: an articled
or demonstrative A against B's own, a label or a count both options share, B's own closing phrases (a fitting, a
title, a place, a time), and a name's own words. Each is a plain callable that moves where A starts or B ends by
one form; moved out of ``_edge_cuts`` in session 42, unchanged, when that module reached its size."""

from __future__ import annotations

from warrantguard.guard.question._parallel import refuse_if
from warrantguard.guard.question.forms import (
    absolute_state_a,
    according_to_b,
    adjective_as_a,
    adverbed_finite_b,
    adverbed_time_a,
    adverbial_predicate_b,
    all_phrase_a,
    amount_setting_a,
    approximated_amount_a,
    articled_fitting_b,
    articled_host_b,
    articled_modifier_a,
    articled_price_item,
    asker_clause_b,
    bare_by_a,
    bare_head_article_a,
    bare_participle_b,
    between_placed_head_a,
    bound_complement_b,
    capital_heading_a,
    clause_after_name_b,
    closing_comparative_b,
    closing_thanks,
    coded_against_fitted_b,
    coded_object_a,
    comparative_before_prep_b,
    compared_gerund_a,
    compound_subject_a,
    compound_verb_b,
    copular_state_a,
    copular_subject_head,
    count_of_pair,
    counted_phrase_a,
    dated_month_b,
    deadline_b,
    degree_before_comparative_b,
    demonstrative_one_a,
    demonstrative_predicate_a,
    demonstrative_pronoun_a,
    demonstrative_time_b,
    demonstrative_twin_a,
    direct_against_prep,
    done_trying_a,
    echoed_head_b,
    echoed_prep_a,
    example_name_b,
    exemplified_a,
    feature_against_own_phrase_b,
    featured_fitting_b,
    fee_against_rate_b,
    fitted_for_a,
    frequency_of_verb_b,
    gerund_name_a,
    gerund_name_head,
    gerund_named_prep_a,
    gerund_sum_a,
    head_before_phrasal_b,
    head_of_problem,
    headed_place_a,
    if_sufficing_b,
    infinitive_step_b,
    inner_article_a,
    joined_fitting_b,
    joined_modifier_head,
    joined_step_b,
    joint_manner_a,
    labelled_amount_a,
    labelled_code_a,
    labelled_figure_a,
    labelled_ratio_a,
    labelled_span_a,
    lead_with_feature_b,
    liked_better_pair,
    maker_b,
    manner_clause_b,
    manner_closed_problem,
    means_before_purpose_a,
    meant_a,
    mirrored_place_a,
    modified_verb_b,
    named_against_fitted_b,
    named_object_a,
    named_prep_a,
    named_progressive_b,
    named_run_b,
    named_subject_verb_b,
    numbered_twin_pair,
    one_articled_a,
    open_quote_b,
    opposed_time_b,
    options_are_a,
    own_fitting_b,
    part_of_whole_a,
    participle_state_problem,
    participle_tail_b,
    participled_head_a,
    particle_predicate_b,
    passive_object_a,
    per_unit_b,
    per_unit_twin,
    percent_of_b,
    perfect_participle_a,
    phrase_before_named_b,
    phrase_titled_b,
    placed_name_problem,
    placed_object_a,
    placed_participle_a,
    placed_with_a,
    placed_with_b,
    plural_progressive_b,
    pointed_with_b,
    possessed_twin_head,
    prepositional_name_a,
    present_time_b,
    priced_item_a,
    progressive_lead_a,
    progressive_predicate_b,
    reflexive_manner_a,
    repeated_name_b,
    repeated_span_b,
    role_against_verb_a,
    second_phrase_b,
    sent_for_b,
    set_level_a,
    simile_subject,
    someone_phrase_b,
    sourced_against_articled,
    sourced_name_a,
    sourced_name_run_b,
    span_against_now_b,
    span_against_rate_b,
    span_of_infinitive_b,
    spent_span_b,
    surface_b,
    theed_fitting_b,
    time_against_time_b,
    timed_amount_b,
    timed_head_problem,
    timed_setting_a,
    titled_run_a,
    titled_run_b,
    twin_amount_b,
    twin_aside_b,
    twin_code_head,
    twin_compound_subject_b,
    twin_frame_a,
    twin_head_phrase_b,
    twin_modifier_head,
    twin_participle_a,
    twin_suffix_a,
    twin_two_word_prep,
    twin_verb_order_b,
    two_word_place_a,
    two_word_prep_name_a,
    unit_twin_b,
    used_for_b,
    verb_against_adverbed_prep,
    verb_b_against_noun,
    verb_place_b,
    verb_to_name_b,
    version_code_pair,
    way_adverb_a,
    with_state_b,
    zero_relative_a,
)
from warrantguard.guard.question.words import Around, Token

__all__ = ["cut_closing_edges"]


def cut_closing_edges(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The later edge cuts, each step one form (the comment gives an example, "|" marking the cut)."""
    a = demonstrative_predicate_a(inner_article_a(a, b, around), b, around)  # "factory reset the | iPad or the
    # iPhone", "give guests a | keypad code or an app invite": A the articled noun; "is this | phishing or a … ?"
    a, b = articled_modifier_a(a, b, around)  # "a one-bedroom in a | walkable or a car-dependent | suburb"
    a = demonstrative_twin_a(a, b, around)  # "is this | more blackcurrant or more green pepper?": the predicates
    a = part_of_whole_a(a, b, around)  # "replace the Bambu X1C's | hotend or the whole extruder assembly?"
    a = demonstrative_pronoun_a(a, b, around)  # "Is that | a draw or wages?": no noun after the demonstrative
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
    a = labelled_figure_a(a, b)  # "ask the Lottery for | £9,999 or the full £10,000": the figures, the label both's
    a = labelled_code_a(gerund_sum_a(a, b), b)  # "cutting | 5% of bodyweight or 8%", "a size | M2 or M3 rash guard"
    a = labelled_ratio_a(a, b, around)  # "a split sleeper | 7/3 or 8/2": the splits, the label both's
    a = one_articled_a(a, b, around)  # "Got quoted for | a same-day crown or a porcelain one": A's own article
    a = counted_phrase_a(a, b, around)  # "earplugs in | both ears or just one ear": the counts, the noun both's
    a = labelled_span_a(a, b, around)  # "take melatonin | 30 min or 2 hours": the spans, the label both's
    a = timed_setting_a(a, b, around)  # "incubate primary | overnight at 4C or 1h at RT": the times, the verb both's
    a = amount_setting_a(a, b, around)  # "cells at -80 | in the door or at the back of the freezer": the places
    a = set_level_a(a, b, around)  # "dry the bedding on | high or low heat": the levels, the noun both's
    a = twin_participle_a(a, b, around)  # "be hand | washed or machine washed": two compound participles
    a = exemplified_a(a, b, around)  # "tubeless sealant like | Orange Seal or Stan's": the kind both names are of
    b = present_time_b(a, b, around)  # "… or on Gumtree | these days?": the question's time, not B's
    b = demonstrative_time_b(a, b, around)  # "… and the DHMO plan | this open enrollment": the question's time
    b = repeated_span_b(b, around)  # "… or a shower chair day | to day": how often both, no word of B
    b = closing_thanks(b)  # "… or in writing | Thanks!": the sign-off
    b = particle_predicate_b(a, b, around)  # "Does laser toner or inkjet ink | dry out faster …?"
    b = head_before_phrasal_b(a, b, around)  # "Will … or a 4pm energy | drink | mess up my sleep": B's head noun
    a, b = placed_object_a(named_object_a(a, b, around), b, around), twin_code_head(a, b)  # "name the dog | Max or
    # Charlie"; "put the crib in | our room or the nursery"; "a Class C or Class M | license": the head noun both's
    b = twin_modifier_head(a, b, around)  # "a fixed-price or a time-and-materials | contract": the head noun both's
    b = unit_twin_b(a, b, around)  # "a 1,500 W or a 2,000 W | steam cleaner": twin amounts in one unit, the head both's
    b = compound_verb_b(a, b)  # "torque-and-angle or just torque | the head bolts …": A's verb takes B's object
    b = modified_verb_b(a, b, around)  # "fillet weld or butt weld | the baseplate": the one verb takes the object
    b = progressive_predicate_b(a, per_unit_b(a, named_run_b(a, b, around), around), around)  # "Petplan or Bought |
    # By Many"; "… at $2M | per occurrence"; "Is A or B | paying better": B cut inside its own phrase, mended
    b = named_progressive_b(a, b, around)  # "Is Vinted or Depop | taking | bigger fees": the predicate's verb
    b = plural_progressive_b(a, b, around)  # "are question heds or straight news heds | working better": the verb
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
    b = twin_amount_b(a, b)  # "20 mins or 40 mins | processing time": what both amounts measure
    b = timed_amount_b(a, b, around)  # "2% same-day or 1% | within 3 days": against A's own time, B's own
    b = fee_against_rate_b(a, b, around)  # "$0.75/word or a $1,500 | flat fee": B's kind against A's rate
    b = spent_span_b(a, b, around)  # "Columbia J-School vs two years | at a daily paper": where B's span is spent
    b = twin_aside_b(a, b)  # "mineral (zinc) or chemical (avobenzone etc) | sunscreen …": the asides end both
    b = joined_modifier_head(a, b, around)  # "the wet & dry or the dry-only | version of …": the head both's
    a, b = gerund_name_head(a, b, around)  # "between stocking | Bulldog or Cremo | shave cream": the two names
    refuse_if(sourced_against_articled(a, b, around))  # "delivery from Hill Farm or the riding stables": B's?
    a, b = twin_two_word_prep(a, b, around)  # "Do reefer loads | out of California or out of Florida | pay …"
    a = two_word_prep_name_a(a, b, around)  # "get loads | out of Texas or Georgia": the names, the preposition both's
    a = sourced_name_a(gerund_name_a(a, b), b, around)  # "learning | Cantonese and Mandarin"; "the certificate
    # from | Coursera or edX": the names
    a = titled_run_a(twin_suffix_a(a, b), around)  # "the kanji readings | on'yomi first or kun'yomi first"; "between
    # | Talk To Me In Korean or …": a title's run of capitals
    b = verb_b_against_noun(a, b, around)  # "DELF B2 or wait | a year?": a noun A takes no object, B's own
    b = verb_to_name_b(a, b, around)  # "Dune Messiah or skip | to Children of Dune??": a name takes no complement
    b = sent_for_b(a, b, around)  # "… or email her the quote | for approval?": what B's sending is for
    b = clause_after_name_b(a, b)  # "CSV or XLSX | the dates break differently": a new clause after B's name
    b = manner_clause_b(a, b, around)  # "CSV or XLSX | the way payroll wants": how either would be done
    b = articled_fitting_b(a, b, around)  # "softboxes or a key light | with a big diffuser": B's one thing's own
    b = featured_fitting_b(a, b, around)  # "… or a charger | with more ports": the feature sets B apart, B's own
    b = joined_fitting_b(a, b, around)  # "cooled mono + filters, or OSC | with a dual-band filter?": B's own
    b = theed_fitting_b(a, b, around)  # "the 80mm apo or the 8-inch SCT | with a reducer": B's thing's own
    b = named_against_fitted_b(a, b, around)  # "Motability WAV or a regular car | with a hoist": against a name
    b = coded_against_fitted_b(a, b, around)  # "All-on-4 or individual implants | with a bridge?": against a code
    b = articled_host_b(a, b, around)  # "White noise machine or an app | on an old phone?": what B's thing runs on
    b = own_fitting_b(a, b, around)  # "series strings or each LED | with its own resistor?": "its" points to B
    b = closing_comparative_b(a, b, around)  # "Is the Rode NT1 or the Audio-Technica AT2020 | quieter?": both's
    b = comparative_before_prep_b(a, b, around)  # "Is the iPhone or the Samsung phone | stricter on …": both's
    b = degree_before_comparative_b(b, around)  # "Is the train or the coach | much | cheaper?": the degree is both's
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
    a = zero_relative_a(a, b, around)  # "a stain I can | bleach or just wash out": the verb after the clause's subject
    a = compound_subject_a(a, b)  # "my sister and I keep going back and forth on | natural burial vs …": the askers'
    a = perfect_participle_a(a, b, around)  # "whether she'd have wanted | burial or cremation": the verb both's
    a = passive_object_a(a, b, around)  # "should rats be fed | Science Selective or a homemade mix": the verb both's
    a = copular_state_a(a, b, around)  # "Is bereavement leave usually | paid or unpaid": the subject's states
    a = absolute_state_a(a, b, around)  # "with the saw | running or stopped": the "with" phrase noun's states
    a = placed_participle_a(a, b, around)  # "be | mounted by the door or next to the saw": the participle both's
    a = adjective_as_a(a, b, around)  # "is it taxable as | income or tax-free …": B against the adjective
    b = opposed_time_b(a, b, around)  # "… before distribution or by us | after we inherit": B's own time
    b = verb_place_b(a, b, around)  # "Keepsake urn or scatter | at his favourite golf course": the verb's place
    a, b = articled_price_item(a, b, around)  # "Will kit for $39.99 or the $299 attorney-reviewed will": the things
    a = named_prep_a(a, b)  # "better off on | Metacam or Galliprant": the preposition is both's
    a = fitted_for_a(a, b, around)  # "I'd be a better fit for | the politics desk or …": the things fitted
    a = joint_manner_a(a, b)  # "tell the kids | together or one at a time": the verb and its object both's
    b = if_sufficing_b(a, b, around)  # "need a second shooter or | if one photographer | is enough": B's noun
    a = copular_subject_head(a, b, around)  # "Is a part-time course at City Lit or a full MA …": the subject's head
    b = surface_b(a, b, around)  # "contour with cream stick or blend powder bronzer | over the foundation": B's own
    a = gerund_named_prep_a(a, b, around)  # "drilling with the | Texas Guard or the Army Reserve": the names
    a = options_are_a(a, b, around)  # "Options are | 12B or 91B.": the sentence names the options first
    a, b = numbered_twin_pair(a, b, around)  # "Army | 2-year or 3-year | enlistment option?": the two modifiers
    a = bare_by_a(a, b)  # "wind the skein into a cake | by hand or with a ball winder": the two means
    a = done_trying_a(a, b, around)  # "Do I | try to shrink it or reknit it": "do" asks which, "try" is A's
    b = percent_of_b(a, b, around)  # "80/20 or 100% | cotton batting is …": what B's percentage is of
    b = placed_with_b(a, b, around)  # "on a white background or on a wooden table | with props": B's place's own
    b = echoed_head_b(a, b, around)  # "a Mediterranean tortoise or a leopard | tortoise | cope": A's head, B's too
    b = sourced_name_run_b(a, b, around)  # "… the £65 one from Pets | at Home?": the shop's name, B's own
    a = all_phrase_a(a, b, around)  # "Add the fish | all at once or in batches": the phrase's own "all"
    a = approximated_amount_a(a, b, around)  # "the pH for discus | around 6.5 or closer to 7.2": the targets
    b = span_against_now_b(a, b, around)  # "handle him straight away or leave him alone | for a week": B's own
    b = frequency_of_verb_b(a, b, around)  # "soak my crestie or just mist | more often": B's verb's own
    a = placed_with_a(a, b, around)  # "mount the lamp | inside the viv with a guard or on top of the mesh": A's place
    a = twin_frame_a(a, b, around)  # "Feeding a corn snake | pinkies every 5 days or fuzzies every 7 days"
    a = adverbed_time_a(a, b)  # "Retainers | full-time or nights only": the times, the noun both's
    b = adverbial_predicate_b(b, around)  # "… or for 30 minutes a day | give better results": the predicate's verb
    refuse_if(manner_closed_problem(a, b, around))  # "exotic vet visit | in person or video consult": against what?
    a = capital_heading_a(a, b, around)  # "WATER CHEMISTRY / | Crushed coral or …": the prompt's heading
    a = coded_object_a(a, b, around)  # "debit | 1200 Prepaids or 6300 Insurance Expense": the verb is both's
    b = bound_complement_b(a, b, around)  # "record it | as paid", "in-house | at a startup": B's own closing words
    b = example_name_b(b, around)  # "… or a proper scheduling app like | Better Impact?": B's example
    b = infinitive_step_b(a, b, around)  # "to look into whether … or the library refurb | and report back": the
    # infinitive's second step
    a, b = bare_participle_b(a, b, around)  # "be | paired with a mentor or left to shadow …?": the participles'
    refuse_if(head_of_problem(a, b))  # "donations of pasta | or tinned meat": "donations of" both's, or A's?
    b = deadline_b(a, b)  # "… or in cash to the class teacher | by the end of term?": the question's deadline
    refuse_if(placed_name_problem(a, b, around))  # "… or at the big Asda | on the ring road": B's own place?
    a = way_adverb_a(a, b, around)  # "collected | in cash … or online through …": each option a whole way
    a = echoed_prep_a(a, b, around)  # "reviewed | by the full board annually or by the …": B's preposition, A's too
    b = used_for_b(a, b, around)  # "… or a 3rd-gen Ryzen 7 | used for a second PC": the purpose both's
    a = role_against_verb_a(a, b, around)  # "mount the radiator as | front intake or top exhaust": the roles
    b = adverbed_finite_b(a, b, around)  # "… or on Prime Day | usually gets you …": the subject's predicate
    b = with_state_b(b, around)  # "… or with the ASUS multicore enhancement | on?": the object's state, B's own
    refuse_if(participle_state_problem(a, b, around))  # "be | stored flat or rolled?": "stored" both's, or A's?
    b = twin_verb_order_b(a, b, around)  # "to test with Ancestry or to test with 23andMe | first?": both's order
    b = according_to_b(b, around)  # "… or at Nijmegen | according to the war diary": the source asked, both's
    a, b = count_of_pair(a, b)  # "a one-name study of | 300 or 3,000 | entries": the counts, the noun both's
    a = progressive_lead_a(a, b, around)  # "if we're doing | venison chili or backstrap medallions": the verb both's
    b = pointed_with_b(a, b, around)  # "Anchor up on the hump or drift across it | with a bottom bouncer?": B's own
    a, b = liked_better_pair(a, b, around)  # "if catfish like | chicken liver or cut shad | better": "like … better"
    b = phrase_before_named_b(a, b, around)  # "wade or fish | from the drift boat | on the Madison": B's own phrase
    b = dated_month_b(b, around)  # "… or the first Saturday | in September": the weekday's month, the date's own
    b = twin_compound_subject_b(a, named_subject_verb_b(a, b, around), around)  # "Would a Hobie Pro Angler or an Old
    # Town Predator | handle chop"; "Would a ground blind or ladder | stand | spook fewer deer": the modal's verb
    b = someone_phrase_b(a, b, around)  # "… or across the collarbones | on someone this petite": whom it is for
    a, b = per_unit_twin(a, b)  # "storage charging at | 3.8V or 3.85V | per cell": the amounts, the rest both's
    a = mirrored_place_a(a, b, around)  # "charge my packs | at the field off … or back home off …": A's place
    a = two_word_place_a(a, b)  # "put the battery | up front or in the back": the places, the verb and object both's
    b = time_against_time_b(a, b, around)  # "TRUST now or Part 107 | from the start": against A's time, B's own
    a = reflexive_manner_a(a, b, around)  # "Filing my tax return | myself or through an accountant": who does it
    return a, b
