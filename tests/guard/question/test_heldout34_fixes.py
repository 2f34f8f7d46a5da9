"""the thirty-fourth held-out part's silent misreads fixed on this branch (bench/results/questions_heldout34_first.txt):
five read right by general rules, the sixth ("Peacock Premium or Paramount+ with Showtime": a plan's bundle, or what
both are used with?) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Two options each with its own price after the same "for" / "at" ("a 2-bed downtown for $2,400 or a 3-bed in the
# suburbs for $2,100"): what stands before B's price is B's own, and a later "for" with no price opens the purpose of
# both ("… for $24k | for commuting").
test_each_option_with_its_own_price = read_as_expected([
    ("Between renting a 2-bed downtown for $2,400 and a 3-bed in the suburbs for $2,100 which makes more sense for a "
     "remote worker", ("2-bed downtown for $2,400", "3-bed in the suburbs for $2,100")),
    ("Should I rent a 2-bed downtown for $2,400 or a 3-bed in the suburbs for $2,100?",
     ("2-bed downtown for $2,400", "3-bed in the suburbs for $2,100")),
    ("Between leasing a hatchback for $299 and a crossover with AWD for $389 which is smarter for snow",
     ("hatchback for $299", "crossover with AWD for $389")),
    ("Should we buy the sofa at $900 or the sectional from Wayfair at $1,200?",
     ("sofa at $900", "sectional from Wayfair at $1,200")),
    ("a used Civic for $15k or a new Corolla for $24k for commuting?", ("used Civic for $15k", "new Corolla for $24k")),
])

test_prices_and_amounts_elsewhere_still_read = read_as_expected([
    ("a studio for $1,800 or a 1-bed across town?", ("studio for $1,800", "1-bed across town")),  # as before
    ("a condo downtown or a townhouse in the suburbs for my family?",
     ("condo downtown", "townhouse in the suburbs")),  # as before
    ("a batch size of 32 or 128 for fine-tuning?", ("32", "128")),  # as before
    ("a budget of $500 or $800?", ("$500", "$800")),  # as before
])

# An adverb between the asking verb and "if" ("tell me honestly | if", "let me know frankly if"): the "if" still opens
# the indirect question whose subject the options are.
test_adverb_before_an_asking_if = read_as_expected([
    ("tell me honestly if the Apple Watch SE or Series 10 is worth it for just tracking runs",
     ("Apple Watch SE", "Series 10")),
    ("let me know honestly if the Pixel 9 or iPhone 16 is worth it", ("Pixel 9", "iPhone 16")),
    ("tell me truthfully if the Pixel 9 or iPhone 16 is worth it", ("Pixel 9", "iPhone 16")),
    ("tell me frankly if a Kindle or a Kobo is better", ("Kindle", "Kobo")),
])

test_if_without_an_asking_verb_still_refused = still_refused([
    "It bugs me greatly if the dishwasher or the dryer is running at night",  # as before
    "ask my family if the Kindle or the Kobo is better",  # as before
])

# A statement opening on a bare capitalised subject and a past verb of offering, its article dropped as in notes
# ("Lender offered | …", "Doctor suggested | …"): the options are the verb's object; after "to", what it offered to do.
test_bare_subject_and_a_verb_of_offering = read_as_expected([
    ("Just got approved for a mortgage. Lender offered 6.5% with 0 points or 6.125% with 1.5 points. We plan to stay "
     "at least 7 years. Which one?", ("6.5% with 0 points", "6.125% with 1.5 points")),
    ("Doctor suggested melatonin or magnesium. Which should I try first?", ("melatonin", "magnesium")),
    ("Landlord offered a 12-month lease or a month-to-month. Thoughts?", ("12-month lease", "month-to-month")),
    ("Chase offered me 6.5% or 7%. Which?", ("6.5%", "7%")),
    ("Lender offered to waive the fee or lower the rate. Which is better?", ("waive the fee", "lower the rate")),
])

test_modifier_and_participle_still_read = read_as_expected([
    ("Pan seared salmon or oven roasted salmon?", ("Pan seared salmon", "oven roasted salmon")),  # as before
    ("Home cooked meals or takeout?", ("Home cooked meals", "takeout")),  # as before
    ("My lender offered 6.5% with 0 points or 6.125% with 1.5 points. Which one?",
     ("6.5% with 0 points", "6.125% with 1.5 points")),  # as before
])

# A bare name B ended before "with" and a capitalised name ("… or Paramount+ | with Showtime"): a plan bundling the
# second name, or what both options are used with ("Python or Go | with Kubernetes")? Unclear: refused.
test_name_with_a_name_after_b_refused = still_refused([
    "hey, would you please help me pick: Peacock Premium or Paramount+ with Showtime",
    "Peacock Premium or Paramount+ with Showtime?",
    "Hulu or YouTube TV with NFL Sunday Ticket?",
])

test_with_after_other_options_still_read = read_as_expected([
    ("deciding between a fixed-rate and a variable tariff with British Gas",
     ("fixed-rate", "variable tariff")),  # as before
    ("Should I get Netflix or Hulu with my student discount?", ("Netflix", "Hulu")),  # as before
    ("Would Okta or JumpCloud integrate better with BambooHR?", ("Okta", "JumpCloud")),  # as before
])

# A pictograph closing A's side before the "or" ("meal kit 🥡 or …") is a mark, as one closing B's side is.
test_pictograph_before_the_or = read_as_expected([
    ("meal kit 🥡 or grocery pickup 🛒 ... which saves more time", ("meal kit", "grocery pickup")),
    ("meal kit 🥡 or grocery pickup?", ("meal kit", "grocery pickup")),
    ("pizza 🍕 or tacos 🌮 tonight?", ("pizza", "tacos")),
    ("Should I get the Kindle 📚 or the Kobo 📖?", ("Kindle", "Kobo")),
])

test_pictograph_after_b_still_dropped = read_as_expected([
    ("coffee or tea 🍵 for focus", ("coffee", "tea")),  # as before
])

# A two-word preposition ("out of", "next to") opening A's last phrase against B's preposition ("… out of my emergency
# fund or | on my 0% APR card"): that phrase is the option, not the verb's object before it.
test_two_word_preposition_against_b_preposition = read_as_expected([
    ("Should I pay for the car repair out of my emergency fund or on my 0% APR card?",
     ("out of my emergency fund", "on my 0% APR card")),
    ("Should I pay for the new roof out of savings or with a HELOC?", ("out of savings", "with a HELOC")),
    ("Should I buy a house out of state or in my hometown?", ("out of state", "in my hometown")),
    ("Should I pay the dentist out of my HSA or on my credit card?", ("out of my HSA", "on my credit card")),
])

test_one_word_prepositions_and_particles_still_read = read_as_expected([
    ("Should I pay for the car repair from my emergency fund or on my 0% APR card?",
     ("from my emergency fund", "on my 0% APR card")),  # as before
    ("Should we run out of gas or stop now?", ("run out of gas", "stop now")),  # as before
])
