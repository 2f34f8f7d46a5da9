"""Silent misreads left in the seventh to twelfth held-out parts after their own fixes, read
right now by general rules (tested here on other prompts). Those parts' first scorings are in
bench/results/questions_heldout{7..12}_first.txt; the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # a verb, its article and noun, then a verb with a plural object: two verb phrases
    ("Should I rent a bike or book tours in Lisbon?", ("rent a bike", "book tours")),
    ("should we buy a tent or rent cabins", ("buy a tent", "rent cabins")),
    # "Is the <noun the options name> X or Y": the noun is the subject, not part of A
    ("Is the capital Sydney or Canberra?", ("Sydney", "Canberra")),
    ("Was the culprit the butler or the gardener?", ("butler", "gardener")),
    ("Is the answer key or the textbook more reliable?", ("answer key", "textbook")),
    # "store credit | for the order": a relational head keeps only a phrase that is no one thing's context
    ("Exchange or store credit for the broken kettle?", ("Exchange", "store credit")),
    # "around" closes a noun phrase like the other prepositions
    ("bark or stones around the flower beds?", ("bark", "stones")),
    # a closing time adverbial of B's own ("this spring") is the context of both when A has none,
    # and the place after a closing "first"
    ("Should I aerate the lawn or just reseed it this spring?", ("aerate the lawn", "just reseed it")),
    ("Should we paint the hallway or sand the floors first in a rented flat?",
     ("paint the hallway", "sand the floors first")),
    # an amount of money after B's verb phrase is the budget of both
    ("is it smarter to lease a car or to buy a used one at a $20k budget", ("lease a car", "buy a used one")),
    ("Should I pay cash or take a loan for a $30k car?", ("pay cash", "take a loan")),
    # both options enumerated, B a verb phrase: two verb phrases, each whole
    ("1) appeal the fine, or 2) wait for the council to respond?",
     ("appeal the fine", "wait for the council to respond")),
    ("a) lawyer up, or b) wait for their offer?", ("lawyer up", "wait for their offer")),
    # A with a time of its own: B's duration is its own
    ("Should I sell the shares when they vest or hold them for two years?",
     ("sell the shares when they vest", "hold them for two years")),
    # A with a place of its own: B keeps its "with" phrase
    ("I'm torn between renting a flat in Leeds and sharing a house with my brother.",
     ("renting a flat in Leeds", "sharing a house with my brother")),
    # a degree's field, one's own years somewhere
    ("Should I do an MBA or a master's in finance?", ("MBA", "master's in finance")),
    ("tell me whether to stress my PhD or my 4 years at Google", ("my PhD", "my 4 years at Google")),
    # the head restated after B's own modifier keeps B's "with" phrase
    ("a 15-year mortgage or a 30-year mortgage with extra payments?",
     ("15-year mortgage", "30-year mortgage with extra payments")),
    # what data is carried over
    ("Should we use WebSockets or JSON over SSE for live updates?", ("WebSockets", "JSON over SSE")),
    # a shared "<noun> at" or "for <gerund> … with" before A
    ("bread at lidl or aldi for two people?", ("lidl", "aldi")),
    ("for watering seedlings with rainwater or tap water, which is better?", ("rainwater", "tap water")),
    # a bare noun against a noun compound opening with an -ing word
    ("cash vs checking account in ohio for a teen", ("cash", "checking account")),
    # what "wait until" waits for is B's own, a clause and all
    ("Should I buy now or wait until prices fall?", ("buy now", "wait until prices fall")),
    ("Should we move in June or wait until the lease is up?", ("move in June", "wait until the lease is up")),
    # a verb that is nothing without its phrase ("stick to", "switch to")
    ("Lisbon or stick with Porto for the whole week?", ("Lisbon", "stick with Porto")),
    # "main" as a verb (a game's character played most)
    ("should i main ness or lucas in smash?", ("ness", "lucas")),
]

test_fixed_forms_are_read = read_as_expected(FIXED)

UNCHANGED = [
    ("Should I take a taxi or train home?", ("taxi", "train home")),  # no plural object
    ("Should we use a monorepo or separate repos?", ("monorepo", "separate repos")),  # an adjective
    ("a carbon tax or subsidies for clean energy?", ("carbon tax", "subsidies for clean energy")),
    ("Should I buy a $500 phone or save for a $900 one?", ("buy a $500 phone", "save for a $900 one")),
    ("Should we fix the roof now or fix it next spring?", ("fix the roof now", "fix it next spring")),
    ("Should I confront my coworker or talk to my manager first?",
     ("confront my coworker", "talk to my manager first")),
    ("Should I rent the flat or keep it for the summer?", ("rent the flat", "keep it")),  # no time of A's own
    ("Should I pick Postgres or MySQL over AWS?", ("Postgres", "MySQL")),
    ("coffee with milk or tea?", ("coffee with milk", "tea")),
    ("a 15-year mortgage or a 30-year mortgage for our first home?", ("15-year mortgage", "30-year mortgage")),
    ("Bus or walk to work?", ("Bus", "walk")),
    ("Should I take the main road or the highway?", ("main road", "highway")),
    ("Should I buy now or wait until prices fall because of the recession?", ("buy now", "wait until prices fall")),
]

test_forms_near_the_new_rules_read_as_before = read_as_expected(UNCHANGED)

test_forms_near_the_new_rules_are_still_refused = still_refused([
    "a) the blue one, b) the red one, or c) neither?",  # three enumerated choices
    "I always rent a car or book tours when I travel.",  # a habit, not a question
])
