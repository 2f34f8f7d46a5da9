"""The ninth held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout9_first.txt (208/229, 8 refused, 13 silently
wrong); the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # two seasons after "in": the options; what follows B is context
    ("Should I prune roses in fall or spring in zone 5?", ("fall", "spring")),
    # an indefinite pronoun after an ambiguous verb makes B a verb phrase
    ("Write a memo asking whether we should hire an agency or train someone on staff for the launch.",
     ("hire an agency", "train someone on staff")),
    # "between …" after B is the context of both
    ("Can you draft the RFC section on whether to use Kafka or SQS between our services?", ("Kafka", "SQS")),
    # "Do you think it's <adjective> to …" leads to a verb phrase
    ("Do you think it's smarter to sell the car or just keep it?", ("sell the car", "just keep it")),
    # the same -ing word before a bare noun on both sides: two nouns, not gerund phrases
    ("Should I use baking soda or baking powder in this cake?", ("baking soda", "baking powder")),
    # "Does a <modifier> or a <modifier> <head> <verb> …": the head is shared
    ("Does a weekly or a monthly newsletter get more opens?", ("weekly", "monthly")),
    # a causative's verb and an -s object inside a verb-phrase option are its own words
    ("should we let our son have a tablet or wait until high school",
     ("let our son have a tablet", "wait until high school")),
    ("Should we raise rates by 3% or cut costs instead?", ("raise rates by 3%", "cut costs instead")),
    # two gerund phrases as the subject: B ends before the verb
    ("whether running 5k or swimming 1k twice a week helps more with stamina",
     ("running 5k", "swimming 1k twice a week")),
    # a bare verb before its object, after a plural -s noun
    ("Do you know if a crate or CBD chews calm a puppy better at night?", ("crate", "CBD chews")),
    # a dash around B; a participle-less "bed"; a duration after an intransitive B
    ("Guppies -- or tetras -- for a 10 gallon tank?", ("Guppies", "tetras")),
    ("bunk bed or loft bed for a small room", ("bunk bed", "loft bed")),
    ("should I break my lease or sublet for the last 3 months", ("break my lease", "sublet")),
]


test_fixed_forms_are_read = read_as_expected(FIXED)


test_forms_near_the_new_rules_are_still_refused = still_refused([
        "Either way, whether you pick React or Vue, the team needs training.",  # concessive
        "Tickets booked or cancelled for the trip.",  # a statement of participles
])
