"""the thirty-sixth held-out part's 7 silent misreads (bench/results/questions_heldout36_first.txt: 243/256, 6
refused, 7 silently wrong): all seven read right by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "Between <gerund> <amount> and <amount>, …": B opens with an amount of money as A's object does, so the gerund is
# shared and the amounts are the options (as "between adopting | a greyhound and a beagle" shares its gerund).
test_gerund_before_two_amounts_after_between = read_as_expected([
    ("Between charging $1,500 flat and $85/hr, which makes more sense for a 20-page brochure layout?",
     ("$1,500 flat", "$85/hr")),
    ("Between offering $40/hr and $55/hr, which is fairer for a junior designer?", ("$40/hr", "$55/hr")),
    ("Between paying $500 upfront and $50 a month, which is smarter?", ("$500 upfront", "$50 a month")),
    ("I'm torn between charging $2,000 flat and $90 an hour for the site", ("$2,000 flat", "$90 an hour")),
])

test_gerund_before_an_amount_against_a_gerund_still_kept = read_as_expected([
    ("Between charging $1,500 flat and billing $85/hr, which makes more sense?",
     ("charging $1,500 flat", "billing $85/hr")),  # as before: B has its own gerund
    ("Between buying a house and renting, which is smarter?", ("buying a house", "renting")),  # as before
    ("Between adopting a greyhound and a beagle, which suits an apartment?", ("greyhound", "beagle")),  # as before
])

# Editing verbs the verb list lacked (crop, reframe, upscale, edit, …): B opening with one before a phrase of its own
# is a verb phrase, so A keeps its verb ("shoot vertical", not "vertical"); "crop", "edit", "film" are nouns too.
test_listed_verbs_of_editing = read_as_expected([
    ("Because the client only needs social cutdowns, do we shoot vertical or crop from horizontal?",
     ("shoot vertical", "crop from horizontal")),
    ("Should I shoot wide or crop in post?", ("shoot wide", "crop in post")),
    ("do we shoot 4K or upscale from 1080p?", ("shoot 4K", "upscale from 1080p")),
    ("Should I edit in Premiere or Resolve?", ("Premiere", "Resolve")),
])

test_editing_words_as_nouns_still_read = read_as_expected([
    ("Should we shoot vertical or landscape for the promo?", ("vertical", "landscape")),  # as before
    ("film or digital for the wedding?", ("film", "digital")),  # as before
    ("crop or full frame?", ("crop", "full frame")),  # as before
    ("Should I crop the photo or leave it?", ("crop the photo", "leave it")),  # as before
])

# A verb and an object counted as one ("quote | one combined price", "file | a single return") against an adjective
# that is a verb too before a bare noun ("separate line items"): one thing against several, both noun phrases, the
# verb shared.
test_one_thing_against_separate_ones = read_as_expected([
    ("Fwd from client:\n> We'd like the brochure in both print and digital. Budget is fixed at $4,000.\nShould I "
     "quote one combined price or separate line items for print and digital?",
     ("one combined price", "separate line items")),
    ("Should I send one invoice or separate invoices?", ("one invoice", "separate invoices")),
    ("Should we file a single return or separate returns?", ("single return", "separate returns")),
    ("Should I bill one flat fee or separate hourly rates?", ("one flat fee", "separate hourly rates")),
])

test_a_verb_of_b_after_a_counted_object_still_read = read_as_expected([
    ("Should I quote one price or clean up the list?", ("quote one price", "clean up the list")),  # as before
    ("Should I merge the repos or separate concerns?", ("merge the repos", "separate concerns")),  # as before
    ("Should I send one big email or separate them?", ("send one big email", "separate them")),  # as before
])

# A lone verb calling the plan off as A ("cancel", "postpone", "skip"): nothing is done in A for a phrase after B's
# verb to tell how or with whom, so it is B's own ("play as a trio"), no object or context both share.
test_phrase_after_b_against_a_called_off_plan = read_as_expected([
    ("Gig is Saturday. Bassist has the flu. do we cancel or play as a trio?", ("cancel", "play as a trio")),
    ("Should we postpone or play as a duo?", ("postpone", "play as a duo")),
    ("Should we cancel or perform without a drummer?", ("cancel", "perform without a drummer")),
    ("Should we delay or ship with the known bug?", ("delay", "ship with the known bug")),
])

test_phrase_after_b_against_another_lone_verb_still_shared = read_as_expected([
    ("Should I rent or buy as a first-time buyer?", ("rent", "buy")),  # as before
    ("Should we drive or fly as a family?", ("drive", "fly")),  # as before
    ("Should we cancel or pause the subscription?", ("cancel", "pause")),  # as before: an object both share
])

# A noun A against a verb closing on its particle and "for" ("save up | for the r8"): what B saves or holds out for
# is B's own goal, not a purpose of both.
test_goal_of_a_particled_verb = read_as_expected([
    ("canon rp... or save up for the r8???", ("canon rp", "save up for the r8")),
    ("a used Civic or save up for a new one?", ("used Civic", "save up for a new one")),
    ("iPhone 15 or hold out for the 16?", ("iPhone 15", "hold out for the 16")),
    ("a Kindle or save up for an iPad?", ("Kindle", "save up for an iPad")),
])

test_time_or_bare_verb_before_for_still_cut = read_as_expected([
    ("Canon RP or save up for a year?", ("Canon RP", "save up")),  # as before: how long, not a goal
    ("a Switch or save for a PS5?", ("Switch", "save")),  # as before: no particle
    ("pizza or cook for the party?", ("pizza", "cook")),  # as before
])

# A part of the day in the plural closing the left side ("write | in the mornings") against "late at night": the two
# times are the options, as with "in the morning".
test_plural_part_of_day_against_late_at_night = read_as_expected([
    ("Should I be writing in the mornings or late at night?", ("in the mornings", "late at night")),
    ("Should I write in the mornings or late at night?", ("in the mornings", "late at night")),
    ("Should I study in the mornings or late in the evenings?", ("in the mornings", "late in the evenings")),
    ("Should I run in the evenings or early in the morning?", ("in the evenings", "early in the morning")),
])

test_singular_and_other_times_still_read = read_as_expected([
    ("Should I be writing in the morning or late at night?", ("in the morning", "late at night")),  # as before
    ("Should I be writing in the mornings or in the evenings?", ("in the mornings", "in the evenings")),  # as before
    ("Should I work out in the mornings or at night?", ("in the mornings", "at night")),  # as before
])

# A "with" phrase closing the left side against a bare "without" ("thumbnail | with my face or without"): the
# options are the phrase and "without"; the thing before "with" is shared.
test_with_a_thing_or_without = read_as_expected([
    ("yt-ideas 🔖 thumbnail with my face or without?", ("with my face", "without")),
    ("pizza with pineapple or without?", ("with pineapple", "without")),
    ("Should the logo go with a tagline or without?", ("with a tagline", "without")),
    ("do I apply with a cover letter or without?", ("with a cover letter", "without")),
    ("Should I post the photo with a caption or without one?", ("with a caption", "without one")),
])

test_without_and_its_own_object_still_read = read_as_expected([
    ("Should I post the photo with a caption or without it?", ("with a caption", "without it")),  # as before
    ("throwing with a splash pan or without one?", ("with a splash pan", "without one")),  # as before
    ("Should I frame it with a mat or a floating frame?", ("mat", "floating frame")),  # as before
])

test_with_after_better_off_still_refused = still_refused([
    "Wondering if I'm better off with a tutor or without one",  # as before: "better off with" leads in
    "Am I better off with a tutor or without one?",  # as before
])
