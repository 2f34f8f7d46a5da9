"""The fourteenth held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout14_first.txt (189/229, 26 refused, 14 silently
wrong); the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # one modifier in two words ("stainless steel") against one in one word
    ("Do ceramic or stainless steel pans last longer?", ("ceramic", "stainless steel")),
    # "wait and see if …" is one phrase
    ("should we book now or wait and see if prices drop?", ("book now", "wait and see if prices drop")),
    # A has its own time: B keeps its "with" phrase (verb phrases and noun phrases alike)
    ("Should I marinate the chicken overnight or dry brine it with salt the day before?",
     ("marinate the chicken overnight", "dry brine it with salt the day before")),
    ("Chemo now or watchful waiting with scans every 3 months?",
     ("Chemo now", "watchful waiting with scans every 3 months")),
    # a verb of two words before its pronoun object
    ("should I clean the grill or pressure wash it", ("clean the grill", "pressure wash it")),
    # a frequency written with "times", then a copula ending B
    ("would walking him two times a day or once a day be enough?", ("two times a day", "once a day")),
    # an amount and its unit against an amount, its unit and a head ("dose of")
    ("Should I take the 10 mg or the 20 mg tablet of lisinopril?", ("10 mg", "20 mg")),
]

test_fixed_forms_are_read = read_as_expected(FIXED)

test_forms_near_the_new_rules_are_still_refused = still_refused([
    # a task for the assistant whose alternatives belong to the task
    "Summarize this thread about whether the team prefers Jira or Linear.",
    "Draft an invitation asking guests whether they want chicken or fish.",
    "create a checklist to track whether each invoice is paid by card or by transfer",
    # yes/no questions
    "Is it too late to prune apple or pear trees in March?",
    "Is it legal to park on the sidewalk or the verge overnight?",
    "Do I need a permit for a shed or a fence in my backyard?",
    # a choice told, not asked
    "I ended up picking the oak over the walnut or the maple.",
])

test_tasks_that_also_ask_to_choose_are_read = read_as_expected([
    ("Write an email to my landlord, and tell me whether I should pay by check or by transfer.",
     ("by check", "by transfer")),
    ("Draft a memo on whether we should lease or buy the new vans.", ("lease", "buy")),
])
