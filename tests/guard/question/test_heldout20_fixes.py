"""The twentieth held-out part's misreads and refusals, fixed by general rules (tested here on other prompts
too). Its first scoring is bench/results/questions_heldout20_first.txt (222/256, 22 refused, 12 silently
wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "more or less <adjective> than …" compares one thing with another by degree: no two options.
test_more_or_less_than_is_refused = still_refused([
    "Are teenagers these days more or less anxious than we were?",
    "is rent here more or less expensive than in Leeds?",
    "Are electric cars more or less reliable than petrol ones?",
])

# "wait until after <time>": the time after "until" is what B's verb waits for, not a time of both options.
test_until_after_stays_in_b = read_as_expected([
    ("should i tell my mum about the diagnosis or wait until after christmas",
     ("tell my mum about the diagnosis", "wait until after christmas")),
    ("do we list the house now or wait until after the holidays?",
     ("list the house now", "wait until after the holidays")),
    ("do I sell the car or wait till after the summer", ("sell the car", "wait till after the summer")),
])

# "hope for …" is a verb bound to its "for" ("wait for", "look for"): the phrase is B's own.
test_hope_for_stays_in_b = read_as_expected([
    ("What would you do: take the redundancy payout or stay and hope for the best?",
     ("take the redundancy payout", "stay and hope for the best")),
    ("should we sell now or wait and hope for a better offer?", ("sell now", "wait and hope for a better offer")),
])

# "(is it) more / less <adjective> to | …": a comparative lead-in with its "is it" dropped, as "better to".
test_more_adjective_to_leads_in = read_as_expected([
    ("more sensible to fix the old washing machine or just get a new one?",
     ("fix the old washing machine", "just get a new one")),
    ("less stressful to fly or drive with a toddler?", ("fly", "drive")),
    ("more economical to repair the boiler or replace it?", ("repair the boiler", "replace it")),
])

# A short heading before a spaced vertical bar opens the question as a tag does ("UK | ISA or SIPP …"); a bar
# with no "or" after it still joins two options.
test_a_heading_before_a_bar_is_a_tag = read_as_expected([
    ("UK | ISA or SIPP for a 30 year old self-employed", ("ISA", "SIPP")),
    ("Budget | Kia Niro or Hyundai Kona?", ("Kia Niro", "Hyundai Kona")),
    ("kitchen reno | quartz or granite?", ("quartz", "granite")),
    ("blue spruce | white pine -- which one for a windbreak?", ("blue spruce", "white pine")),
])
