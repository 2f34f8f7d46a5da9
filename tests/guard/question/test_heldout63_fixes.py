"""the sixty-third held-out part's 16 silent misreads (bench/results/questions_heldout63_first.txt): thirteen read
right by general rules, three refused ("Crop insurance RP or YP …": topic or A's own head; "a 1.5 in. application
…": inches written short; none of the three not-pairwise prompts is read any more)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "until" / "till" closing a verb-phrase B: how long B lasts is B's own, not a time both share.
test_until_span_is_b_own = read_as_expected([
    ("If you were in my boots would you harvest the corn wet at 25% or let it field dry till November?",
     ("harvest the corn wet at 25%", "let it field dry till November")),
    ("Should we cut the hay wet or leave it in the windrow until Friday?",
     ("cut the hay wet", "leave it in the windrow until Friday")),
    ("do I sell the calves at weaning or keep them on grass till spring?",
     ("sell the calves at weaning", "keep them on grass till spring")),
])

test_during_still_shared = read_as_expected([
    ("Should we continue metformin or switch to insulin during pregnancy?",
     ("continue metformin", "switch to insulin")),  # as before
])

# A verb, an object pronoun and a particle closing B: the particle is B's verb's.
test_particle_after_pronoun = read_as_expected([
    ("Since the beans got hailed at V3, should we replant or ride it out?", ("replant", "ride it out")),
    ("What's your advice — no-till drill the cover crop or fly it on?", ("no-till drill the cover crop", "fly it on")),
    ("should I patch or tear it out for good?", ("patch", "tear it out for good")),
])

test_shared_pronoun_still_shared = read_as_expected([
    ("Should I keep or sell it?", ("keep", "sell")),  # as before
])

# A verb-only B, "to" and one bare noun: where B's verb goes, not a purpose.
test_verb_to_bare_noun = read_as_expected([
    ("corn on corn... or rotate to beans??", ("corn on corn", "rotate to beans")),
    ("continuous grazing or convert to hay?", ("continuous grazing", "convert to hay")),
    ("corn after corn, or rotate to soybeans this year?", ("corn after corn", "rotate to soybeans")),
])

test_to_after_noun_like_verb_still_cut = read_as_expected([
    ("rail or truck to market?", ("rail", "truck")),  # as before
    ("fescue or rotate to cut costs?", ("fescue", "rotate")),  # as before: a purpose
])

# "down here" / "out there" before a place phrase after B: the place's, not B's.
test_pointing_place = read_as_expected([
    ("#cattle #ranchlife angus or brangus down here in east texas", ("angus", "brangus")),
    ("angus or brangus out here in west texas?", ("angus", "brangus")),
    ("#goats boer or kiko up here in the ozarks?", ("boer", "kiko")),
])

# A spaced ">>" / "»" parts a breadcrumb from the question.
test_breadcrumb = read_as_expected([
    ("Sheep & Goat Forum >> Boer or Kiko for meat goats on brushy ground?", ("Boer", "Kiko")),
    ("Cattle Talk >> Breeds >> angus or hereford for a cow-calf start?", ("angus", "hereford")),
    ("Forums » Equipment » Deere or Kubota for a 40 hp loader tractor?", ("Deere", "Kubota")),
])

# Two plural subjects and a bare verb before a comparative: the predicate starts at the verb.
test_plural_subjects_verb = read_as_expected([
    ("katahdins or dorpers gain faster on pasture without grain?", ("katahdins", "dorpers")),
    ("katahdins or dorpers grow faster on pasture without grain?", ("katahdins", "dorpers")),
    ("Boers or Kikos gain faster on browse?", ("Boers", "Kikos")),
    ("heifers or steers gain better on wheat pasture?", ("heifers", "steers")),
])

test_long_subject_still_whole = read_as_expected([
    ("Is a school with small classes or a school with a strong sports program better for my son?",
     ("school with small classes", "school with a strong sports program")),  # as before
])

# Two times, a place phrase after the second: the times are the options.
test_times_before_shared_place = read_as_expected([
    ("My agronomist and I are arguing about whether to apply lime this fall or next spring on the bottom field, what "
     "do you think?", ("this fall", "next spring")),
    ("should I wean the calves this month or next month at the sale barn?", ("this month", "next month")),
    ("should we plant the south field this spring or next year for the CRP exit?", ("this spring", "next year")),
])

# "self" / "co" and a verb written open opens a verb-phrase B.
test_open_self_verb = read_as_expected([
    ("do we buy the hail rider on the crop insurance or self insure",
     ("buy the hail rider on the crop insurance", "self insure")),
    ("should we pay for the extended warranty or self insure?", ("pay for the extended warranty", "self insure")),
    ("should we hire a publisher or self publish the book?", ("hire a publisher", "self publish the book")),
])

test_self_noun_still_noun = read_as_expected([
    ("do we buy the hail rider or self storage?", ("hail rider", "self storage")),  # as before
])

# Between an articled noun with a bare place and an articled B: A keeps its head.
test_articled_head_with_bare_place = read_as_expected([
    ("Choosing between the ADM elevator in town and the ethanol plant 40 miles out - basis is 12 cents better at the "
     "plant", ("ADM elevator in town", "ethanol plant 40 miles out")),
    ("Choosing between the Co-op elevator in town and the river terminal", ("Co-op elevator in town",
                                                                             "river terminal")),
])

test_articled_place_still_place = read_as_expected([
    ("torn between the markdowns on the rack and the endcaps", ("markdowns on the rack", "endcaps")),  # as before
])

# Two prices, each with its own terms and time, A closing on "now".
test_price_terms_and_time = read_as_expected([
    ("$185/cwt for 550 lb steers now or $170/cwt at 750 lbs in Jan?",
     ("$185/cwt for 550 lb steers now", "$170/cwt at 750 lbs in Jan")),
    ("$4.50 for new crop corn now or $4.80 at the elevator in March?",
     ("$4.50 for new crop corn now", "$4.80 at the elevator in March")),
])

test_price_place_without_time_still_cut = read_as_expected([
    ("$185/cwt for 550 lb steers now or $170/cwt at the sale barn?", ("$185/cwt for 550 lb steers now",
                                                                      "$170/cwt")),  # as before
])

test_refused_forms = still_refused([
    "Advice needed. Crop insurance RP or YP for the soybeans?",  # the nouns: a topic or A's head?
    "health insurance PPO or HMO for a family of four?",
    "a 1.5 in. application every 5 days or 0.75 in. every 2-3 days on sandy soil?",  # inches written short
    "Anybody got 20 or 30 bred heifers for sale in the area?",  # whether someone has them
    "Anybody got Angus or Hereford bulls for sale?",
    "Neighbor lost 30 acres of wheat to hail or wind, the adjuster wasn't sure which.",  # another's doubt told
    "My cousin lost the calf to scours or pneumonia, the vet was not sure which.",
    "Feed went up 15% this year whether you buy pellets or cubes.",  # concessive
    "Diesel cost us more this season whether we ran the old tractor or the new one.",
])

test_acronyms_and_asks_still_read = read_as_expected([
    ("should I buy RP or YP for the soybeans?", ("RP", "YP")),  # as before
    ("smart TV or OLED?", ("smart TV", "OLED")),  # as before
    ("Anyone have a sense of whether angus or brangus do better in the heat?", ("angus", "brangus")),  # as before
    ("Planting corn or beans on the bottom field, I'm not sure which.", ("Planting corn", "beans")),  # as before
    ("We have to decide this year whether we buy pellets or cubes.", ("pellets", "cubes")),  # as before
    ("should I log in or sign up?", ("log in", "sign up")),  # as before
])
