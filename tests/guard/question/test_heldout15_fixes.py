"""The fifteenth held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout15_first.txt (199/229, 17 refused, 13 silently
wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A yes/no question about a subject of its own ("Will my policy cover A or B?"): whether either
# holds, not which to take.
test_yes_no_questions_about_a_fixed_subject_are_refused = still_refused([
    "Will my homeowner's policy pay for a burst pipe or a leaking roof?",
    "Does the gym membership include yoga classes or swimming lessons?",
    "Did the vet give our puppy the rabies shot or the distemper shot?",
    "Will the school district accept a utility bill or a bank statement as proof of address?",
])

test_subject_options_and_preferences_are_still_read = read_as_expected([
    ("Does my cat prefer salmon or chicken?", ("salmon", "chicken")),
    ("Does the Kindle or the Kobo have a longer battery life?", ("Kindle", "Kobo")),
    ("Does the blender or the food processor make smoother hummus?", ("blender", "food processor")),
    ("Will a Roth IRA or a 401(k) grow faster?", ("Roth IRA", "401(k)")),
])

# A statement in the perfect telling how long a choice has been weighed tells a story; it asks nothing.
test_how_long_a_choice_has_been_weighed_is_refused = still_refused([
    "My wife and I have been torn between Austin and Denver for a couple of months.",
    "I've been stuck between a Subaru and a Honda since January.",
    "We have been going back and forth between tile and carpet for weeks now.",
])

test_indecision_that_asks_is_still_read = read_as_expected([
    ("I keep going back and forth between a kayak and a canoe.", ("kayak", "canoe")),
    ("I've been wondering for weeks whether to sell the boat or keep it.", ("sell the boat", "keep it")),
    ("I've been torn between sushi and ramen for weeks. Which should I order tonight?", ("sushi", "ramen")),
])

# Option B opens with an adverb of its own before its verb ("finally", "eventually", "just"): both
# options are verb phrases, and B's to-infinitive is its verb's complement.
test_an_adverb_opening_b_keeps_the_verb_phrases = read_as_expected([
    ("Should I look for a new job or finally go back to school?", ("look for a new job", "finally go back to school")),
    ("Should we apply for a loan or finally ask my parents for help?",
     ("apply for a loan", "finally ask my parents for help")),
    ("Should I keep the car or just try to sell it?", ("keep the car", "just try to sell it")),
    ("Should I renew my lease or eventually move abroad?", ("renew my lease", "eventually move abroad")),
])

test_ly_words_before_nouns_still_read_as_modifiers = read_as_expected([
    ("Should I get the individual plan or family plan?", ("individual plan", "family plan")),
    ("Should I pay weekly or monthly?", ("weekly", "monthly")),
])

# After a leading copula and a subject of its own ("Is the issue more likely | …"), option A starts
# at its own determiner, parallel to B's.
test_a_copula_subject_is_no_part_of_a = read_as_expected([
    ("Is the issue more likely the battery or the alternator?", ("battery", "alternator")),
    ("Is the culprit probably the oven or the recipe?", ("oven", "recipe")),
    ("Is the bigger risk my diet or my sleep?", ("my diet", "my sleep")),
    ("Is the better choice the Kia or the Mazda?", ("Kia", "Mazda")),
])

test_determiners_inside_a_subject_option_stay = read_as_expected([
    ("Is a hotel near the station or a hotel in a resort area better for kids?",
     ("hotel near the station", "hotel in a resort area")),
    ("Is walking the dog on a harness or a slip lead safer?", ("harness", "slip lead")),
])

# B restates A's head with its determiner: A starts at that head, whatever its relative clause holds.
test_a_starts_at_the_head_b_restates = read_as_expected([
    ("should we hire a tutor who comes to the house or a tutor online",
     ("tutor who comes to the house", "tutor online")),
    ("Should I pick a contractor who answers the phone or a contractor with better reviews?",
     ("contractor who answers the phone", "contractor with better reviews")),
    ("Should I get a Honda from a dealer or a Honda from a private seller?",
     ("Honda from a dealer", "Honda from a private seller")),
    ("Should I ask my sister or my mom for help?", ("my sister", "my mom")),
])
