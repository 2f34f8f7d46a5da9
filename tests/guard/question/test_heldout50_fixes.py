"""the fiftieth held-out part's 4 silent misreads (bench/results/questions_heldout50_first.txt): two read right by
general rules, two refused where the words cannot tell the pair; then refusals of the part read right."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A lettered amount A ("1.5T") against a bare number and an abbreviation ("2.0 NA"): the abbreviation answers A's
# letters, B is read with it.
test_abbreviation_after_a_bare_number = read_as_expected([
    ("1.5T vs 2.0 NA in the 2020 Civic... which engine is less trouble long term", ("1.5T", "2.0 NA")),
    ("1.5T or 2.0 NA?", ("1.5T", "2.0 NA")),
    ("should I get the 2.0T or the 2.5 NA Mazda", ("2.0T", "2.5 NA")),
    ("16GB or 32 GB of RAM for video editing?", ("16GB", "32 GB")),
])

test_amount_before_a_shared_name_or_head_as_before = read_as_expected([
    ("1.5T or 2.0 engine?", ("1.5T", "2.0")),  # a lower-case head: shared
    ("Should I buy the 512GB or the 1TB Steam Deck OLED? I mostly play indies", ("512GB", "1TB")),
    ("Do the 2021 or the 2023 Outback models have better seats?", ("2021", "2023")),
    ("Can you tell me whether I should run 87 or 91 octane in a 2.7 EcoBoost when towing?", ("87", "91")),
])

# A bare decimal A against a decimal, a name and a head ("the 3.6 Pentastar engines"): the name may be B's alone or
# both's.
test_name_between_decimal_and_head_refused = still_refused([
    "Do the 2.4 or the 3.6 Pentastar engines have fewer oil consumption issues?",
    "Is the 2.0 or the 2.5 Skyactiv engine better?",
    "Are the 1.5 or the 2.0 Ecoboost motors more reliable?",
])

# B a count of times in a span ("once a year", "twice a month", "3 times a year") against A closing on "every …":
# the two frequencies are the options.
test_every_against_a_count_of_times = read_as_expected([
    ("Since I only drive 6k miles a year, should I do oil changes every 6 months or once a year with full "
     "synthetic?", ("every 6 months", "once a year")),
    ("Should we run backups every week or twice a month?", ("every week", "twice a month")),
    ("do I rotate tires every 5k miles or 3 times a year", ("every 5k miles", "3 times a year")),
    ("should I water the lawn every day or twice a week?", ("every day", "twice a week")),
])

test_every_against_other_forms_as_before = read_as_expected([
    ("Is it better to rotate tires every 5k or every 7.5k miles?", ("every 5k", "every 7.5k miles")),
    ("bathing a newborn every day or every other day?", ("every day", "every other day")),
    ("Should I visit every month or once?", ("every month", "once")),
])

# B a preposition phrase against an A of two, the first with B's preposition and form ("in the rain on a scooter" /
# "in the car"): B may stand against either.
test_preposition_phrase_against_two_refused = still_refused([
    "Riding to work in the rain on a scooter or in the car, honestly which is safer",
    "is commuting in the snow on a bike or in the bus safer?",
    "should I sleep in the tent with a tarp or in the car?",
])

test_one_phrase_or_times_as_before = read_as_expected([
    ("should I take vitamin D in the morning with food or in the evening?",
     ("in the morning with food", "in the evening")),
    ("Should we stay in hotels near the beach or in the old town?", ("in hotels near the beach", "in the old town")),
    ("should I store the bike in the garage or in the shed?", ("in the garage", "in the shed")),
    ("from Boston to NYC by train or by bus", ("by train", "by bus")),
    ("Is searching with drones at night or with ground teams more effective?",
     ("with drones at night", "with ground teams")),  # A's later phrase a time
])

# "any idea / no idea / any clue | if …" opens an indirect question as "know if" does: the lead-in is cut.
test_idea_if_opens_the_question = read_as_expected([
    ("Any idea if I should replace just the front rotors or do all four corners while I'm in there?",
     ("replace just the front rotors", "do all four corners")),
    ("any idea if we should refinance or wait?", ("refinance", "wait")),
    ("No idea if I should refinance or wait, help", ("refinance", "wait")),
    ("any clue if I should sell the boat or keep it?", ("sell the boat", "keep it")),
])

test_whether_after_idea_as_before = read_as_expected([
    ("Any idea whether I should replace just the front rotors or do all four corners?",
     ("replace just the front rotors", "do all four corners")),
])

# An opening "do" before a determiner against a B opening with a verb that is no noun: "do" is A's verb (an
# imperative), not an auxiliary asking about a subject pair.
test_imperative_do_against_a_verb = read_as_expected([
    ("Would you mind helping me decide: do the timing belt now at 95k or wait until 105k like the manual says?",
     ("do the timing belt now at 95k", "wait until 105k")),
    ("do the timing belt now or wait until 105k?", ("do the timing belt now", "wait until 105k")),
    ("Do the brakes now or wait till spring?", ("Do the brakes now", "wait till spring")),
    ("do my taxes myself or hire an accountant?", ("do my taxes myself", "hire an accountant")),
])

test_auxiliary_do_before_a_subject_pair_as_before = read_as_expected([
    ("Do the Ioniq 6 or the Model 3 get better highway efficiency at 75 mph?", ("Ioniq 6", "Model 3")),
    ("do the 2.4 or the 3.6 engines burn oil", ("2.4", "3.6")),
])

test_auxiliary_do_with_an_untold_verb_still_refused = still_refused([
    "Do the kids or the parents decide?",
])

# An unlisted bare word after a plural noun and before "more" / "less" / "fewer" is the subject pair's verb.
test_unlisted_verb_before_more = read_as_expected([
    ("whether aluminum or carbon handlebars absorb more road buzz", ("aluminum", "carbon")),  # the corpus's main
    # label, read since session 40 (a material and another stuff's word share the plural head); was its alternative
    ("Do cereal rye or oats winterkill more reliably in zone 4?", ("cereal rye", "oats")),
    ("I wonder if oak or maple floors show fewer scratches", ("oak", "maple")),
])

test_unlisted_verb_before_a_possible_verb_still_refused = still_refused([
    "whether steel or aluminum rims dissipate more heat",  # "heat" may be the verb
])

# "the difference between A and B, which would you / should I …": the closing "which" asks for a pick, as "and
# which …" does; a relative "which is …" does not.
test_difference_then_which_pick = read_as_expected([
    ("is there much difference between 28mm and 32mm tires on rough chipseal, which would u run", ("28mm", "32mm")),
    ("is there a big difference between the Civic and the Corolla, which one would you buy?", ("Civic", "Corolla")),
    ("not much difference between 16GB and 32GB of RAM - which should I get", ("16GB", "32GB")),
    ("difference between term life and whole life insurance, which should I get",
     ("term life", "whole life insurance")),
])

test_difference_alone_or_with_a_relative_still_refused = still_refused([
    "is there much difference between 28mm and 32mm tires on rough chipseal, which is what I ride",
    "is there much difference between 28mm and 32mm tires?",
])

# A gerund of choosing before "between"'s A ("choosing | Blue Card and work visa 18b") is shared: the objects are
# the options.
test_gerund_of_choosing_shared = read_as_expected([
    ("what is difference between choosing Blue Card and work visa 18b, which should I apply",
     ("Blue Card", "work visa 18b")),
    ("stuck between choosing Fidelity and Vanguard", ("Fidelity", "Vanguard")),
    ("torn between picking the Civic and the Corolla", ("Civic", "Corolla")),
])

test_gerund_pair_after_between_as_before = read_as_expected([
    ("torn between picking up the kids and staying late", ("picking up the kids", "staying late")),
])

# "to" and a percentage (or an amount in one unit) on both sides: the preposition phrases are the options, each
# with its own frequency ("once a week" against A's "daily" is B's own, not a clause).
test_to_amounts_with_own_frequencies = read_as_expected([
    ("better to charge to 80% daily or to 100% once a week on an LFP Model 3?",
     ("to 80% daily", "to 100% once a week")),
    ("is it better to charge to 80% daily or to 100% once a week?", ("to 80% daily", "to 100% once a week")),
    ("better to charge to 80% or to 100%?", ("to 80%", "to 100%")),
    ("should I lower the pressure to 30 psi or to 28 psi?", ("to 30 psi", "to 28 psi")),
])

test_to_other_words_still_refused = still_refused([
    "better to drive to work or to the station?",  # "to work": a verb?
    "is it better to go to 2 or to 3 meetings",  # bare counts, no unit
])

test_frequencies_as_before = read_as_expected([
    ("Should I feed the cat twice a day or once a day?", ("twice a day", "once a day")),
    ("better to charge to 80% or to 100% once I retire the old car?", ("to 80%", "to 100%")),  # a clause: cut
])

# "both" / "all" after a verb opens its object, never a name ("Replace | both now"): no verb-or-name refusal.
test_quantifier_object_after_a_verb = read_as_expected([
    ("Rear tire is at the wear bars. Front still has maybe 2k left. Replace both now or just the rear?",
     ("both now", "just the rear")),
    ("Replace both now or just the rear?", ("both now", "just the rear")),
    ("Replace both tires or just the rear one?", ("both tires", "just the rear one")),
    ("Paint both rooms or just the kitchen?", ("both rooms", "just the kitchen")),
])

test_verb_or_name_still_refused = still_refused([
    "approve vendor a or b?",
])
