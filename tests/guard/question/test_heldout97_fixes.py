"""the ninety-seventh held-out part's silent misreads (bench/results/questions_heldout97_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "sow" and "mow" are verbs: a verb phrase B against A's verb phrase.
test_sow_and_mow_verbs = read_as_expected([
    ("Should I cover the beds with cardboard over winter or sow a green manure like phacelia?",
     ("cover the beds with cardboard over winter", "sow a green manure like phacelia")),
    ("Should I mulch the border with bark or sow a wildflower mix?",
     ("mulch the border with bark", "sow a wildflower mix")),
])

# The length a thing is cut or kept, after the verb and its object: the states are the options.
test_cut_short_or_long = read_as_expected([
    ("should I mow the lawn short or long", ("short", "long")),
    ("should I cut the grass short or long?", ("short", "long")),
])

test_kept_length_unchanged = read_as_expected([
    ("should I keep my hair short or long", ("short", "long")),  # as before
])

# Session 47: a bare verb phrase typed to an assistant, no full stop, asks which way (the assistant cannot mow): read
# as "should I …" is (see test_session47_shared_phrase.py); the old pin took it for an instruction.
test_unmarked_fragment_asks = read_as_expected([
    ("mow the lawn short or long before going on holiday for two weeks", ("short", "long")),
])

# A gerund opening the prompt, a bare object, a bare noun B, then "to" / "into" / "onto" and where both go: the
# gerund and the destination both's.
test_placed_gerund_object = read_as_expected([
    ("adding well rotted horse manure or mushroom compost to the beds before the potatoes go in",
     ("well rotted horse manure", "mushroom compost")),
    ("adding manure or compost to the beds?", ("manure", "compost")),
    ("moving gravel or sand into the pots", ("gravel", "sand")),
])

test_gerund_compound_unchanged = read_as_expected([
    ("running shoes or sandals for the race", ("running shoes", "sandals")),  # as before: no destination
])

# Options in apposition after a comma closing a question: no statement's subject and verb open A.
test_asked_apposition = read_as_expected([
    ("What do people recommend for a small urban garden, a fan trained peach or a stepover apple?",
     ("fan trained peach", "stepover apple")),
    ("Which would you grow, a cordon trained apple or a bush pear?", ("cordon trained apple", "bush pear")),
])

test_reported_object_unchanged = read_as_expected([
    ("My doctor suggested melatonin or magnesium?", ("melatonin", "magnesium")),  # as before
    ("So, my doctor suggested melatonin or magnesium?", ("melatonin", "magnesium")),  # as before
])

# A plain verb before a word that is also a noun ("hold heat"): the plain verb opens the predicate after B.
test_held_object_verb = read_as_expected([
    ("does a polytunnel or a glass greenhouse hold heat better overnight in march",
     ("polytunnel", "glass greenhouse")),
    ("does a cast iron pan or a steel wok hold heat longer?", ("cast iron pan", "steel wok")),
])

test_noun_before_ambiguous_verb_unchanged = read_as_expected([
    ("Does a heat pump or a gas boiler heat better?", ("heat pump", "gas boiler")),  # as before
])

# A passive participle after "be", a placing preposition and its object, against one state word: the participle is
# both's, A the placing phrase, B the state (the place after B both's).
test_stated_participle = read_as_expected([
    ("Should courgette seeds be sown on their side or flat in the module tray?", ("on their side", "flat")),
    ("should the tiles be laid on their edge or flat?", ("on their edge", "flat")),
    ("should the bike be stored on its side or upright in the shed?", ("on its side", "upright")),
])

test_placed_participle_unchanged = read_as_expected([
    ("should the kimchi be kept in the fridge or outside on balcony in winter",
     ("in the fridge", "outside on balcony")),  # as before: a place adverb B
    ("should the bike be stored in the garage or the shed?", ("garage", "shed")),  # as before: a noun B
])

# A bare noun phrase, "from" and a name, against a lower-case B after "the": another source, or another thing?
test_sourced_against_articled_refused = still_refused([
    "AGENDA ITEM 7 - communal manure delivery from Hill Farm or the riding stables?",
    "fresh milk from Hollow Farm or the corner shop?",
])

test_sourced_names_unchanged = read_as_expected([
    ("the overnight ferry from Hull or the Eurotunnel?", ("overnight ferry from Hull", "Eurotunnel")),  # as before
    ("should I get the certificate from Coursera or edX", ("Coursera", "edX")),  # as before
    ("a letter from Sam or an email?", ("letter from Sam", "email")),  # as before
])

# The first refusals read right.

# A bare noun phrase after "is it" (two nouns or more, or an amount and a noun): the causes asked about.
test_bare_cause_after_is_it = read_as_expected([
    ("My fiddle leaf keeps dropping leaves, so is it too much water or too little light?",
     ("too much water", "too little light")),
    ("Is it heat stress or herbicide drift?", ("heat stress", "herbicide drift")),
    ("Is it root rot or fungus gnats?", ("root rot", "fungus gnats")),
])

test_is_it_still_refused = still_refused([
    "Leaves are curling upward on my tomatoes. No spots, no yellowing. Is it heat stress or herbicide drift from the "
    "farm next door?",  # B's own "from …", or both's?
    "is it really bad or ok?",  # as before: an adverb
    "is it raining or snowing?",  # as before
])

test_articled_cause_unchanged = read_as_expected([
    ("Is it the lead screw or the nut in the carriage?", ("lead screw", "nut")),  # as before
])

# "which of a <Name> or a <Name>", "which one of <Name> or <Name>", and "tell me which (one) of …": named options.
test_which_of_names_more = read_as_expected([
    ("Which of a Fiskars StaySharp or a Bosch Rotak copes better with long wet grass?",
     ("Fiskars StaySharp", "Bosch Rotak")),
    ("Which of an Aeropress or a V60 makes better coffee?", ("Aeropress", "V60")),
    ("Please tell me which one of Shirley or Alicante gives a heavier crop in an unheated greenhouse up north",
     ("Shirley", "Alicante")),
    ("which one of Shirley or Alicante gives a heavier crop?", ("Shirley", "Alicante")),
])

test_which_of_group_still_refused = still_refused([
    "which of a dog or a cat is easier?",  # as before: no names
    "which one of my friends or coworkers should I invite?",  # as before: a group
    "tell me which of my friends or coworkers should I invite?",  # as before
])

# A colon right after "between": the options follow it.
test_colon_after_between = read_as_expected([
    ("Decide between: oscillating sprinkler or a soaker hose for the veg beds",
     ("oscillating sprinkler", "soaker hose")),
    ("Choose between: Zoom or Teams?", ("Zoom", "Teams")),
    ("Decide between: Zoom and Teams", ("Zoom", "Teams")),
])

test_difference_between_colon_still_refused = still_refused([
    "the difference between: A and B?",  # as before: a difference, no choice
])

# A verb phrase closing on its own short preposition phrase against "straight" and an "into" phrase closing the
# sentence: the two places.
test_straight_into_phrase = read_as_expected([
    ("should I propagate the pothos cuttings in water or straight into soil", ("in water", "straight into soil")),
    ("should I sow the seeds in modules or straight into the ground?", ("in modules", "straight into the ground")),
    ("should I root the cuttings in a jar or straight into the pot?", ("in a jar", "straight into the pot")),
])

test_straight_runs_on_still_refused = still_refused([
    "should I put the seeds in modules or straight into the ground and then cover them?",  # as before: B runs on
    "Do carrots grow better in raised beds or directly in the ground?",  # as before: no direction
])

test_direct_to_unchanged = read_as_expected([
    ("connecting through PgBouncer or directly to Postgres from the lambdas?",
     ("through PgBouncer", "directly to Postgres")),  # as before
])

# A subject, "need" and a gerund against a gerund B before a time clause: the gerunds needed, the time both's.
test_needed_gerunds_before_time = read_as_expected([
    ("Could anyone please tell me whether sweet pea seeds need soaking or chipping before sowing?",
     ("soaking", "chipping")),
    ("tell me whether the seeds need soaking or nicking before sowing?", ("soaking", "nicking")),
])

test_needed_gerunds_unchanged = read_as_expected([
    ("whether mould on silicone sealant needs replacing or just cleaning",
     ("replacing", "just cleaning")),  # as before
])
