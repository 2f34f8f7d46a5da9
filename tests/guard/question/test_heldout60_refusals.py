"""the sixtieth held-out part's 6 refused pairwise prompts (bench/results/questions_heldout60_first.txt): five read
right by general rules; the sixth ("HR-2291 | Employee asks: PPO or HDHP with HSA for family coverage") stays
refused: a bare name B before "with" and a name ("HDHP | with HSA") may be a plan bundling it, B's own, or what
both options are used with ("Python or Go | with Kubernetes"), and the words do not tell which."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "and" and a verb after B, then "more" / "less" / "fewer" and a noun ("… or 10% down and keep | more cash"): the
# amount is that verb's object, B's own, no predicate of the pair starting at the comparative.
test_amount_after_a_second_verb_of_b = read_as_expected([
    ("Once the house closes on 12/15, should we put 20% down or 10% down and keep more cash?",
     ("20% down", "10% down and keep more cash")),
    ("Should I take the 15-year loan or the 30-year loan and pay less interest?",
     ("15-year loan", "30-year loan and pay less interest")),
    ("Should I get the Sapphire or the Venture card and earn more points?",
     ("Sapphire", "Venture card and earn more points")),
    ("Should I buy the big house or the small one and spend less money?",
     ("big house", "small one and spend less money")),
])

test_comparative_predicate_after_the_pair_still_read = read_as_expected([
    ("Is renting or buying more expensive?", ("renting", "buying")),  # as before
    ("should we put 20% down or 10% down?", ("20% down", "10% down")),  # as before
])

test_amount_after_a_linking_verb_or_a_verb_b_still_refused = still_refused([
    "Should I buy the big house or the small one and feel more secure?",  # "more secure": a predicate
    "should we buy the house or rent and save more money?",  # B a verb: A's own verb untold
    "Should I buy the big house or the small one and pay more than asking?",
])

# The "in" phrase after the object of B's verb of placing ("invest the money | in VTI", "put the cash | in VOO") is
# the complement that verb asks for, B's own, when A is a verb phrase with its own object and no "in".
test_in_after_the_object_of_a_verb_of_placing = read_as_expected([
    ("pay off the car loan or invest the money in VTI?", ("pay off the car loan", "invest the money in VTI")),
    ("pay off the student loan or put the cash in VOO?", ("pay off the student loan", "put the cash in VOO")),
    ("Should I pay down the mortgage or just invest it in VTI?", ("pay down the mortgage", "just invest it in VTI")),
    ("Should I pay off the car or keep the money in SPAXX?", ("pay off the car", "keep the money in SPAXX")),
])

test_in_after_another_verb_or_the_same_verb_still_refused = still_refused([
    "Should I sharkbite it or redo the whole run in PEX?",  # as before
    "Should I sell the car or fix the engine in NYC?",  # as before
    "Should I invest the bonus or invest the money in VTI?",  # one verb twice: "in VTI" may be both's
])

# An article before B's first word ("go into VTI or a | target date fund"): B is a noun phrase, its first word a
# noun's, not a verb ("target"); so A does not get back the verb and preposition both options share.
test_articled_b_is_no_verb_phrase = read_as_expected([
    ("I'm 29, make $85k, and have $20k sitting in cash. My 401k is already at 15%. Should the $20k go into VTI or a "
     "target date fund?", ("VTI", "target date fund")),
    ("Should the money go into VTI or a target date fund?", ("VTI", "target date fund")),
    ("Should the $20k go to VTI or a target date fund?", ("VTI", "target date fund")),
])

test_verb_phrase_b_still_gives_a_its_verb = read_as_expected([
    ("Should the $20k go into VTI or pay off the car?", ("go into VTI", "pay off the car")),  # as before
    ("Should the $20k go into VTI or stay in cash?", ("go into VTI", "stay in cash")),  # as before
    ("Should the $20k go into VTI or into a target date fund?", ("into VTI", "into a target date fund")),
])

# A sentence that only pleads for help after a pair written without a question mark ("… or app. | help") asks, as a
# call for opinions does ("… | thoughts").
test_plea_for_help_after_an_unmarked_pair = read_as_expected([
    ("envelope system or app. help", ("envelope system", "app")),
    ("envelope system or app. pls help", ("envelope system", "app")),
    ("ynab or a spreadsheet. help!!", ("ynab", "spreadsheet")),
])

test_request_for_a_task_or_another_word_still_refused = still_refused([
    "envelope system or app. help me write a budget",
    "cash or card. helpful",
    "I use the envelope system or an app. help",
])

# After "you think" a clause whose subject is contracted with its auxiliary ("I'd be better off with", "I'm better
# off with") is read as after "whether": the options follow its lead, not the subject of a later verb.
test_contracted_clause_after_you_think = read_as_expected([
    ("Let me know if you think I'd be better off with a 20-year term policy or a 30-year one, I'm 34 with two kids.",
     ("20-year term policy", "30-year one")),
    ("Do you think I'd be better off renting or buying?", ("renting", "buying")),
    ("Do you think I'm better off with Fidelity or Schwab?", ("Fidelity", "Schwab")),
    ("Do you think that we'd be better off with Fidelity or Schwab?", ("Fidelity", "Schwab")),
])

test_options_as_subject_after_you_think_still_read = read_as_expected([
    ("Let me know if you think Fidelity or Schwab is better.", ("Fidelity", "Schwab")),  # as before
    ("Do you think Fidelity or Schwab is better?", ("Fidelity", "Schwab")),  # as before
])

test_name_with_a_name_after_b_still_refused = still_refused([
    "HR-2291 | Employee asks: PPO or HDHP with HSA for family coverage",
    "PPO or HDHP with HSA?",
])
