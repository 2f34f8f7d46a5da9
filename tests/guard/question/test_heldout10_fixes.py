"""The tenth held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout10_first.txt (205/229, 12 refused, 12 silently
wrong); the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # the infinitive after the lead's comparative opens A, not a later purpose "to"
    ("Is it smarter to move closer to work to cut my commute or to stay put?",
     ("move closer to work to cut my commute", "stay put")),
    ("whats better, to rent a car or to take the train", ("rent a car", "take the train")),
    # a place preposition inside A's noun phrase: no second object after it
    ("should we send our daughter to the daycare down the road or the one across the park",
     ("daycare down the road", "one across the park")),
    # frequencies: the options; a rate after B that A lacks is shared
    ("Yoga twice a week or once a week for back pain?", ("twice a week", "once a week")),
    ("should I give my cat 1 can or 2 cans a day", ("1 can", "2 cans")),
    # "does" + a subject pair + a verb before its object's article
    ("does bleach or vinegar kill the mold better", ("bleach", "vinegar")),
    # a setting after "at" is no rough count
    ("roast the potatoes at 400 or 450 degrees?", ("400", "450")),
    # "be" after a subject whose noun is spelt like a verb
    ("[Budget #7] should the travel stipend be a lump sum or a monthly amount?", ("lump sum", "monthly amount")),
    # "term" closes a noun phrase ("the 2 year term"); only "long term" / "short term" is a span of both
    ("should I accept the offer as is or push for a 3 year term", ("accept the offer as is", "push for a 3 year term")),
    # a verb after "to" inside B is an infinitive, not an auxiliary at its edge
    ("Should we keep the deposit or ask them to do the work again?",
     ("keep the deposit", "ask them to do the work again")),
]


test_fixed_forms_are_read = read_as_expected(FIXED)


test_forms_near_the_new_rules_are_still_refused = still_refused([
        "Honestly I can never decide whether to order pizza or tacos on Fridays.",  # a habit
        "The landlord said we can either renew or leave, whichever we like.",  # the choice is theirs
        "Rock or paper, I'm fine either way.",  # it does not matter
        "Should I buy 2 or 3 bags of mulch for a 10-foot bed?",  # still a rough count
])
