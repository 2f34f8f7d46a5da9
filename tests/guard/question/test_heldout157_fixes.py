"""Fixes for the hundred-and-fifty-seventh held-out part (kayaking, canoeing, paddleboarding and rowing), written
blind and scored before any fix.

Silent misreads read right: spaced double angle marks part a label from the question as a spaced bar does ("Scout
leader query << | Buoyancy blocks or …"); a head written on both sides after an unlisted verb an infinitive's "to"
marks, a phrase both share after B ("smarter to paddle | upstream first or downstream first | on a …"); B's own label
before its price, as A's ("carbon paddle £180 or | alloy £40"); a feet mark closing A though an apostrophe stands
inside one of A's words ("Decathlon's Itiwit 10'"); a "with" and an indefinite article after two verb phrases each
with its own place phrase is B's own ("storing … on wall brackets in the garage and hoisting them up to the ceiling |
with a pulley kit").

Silent misreads now refused: a participle, bare adverb words and a phrase on B's preposition, B going on with a
place phrase of its own ("stored upside down on trestles or on its side against the wall": which phrase of A does
B's first stand against?); a whole clause, its own subject and modal, in A against a short B an -ly adverb opens
("read somewhere that you should stand with feet parallel or slightly staggered").

Refusals read right: two lone states after a copula before a "for" phrase ("be coiled or straight | for …"); a noun
after an article and a listed adjective before "enough" ("a big | sponge enough"); a determiner closing the sentence
before owns no word of the next ("… paddled in that. | Go out …"); an unlisted verb before a comparison an -ly adverb
finishes after an articled B, or before "further"/"faster"/"longer" ("or a T-Formex canoe | scratch more easily",
"glide further"); a larger unit's amount and a bare number of the smaller ("12ft 6"); "now" and a contracted subject
open a clause after B ("… | now I've got …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_spaced_angle_marks_part_a_label = read_as_expected([
    (">> Scout leader query << Buoyancy blocks or air bags for the open canoes?", ("Buoyancy blocks", "air bags")),
    (">>> Newbie question <<< tent or hammock for the trip?", ("tent", "hammock")),
    ("Scout query<<Buoyancy blocks or air bags?", ("Scout query<<Buoyancy blocks", "air bags")),  # as before:
    # unspaced marks part nothing
])

test_a_head_on_both_sides_after_an_infinitive = read_as_expected([
    ("Is it smarter to paddle upstream first or downstream first on a there-and-back trip?",
     ("upstream first", "downstream first")),
    ("Is it better to kayak upstream first or downstream first?", ("upstream first", "downstream first")),
    ("Should I go back to work part time or full time in the autumn?", ("part time", "full time")),
    ("exit row seat or bulkhead seat on a 737 MAX for a 6'4 guy", ("exit row seat", "bulkhead seat")),  # as
    # before: no lead before A
    ("Should I get an exit row seat or bulkhead seat?", ("exit row seat", "bulkhead seat")),  # "exit" after an
    # article is no verb
    ("Once the frosting shows up on my pillar candles, is it better to heat gun them or leave them as they are?",
     ("heat gun them", "leave them as they are")),  # as before: a pronoun is no head
])

test_bs_own_label_before_its_price = read_as_expected([
    ("carbon paddle £180 or alloy £40, is it worth it for a casual paddler??", ("carbon paddle £180", "alloy £40")),
    ("wool blanket £30 or cotton £20?", ("wool blanket £30", "cotton £20")),
    ("leather sofa $900 or fabric $600 for a family with dogs?", ("leather sofa $900", "fabric $600")),
    ("ask the Lottery for £9,999 or the full £10,000?", ("£9,999", "full £10,000")),  # as before: an article's sum
    ("Is the Gift Aid limit on benefits 25% of the donation or a flat £2,500?", ("25% of the donation", "flat £2,500")),
])

test_a_feet_mark_after_an_apostrophe_inside_a_word = read_as_expected([
    ("It's between Decathlon's Itiwit 10' and the Aqua Marina Beast for my partner's birthday",
     ("Decathlon's Itiwit 10'", "Aqua Marina Beast")),
    ("It's between Sam's 8' and the Bic 10' for my daughter", ("Sam's 8'", "Bic 10'")),
    ("Should I call it 'Mini 8' or 'Maxi'?", ("Mini 8", "Maxi")),  # as before: a quote closes A
])

test_an_adverb_before_as_place_against_bs_two_phrases = still_refused([
    "Kindly advise: should the canoe be stored upside down on trestles or on its side against the wall?",
    "should the board be stored flat on a rack or on its edge against the wall?",
])

test_a_placed_pair_as_before = read_as_expected([
    ("Should the canoe be stored on trestles or on a rack?", ("on trestles", "on a rack")),
    ("Please could someone tell me whether experiment records should be signed off in LabArchives or in the paper "
     "notebook for GLP studies?", ("in LabArchives", "in the paper notebook")),  # a particle, a purpose after B
])

test_bs_with_phrase_after_two_placed_verb_phrases = read_as_expected([
    ("We're deciding between storing the kayaks on wall brackets in the garage and hoisting them up to the ceiling "
     "with a pulley kit.",
     ("storing the kayaks on wall brackets in the garage", "hoisting them up to the ceiling with a pulley kit")),
    ("I'm torn between keeping the boat on a trailer in the yard and hauling it up to the loft with a winch.",
     ("keeping the boat on a trailer in the yard", "hauling it up to the loft with a winch")),
    ("Should I retake Algebra 2 over the summer or move on to Precalc with a C?",
     ("retake Algebra 2 over the summer", "move on to Precalc with a C")),  # as before
])

test_a_clause_in_a_against_an_adverbed_b = still_refused([
    "I read somewhere that you should stand with feet parallel or slightly staggered, do you know which one "
    "beginners are taught?",
    "I read online that you should keep your knees bent or slightly straight?",
    "Someone told me that you should hold the shaft vertical or slightly angled, which one is it?",
])

test_a_head_a_clause_tells_of_as_before = read_as_expected([
    ("Should I buy a car that I can afford or a bike?", ("car that I can afford", "bike")),
])

test_two_states_after_a_copula_before_for = read_as_expected([
    ("I'd be grateful if someone could tell me whether a leash should be coiled or straight for river paddling.",
     ("coiled", "straight")),
    ("Should the hair be curly or straight for the wedding?", ("curly", "straight")),
    ("Should the cuttings go in water or straight into soil?", ("in water", "straight into soil")),  # as before
])

test_straight_leading_its_own_phrase_still_refused = still_refused([
    "Should I go there first or straight for the exit?",
])

test_a_noun_after_an_article_and_adjective_before_enough = read_as_expected([
    ("EDIT: forgot to ask — is a bilge pump or a big sponge enough for a day trip in a sit-in?",
     ("bilge pump", "big sponge")),
    ("Is a duvet or a thick blanket enough for winter camping?", ("duvet", "thick blanket")),
])

test_an_unlisted_adjective_before_enough_still_refused = still_refused([
    "Is a fleece or a light jacket enough?",
])

test_a_determiner_closing_the_sentence_before = read_as_expected([
    ("Forecast says F4 gusting 5, offshore. I've got my 3 star but I've never paddled in that. Go out in the bay "
     "tomorrow or wait for Sunday?", ("Go out in the bay tomorrow", "wait for Sunday")),
    ("I've never done this. Go out tonight or wait for the weekend?", ("Go out tonight", "wait for the weekend")),
    ("Should we use an outside recruiter or hire internally?", ("use an outside recruiter", "hire internally")),  # as
    # before
])

test_an_unlisted_verb_before_a_finished_comparison = read_as_expected([
    ("Does a Royalex or a T-Formex canoe scratch more easily on gravel bars?", ("Royalex", "T-Formex canoe")),
    ("Does an eclectus or a caique bond more easily with the whole family rather than one person?",
     ("eclectus", "caique")),
    ("Does a cotton or a linen shirt wrinkle more easily?", ("cotton", "linen")),
    ("Do 9ft or 10ft boards glide further?", ("9ft", "10ft")),
    ("would students or retirees stick around longer as food bank volunteers", ("students", "retirees")),
])

test_no_verb_after_the_pair_still_refused = still_refused([
    "Do the kids or the parents decide?",
    "Does titanium or stainless steel scratch more easily on a bracelet?",  # no article: "steel" B's, or both's?
])

test_a_larger_units_amount_and_the_smallers_number = read_as_expected([
    ("Do 11ft or 12ft 6 boards glide further per stroke for a lightweight paddler?", ("11ft", "12ft 6")),
    ("Is a 10ft or 10ft 6 board better for a beginner?", ("10ft", "10ft 6")),
    ("Are 12ft or 14ft boards faster?", ("12ft", "14ft")),  # as before
])

test_now_and_a_contracted_subject_open_a_clause = read_as_expected([
    ("Should I keep paddling with the club or go off and do my own trips now I've got my 2 star?",
     ("keep paddling with the club", "go off and do my own trips")),
    ("Should we keep renting or buy a house now we've both got jobs?", ("keep renting", "buy a house")),
    ("Should I keep renting or buy a house now?", ("keep renting", "buy a house now")),  # as before: a time
])
