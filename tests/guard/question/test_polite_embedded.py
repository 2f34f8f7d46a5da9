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
