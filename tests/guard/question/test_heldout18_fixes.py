"""The eighteenth held-out part's misreads and refusals, fixed by general rules (tested here on other prompts
too). Its first scoring is bench/results/questions_heldout18_first.txt (237/256, 6 refused, 13 silently
wrong); the prompts fixed since were moved to questions_dev.yaml (the part's header lists them)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Fixed pairs: "sooner or later" before a contracted subject, "give or take" before an amount, and "once or
# twice" after a perfect verb (a count told, not asked) name no two options.
test_fixed_pairs_are_refused = still_refused([
    "Sooner or later I'll need a new roof — how do I budget for it?",
    "sooner or later we're moving, should we sell the piano?",
    "What should I pack for a week in Iceland, give or take a few days?",
    "the drive is six hours, give or take 30 minutes; what snacks should we bring?",
    "My dog has thrown up once or twice this week, when should I worry?",
    "the baby has woken up once or twice a night lately, is that normal?",
])

test_once_or_twice_asked_is_still_read = read_as_expected([
    ("Should I feed her once or twice a day?", ("once", "twice a day")),
    ("should I water my cactus once or twice a month?", ("once", "twice a month")),
])

# A template slot ("{legal}"), an upper-case word between runs of asterisks ("*** URGENT ***") and a quoted
# line's mark ("> ") open the prompt as tags do.
test_slots_starred_words_and_quote_marks_are_tags = read_as_expected([
    ("*** URGENT *** doxycycline or azithromycin for walking pneumonia?!", ("doxycycline", "azithromycin")),
    ("** URGENT ** call the vet or wait until morning?", ("call the vet", "wait until morning")),
    ("{legal} sign the NDA as-is or push back on the non-compete clause?",
     ("sign the NDA as-is", "push back on the non-compete clause")),
    ("> should i use tabs or spaces in python\nasking for a friend lol", ("tabs", "spaces")),
    (">> vim or emacs for a beginner?", ("vim", "emacs")),
])

# "Would you suggest / recommend (that) we | …": a verb phrase follows the asker's pronoun.
test_suggest_we_leads_to_verb_phrases = read_as_expected([
    ("Thanks in advance — would you suggest we sand and refinish the floors or just put down a rug?",
     ("sand and refinish the floors", "just put down a rug")),
    ("would you recommend I rent or buy?", ("rent", "buy")),
    ("do you suggest that we repaint or repaper the hallway?", ("repaint", "repaper")),
])

test_recommend_it_is_still_refused = still_refused([
    "would you recommend it or the Pixel?",
])

# "Should <determiner> … <noun> be A or B": the verb-looking word before "be" is the subject's head noun.
test_a_noun_subject_before_be = read_as_expected([
    ("Should our next hire be a backend engineer or a frontend engineer?", ("backend engineer", "frontend engineer")),
    ("should my next guitar be a Strat or a Tele?", ("Strat", "Tele")),
    ("Should the first car be a sedan or an SUV?", ("sedan", "SUV")),
])

# B's own phrase: "with" and a possessive pointing back to A's noun; "for" and a duration after A's own adverbial.
test_bs_own_phrase = read_as_expected([
    ("Do we sue the contractor or file a claim with his bond company?",
     ("sue the contractor", "file a claim with his bond company")),
    ("should I fire the plumber or file a complaint with his licensing board?",
     ("fire the plumber", "file a complaint with his licensing board")),
    ("Do I keep training through the knee pain or rest for two weeks?",
     ("keep training through the knee pain", "rest for two weeks")),
    ("should I keep running through the soreness or rest for a few days?",
     ("keep running through the soreness", "rest for a few days")),
    ("Could you advise me whether I should break the lease or sublet for the remaining 5 months?",
     ("break the lease", "sublet")),
])

# A measure and a singular noun before a word ending as an adjective may ("-al", "-ive") before "enough": its head.
test_a_measured_compound_before_enough_is_refused = still_refused([
    "Is a 1/2 HP or a 3/4 HP garbage disposal enough?",
    "is a 1TB or a 2TB hard drive enough",
])

test_an_adjective_only_ending_before_enough_is_still_read = read_as_expected([
    ("Is a 500W or a 700W microwave powerful enough for a dorm?", ("500W", "700W")),
])

# A's own prepositional phrase after a verb against a bare B: B may stand against the preposition's object only.
test_as_own_preposition_against_a_bare_b_is_refused = still_refused([
    "Should I ship the couch to my new apartment via UPS Freight or a moving company?",
    "Should I pay for the car with a loan or the money I saved?",  # "saved": not a way to pay by its word
])

# ... unless the preposition's object and B both name a way to pay: what pays, twice (session 27).
test_two_ways_to_pay_after_with_are_read = read_as_expected([
    ("Should I pay for the wedding with savings or a personal loan?", ("savings", "personal loan")),
    ("Should I pay for the trip with cash or a credit card?", ("cash", "credit card")),
    ("Do we fund the renovation with our savings or a home equity loan?", ("our savings", "home equity loan")),
    ("should i cover the deposit using savings or a payday loan", ("savings", "payday loan")),
])

test_as_own_phrase_against_a_like_b_is_still_read = read_as_expected([
    ("should we keep our photos in Google Photos or iCloud?", ("Google Photos", "iCloud")),
    ("Should I hire the one with more experience or the one who interviewed better?",
     ("one with more experience", "one who interviewed better")),
    ("Should I stay at the Hilton near the airport or the Marriott downtown?",
     ("Hilton near the airport", "Marriott downtown")),
])

# A name against a name after A's common noun and its preposition: the preposition's object is A.
test_a_name_against_the_prepositions_name = read_as_expected([
    ("Is it safer to store passwords in Bitwarden or 1Password?", ("Bitwarden", "1Password")),
    ("Should I keep my savings in Ally or Marcus?", ("Ally", "Marcus")),
    ("Should I store documents in Google Drive or Dropbox?", ("Google Drive", "Dropbox")),
    ("should I learn python with Codecademy or Coursera?", ("Codecademy", "Coursera")),
])

test_a_name_against_a_named_a_is_unchanged = read_as_expected([
    ("Should I invite Tom from Accounting or Sarah?", ("Tom from Accounting", "Sarah")),
])

# A place after two articled compounds of as many lower-case words is the context of both.
test_a_place_after_two_articled_compounds_is_shared = read_as_expected([
    ("Which is better between a heat pump and a gas furnace in Minnesota?", ("heat pump", "gas furnace")),
    ("Which is better, a heat pump or a gas furnace in Minnesota?", ("heat pump", "gas furnace")),
    ("should we buy an electric car or a hybrid car in Norway?", ("electric car", "hybrid car")),
])

# Session 25: "in" / "at" and a name after B is the place of both unless A has a place of its own, B is a
# place ("a suburb | in New Jersey") or B's verb takes it ("… or just shop | at Aldi").
test_a_place_after_one_word_nouns_is_shared = read_as_expected([
    ("should we rent a condo or a house in Denver?", ("condo", "house")),
    ("Should we stay in a hotel or an Airbnb in Rome?", ("hotel", "Airbnb")),
    ("Should I take the CPA or the CFA in New York?", ("CPA", "CFA")),
    ("Should my son major in computer science or in data science at Purdue?",
     ("in computer science", "in data science")),
])

test_a_place_that_may_be_bs_own_is_still_refused = still_refused([
    "Should I live in Brooklyn or a suburb in New Jersey?",
    "#budget #groceries Costco membership or just shop at Aldi?",
])

# "sit by | the A or the B": "by" is shared as the particles are.
test_by_is_shared = read_as_expected([
    ("Good morning! Sorry to bother you, but is it better for my pothos to sit by the south window or the east window?",
     ("south window", "east window")),
    ("should the puppy sleep by the back door or the front door?", ("back door", "front door")),
    ("should I pay by check or by card?", ("by check", "by card")),
])

# "May I ask which …, A or B": the piece holding "which" asks; it is no first item of a list.
test_a_which_question_before_the_pair = read_as_expected([
    ("May I ask which you'd pick for a 6-year-old's first instrument, violin or piano? Thanks kindly.",
     ("violin", "piano")),
    ("could you tell me which you'd choose, Rust or Go?", ("Rust", "Go")),
])

test_a_list_after_which_is_still_refused = still_refused([
    "Can you tell me which one is best, cats, dogs or fish?",
    "Can you tell me which apples, pears or plums are ripest?",
])

# An inch mark after a number is no quote mark.
test_inch_marks = read_as_expected([
    ('a 65" OLED or a 75" QLED for a bright living room?', ('65" OLED', '75" QLED')),
    ('is the "big data" or "small data" approach better?', ("big data", "small data")),
])

# "… A or | would B | be …": B is the subject of a second, copular question.
test_b_subject_of_a_second_copular_question = read_as_expected([
    ("Since we're expecting twins in May, do we need a minivan or would a three-row SUV be enough?",
     ("minivan", "three-row SUV")),
    ("should I buy a car or would a bike be better?", ("car", "bike")),
    ("should we get a dog or would a cat be easier with our schedule?", ("dog", "cat")),
    ("should I take the bus or would the train be faster?", ("bus", "train")),
])

test_b_with_no_predicate_after_be_is_still_refused = still_refused([
    "should I buy a car or would a bike be?",
    "Do I need a lawyer or is it enough?",
])

# "… A or | is / are B | enough / <comparative>?": B is the subject of the second question.
test_b_subject_before_a_closing_comparative = read_as_expected([
    ("With winter coming and me living in Vermont, do I need winter tires or are all-seasons enough?",
     ("winter tires", "all-seasons")),
    ("do we need a crib or is a bassinet enough?", ("crib", "bassinet")),
    ("should I take ibuprofen or is tylenol better?", ("ibuprofen", "tylenol")),
])

# "… or would it be better (to …)": a second question, whose option the words do not set off (these were
# read silently wrong as "be better" before).
test_or_would_it_be_is_refused = still_refused([
    "should I buy a car or would it be better to lease?",
    "should I buy a car or would it be better?",
    "Would it be better to rent or would it be better to buy?",
    "would it be a good idea to rent or would it be smarter to buy",
])

# "whether my husband and I should | …": a compound subject before the modal.
test_a_compound_subject_before_the_modal = read_as_expected([
    ("Would you kindly advise whether my husband and I should file jointly or separately this year? "
     "He has large medical bills.", ("jointly", "separately")),
    ("I'm not sure whether my wife and I should rent or buy.", ("rent", "buy")),
])

# "whether you'd (rather) | …": a pronoun contracted with "would" before the verb.
test_whether_youd = read_as_expected([
    ("Good morning, I was wondering whether you'd recommend a gap year or going straight to university for my son",
     ("gap year", "going straight to university")),
    ("I was wondering whether you'd recommend Rust or Go", ("Rust", "Go")),
    ("I was wondering if you'd suggest a Kindle or a Kobo", ("Kindle", "Kobo")),
    ("not sure if we'd rather rent or buy", ("rent", "buy")),
])

# "I'd love / like to know if A or B …": a wish to know asks, question mark or not.
test_to_know_if_asks = read_as_expected([
    ("Pardon the long message, but I'd love to know if hardwood or engineered wood is better for a house with two "
     "big dogs.", ("hardwood", "engineered wood")),
    ("I'd like to know if hardwood or engineered wood is better.", ("hardwood", "engineered wood")),
])

# "whether it is <adjective> to | …" as "whether it's … to": the verb phrases follow "to".
test_whether_it_is_better_to = read_as_expected([
    ("I would be grateful if you could let me know whether it is preferable to take the train or the bus from Milan "
     "to Lake Como.", ("train", "bus")),
    ("not sure whether it is better to rent or buy", ("rent", "buy")),
    ("can you tell me whether it is smarter to repair the old car or to buy a new one",
     ("repair the old car", "buy a new one")),
])
