"""Polite requests and embedded questions that ask to choose, read by general rules (tested here on
prompts invented for the purpose, none copied from the corpus)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A request to the assistant to choose, without a question mark: "suggest / advise / recommend which …,
# A or B" (with or without "kindly" / "please") asks to choose.
test_a_request_to_suggest_which_asks_to_choose = read_as_expected([
    ("Kindly suggest which is cheaper to run, a heat pump or a gas furnace", ("heat pump", "gas furnace")),
    ("Please advise which one suits a beginner, a ukulele or a guitar", ("ukulele", "guitar")),
    ("suggest which lasts longer: vinyl flooring or laminate", ("vinyl flooring", "laminate")),
])

test_requests_not_to_choose_stay_refused = still_refused([
    "Kindly suggest three ways to use oat milk or almond milk",
    "tell me about espresso or drip coffee",
    "Please suggest recipes with lentils or chickpeas",
])

# "but" opening a question (an auxiliary or copula before a subject pronoun) starts the choice clause:
# the apology or hedge before it is no part of option A.
test_a_question_after_but_starts_the_choice_clause = read_as_expected([
    ("Apologies for the long post but should we rent a van or hire movers for a one bedroom?",
     ("rent a van", "hire movers")),
    ("Not a big deal but do you think tea or coffee is better for focus?", ("tea", "coffee")),
    ("We tried both but should I stick with oat milk or go back to dairy?",
     ("stick with oat milk", "go back to dairy")),
    ("This might be obvious but is it better to prune roses in fall or in early spring?",
     ("in fall", "in early spring")),
])

test_but_without_a_question_keeps_its_reading = read_as_expected([
    ("I want to repaint the kitchen but I'm not sure, satin or eggshell?", ("satin", "eggshell")),
    ("We looked at both but I'm not sure about the red one or the blue one.", ("red one", "blue one")),
])

test_but_without_a_question_mark_stays_refused = still_refused([
    "I like both but do I get the red one or the blue one",
])

# "whether / if I'm (we're …) better off (with) A or B": the idiom leads in as "go with" does; A starts after it.
test_better_off_after_whether_leads_in = read_as_expected([
    ("Trying to figure out whether we're better off with a heat pump or a gas furnace", ("heat pump", "gas furnace")),
    ("not sure if I'm better off with a Roth or a traditional IRA this year", ("Roth", "traditional IRA")),
    ("can't tell if I'm better off with the 2020 model or the 2022 model.", ("2020 model", "2022 model")),
    ("not sure if I'm better off with two cats or one cat", ("two cats", "one cat")),
    ("Wondering whether we're better off leasing or buying a car", ("leasing", "buying")),
])

test_better_off_without_a_question_stays_refused = still_refused([
    "I know I'm better off with a Roth or a traditional IRA than with nothing.",
    "Wondering if I'm better off with a tutor or without one",  # a noun phrase against a prepositional phrase
])
