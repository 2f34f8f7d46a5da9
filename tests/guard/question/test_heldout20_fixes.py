"""The twentieth held-out part's misreads and refusals, fixed by general rules (tested here on other prompts
too). Its first scoring is bench/results/questions_heldout20_first.txt (222/256, 22 refused, 12 silently
wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "more or less <adjective> than …" compares one thing with another by degree: no two options.
test_more_or_less_than_is_refused = still_refused([
    "Are teenagers these days more or less anxious than we were?",
    "is rent here more or less expensive than in Leeds?",
    "Are electric cars more or less reliable than petrol ones?",
])

# "wait until after <time>": the time after "until" is what B's verb waits for, not a time of both options.
test_until_after_stays_in_b = read_as_expected([
    ("should i tell my mum about the diagnosis or wait until after christmas",
     ("tell my mum about the diagnosis", "wait until after christmas")),
    ("do we list the house now or wait until after the holidays?",
     ("list the house now", "wait until after the holidays")),
    ("do I sell the car or wait till after the summer", ("sell the car", "wait till after the summer")),
])

# "hope for …" is a verb bound to its "for" ("wait for", "look for"): the phrase is B's own.
test_hope_for_stays_in_b = read_as_expected([
    ("What would you do: take the redundancy payout or stay and hope for the best?",
     ("take the redundancy payout", "stay and hope for the best")),
    ("should we sell now or wait and hope for a better offer?", ("sell now", "wait and hope for a better offer")),
])

# "(is it) more / less <adjective> to | …": a comparative lead-in with its "is it" dropped, as "better to".
test_more_adjective_to_leads_in = read_as_expected([
    ("more sensible to fix the old washing machine or just get a new one?",
     ("fix the old washing machine", "just get a new one")),
    ("less stressful to fly or drive with a toddler?", ("fly", "drive")),
    ("more economical to repair the boiler or replace it?", ("repair the boiler", "replace it")),
])

# A short heading before a spaced vertical bar opens the question as a tag does ("UK | ISA or SIPP …"); a bar
# with no "or" after it still joins two options.
test_a_heading_before_a_bar_is_a_tag = read_as_expected([
    ("UK | ISA or SIPP for a 30 year old self-employed", ("ISA", "SIPP")),
    ("Budget | Kia Niro or Hyundai Kona?", ("Kia Niro", "Hyundai Kona")),
    ("kitchen reno | quartz or granite?", ("quartz", "granite")),
    ("blue spruce | white pine -- which one for a windbreak?", ("blue spruce", "white pine")),
])

# A verb of going and "to work" / "to school": the place gone to is B's own, not a purpose of both.
test_going_to_work_stays_in_b = read_as_expected([
    ("is it not better to stay home with a cold or go in to work", ("stay home with a cold", "go in to work")),
    ("should I stay home or go back to school?", ("stay home", "go back to school")),
])

test_going_in_to_work_on_something_is_still_cut = read_as_expected([
    ("should I rest or go in to work on the report?", ("rest", "go in")),
])

# "take the bus or | walk home": a verb of moving by oneself and where to (home, to school) is a verb phrase B.
test_moving_oneself_is_a_verb_phrase = read_as_expected([
    ("Not sure if I should take the bus or walk home after dark", ("take the bus", "walk home")),
    ("should my son take the bus or walk to school?", ("take the bus", "walk to school")),
    ("should I take the train or drive home for christmas?", ("take the train", "drive home")),
])

# "Is A or B | OK for …": an adjective of judgement is the predicate.
test_ok_is_the_predicate = read_as_expected([
    ("When you're on blood thinners, is aspirin or paracetamol OK for a headache?", ("aspirin", "paracetamol")),
])

# "share a room or | each have their own": a floating "each" before B's verb makes B a verb phrase, so A is one
# too, its verb kept ("share a room"); a noun A against it is refused (not 'one pizza' / 'each order our own').
test_each_before_bs_verb_is_a_verb_phrase = read_as_expected([
    ("I keep going back and forth on whether the kids should share a room or each have their own",
     ("share a room", "each have their own")),
    ("should we share one car or each get our own?", ("share one car", "each get our own")),
    ("should we split the bill or each pay for our own?", ("split the bill", "each pay for our own")),
])
test_each_before_bs_verb_against_a_noun_is_refused = still_refused([
    "Should we split one pizza or each order our own?",
])

# A verb of giving and a person given to ("give my baby | formula or …"): the person is no part of option A.
test_a_person_given_to_is_no_part_of_a = read_as_expected([
    ("Should I give my baby formula or expressed milk at night?", ("formula", "expressed milk")),
    ("should we offer the candidate more equity or a higher base?", ("more equity", "higher base")),
    ("should I buy my son a laptop or a tablet?", ("laptop", "tablet")),
    ("do we buy the team pizza or tacos?", ("pizza", "tacos")),
])

# "<noun> or <gerund> | for <someone / something>": two bare activities, a "for" phrase after the gerund is what
# both are for (not a verb bound to "for": "walk or | waiting for the bus").
test_a_bare_gerund_leaves_its_for_phrase = read_as_expected([
    ("crochet or knitting for someone with arthritis?", ("crochet", "knitting")),
    ("yoga or swimming for back pain?", ("yoga", "swimming")),
    ("pilates or weightlifting for a 60 year old with osteoporosis", ("pilates", "weightlifting")),
    ("tennis or cycling for someone with bad knees?", ("tennis", "cycling")),
])

test_a_gerund_bound_to_for_keeps_it = read_as_expected([
    ("walk or waiting for the bus?", ("walk", "waiting for the bus")),
])

# "<venue> or <something> | at home": A names a place one goes out to, so "at home" / "at my place" cannot be
# where both happen; it is B's own. Not after an A that is no place ("pizza or pasta | at home").
test_at_home_after_a_venue_stays_in_b = read_as_expected([
    ("re: Grandma's 80th — restaurant or party at home?", ("restaurant", "party at home")),
    ("a restaurant or dinner at home?", ("restaurant", "dinner at home")),
    ("daycare or a nanny at home?", ("daycare", "nanny at home")),
    ("hotel or stay at my place?", ("hotel", "stay at my place")),
])

test_at_home_after_no_venue_is_shared = read_as_expected([
    ("pizza or pasta at home?", ("pizza", "pasta")),
    ("a restaurant or a party at the community hall?", ("restaurant", "party")),
])

# "… A or B | and I honestly don't know …": a conjunction and a subject pronoun open a clause of the asker's own
# after B, which belongs to no option.
test_a_clause_of_the_askers_own_ends_b = read_as_expected([
    ("my daughter keeps asking whether she should do medicine or engineering and I honestly don't know what to "
     "tell her", ("medicine", "engineering")),
    ("should we take the train or drive and we have two kids", ("take the train", "drive")),
    ("is it better to rent or buy and we only plan to stay 3 years", ("rent", "buy")),
])

test_and_me_is_no_clause = read_as_expected([
    ("Should I invite my parents or my wife and me only?", ("my parents", "my wife and me only")),
])

# "whether <Name> should | …": a name is a short subject before its modal, as "whether my daughter should".
test_a_named_subject_before_its_modal = read_as_expected([
    ("not sure whether Tom should stay or go", ("stay", "go")),
    ("whether Dad should sell the house or rent it out", ("sell the house", "rent it out")),
    ("whether Anna should do law or medicine", ("law", "medicine")),
])

# "fly or take the train | to <Place>": after a lone verb of travel as A, the place gone to is where both go.
test_a_destination_after_a_travel_verb_is_shared = read_as_expected([
    ("We're debating whether Nan should fly or take the overnight train to Glasgow",
     ("fly", "take the overnight train")),
    ("should I drive or take the bus to Boston?", ("drive", "take the bus")),
    ("should we fly or get the ferry to Dublin", ("fly", "get the ferry")),
])

test_a_destination_after_a_placed_a_is_bs_own = read_as_expected([
    ("stay in Boston or move to Denver?", ("stay in Boston", "move to Denver")),
    ("keep Windows or switch to Linux?", ("keep Windows", "switch to Linux")),
])

# "… or just read | with him more at home": "with" and a person pronoun after B's verb is whom B is done with,
# B's own (as "with his bond company").
test_with_a_person_pronoun_stays_in_b = read_as_expected([
    ("Write a short note to my son's teacher about his reading, and help me figure out whether to hire a tutor or "
     "just read with him more at home.", ("hire a tutor", "just read with him more at home")),
    ("should I get a trainer or just run with them on weekends", ("get a trainer", "just run with them on weekends")),
    ("send him to camp or stay with him at home this summer?", ("send him to camp", "stay with him at home")),
])

# "A...or...B": an ellipsis written against "or" on both sides is a pause (as one before "or" already was), and an
# ellipsis opening a word is no part of it.
test_an_ellipsis_around_or_is_a_pause = read_as_expected([
    ("savings account...or...premium bonds???", ("savings account", "premium bonds")),
    ("Switch OLED...or...Steam Deck?", ("Switch OLED", "Steam Deck")),
    ("color...or...colour?", ("color", "colour")),
])

test_an_ellipsis_in_a_statement_is_still_refused = still_refused([
    "Printer... or... scanner... offline.",
])

# "A or B | which is <comparative>": a short bare pair and a clause asking which, with no comma between, asks as
# "A or B, which is safer" does.
test_a_bare_pair_then_which_asks = read_as_expected([
    ("motorcycle or train which is safer", ("motorcycle", "train")),
    ("IIT vs NIT which is better for CSE", ("IIT", "NIT")),
    ("tea or coffee which one is healthier?", ("tea", "coffee")),
    ("Kindle or Kobo which would be better for reading in bed", ("Kindle", "Kobo")),
])

test_a_bare_pair_then_a_relative_is_still_refused = still_refused([
    "motorcycle or train which I take daily",
])

# "Quick q: | A or B for …", "Kindly suggest, | A or B for …": a heading announcing a question, or a polite request
# to choose set off by a comma or colon, opens the sentence as a tag does; the bare pair after it is the question.
test_a_question_heading_is_a_tag = read_as_expected([
    ("Quick q: Ryanair or Wizz for Budapest in Feb", ("Ryanair", "Wizz")),
    ("Question: tea or coffee for a long drive", ("tea", "coffee")),
    ("quick question: Vanguard or Fidelity for a Roth IRA", ("Vanguard", "Fidelity")),
    ("Kindly suggest, Ayurvedic treatment or allopathy for my mother's arthritis",
     ("Ayurvedic treatment", "allopathy")),
    ("Please advise: Honda City or Hyundai Verna for city driving", ("Honda City", "Hyundai Verna")),
    ("Please advise, homeopathy or physiotherapy for knee pain", ("homeopathy", "physiotherapy")),
])

test_a_heading_before_a_statement_is_still_refused = still_refused([
    "Quick q: the printer or the scanner is broken.",
    "Please advise: the printer or the scanner is broken.",
    "Question: write me a poem about tea or coffee",
])

# "morning or evening | flights": a noun ending in "-ing" that is no verb's form ("morning", "evening", "wedding")
# is no gerund, so no gerund's object is asked about; the pair is read as nouns.
test_an_ing_noun_is_no_gerund = read_as_expected([
    ("morning or evening flights with toddlers?", ("morning", "evening flights")),
    ("morning or evening workouts for fat loss?", ("morning", "evening workouts")),
    ("wedding or elopement?", ("wedding", "elopement")),
])

test_two_gerunds_before_a_noun_are_still_refused = still_refused([
    "walking or playing golf?",
])

# "<n> <unit> or <m> <unit>s | of <stuff>": two amounts of the same unit, and the "of" phrase after B's unit is what
# both amounts are of.
test_what_two_amounts_are_of_is_shared = read_as_expected([
    ("1 litre or 2 litres of water a day for a 6 year old", ("1 litre", "2 litres")),
    ("1 cup or 2 cups of coffee a day?", ("1 cup", "2 cups")),
    ("should I take 500 mg or 1000 mg of vitamin C?", ("500 mg", "1000 mg")),
    ("2 scoops or 3 scoops of protein after a workout?", ("2 scoops", "3 scoops")),
])
