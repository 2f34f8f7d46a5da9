"""The thirteenth held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout13_first.txt (195/225, 17 refused, 13 silently
wrong); the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # A with a place of its own ("downtown"): B keeps its place
    ("an apartment downtown or a house in the suburbs?", ("apartment downtown", "house in the suburbs")),
    # "along" closes a noun phrase
    ("should we put lavender or rosemary along the driveway?", ("lavender", "rosemary")),
    # a verb bound to its preposition makes B a verb phrase
    ("Should I get the Pixel or switch to an iPhone?", ("get the Pixel", "switch to an iPhone")),
    ("Should we buy the Honda or stick with the old Ford?", ("buy the Honda", "stick with the old Ford")),
    # a shared "<verb> <object> as"
    ("Should I file this as a bug or a feature request?", ("bug", "feature request")),
    ("Should I take a job as a teacher or a nurse?", ("teacher", "nurse")),
    # a prepositional lead before A's own phrase
    ("Should I train for the marathon with a coach or on my own?", ("with a coach", "on my own")),
    # a prompt in capitals is read in lower case, its options given back as written
    ("SHOULD I ASK MY MANAGER FOR A RAISE OR LOOK FOR A NEW JOB", ("ASK MY MANAGER FOR A RAISE", "LOOK FOR A NEW JOB")),
    # "Between A and B, which …": B's context phrase is cut like anywhere else
    ("between yoga and pilates for my back, which would you pick?", ("yoga", "pilates")),
    # a passive verb before the shared preposition
    ("Should the fence be painted with a brush or a sprayer?", ("brush", "sprayer")),
    ("Should I get paid in cash or crypto?", ("cash", "crypto")),
    # a gerund and its possessed object shared
    ("Is walking my dog daily or weekly enough?", ("daily", "weekly")),
    # a copula question's predicate noun after B
    ("Is paying my rent early or late a problem?", ("early", "late")),
    # B restates the words before A ("people who drink")
    ("Do people who drink coffee or people who drink tea live longer?",
     ("people who drink coffee", "people who drink tea")),
    # "A? or B?": one question asked in two breaths, when the first holds no "or"
    ("Should I go to the party? or stay home and rest?", ("go to the party", "stay home and rest")),
    ("Should I fly? Or drive?", ("fly", "drive")),
    ("Rent a car?? Or take the train??? ugh", ("Rent a car", "take the train")),
    # "idk" and "thoughts" ask as "which" does
    ("kindle paperwhite... or kobo clara... idk", ("kindle paperwhite", "kobo clara")),
    # a closing clause that is only "A or B" asks, question mark or not
    ("for a first date, dinner or drinks", ("dinner", "drinks")),
]

test_fixed_forms_are_read = read_as_expected(FIXED)

UNCHANGED = [
    ("Should I study in the morning (before work) or at night?", ("in the morning (before work)", "at night")),
    ("Is a cat or a dog a better pet for an apartment?", ("cat", "dog")),
    ("Should I use AWS or GCP?", ("AWS", "GCP")),
]

test_forms_near_the_new_rules_read_as_before = read_as_expected(UNCHANGED)

test_forms_near_the_new_rules_are_still_refused = still_refused([
    "Is there a big difference in price between Costco and Sam's Club?",  # a difference, asked about
    "What's the difference in taste between arabica and robusta?",
    "write a short poem about choosing tea or coffee",  # a poem in which a choice is made
    "Tell me a story about a girl who must pick the red door or the blue door.",
    "Is it normal to feel tired or sore after a flu shot?",  # a yes/no question
    "Is it common for toddlers to bite or hit at daycare?",
    "Should I get a dog or a cat? Or maybe a rabbit?",  # a third option
    "On Fridays, pizza or tacos.",  # said, not asked
])
