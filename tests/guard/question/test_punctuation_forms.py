"""Punctuation forms read by general rules (tested on prompts that are not in the corpus), and the
forms near each rule that must stay refused or keep their old reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An ellipsis after each option is a pause: "A... or B...?" asks, and so does a verbless fragment
# "A... or B... for …" that does not end in a full stop.
test_ellipses_are_pauses = read_as_expected([
    ("Roth... or traditional...? income is about 90k", ("Roth", "traditional")),
    ("Sneakers... or boots... for a week of hiking in Utah 🥾", ("Sneakers", "boots")),
    ("Boots... or sneakers... for the hike!", ("Boots", "sneakers")),
    ("Vinyl… or laminate… for a rental kitchen", ("Vinyl", "laminate")),
])

test_ellipsis_statements_stay_refused = still_refused([
    "mug... or tumbler... for my desk.",  # a full stop: a statement
    "Printer... or scanner... offline.",
    "kettle... or toaster... broken again...",
])

# Two enumerated items with matching marks and a clause asking which.
test_two_enumerated_items_are_read = read_as_expected([
    ("Option 1: repaint the fence myself. Option 2: hire a handyman. Which?",
     ("repaint the fence myself", "hire a handyman")),
    ("Plan A: refinance now. Plan B: wait a year. Which one?", ("refinance now", "wait a year")),
    ("[budget] Option A: pay off the card. Option B: invest it. Which one?", ("pay off the card", "invest it")),
    ("(1) swim team (2) soccer -> which one for a 9 year old who hates mornings?", ("swim team", "soccer")),
    ("(a) a heat pump (b) a gas furnace: which one would you pick?", ("heat pump", "gas furnace")),
    ("Which one for a first bike: a) a gravel bike b) a hybrid ??", ("gravel bike", "hybrid")),
    ("which one -- A) the studio downtown B) the 1-bed in the suburbs",
     ("studio downtown", "1-bed in the suburbs")),
    ("which one: 1) spin class 2) yoga, since I sit all day", ("spin class", "yoga")),
])

test_enumerations_that_ask_nothing_or_more_stay_refused = still_refused([
    "which one -- a) the studio b) the 1-bed c) the loft",  # three items
    "Option 1: sell. Option 2: hold. Option 3: buy more. Which?",
    "(1) chess club (2) robotics club (3) drama -> which one?",
    "Option A: sell. Option 2: hold. Which?",  # marks of two series
    "(a) swim team b) soccer -> which one?",  # marks written differently
    "I have $5k. Option A: pay off the card. Option B: invest it. Which?",  # other sentences before the items
    "Step 1) unplug the router 2) wait 30 seconds. Which cable do I unplug?",  # a question about something else
    "How do I file (1) my taxes (2) my payroll? which one first",  # an open question
    "(1) chess club (2) robotics club",  # nothing asks
    "I tried (1) chess club and (2) robotics club. Which one did he like?",
])

test_enumerated_items_joined_by_or_keep_their_reading = read_as_expected([
    ("Should I a) sell the car now, or b) wait until spring?", ("sell the car now", "wait until spring")),
])

# "A / B" or "A | B" opening the prompt, then a dash and a clause asking which.
test_slashed_pairs_before_which_are_read = read_as_expected([
    ("Django / Rails -- which one for a two-person agency?", ("Django", "Rails")),
    ("french press / pour over — which is easier in the morning?", ("french press", "pour over")),
    ("red maple | sugar maple - which one for shade in zone 5?", ("red maple", "sugar maple")),
    ("kindle/kobo -- which?", ("kindle", "kobo")),
    ("[gear] trail runners / hiking boots -- which one for the Camino?", ("trail runners", "hiking boots")),
])

test_slashes_that_name_no_pair_stay_refused = still_refused([
    "TCP/IP for a home network?",
    "km/h -- which one is on the sign?",  # a unit
    "24/7 -- which plan covers that?",
    "50/50 -- which one?",  # numbers
    "he/she - which one goes on the form?",  # pronouns
    "pros / cons -- which one matters more?",
    "tile / vinyl / laminate -- which one?",  # three slashed options
    "Need tile / grout -- which one first?",  # a verb leads A in, not B
    "I use tile / vinyl in the kitchen -- which one do you mean?",  # a slash inside a sentence
    "We drove 100 km/h on the highway. Which lane is faster?",
])

# "Should(n't) I / we <verb> <object> instead of <gerund phrase>?": the asker's verb phrase against the gerund's.
test_verb_phrase_instead_of_gerund_phrase_is_read = read_as_expected([
    ("Shouldn't I take the train instead of driving through the mountains?",
     ("take the train", "driving through the mountains")),
    ("Shouldn't we automate the backups instead of copying files by hand?",
     ("automate the backups", "copying files by hand")),
    ("Should we just buy a dishwasher instead of washing up after every meal?",
     ("buy a dishwasher", "washing up after every meal")),
    ("Shouldn't we hire a nanny instead of asking my mom to help out?", ("hire a nanny", "asking my mom to help out")),
])

test_instead_of_phrases_near_the_rule_stay_refused = still_refused([
    "Why not rent instead of buying a house in this market?",  # a bare verb: B's object may be shared
    "Should I rent instead of buying a house in this market?",
    "Shouldn't you use Terraform instead of clicking around in the console?",  # not the asker's choice
    "Shouldn't we use Terraform instead of clicking around, since it's faster?",  # a clause break
    "Shouldn't we hire a nanny instead of hoping she gets better soon?",  # a clause of its own
    "We use Terraform instead of clicking around in the console.",  # a statement
])

# Quoted options are cut by their quotes: any first word, and an ellipsis after the second.
test_quoted_options_with_any_first_word_are_read = read_as_expected([
    ('Should the toast start with "To the couple" or "Ladies and gentlemen"...?',
     ("To the couple", "Ladies and gentlemen")),
    ("Should the sign say 'We are open' or 'Come on in'?", ("We are open", "Come on in")),
])

test_quoted_lists_stay_refused = still_refused([
    'Should the toast start with "To the couple", "Cheers" or "Ladies and gentlemen"?',
])

# A comma between a name and a dotted abbreviation ("Washington, D.C.") is inside the name.
test_a_name_with_its_dotted_abbreviation_is_one_option = read_as_expected([
    ("Is London, U.K. or Paris cheaper for a long weekend?", ("London, U.K.", "Paris")),
])

test_lists_around_dotted_abbreviations_stay_refused = still_refused([
    "Should we visit Boston, Washington, D.C. or Philadelphia?",  # three places
    "Is Portland, OR or Seattle better for a remote worker?",  # a state code without periods
])

# "A / B — which for …?" and "[Heading:] A / B. Which is …?": the clause asking which follows a dash or opens
# the next sentence; a side may open with a preposition of manner ("in person", "on foot").
test_slash_pairs_with_a_clause_asking_which_are_read = read_as_expected([
    ("Gas range / induction — which for a small kitchen with no hood?", ("Gas range", "induction")),
    ("Laptop / desktop — which for a college student?", ("Laptop", "desktop")),
    ("Renew license: online / in person. Which is faster in Texas?", ("online", "in person")),
    ("Commute: by car / on foot. Which is healthier?", ("by car", "on foot")),
])

# Without a clause asking which, a slashed pair that is the whole question, ending in its question mark.
test_slash_pairs_that_are_the_whole_question_are_read = read_as_expected([
    ("Apple Watch / Garmin for marathon training?", ("Apple Watch", "Garmin")),
    ("Laminate / engineered hardwood for a rental unit?", ("Laminate", "engineered hardwood")),
    ("Budget: monthly/quarterly?? 📊", ("monthly", "quarterly")),
    ("kayak/canoe on a slow river with two kids?", ("kayak", "canoe")),
    ("teething... wait it out / call the pediatrician??", ("wait it out", "call the pediatrician")),
    # Since session 47 a slashed pair opening the prompt before what it is for needs no question mark ("wire floor /
    # solid floor for quail cages", read as the part-136 corpus labels it); the old pin refused it.
    ("Apple Watch / Garmin for running", ("Apple Watch", "Garmin")),
])

test_slashes_without_a_clause_asking_which_stay_refused = still_refused([
    "TCP/IP for a home network?",
    "on/off switch for the porch light?",  # one thing of two parts
    "his/her name on the deed?",
    "24/7 support for the office?",
    "Tile / vinyl / laminate for the floor?",  # three
    "Is tile / vinyl fine for a bathroom?",  # a question of its own around the slash
    "What about tile / vinyl plank for the floor?",
    "I use tile / vinyl in the kitchen?",
    "Need tile / grout for the bathroom?",  # a verb leads A in, not B
    "Hobbies: reading / hiking. Which of my friends likes them?",  # "which of" someone else
    "Notes: in person / online only. Which room is free?",  # "which room": another question
])

# Enumerated items each on a line of their own run to the line's end, commas and all; after the items, "what
# would you do?" / "what should I do?" asks which too.
test_enumerations_on_lines_or_asking_advice_are_read = read_as_expected([
    ("Option 1: $250 deductible, $142/month\nOption 2: $1,000 deductible, $98/month\nwhich one??",
     ("$250 deductible, $142/month", "$1,000 deductible, $98/month")),
    ("Plan A: rent a van, drive ourselves\nPlan B: hire movers, fly out\nwhich one?",
     ("rent a van, drive ourselves", "hire movers, fly out")),
    ("- Option 1: 30-year fixed, 6.5%\n- Option 2: 15-year fixed, 5.9%\nWhich would you pick?",
     ("30-year fixed, 6.5%", "15-year fixed, 5.9%")),
    ("A) retake the course B) take the incomplete — what would you do?", ("retake the course", "take the incomplete")),
    ("a) sell the car b) keep it another year - what should I do?", ("sell the car", "keep it another year")),
])

test_enumerations_near_the_rules_stay_refused = still_refused([
    "1) fix the roof 2) replace the gutters. What should I do about the leak?",  # an open question
    "A) retake the course B) take the incomplete — what would you do? How long does each take?",
    "Option 1: fix it\nOption 2: call a plumber\nwhat do they cost?",  # asks no which
    "Option 1: fix it myself. cheap but slow\nOption 2: call a plumber\nwhich one?",  # an item of two sentences
])

# "[Heading:] A? Or B?": each option asked on its own, closed by its question mark, joined by "or".
test_options_asked_each_on_its_own_are_read = read_as_expected([
    ("Dado stack?! Or router + straight bit? For bookshelf dados", ("Dado stack", "router + straight bit")),
    ("Paint color for the nursery: sage green? or warm beige?", ("sage green", "warm beige")),
    ("Tent? Or hammock? For a week in the Smokies", ("Tent", "hammock")),
    ("Lunch for the team: pizza? or tacos?", ("pizza", "tacos")),
])

test_questions_near_options_asked_on_their_own_stay_refused = still_refused([
    "Should I? Or should I not?",
    "Really? Or not?",
    "Why? Or why not?",
    "Tent? Or hammock? Or bivy?",  # a third option
    "Is it worth it? Or not?",
])
