"""The seventh held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout7_first.txt (212/229, 7 refused, 10 silently
wrong); the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # "between <gerund> a X and a Y": the gerund is shared
    ("I'm torn between hiring a contractor and a handyman for the deck.", ("contractor", "handyman")),
    # "tell me at the end whether …" asks; a direct object pronoun before A is the verb's, not A's
    ("Draft the invite and tell me at the end whether we should host it as in-person or virtual.",
     ("in-person", "virtual")),
    ("water it once a week or twice a week?", ("once a week", "twice a week")),
    # "whether we <verb> …" leads to a verb phrase, as "whether we should <verb>"
    ("Please advise whether we go with Stripe or Adyen for payments.", ("Stripe", "Adyen")),
    # "Is A or B | going to …", "Is A or B | <adjective> enough …": the predicate starts there
    ("Is a 500W or a 700W microwave powerful enough for a dorm?", ("500W", "700W")),
    # one word and a one-character label on each side, each with a bracketed aside
    ("Candidate A (strong coder) or Candidate B (great communicator) — who should we hire?",
     ("Candidate A", "Candidate B")),
    # an -s verb after a subject pair, before its object and a comparative
    ("I wonder whether cedar chips or paper bedding absorbs odor better in a hamster cage.",
     ("cedar chips", "paper bedding")),
    # decision cues: "figure out if", "can't tell if"
    ("Trying to figure out if swimming or cycling would be easier on my knees.", ("swimming", "cycling")),
    ("I can't tell if a Roth or a traditional 401k makes more sense for me.", ("Roth", "traditional 401k")),
    # a quoted premodifier stays quoted in its option
    ('"organic" eggs or regular ones?', ('"organic" eggs', "regular ones")),
    # a bare subject and its modal after "whether"
    ("Tell me whether leftover budget should go toward marketing or into hiring.",
     ("toward marketing", "into hiring")),
    # the head repeated with a phrase of its own on each side
    ("Is a day trip within the county or a day trip to the coast better for a toddler?",
     ("day trip within the county", "day trip to the coast")),
    # a whole verb phrase with its object against a verb and a bare noun
    ("should we rent an RV for the trip or book motels", ("rent an RV for the trip", "book motels")),
]


# misreads found outside the corpus (session 19)
OUTSIDE = [
    ("Should I stretch or warm up?", ("stretch", "warm up")),  # a particle is no shared object
    ("Should I eat first or work out before breakfast?", ("eat first", "work out")),  # a phrasal verb
]


test_fixed_forms_are_read = read_as_expected(FIXED + OUTSIDE)


test_forms_near_the_new_rules_are_still_refused = still_refused([
        "Whether you go with the oak or the walnut, seal it twice.",  # concessive: no question
        "Whether it rains or not, we leave at noon.",
        "Plan A or Plan B, it makes no difference to me.",
        "Should I take the bus, or do we have time to walk?",  # a second question, not an option
])
