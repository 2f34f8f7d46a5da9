"""Session 51's own rule, for a silent misread found outside the corpus by reading everyday prompts.

A copula, a determiner and a subject, then two bare words with nothing after B ("Is the oven gas or electric?" read
'oven gas' / 'electric'; "is the main issue cost or time?" read 'main issue cost'): nothing follows B, so the words
after the determiner hold the copula's subject and option A. One noun and one word part one way: A is the last word
("gas"). More words part more ways ("the main | issue cost", "the main issue | cost"; "the dress | navy blue"):
refused. A predicate after B ("Is the chicken breast or thigh better?": the pair is the subject), a compound B
("… or engineered wood") or a subject that is a demonstrative or has its place phrase read as before."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_determined_subject_of_one_noun_before_a_bare_pair = read_as_expected([
    ("Is the oven gas or electric?", ("gas", "electric")),
    ("is the car petrol or diesel?", ("petrol", "diesel")),
    ("Was the fabric cotton or linen?", ("cotton", "linen")),
    ("Is the heating gas or oil?", ("gas", "oil")),
    ("is your goal speed or comfort?", ("speed", "comfort")),
    ("Is the car Toyota or Honda?", ("Toyota", "Honda")),
    ("Are the tiles ceramic or porcelain?", ("ceramic", "porcelain")),
])

test_a_longer_determined_subject_before_a_bare_pair = still_refused([
    "is the main issue cost or time?",
    "is the kitchen floor tile or wood?",
    "is your main goal speed or comfort?",
    "Is the better fit Python or Go?",
])

test_near_misses_read_as_before = read_as_expected([
    ("Is the chicken breast or thigh better?", ("chicken breast", "thigh")),  # a predicate after B
    ("Is the Kia or the Mazda better?", ("Kia", "Mazda")),
    ("Is the problem my shaping or my proofing time?", ("my shaping", "my proofing time")),
    ("is a scratch on a coin damage or wear?", ("damage", "wear")),
])

# Two manners ordered by "first" after an articled noun: A's first word may be the article's noun ("into the berth",
# then "bow first") or A's own compound; refused (part 160's last silent misread, 'berth bow first').
test_an_ordered_manner_after_an_articled_noun = still_refused([
    "Coming into the berth bow first or stern first with a strong crosswind?",
    "Should I book the exit row seat first or aisle first?",
])

test_an_ordered_manner_without_the_article_reads_as_before = read_as_expected([
    ("should I do the laundry first or dishes first", ("laundry first", "dishes first")),
])

# "what's" and a comparative, then two indefinite noun phrases closing the prompt with no comma before them: the pair
# is the options, A from the last "a" / "an" (the comparative's own "for a …" phrase stays out).
test_what_s_comparative_then_a_closing_indefinite_pair = read_as_expected([
    ("whats safer for a 17yo new driver a small car or a big car", ("small car", "big car")),
    ("whats cheaper for a family of four a minivan or an SUV", ("minivan", "SUV")),
    ("whats better a bike or a car", ("bike", "car")),
    ("whats worse a cold or a flu", ("cold", "flu")),
])

test_what_s_with_a_phrase_after_the_pair_stays_refused = still_refused([
    "whats safer a helmet or a hat for a toddler",
    "whats the best way to get there a bus or a train",
])
