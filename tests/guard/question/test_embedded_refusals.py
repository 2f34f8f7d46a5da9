"""The embedded family's refusals of held-out parts 61-73 (bench/results/questions_heldout6*_first.txt,
questions_heldout7*_first.txt): seventeen prompts asking a choice inside a lead ("tell me if", "whether", "I'd like
to find out if") read right by general rules, with variants of each form and the near forms still refused or read
as before."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# The corpus prompts, as the part labels them (or one of its alternatives).
test_the_embedded_refusals_read = read_as_expected([
    ("um tell me if its gonna be better to go running this morning or this evening with the heat",
     ("this morning", "this evening")),
    ("i want to know if i should paint the bathroom white or like a light sage green", ("white", "light sage green")),
    ("my question is whether i park in the garage on elm or on the street by the theater",
     ("in the garage on elm", "on the street by the theater")),
    ("I told my wife I'd ask someone neutral whether her mom should sit with the bride's family or the groom's family "
     "at our son's wedding (her parents are divorced and her mom is now married to the groom's uncle, don't ask)",
     ("bride's family", "groom's family")),
    ("Quick q for you — do you know if guests are supposed to take their shoes off or leave them on at a Diwali party "
     "if the host doesn't say?", ("take their shoes off", "leave them on at a Diwali party")),
    ("My fiancé and I can't agree and we promised we'd abide by whatever you say. The question is whether our wedding "
     "invitations should list my parents' names or both sets of parents' names, given that his parents are "
     "contributing nothing financially.", ("my parents' names", "both sets of parents' names")),
    ("I'd appreciate knowing whether the junior staff should chip in for the boss's gift or whether gifts should only "
     "flow downward.", ("the junior staff should chip in for the boss's gift", "gifts should only flow downward")),
    ("ok so my roommate and i have been going back and forth on this for like a week and neither of us wants to be "
     "the bad guy, can u just tell us if we should split the wifi 50/50 or by room size since hers is way bigger and "
     "she works from home", ("50/50", "by room size")),
    ("Tell me please if the kimchi should be kept in the fridge or outside on balcony in winter",
     ("in the fridge", "outside on balcony")),
    ("i need to know whether my will should leave the house to both kids equally or to my daughter who took care of "
     "me", ("to both kids equally", "to my daughter who took care of me")),
    ("My doctor asked me to think about whether I want the knee replacement this winter or after our trip in the "
     "spring and I honestly can't decide", ("this winter", "after our trip in the spring")),
    ("Can you explain to my dad if he's better off taking Social Security at 62 or waiting until 67?",
     ("taking Social Security at 62", "waiting until 67")),
    ("Write me a quick answer on whether the Airport Express or a taxi is faster from Oslo Gardermoen to the city "
     "centre at 11pm on a weeknight", ("Airport Express", "taxi")),
    ("I'd like to find out if a universal adapter or individual type G plugs are the way to go for the UK and Ireland",
     ("universal adapter", "individual type G plugs")),
    ("Can someone tell me whether driving the Ring Road clockwise or counterclockwise is better in May, we have 8 days",
     ("clockwise", "counterclockwise")),
    ("I was wondering if you could let me know whether the Plus tier or the Pro tier would be enough for 5 users",
     ("Plus tier", "Pro tier")),
    ("can someone tell me if order #A-20419 is coming via FedEx or USPS? tracking page shows both logos",
     ("FedEx", "USPS")),
])

# Two times and a reason or company after the second ("… or this evening | with the heat"): the times are the options
# (the verb phrase before them said "dog this morning" before, "tomorrow with the heat" as B).
test_two_times_before_a_shared_reason = read_as_expected([
    ("should I walk the dog this morning or this evening with the heat?", ("this morning", "this evening")),
    ("should I walk the dog today or tomorrow with the heat?", ("today", "tomorrow")),
    ("should we go hiking this weekend or next weekend with the kids?", ("this weekend", "next weekend")),
    ("should I go running this morning or this evening because of the heat?", ("this morning", "this evening")),
    ("should I do it now or later in the year?", ("now", "later")),  # as before
])

# A lone colour against a shade closing the sentence: B's colour is its own.
test_a_colour_against_a_shade = read_as_expected([
    ("should I paint the walls white or light gray?", ("white", "light gray")),
    ("should i paint the bathroom white or a light green", ("white", "light green")),
    ("should i paint the fence red or a dark blue", ("red", "dark blue")),
])

# A place and its locating phrase on both sides: the wholes stand against each other (two were cut to the last
# phrase before: "on 5th" / "at the meter", "on main" / "in the park").
test_a_located_place_against_a_located_place = read_as_expected([
    ("should we eat at the cafe on main or in the park by the river?",
     ("at the cafe on main", "in the park by the river")),
    ("should I park in the lot on 5th or at the meter by the bank?", ("in the lot on 5th", "at the meter by the bank")),
])

test_a_bare_place_against_a_located_place_still_refused = still_refused([
    "my question is whether i park in the garage on elm or on the street",  # B against 'on elm' or the whole?
    "should I park in the garage on elm or on the street, by the theater",
])

# The asker's promise to ask, told: the question put now, to whoever reads it.
test_a_promise_to_ask_told = read_as_expected([
    ("I told my wife I'd ask the AI whether we should fly or drive.", ("fly", "drive")),
])

test_a_question_put_to_others_still_refused = still_refused([
    "I told my boss I'd ask the team whether they prefer Thursday or Friday.",
    "I told my therapist I wasn't sure whether to stay or leave, and she just nodded.",
])

# "be supposed to" / "be expected to" / "ought to" as a subject's modal.
test_a_subject_and_its_semi_modal = read_as_expected([
    ("do you know if guests ought to take their shoes off or leave them on?",
     ("take their shoes off", "leave them on")),
    ("do you know if the kids are expected to bring lunch or buy it there?", ("bring lunch", "buy it there")),
    ("do you know if I'm supposed to take my shoes off or leave them on?", ("take my shoes off", "leave them on")),
])

# "or both" alone, or before "of them", is no option of its own.
test_or_both_still_refused = still_refused([
    "should I buy the red one or both?",
    "should I take the bus or both of them?",
])

# "whether X … or whether Y …": two clauses.
test_two_whether_clauses = read_as_expected([
    ("I wonder whether the kids should share a room or whether each should get their own, since we have the space.",
     ("the kids should share a room", "each should get their own")),
])

test_two_whether_clauses_not_read_as_such = still_refused([
    "I'm not sure whether to go or whether to stay.",
    "whether it rains or whether it shines, we go.",
])

# A ratio of shares against another way of splitting.
test_a_ratio_against_a_way_of_splitting = read_as_expected([
    ("should we split rent 60/40 or evenly?", ("60/40", "evenly")),  # was 'rent 60/40'
    ("should we split the bill 50/50 or by what each person ordered?", ("50/50", "by what each person ordered")),
])

# A place adverb and its own place against a passive A's place.
test_a_place_adverb_against_a_passive_place = read_as_expected([
    ("should the bike be stored in the garage or outside under the deck?", ("in the garage", "outside under the deck")),
    ("should the plants be kept in the shed or outside on the back porch over winter?",
     ("in the shed", "outside on the back porch")),
])

# Both sides opening on the same preposition, A's closing on an adverb: the phrases are the options.
test_the_same_preposition_and_an_adverb = read_as_expected([
    ("should we send the money to the kids directly or to the trust?", ("to the kids directly", "to the trust")),
    ("should I apply for the benefit online or at my local office?", ("online", "at my local office")),  # as before
])

# A closing "this winter" against a phrase or clause of time; a time clause B is B's own to its end (was "after the
# baby" against "now").
test_times_against_phrases_of_time = read_as_expected([
    ("should we move now or after the baby is born?", ("now", "after the baby is born")),
    ("should we move this summer or after the baby is born?", ("this summer", "after the baby is born")),
    ("Should we paint now or after the floors are done?", ("now", "after the floors are done")),
    ("should I repaint the house this fall or before we sell?", ("this fall", "before we sell")),
])

# A hearer after a verb of telling before "if"; "he's / she's better off".
test_a_hearer_and_better_off = read_as_expected([
    ("Can you tell me whether she's better off renting or buying?", ("renting", "buying")),
    ("Can you explain to my mom if she should rent or buy?", ("rent", "buy")),
])

test_a_message_telling_the_choice_still_refused = still_refused([
    "Write a quick slack message to my team explaining whether we're going with Notion or Confluence for the wiki, and "
    "keep it friendly.",
])

# A prefix of opposition on A's last word: not on a noun whose modifiers A keeps.
test_a_prefixed_twin = read_as_expected([
    ("Should we hike the loop clockwise or anticlockwise?", ("clockwise", "anticlockwise")),  # was the whole A
    ("Can you check whether I'm a UK tax resident or a non-resident for 2026/27 if I spent 140 days here?",
     ("UK tax resident", "non-resident")),  # as before
    ("Do I file as a part-year resident or nonresident in New York?", ("part-year resident", "nonresident")),
])

# "be enough" after a modal: "be" opens the predicate.
test_be_enough = read_as_expected([
    ("Will 16GB or 32GB be enough for video editing?", ("16GB", "32GB")),
])

# A noun named by its number opens a clause's subject ("if | order 20419 is coming via …"), though it is a verb too.
test_a_numbered_subject = read_as_expected([
    ("can someone tell me if order 20419 is coming via FedEx or USPS?", ("FedEx", "USPS")),
])

# A past indecision told as the reason for what was done asks nothing (held-out 34's statement, refused before only
# because "be enough" was).
test_a_past_indecision_told_refused = still_refused([
    "I bought the 512GB model because I couldn't decide whether 256 or 512 would be enough.",
    "We booked both because we couldn't decide whether Rome or Florence would be better.",
])
