"""Fixes for the hundred-and-twenty-ninth held-out part (tattoos and piercings), written blind and scored before any
fix.

Silent misreads read right: a material named by an adjective and a material against A's one ("titanium or | surgical
steel"); what B waits for past how long ("wait a year for | the skin | to settle"); B's verb, its pronoun object and
the state it is left in ("moisturise or | leave it dry"); B's kind of payment before a predicate's "the" ("a $900 |
day rate | the better deal"); a singular noun's second noun before a preposition ("with soap and water | after the
gym"); a place word's phrase against B's ("run | down the spine or across the collarbones"); whom a placed pair is
for ("… | on someone this petite", no time).

Silent misreads now refused: a choice verb's plural object against a verb-or-noun, a plural and an adverb ("hire
licensed artists or train apprentices in-house": B's verb and object, or a noun phrase like A's?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_adjective_and_a_material_name_bs_material = read_as_expected([
    ("titanium or surgical steel for a fresh helix", ("titanium", "surgical steel")),
    ("titanium or surgical steel?", ("titanium", "surgical steel")),
    ("gold or sterling silver?", ("gold", "sterling silver")),  # as before
    ("wool or natural fibre?", ("wool", "natural")),  # as before: no material after the adjective
])

test_what_b_waits_for_past_its_span = read_as_expected([
    ("Better to start laser sessions now or to wait a year for the skin to settle?",
     ("start laser sessions now", "wait a year for the skin to settle")),
    ("Should I go now or wait a week for the paint to dry?", ("go now", "wait a week for the paint to dry")),
    ("Should we book now or wait two weeks for the quote to arrive?",
     ("book now", "wait two weeks for the quote to arrive")),
])

test_the_state_bs_object_is_left_in = read_as_expected([
    ("should I moisturise or leave it dry during the itchy phase", ("moisturise", "leave it dry")),
    ("Do I re-wrap or leave it open after taking the Saniderm off?", ("re-wrap", "leave it open")),
    ("Should I seal or leave it natural?", ("seal", "leave it natural")),
    ("Do I cover or leave them open overnight?", ("cover", "leave them open overnight")),
    ("Do I sand or paint it first?", ("sand", "paint")),  # as before: an adverb, the object shared
    ("should I sand or paint them?", ("sand", "paint")),  # as before
])

test_bs_fee_before_a_predicate = read_as_expected([
    ("Is $150/hr or a $900 day rate the better deal for a 7-hour back session?", ("$150/hr", "$900 day rate")),
    ("$50/hr or a $400 flat fee the better option?", ("$50/hr", "$400 flat fee")),
    ("$50/hr or $400 the better option?", ("$50/hr", "$400")),  # as before: no noun
])

test_a_second_noun_after_a_singular_one = read_as_expected([
    ("Would you clean a new piercing with saline spray or with soap and water after the gym?",
     ("with saline spray", "with soap and water")),
    ("wash it with shampoo or with soap and water in the sink?", ("with shampoo", "with soap and water")),
    ("buy green beans in 5lb bags or in 20lb sacks and roast at home?", ("in 5lb bags", "in 20lb sacks")),  # as
    # before: a plural's step
])

test_a_place_words_phrase_against_bs = read_as_expected([
    ("Should the lettering run down the spine or across the collarbones on someone this petite?",
     ("down the spine", "across the collarbones")),
    ("Should the script go down the arm or across the back?", ("down the arm", "across the back")),
    ("Should I walk up the hill or around the lake?", ("up the hill", "around the lake")),
    ("Should the lettering run along the spine or across the collarbones?",
     ("along the spine", "across the collarbones")),  # as before
])

test_whom_a_placed_pair_is_for = read_as_expected([
    ("Should it go across the ribs or down the thigh on someone this skinny?", ("across the ribs", "down the thigh")),
    ("Should I get it on the wrist or on the ankle for someone with small bones?", ("on the wrist", "on the ankle")),
    ("Should I keep it or give it to someone who needs it?", ("keep it", "give it to someone who needs it")),  # as
    # before: B's verb gives it to someone
])

test_a_noun_compound_after_a_choice_verb_as_before = read_as_expected([
    ("do I get frame sliders or crash bars?", ("frame sliders", "crash bars")),
    ("Should we buy seedlings or grow plants ourselves?", ("buy seedlings", "grow plants ourselves")),
])

test_an_adverb_after_bs_plural_object_tells_a_verb = still_refused([
    "We're opening a second location. Budget is tight. Do we hire licensed artists or train apprentices in-house? "
    "Advice welcome.",  # a verb phrase, or a noun phrase like "licensed artists"?
    "Should we hire experienced welders or train apprentices locally?",
])

# Refusals read right: a clause's subject and copula before the pair, no verb after B ("whether our needles are |
# single-use or autoclaved …": what the subject is).

test_the_states_after_a_clauses_copula = read_as_expected([
    ("The health inspector wanted to know whether our needles are single-use or autoclaved after every client.",
     ("single-use", "autoclaved")),
    ("I wonder whether the tubes are disposable or reusable after each client.", ("disposable", "reusable")),
    ("I wonder whether our dogs are hungry or bored", ("hungry", "bored")),
])

test_an_articled_complement_stays_refused = still_refused([
    "I wonder whether the tubes are a scam or legit",
])
