"""the eighty-sixth held-out part's 4 silent misreads (bench/results/questions_heldout86_first.txt): read right by
general rules, or refused where the form cannot tell; and two of its refusals read right."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A verb, its object and how tight it is set ("set the drag | light or tight"): the states are the options.
test_tension_states_after_object = read_as_expected([
    ("better to set the drag light or tight for big lake trout?", ("light", "tight")),
    ("should I set the brakes heavy or light?", ("heavy", "light")),
])

test_light_as_noun_unchanged = read_as_expected([
    ("is the kitchen light or the lamp better?", ("kitchen light", "lamp")),  # as before
])

# B's verb phrase after "just" with a time of day ("… or just drive in | before 6am"): the time is B's own.
test_time_of_day_of_b = read_as_expected([
    ("quick one while I finish this trip plan for Glacier: is it smarter to enter the Going-to-the-Sun Road vehicle "
     "reservation lottery or just drive in before 6am?",
     ("enter the Going-to-the-Sun Road vehicle reservation lottery", "just drive in before 6am")),
    ("should I book the shuttle or just hike up before 7am?", ("book the shuttle", "just hike up before 7am")),
])

test_shared_time_unchanged = read_as_expected([
    ("should I continue metformin or switch to insulin during pregnancy?", ("continue metformin", "switch to insulin")),
    # as before
])

# "just" and B's bare verb before "with" ("… or just practice | with map and compass"): the phrase is B's own.
test_with_after_adverbed_bare_verb = read_as_expected([
    ("Got caught in a whiteout last winter and it scared me. I want to get proper nav skills. Take a wilderness "
     "navigation course or just practice with map and compass on my own?",
     ("Take a wilderness navigation course", "just practice with map and compass on my own")),
    ("Should I use a chalk bag or just climb with tape?", ("use a chalk bag", "just climb with tape")),
])

test_with_after_object_unchanged = read_as_expected([
    ("should I hire a coach or just fix it with a friend?", ("hire a coach", "just fix it with a friend")),  # as before
])

# A kind and "like" before a name, B a name ("tubeless sealant like | Orange Seal or Stan's"): the two names.
test_names_after_like = read_as_expected([
    ("Would you mind telling me whether tubeless sealant like Orange Seal or Stan's lasts longer in hot weather? "
     "Thanks so much.", ("Orange Seal", "Stan's")),
    ("which is better, sealant like Orange Seal or Stan's?", ("Orange Seal", "Stan's")),
    ("is a stove such as MSR or Jetboil lighter?", ("MSR", "Jetboil")),
])

test_like_before_unnamed_b_unchanged = read_as_expected([
    ("is bar soap like Dove or a body wash better?", ("bar soap like Dove", "body wash")),  # as before
])

# Refused before: a possessed object before a state against B's phrase ("store | my climbing rope coiled or in a rope
# bag"): the state and the phrase.
test_state_after_possessed_object = read_as_expected([
    ("Please could you advise: is it better to store my climbing rope coiled or in a rope bag?",
     ("coiled", "in a rope bag")),
    ("should I store the tent folded or in a stuff sack?", ("folded", "in a stuff sack")),
])

test_state_after_particle_unchanged = read_as_expected([
    ("should I put my baby down drowsy or fully asleep?", ("drowsy", "fully asleep")),  # as before
])

# Refused before: B A's word with a hyphened prefix before a noun ("freestanding or semi-freestanding | tent"): the
# two modifiers.
test_hyphen_prefixed_modifier = read_as_expected([
    ("freestanding or semi-freestanding tent for rocky alpine pads", ("freestanding", "semi-freestanding")),
    ("clumping or semi-clumping litter for a kitten?", ("clumping", "semi-clumping")),
])

test_unprefixed_gerund_object_still_refused = still_refused([
    "(newbie) spinning or casting rod for pier fishing?",
])

# Refused before: a colon after a relative addressed, or after a word whose name B negates ("Dad: | Rainier or Baker",
# "Helmet: | MIPS or non-MIPS"): a heading, no title.
test_untitled_heading = read_as_expected([
    ("Dad: Rainier or Baker for your first glacier climb?", ("Rainier", "Baker")),
    ("Mom: Paris or Rome for the anniversary?", ("Paris", "Rome")),
    ("Helmet: MIPS or non-MIPS — does it actually matter for mtb?", ("MIPS", "non-MIPS")),
    ("Tires: Tubeless or non-tubeless for gravel?", ("Tubeless", "non-tubeless")),
])

test_title_colon_still_refused = still_refused([
    "Brass: Birmingham or Root?",
])
