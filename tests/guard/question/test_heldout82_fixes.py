"""the eighty-second held-out part's 15 silent misreads (bench/results/questions_heldout82_first.txt): read right by
general rules, or refused where the form alone cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A time after a preposition closing verb phrase B ("roll it over into | next year"): the preposition's object, B's.
test_time_after_preposition_kept = read_as_expected([
    ("Should I cash out my unused PTO or roll it over into next year?",
     ("cash out my unused PTO", "roll it over into next year")),
    ("should I sell the car or keep it through next year?", ("sell the car", "keep it through next year")),
])

test_bare_closing_time_still_shared = read_as_expected([
    ("should I paint the fence or fix the roof this year?", ("paint the fence", "fix the roof")),  # as before
])

# A capitalised name running on past B's one word ("Bought | By Many"): the rest of B's name.
test_name_running_on_past_b = read_as_expected([
    ("Petplan or Bought By Many for a French bulldog puppy?", ("Petplan", "Bought By Many")),
    ("Argos or Made By Hand for a wooden toy?", ("Argos", "Made By Hand")),
    ("Napster or Fed By Design for the logo?", ("Napster", "Fed By Design")),
])

test_names_already_whole_unchanged = read_as_expected([
    ("Aldi or Lidl for the weekly shop?", ("Aldi", "Lidl")),  # as before
    ("Is Netflix or Disney Plus better value?", ("Netflix", "Disney Plus")),  # as before
])

# "per <unit>" after B's closing amount when A closes on no amount: the amount's own unit.
test_unit_of_b_amount = read_as_expected([
    ("A BOP with $1M/$2M limits or a standalone GL policy at $2M per occurrence?",
     ("BOP with $1M/$2M limits", "standalone GL policy at $2M per occurrence")),
    ("a basic plan with $500 excess or a premium plan at $40 per month?",
     ("basic plan with $500 excess", "premium plan at $40 per month")),
])

test_unit_of_both_amounts_unchanged = read_as_expected([
    ("should I tip the guide $10 or $20 per person?", ("$10", "$20")),  # as before
])

# "Is A or <article> B | <-ing> <comparative>": the -ing is the progressive predicate's verb, not B's.
test_progressive_predicate_after_b = read_as_expected([
    ("Is a cash ISA or a premium bonds account paying better right now", ("cash ISA", "premium bonds account")),
    ("Is my savings account or my pension doing better this year?", ("my savings account", "my pension")),
    ("Is the old router or the new mesh system working better now?", ("old router", "new mesh system")),
])

test_ing_noun_before_comparative_unchanged = read_as_expected([
    ("Is pine or aspen bedding safer for a hamster?", ("pine", "aspen bedding")),  # as before
    ("Is 20 minutes of HIIT or 45 minutes of walking better for fat loss?",
     ("20 minutes of HIIT", "45 minutes of walking")),  # as before
])

# A list item that is a two-word name opening on an "-ly" word ("…, Simply Business, …"): a name, not an adverb.
test_list_with_ly_name_refused = still_refused([
    "For our bakery: Hiscox, Simply Business, AXA or a local broker?",
    "For the clinic: Bupa, Simply Health, Aviva or a broker?",
    "Options: Monzo, Only Savings, Chase or a credit union?",
])

test_opening_adverb_unchanged = read_as_expected([
    ("Honestly, tea or coffee?", ("tea", "coffee")),  # as before
])

# A verb's object, a preposition of place and an articled place, then B an articled place ("put the rest in | a Roth
# IRA or the workplace 401(k)"): A is the place set against B's.
test_articled_place_after_verb_object = read_as_expected([
    ("although my employer matches up to 6%, would you put the rest in a Roth IRA or the workplace 401(k)?",
     ("a Roth IRA", "workplace 401(k)")),
    ("should I keep the plant in a pot or the garden bed?", ("a pot", "garden bed")),
])

test_articled_place_of_subject_or_repeated_head_unchanged = read_as_expected([
    ("Should the red-eye crew get the hotel at the airport or the hotel downtown?",
     ("hotel at the airport", "hotel downtown")),  # as before
    ("Assuming the rain holds off, would the outdoor ceremony on the lawn or the chapel be nicer for photos?",
     ("outdoor ceremony on the lawn", "chapel")),  # as before
])

# "in my name or the company's name at renewal": the possessors' same noun; refused (only the shared head told).
test_possessed_twin_head_refused = still_refused([
    "register the business insurance in my name or the company's name at renewal?",
    "should we open the account in my name or the company's name at the bank?",
])

test_possessed_against_other_noun_unchanged = read_as_expected([
    ("should I put the bill in my name or my partner's?", ("my name", "my partner's")),  # as before
])
