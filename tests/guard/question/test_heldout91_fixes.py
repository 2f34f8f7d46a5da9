"""the ninety-first held-out part's 4 silent misreads (bench/results/questions_heldout91_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A figure with its unit ("5%", "$20", "30°C") and "or so": an approximation of it, no second option.
test_approximated_figure_refused = still_refused([
    "Is a 5% or so bleach solution strong enough for mould?",
    "Is $20 or so a fair price for a used vacuum?",
    "Is a 30°C or so wash enough for towels?",
])

test_figures_with_units_unchanged = read_as_expected([
    ("Should I pay 5% or 10%?", ("5%", "10%")),  # as before
    ("wash at 20°C or 30°C?", ("20°C", "30°C")),  # as before
])

# The speaker's negated verb ("I can't afford"), the pair its object, then an open request after the clause's comma:
# the negation rules both out, and the request asks for something else.
test_negated_pair_then_open_request_refused = still_refused([
    "I can't afford a cleaner or a robot vacuum right now, any cheap tips for keeping a flat tidy?",
    "We can't afford a nanny or a daycare, what are our options?",
    "We don't have a dishwasher or a dryer, how do we keep up with chores?",
])

test_weighed_or_asked_pair_unchanged = read_as_expected([
    ("I can't decide between a cleaner or a robot vacuum, any tips?", ("cleaner", "robot vacuum")),  # as before
    ("I don't know whether to hire a cleaner or buy a robot vacuum, any tips?",
     ("hire a cleaner", "buy a robot vacuum")),  # as before
    ("I can't afford a cleaner or a robot vacuum, which is cheaper?", ("cleaner", "robot vacuum")),  # as before
])

# A verb phrase with its own time ("overnight", "immediately"), B a verb phrase closing on a time phrase: B's time is
# its own, set against A's, not the context of both.
test_own_time_against_b_time = read_as_expected([
    ("Do I let the OxiClean paste sit overnight or rinse it off after an hour?",
     ("let the OxiClean paste sit overnight", "rinse it off after an hour")),
    ("should I marinate it overnight or cook it after an hour?", ("marinate it overnight", "cook it after an hour")),
])

test_untimed_a_unchanged = read_as_expected([
    ("should I sell now or hold it until next year?", ("sell now", "hold it until next year")),  # as before
])

# A verb phrase closing on a setting preposition and a bare level ("on high"), B the other level and a bare noun
# closing the clause ("low heat"): the noun is both's head, so A is the level, not the verb phrase.
test_level_before_shared_noun = read_as_expected([
    ("dry the bedding on high or low heat in a Bosch Series 6 tumble dryer?", ("high", "low heat")),
    ("iron the shirt on medium or high heat?", ("medium", "high heat")),
    ("dry the towels on high or low heat", ("high", "low heat")),
])

test_levels_without_shared_noun_unchanged = read_as_expected([
    ("leave the heating on low or turn it off?", ("leave the heating on low", "turn it off")),  # as before
    ("should I dry the bedding on the line or in the dryer?", ("on the line", "in the dryer")),  # as before
])

test_bare_levels_still_refused = still_refused([
    "should I wash the bedding on hot or cold wash?",  # as before: "wash" B's own, or both's head?
])

# Refusals now read: a frequency adverb closing A against an "every …" span of a time unit: two frequencies, A the
# adverb alone.
test_frequency_against_every = read_as_expected([
    ("better to descale the washing machine monthly or every three months?", ("monthly", "every three months")),
    ("should I water the plants daily or every 3 days?", ("daily", "every 3 days")),
])

test_adverb_against_other_adverbial_still_refused = still_refused([
    "better to descale the washing machine monthly or all year round?",  # as before
])

# Refusals now read: a participle A cut from the bare noun before it, B a noun and the same participle: two compound
# participles, A keeps its noun.
test_twin_compound_participles = read_as_expected([
    ("Kindly let me know whether silk pillowcases should be hand washed or machine washed on a delicate cycle.",
     ("hand washed", "machine washed")),
    ("should towels be air dried or tumble dried?", ("air dried", "tumble dried")),
])

test_plain_participle_against_compound_unchanged = read_as_expected([
    ("should the shirt be washed or dry cleaned?", ("washed", "dry cleaned")),  # as before
])

# Refusals now read: a subject, "needs" and a gerund, B a gerund (a focus adverb before it or not) closing the
# sentence: the gerunds are what the subject needs, not subjects of a verb after B.
test_needed_gerunds = read_as_expected([
    ("can someone explain whether mould on silicone sealant needs replacing or just cleaning",
     ("replacing", "just cleaning")),
    ("can you tell me whether the sofa cover needs replacing or just washing", ("replacing", "just washing")),
])

# Refusals now read: a clause closing on a frequency adverb, B an "every …" span and nothing more: the two
# frequencies, not subjects of a verb after B.
test_clause_frequency_against_every = read_as_expected([
    ("Could I ask, please, whether most housekeepers change bed linen weekly or every two weeks?",
     ("weekly", "every two weeks")),
    ("whether most people clean the oven monthly or every six months", ("monthly", "every six months")),
])
