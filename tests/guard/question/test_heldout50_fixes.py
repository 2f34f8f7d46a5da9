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
