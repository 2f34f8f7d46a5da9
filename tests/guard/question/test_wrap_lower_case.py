"""Prompts typed all in lower case (bench/question_wraps.py --wrap lowercase): names and brands lose their capitals
("should we base ourselves in osaka or kyoto"), so where a capital was the only evidence for an option's edge the
pair is refused rather than silently misread."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A head, a preposition and one word against one bare word, written without capitals: the two names after the
# preposition ("osaka" / "kyoto"), or the whole of A against B ("coffee with milk" / "tea")? Only capitals told.
test_one_word_after_a_preposition_against_one_word_uncased = still_refused([
    "should we base ourselves in osaka or kyoto?",
    "would you run migrations with alembic or atlas on a new project?",
    "do rents in docklands or southbank go up faster?",
    "should i keep passwords in bitwarden or keepass?",
    "do we award the contract to meridian or halvorsen?",
    "should i invoice the client in usd or eur?",
])

test_one_word_after_a_preposition_with_capitals_or_no_name = read_as_expected([
    ("Should we base ourselves in Osaka or Kyoto?", ("Osaka", "Kyoto")),  # as before: the capitals tell
    ("would you run migrations with Alembic or Atlas on a new project?", ("Alembic", "Atlas")),
    ("retries with exponential backoff or a circuit breaker?",  # no name takes "a": the whole of A
     ("retries with exponential backoff", "circuit breaker")),
    ("should we hold the offsite in denver or austin?", ("denver", "austin")),  # as before: a verb leads A
    ("walk in shower or tub?", ("walk in shower", "tub")),  # a one-word head opening the clause: a compound
    ("should we buy the house near the lake or the condo?", ("house near the lake", "condo")),  # determined heads
    ("a publisher offered a 30% rev share. sign with them or self-publish?", ("sign with them", "self-publish")),
    ("do we take the train from paris to amsterdam or fly", ("take the train from paris to amsterdam", "fly")),
])

# A's phrase after its preposition and B open on the same word and differ only after it: those two are the options
# ("september 2027" / "september 2028"), as the capitals showed ("Schedule C" / "Schedule D"), even where B's first
# word is a verb too ("schedule", "store").
test_same_word_after_a_preposition_and_in_b = read_as_expected([
    ("should he start kindergarten in september 2027 or september 2028?", ("september 2027", "september 2028")),
    ("would you book the tickets for row 7 or row 20?", ("row 7", "row 20")),
    ("should i put the kids in swim class 2 or swim class 3?", ("swim class 2", "swim class 3")),
    ("do i report it on schedule c or schedule d?", ("schedule c", "schedule d")),
    ("do we put the old reports in store 12 or store 14?", ("store 12", "store 14")),
])

test_verb_phrases_opening_on_the_same_verb_still_read = read_as_expected([
    ("should we schedule it for monday or schedule it for friday?",
     ("schedule it for monday", "schedule it for friday")),  # as before: A opens on B's word
    ("should i send it by post or post it online?", ("send it by post", "post it online")),  # as before
    ("should i report it on schedule c or move it?", ("report it on schedule c", "move it")),  # as before
    ("should i store it in box 3 or on shelf 4?", ("in box 3", "on shelf 4")),  # as before
])

# A lower-case word between spaced runs of three asterisks is a label, as an upper-case one is ("*** URGENT ***"),
# unless an "or" follows it (the options themselves in asterisks).
test_lower_case_word_between_asterisk_runs_is_a_label = read_as_expected([
    ("*** urgent *** doxycycline or azithromycin for walking pneumonia?!", ("doxycycline", "azithromycin")),
    ("**** asap **** tile or vinyl for the bathroom?", ("tile", "vinyl")),
    ("*** pls *** ibuprofen or tylenol for a fever", ("ibuprofen", "tylenol")),
    ("*** rent *** or *** buy ***?", ("rent", "buy")),  # as before: the options in asterisks
    ("**pizza** or **pasta** tonight?", ("pizza", "pasta")),  # as before
])

# A measure standing as a sentence ("about 400 sq ft.") ends it before a lower-case word when the prompt has no
# capitals at all (with capitals, only before a capital); not so a measure before its head ("a 7 ft. fraser fir").
test_measure_sentence_without_capitals = read_as_expected([
    ("client wants a patio. about 400 sq ft. pavers or stamped concrete? soil is mostly clay.",
     ("pavers", "stamped concrete")),
    ("fence run is about 120 ft. vinyl or wood?", ("vinyl", "wood")),
    ("about 400 sq ft. pavers or stamped concrete?", ("pavers", "stamped concrete")),
    ("is a 7 ft. fraser fir or a 6 ft. noble fir better?", ("7 ft. fraser fir", "6 ft. noble fir")),  # as before
])

# A bare subject and a past verb of offering open a note typed in lower case as they do capitalised ("Lender
# offered | …"): the options are the verb's object.
test_bare_subject_offering_in_lower_case = read_as_expected([
    ("lender offered 6.5% with 0 points or 6.125% with 1.5 points. which one?",
     ("6.5% with 0 points", "6.125% with 1.5 points")),
    ("doctor suggested melatonin or magnesium for sleep", ("melatonin", "magnesium")),
    ("landlord offered a 12-month lease or month-to-month. which one?", ("12-month lease", "month-to-month")),
    ("dealer quoted us $31k or $29k with no trade. which one?", ("$31k", "$29k")),  # as before
])

test_first_person_offering_still_refused = still_refused([
    "i offered tea or coffee",  # a statement, no choice asked
])

# A day of the week typed in lower case is still a name ("on tuesday" as "on Tuesday"): the preposition both options
# share is cut off A (months not so: "… after the trip | in june" stays B's own, as before).
test_calendar_names_in_lower_case = read_as_expected([
    ("could you kindly let me know if the vaccination appointment can be on tuesday or thursday?",
     ("tuesday", "thursday")),
    ("should the meeting be on tuesday or thursday?", ("tuesday", "thursday")),
    ("is the dentist on monday or wednesday?", ("monday", "wednesday")),
    ("would the check-in be on friday or saturday?", ("friday", "saturday")),
    ("should we go to the beach or the zoo on saturday?", ("beach", "zoo")),  # as before: a day both share
    ("should the launch be in october or november?", ("october", "november")),  # as before
])

# Options that differ only in a closing letter or Roman numeral typed in lower case ("vendor a" / "vendor b", "type
# i" / "type ii") are labelled, as "Vendor A" / "Vendor B" are: no article left at an option's end; a verb before the
# first ("approve | vendor a or vendor b") takes both.
test_lower_case_letter_labels = read_as_expected([
    ("approve vendor a or vendor b for the badge readers?", ("vendor a", "vendor b")),
    ("did vendor a or vendor b score higher on the technical evaluation?", ("vendor a", "vendor b")),
    ("[hiring - backend] candidate a or candidate b for the final offer?", ("candidate a", "candidate b")),
    ("offer a: $95k, remote. offer b: $110k, hybrid 3 days. a or b?", ("a", "b")),
    ("should the soc 2 be type i or type ii for our first audit?", ("type i", "type ii")),
    ("is plan a or plan b cheaper over five years?", ("plan a", "plan b")),
])

test_article_at_an_option_end_still_refused = still_refused([
    "should i buy a or the?",
    "is it a or an before hour?",
    "approve vendor a or a new vendor?",
])

# "may" after a preposition of time ("in may", "until may") is the month typed in lower case, not a modal at an
# option's edge.
test_may_after_a_preposition_is_the_month = read_as_expected([
    ("should we visit machu picchu in may or in september?", ("in may", "in september")),
    ("should i plant tomatoes in april or wait until may?", ("plant tomatoes in april", "wait until may")),
    ("do we launch in may with fewer features or delay to august?",
     ("launch in may with fewer features", "delay to august")),
    ("should we go in march or in april?", ("in march", "in april")),
])

test_modal_may_still_refused = still_refused([
    "should i ask if we may or if we must?",
])

# "a.m." / "p.m." inside an option after a preposition, in a prompt without capitals: the period may end a sentence
# before the option ("at 10 p.m. | taxi or …"), which only a capital would show.
test_clock_period_inside_an_option_uncased = still_refused([
    "we land in tokyo at 10 p.m. taxi or the airport limousine bus to shinjuku?",
    "we arrive at 11 p.m. uber or the night bus?",
])

test_clock_after_a_determiner_still_read = read_as_expected([
    ("should i take the 10 p.m. flight or the 6 a.m. one?", ("10 p.m. flight", "6 a.m. one")),  # as before
    ("should i book the 6 a.m. flight or the 2 p.m. flight?", ("6 a.m. flight", "2 p.m. flight")),  # as before
    ("We land at 10 p.m. Taxi or the bus?", ("Taxi", "bus")),  # as before: the capital tells
])
