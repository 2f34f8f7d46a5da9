"""Fixes for the hundred-and-thirty-sixth held-out part (beekeeping, poultry and smallholding), written blind and
scored before any fix.

Silent misreads read right: a gerund opening the sentence with its capital before its object and the state it is kept
in ("Storing extracted supers | wet or dry"); a participle of motion after B's noun ("syrup | going into winter"); an
object pronoun between B's verb and the particle before "to" ("take it down | to a single"); a cleft's clause without
"that", opening on a contracted subject or on a participle and its object ("supersedure cells | I'm seeing", "the red
mite | making my hens …"); a state kept as it is ("disbudded or | left horned"); a seller "from" a name after a
lower-case B against a named A ("a custom run | from Solway"); an unlisted lone verb against a listed verb and its
object ("cull or | treat the hen …").

Silent misreads now refused: a bare word after "in" closing an articled B ("a walk | in run": a name, or B and where
it is?).

Refusals read right: two capitalised names of as many words set against each other by "versus" though the first
word is a verb ("Buff Orpington versus Light Sussex"); a spaced slash before what the pair is for ("wire floor / solid
floor for quail cages"); a topic before a comma that A's pronoun refers to ("hen with impacted crop, | massage it or
…"), and whom the question is for before it ("… a starter breed for us, | Orpingtons or Brahmas"); two points of the
compass after an unlisted verb ("face | south-east or south-west"); a comparative after the article of B's "with"
phrase ("… and just combining it with the weaker one"); "knowing if" as a lead that asks; a question forwarded ("asked
me to ask which …"). And "We're thinking of | …" as a lead as "thinking about" is."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_opening_gerunds_object_and_its_state = read_as_expected([
    ("Storing extracted supers wet or dry over winter?", ("wet", "dry")),
    ("Serving the soup hot or cold at the party?", ("hot", "cold")),
])

test_an_opening_gerund_still_refused_before_a_length = still_refused([
    "Cutting the grass short or long?",  # as before: a length after an opening gerund
])

test_a_participle_of_motion_after_bs_noun = read_as_expected([
    ("Is it better to feed fondant or syrup going into winter?", ("fondant", "syrup")),
    ("Should I feed pellets or mash heading into spring?", ("pellets", "mash")),
    ("walking or cycling into town?", ("walking", "cycling")),  # as before: B is the -ing word itself
])

test_an_object_pronoun_before_the_particle_and_to = read_as_expected([
    ("Your advice: overwinter on double brood or take it down to a single?",
     ("overwinter on double brood", "take it down to a single")),
    ("overwinter on one box or cut it back to a nuc?", ("overwinter on one box", "cut it back to a nuc")),
])

test_a_clefts_clause_without_that = read_as_expected([
    ("Assuming the queen is still laying, is it swarm cells or supersedure cells I'm seeing along the bottom bars?",
     ("swarm cells", "supersedure cells")),
    ("I'm trying to work out if it's the heat or the red mite making my hens stop laying", ("heat", "red mite")),
    ("Is it the battery or the alternator I'm hearing?", ("battery", "alternator")),
    ("Is it the thermostat or the pump causing the noise?", ("thermostat", "pump")),
    ("Is it the heat or the mites?", ("heat", "mites")),  # as before: no clause
])

test_a_state_kept_as_it_is = read_as_expected([
    ("Our vet asked us to decide whether we want the goat kids disbudded or left horned, can you help me think it "
     "through", ("disbudded", "left horned")),
    ("do we want the lambs docked or left whole?", ("docked", "left whole")),
    ("do we want the lambs docked or left in the barn?", ("lambs docked", "left in the barn")),  # as before: a place,
    # no state
])

test_a_seller_from_a_name_after_a_lower_case_b = read_as_expected([
    ("Which would you go for: an Omlet Walk In Run or a custom run from Solway?",
     ("Omlet Walk In Run", "custom run from Solway")),
    ("Should I buy a Dyson V8 or a cheap stick vacuum from Argos?", ("Dyson V8", "cheap stick vacuum from Argos")),
    ("a plastic coop or a wooden one from Omlet?", ("plastic coop", "wooden one")),  # as before: A names no maker
])

test_an_unlisted_lone_verb_against_a_verb_and_its_object = read_as_expected([
    ("cull or treat the hen with the swollen abdomen?", ("cull", "treat")),
    ("prune or remove the apple tree by the fence?", ("prune", "remove")),
    ("topstitch or edgestitch the patch pockets on a chore coat?", ("topstitch", "edgestitch the patch pockets")),
    # as before: B's verb is no listed one
    ("taxi or take the bus to the airport?", ("taxi", "take the bus")),  # a noun of means against taking another
    ("bike or take the train to work?", ("bike", "take the train")),
    ("prebuilt vs build your own PC for a family of four", ("prebuilt", "build your own PC")),  # a participle as A
    ("handmade vs buy a cheap one from the shop", ("handmade", "buy a cheap one")),
])

test_a_bare_word_after_in_closing_an_articled_b = still_refused([
    "ELECTRIC POULTRY NETTING OR A WALK IN RUN - FOX GOT 4 LAST NIGHT",
    "electric netting or a walk in run?",
])

test_a_time_after_in_closing_an_articled_b_as_before = read_as_expected([
    ("a run or a walk in winter?", ("run", "walk")),
])

test_two_titled_names_against_each_other_by_versus = read_as_expected([
    ("Buff Orpington versus Light Sussex", ("Buff Orpington", "Light Sussex")),
    ("Mark Twain vs Jane Austen", ("Mark Twain", "Jane Austen")),
])

test_a_verb_and_its_object_against_one_name_still_refused = still_refused([
    "Compare Python versus Java",
])

test_a_spaced_slash_before_what_the_pair_is_for = read_as_expected([
    ("wire floor / solid floor for quail cages", ("wire floor", "solid floor")),
    ("hay nets / hay racks for goats", ("hay nets", "hay racks")),
])

# A spaced slash between names of unlike length before what they are for reads as the pair, question mark or none
# (session 47 kept this reading over a narrowing that refused it: the choice is plain).
test_a_spaced_slash_between_sides_of_unlike_length = read_as_expected([
    ("Apple Watch / Garmin for running", ("Apple Watch", "Garmin")),
    ("Kindle Paperwhite / Kobo for reading in bed", ("Kindle Paperwhite", "Kobo")),
])

test_a_spaced_slash_of_times_still_refused = still_refused([
    "lunch / dinner for two",
])

test_a_topic_or_a_beneficiary_before_the_comma = read_as_expected([
    ("URGENT - hen with impacted crop, massage it or withhold food overnight?",
     ("massage it", "withhold food overnight")),
    ("cracked windscreen, repair it or replace the glass?", ("repair it", "replace the glass")),
    ("Please could you recommend a starter breed for us, Orpingtons or Brahmas, we have young children",
     ("Orpingtons", "Brahmas")),
    ("Could you suggest a first car for me, a Fiesta or a Polo?", ("Fiesta", "Polo")),
])

test_a_list_of_three_still_refused = still_refused([
    "Should I invite him, Sarah or Tom?",
    "Paint the deck, stain it, or just power wash it?",  # a verb phrase before the comma: an item
    "sell the car, fix it or scrap it?",
])

test_two_points_of_the_compass = read_as_expected([
    ("Hi all, long-time lurker. Can someone tell me if a hive on the allotment should face south-east or south-west? "
     "Site is a bit exposed.", ("south-east", "south-west")),
    ("should the hive face south or west?", ("south", "west")),
    ("Should the solar panels face east or west for a flat roof?", ("east", "west")),
    ("should we go north or south this summer?", ("north", "south")),  # as before
])

test_a_comparative_after_the_article_of_bs_with_phrase = read_as_expected([
    ("I'm stuck between requeening the angry colony and just combining it with the weaker one",
     ("requeening the angry colony", "just combining it with the weaker one")),
    ("I'm torn between keeping the old router and just replacing it with the cheaper one",
     ("keeping the old router", "just replacing it with the cheaper one")),
])

test_a_predicate_after_bs_with_phrase_still_refused = still_refused([
    "I'm torn between fixing the old bike and just swapping it with the lighter one better?",
])

test_knowing_if_and_a_forwarded_question = read_as_expected([
    ("thanks in advance, would really appreciate knowing if I should get a second-hand Ifor Williams trailer or just "
     "pay the haulier each time", ("get a second-hand Ifor Williams trailer", "just pay the haulier each time")),
    ("I'd appreciate knowing if we should repaint or just sell it", ("repaint", "just sell it")),
    ("My wife asked me to ask which is less work for a beginner, quail or bantams", ("quail", "bantams")),
    ("My husband asked me to ask which is cheaper to run, a heat pump or an oil boiler", ("heat pump", "oil boiler")),
])

test_statements_near_these_leads_still_refused = still_refused([
    "without knowing if the shop is open or closed, I went anyway.",
    "I was going to ask which is better, tea or coffee, but I forgot.",
    "We're thinking of the past or the future.",
])

test_thinking_of_as_a_lead = read_as_expected([
    ("We're thinking of buying a Honda or a Toyota, which is more reliable?", ("Honda", "Toyota")),
    ("We're thinking of leaving now or waiting until Friday", ("leaving now", "waiting until Friday")),
])
