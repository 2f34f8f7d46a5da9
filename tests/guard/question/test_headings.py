"""Posts and notes with headings (issue 22, session 27): a line before a post's labelled part ("Title: … /
Body: …") ends its sentence, and a topic heading before a pair that is only "A or B", or the pair and what
it is for, asks, question mark or not ("chimney liner: stainless or clay").

Every prompt is new (none is in the corpus); each read-as-expected one was refused before these rules.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_labelled_line_ends_the_sentence_before_it = read_as_expected([
    ("Title: Stihl MS 250 vs Husqvarna 440\nBody: Mostly firewood, some storm cleanup. Which one would you buy?",
     ("Stihl MS 250", "Husqvarna 440")),
    ("Subject: Medigap G vs N\nDetails: I turn 65 in March and I'm healthy. Which would you pick?",
     ("G", "N")),  # a head and two labels: the labels (test_labelled_pairs.py)
])

test_a_topic_heading_before_a_bare_pair_asks = read_as_expected([
    ("gutter guards: mesh or foam", ("mesh", "foam")),
    ("Fence posts - cedar or black locust", ("cedar", "black locust")),
    ("Title: ceramic or cast iron skillet for cornbread", ("ceramic", "cast iron skillet")),
    ("wood stove: soapstone or steel for a drafty farmhouse", ("soapstone", "steel")),
])

test_headings_that_tell_or_order_stay_refused = still_refused([
    "Lunch: tacos or pizza.",  # a full stop: a note of what is served
    "Noting for my records: contractor quoted tile or LVP",  # a clause, not a heading
    "Reminder: bring cash or card",  # an instruction
    "Status: approved or rejected",  # participles: a state, not two things to choose
    "My plan: sell or keep",
])

# A fragment's purpose set off by a dash, a name ending in a capitalised "One", a language of one capital letter.
test_fragments_dashes_and_letter_names_are_read = read_as_expected([
    ("merino or alpaca — for a scarf that won't itch", ("merino", "alpaca")),
    ("PS5 or Xbox One for a 7 year old", ("PS5", "Xbox One")),
    ("Darktable or Capture One on a budget laptop", ("Darktable", "Capture One")),
    ("C / Rust -- which one for embedded work?", ("C", "Rust")),
])

test_letters_and_statements_near_them_stay_refused = still_refused([
    "A/B -- which one?",  # two letters
    "R/C -- which one?",
    "Tea or coffee — I drink both.",
    "Visa or Mastercard -- accepted at all locations",
])

# "A or B: which …" asks, question mark or not; a heading may hold an -ing word after its first.
test_a_pair_then_a_clause_asking_which_is_read = read_as_expected([
    ("Mulch or compost: which feeds the soil more", ("Mulch", "compost")),
    ("Window film, or cellular shades — which cuts the heat more", ("Window film", "cellular shades")),
    ("Rural broadband plan -- cable internet or satellite", ("cable internet", "satellite")),
])

test_which_of_a_relative_clause_stays_refused = still_refused([
    "The blue or the red one — which I already bought.",
    "We use tea or coffee: which we serve depends on the guest.",
])

# An -ing word may open a topic heading ("Pitching lessons -- …"); seat numbers and sizes may be slashed
# options; "Ticket 1: … Ticket 2: … Which?" enumerates as "Option 1: …" does.
test_more_headings_slashes_and_enumerations_are_read = read_as_expected([
    ("Soaking beans: overnight or quick soak", ("overnight", "quick soak")),
    ("Swimming lessons -- private or group", ("private", "group")),
    ("Cabin: 9A / 12F -- which one", ("9A", "12F")),
    ("4K / 1080p -- which one for a small TV?", ("4K", "1080p")),
    ("Quote 1: $4,800 with removal. Quote 2: $4,100 without. Which?", ("$4,800 with removal", "$4,100 without")),
])

test_numbers_alone_stay_refused = still_refused([
    "24/7 -- which one?",
    "50/50 -- which one?",
])

# An ellipsis after "vs" is a pause, not the end of a sentence or part of B.
test_an_ellipsis_after_vs_is_a_pause = read_as_expected([
    ("Kindle vs... Kobo?", ("Kindle", "Kobo")),
    ("propane heater vs... electric heater?? which is cheaper to run", ("propane heater", "electric heater")),
])

# A one- or two-word heading before two capitalised names ("OK so: Ranger or Tacoma. Go."), not a heading that tells.
test_a_short_heading_before_two_names_asks = read_as_expected([
    ("OK so: Subaru or Toyota. Go.", ("Subaru", "Toyota")),
    ("Big decision: Lisbon or Porto.", ("Lisbon", "Porto")),
])

test_telling_headings_before_two_names_stay_refused = still_refused([
    "FYI: Monday or Tuesday.",
    "Note: Visa or Mastercard.",
    "Update: Kubota or Deere. Help.",
])
