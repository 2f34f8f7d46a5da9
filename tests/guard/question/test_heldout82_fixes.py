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

# "in my name or the company's name at renewal": the possessors' same noun. Refused in session 38 (the form check
# took "my name" for the shared head alone); since session 39 "my" tells A from B as "this" tells "this weekend"
# from "next weekend", and the pair reads as labelled (tests/guard/question/test_session39_fixes.py).
test_possessed_twin_head_read = read_as_expected([
    ("register the business insurance in my name or the company's name at renewal?", ("my name", "company's name")),
    ("should we open the account in my name or the company's name at the bank?", ("my name", "company's name")),
])

test_possessed_against_other_noun_unchanged = read_as_expected([
    ("should I put the bill in my name or my partner's?", ("my name", "my partner's")),  # as before
])

# "Do they | mean A or B": the asking verb, no part of A.
test_meant_after_do_subject = read_as_expected([
    ("I'm a sole trader doing website design. A client contract says I need £1m cover. Do they mean professional "
     "indemnity or public liability?", ("professional indemnity", "public liability")),
    ("Do they mean net income or gross income?", ("net income", "gross income")),
])

test_meant_already_read_unchanged = read_as_expected([
    ("Did you mean the red one or the blue one?", ("red one", "blue one")),  # as before
])

# "… or just <modifier> home <noun>": "home" modifies B's noun, no place adverb after a verb; A is the object.
test_home_as_modifier_after_just = read_as_expected([
    ("please could you help me understand if I need landlord insurance or just standard home insurance now that I'm "
     "letting out the spare room", ("landlord insurance", "just standard home insurance")),
    ("do I need a new boiler or just basic home cover?", ("new boiler", "just basic home cover")),
])

test_home_after_verb_unchanged = read_as_expected([
    ("should I get a taxi or just walk home?", ("get a taxi", "just walk home")),  # as before
])

# A verb phrase closing on "by" and a bare noun phrase against a bare noun phrase B: the two means (a closing
# frequency said of both).
test_by_means_against_bare_b = read_as_expected([
    ("should I pay my rent by standing order or direct debit each month?", ("standing order", "direct debit")),
    ("should we pay the cleaner by bank transfer or direct debit every week?", ("bank transfer", "direct debit")),
])

test_by_phrase_against_verb_b_unchanged = read_as_expected([
    ("should I go by train or drive?", ("go by train", "drive")),  # as before
    ("Need advice. For the job interview in english, I prepare answers by heart or speak natural?",
     ("prepare answers by heart", "speak natural")),  # as before
])

# B ending inside its "who" clause before a time ("… who has an opening | next week"): B's own, or both's? refused.
test_relative_clause_of_b_cut_before_time_refused = still_refused([
    "Should I see an in-network dermatologist or an out-of-network dermatologist who has an opening next week?",
    "Should I see my usual GP or a locum who has a slot this week?",
])

test_relative_clause_whole_or_before_predicate_unchanged = read_as_expected([
    ("Do kids who do Kumon or kids who do Mathnasium end up better at math?",
     ("kids who do Kumon", "kids who do Mathnasium")),  # as before
    ("should I call the plumber I know or a new plumber who can come out tomorrow?",
     ("plumber I know", "new plumber who can come out tomorrow")),  # as before
])

# A preposition's object against "direct" and B's own phrase ("through | the travel agent or direct from the
# insurer"): the two ways are the whole phrases; read as a prepositional phrase against an adverb's, refused.
test_direct_against_prepositional_a_refused = still_refused([
    "buy travel insurance through the travel agent or direct from the insurer for our trip to Florida?",
    "should I book the flights through an agent or direct with the airline?",
])

# A preposition's object against B closing on its own place adverb ("at | the desk or an annual policy online"):
# the whole phrases, or the places? refused.
test_place_object_against_adverb_b_refused = still_refused([
    "What would you go for: buying the rental company's excess waiver at the desk or an annual excess reimbursement "
    "policy online?",
    "should I renew the policy at the branch or a cheaper one online?",
])

test_place_against_bare_adverb_unchanged = read_as_expected([
    ("should I buy the tickets at the box office or online?", ("at the box office", "online")),  # as before
    ("Should we try to hire locally or to recruit remotely?", ("hire locally", "recruit remotely")),  # as before
])

# A bare "with" phrase after B's own complement when verb phrase A has its own ("… on payroll or to pay them as
# contractors | with 1099s"): B's second phrase, no context both share.
test_second_phrase_after_own_complement_of_b = read_as_expected([
    ("Is it better to put my two part-timers on payroll or to pay them as contractors with 1099s?",
     ("put my two part-timers on payroll", "pay them as contractors with 1099s")),
    ("Is it better to hire my two cousins on payroll or to pay them as freelancers with 1099s?",
     ("hire my two cousins on payroll", "pay them as freelancers with 1099s")),
])

test_articled_or_noun_phrase_second_phrase_unchanged = read_as_expected([
    ("to bid on the day shift or to stay on nights with the diff?", ("bid on the day shift", "stay on nights")),
])

# "as A or as B | to <possessive> …": B's own complement ("an add-on to our BOP"), or where both go? refused.
test_as_roles_before_possessed_to_refused = still_refused([
    "Could you please let me know if we should buy cyber insurance as a standalone policy or as an add-on to our BOP?",
    "should I list the van as a company asset or as a rider to my home policy?",
    "should I send it as a letter or as an email to my boss?",
])

test_as_roles_without_to_phrase_unchanged = read_as_expected([
    ("should I send it as a letter or as an email?", ("as a letter", "as an email")),  # as before
])
