"""Fixes for the hundred-and-fortieth held-out part (home emergency preparedness and severe weather), written blind and
scored before any fix.

Silent misreads read right: whom B's verb of asking asks, a bare plural ("ask | tenants | to get their own"); a time
noun and its determiner before B's closing time preposition ("fill up jugs | the night before the storm"); a verb
bound to its preposition as a lone B ("invest in | a good filter"); a demonstrative that is the copula's subject ("is
this | flood or wind damage"); a fixed adverbial closing A ("Shelter in place | vs evacuate early"); a bare plural
subject after an opening modal ("Should residents | flush their taps or …"); each amount at its own price ("$250k …
at $1,840/yr or $300k at $2,210/yr"); B's "for" phrase against A's own phrase, a time after it ("… or buy a purifier
for the bedroom | during smoke days"); a "with" phrase after a B told against A by a comparative ("or the newer 2024
model | with the PWRview").

Silent misreads now refused: "a <noun> or two" before a relative clause ("a chainsaw or two | we could borrow"): a
rough count, no second option.

Refusals read right: B's lone verb before a comma and a new clause ("evacuate or stay, | they just upgraded it"); "her"
closing B before a subordinate clause ("or just text her | when …"); a capital letter labelling a noun closing a
sentence ("in zone B. | Leave early …"); "What's your take on | A vs. B"; bracketed asides in a bare pair before
"which is better" ("weather radio (midland) or the phone app (FEMA) | which is better …"); a question passed to the
writer ("the committee wants me to find out | if A or B would be easier")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_whom_bs_verb_of_asking_asks = read_as_expected([
    ("my landlord wants to know which we should do, add flood coverage to the building policy or ask tenants to get "
     "their own", ("add flood coverage to the building policy", "ask tenants to get their own")),
    ("Should we raise the rent or ask tenants to pay for water?", ("raise the rent", "ask tenants to pay for water")),
    ("Should I fix it myself or tell neighbours to stay away?", ("fix it myself", "tell neighbours to stay away")),
])

test_a_time_noun_before_bs_time_preposition = read_as_expected([
    ("Quick one, I'm trying to work out if it makes more sense to store water in the bathtub or fill up jugs the night "
     "before the storm.", ("store water in the bathtub", "fill up jugs")),
    ("Should I paint it or sand it the day after the rain?", ("paint it", "sand it")),
    ("Should I pack tonight or load the car the morning before the trip?",
     ("pack tonight", "load the car the morning before the trip")),  # as before: A's own time
])

test_a_verb_bound_to_its_preposition_as_b = read_as_expected([
    ("Your advice: stockpile bottled water or invest in a good filter?",
     ("stockpile bottled water", "invest in a good filter")),
    ("Your advice: index funds or invest in a rental property?", ("index funds", "invest in a rental property")),
    ("paper maps or rely on the phone?", ("paper maps", "rely on the phone")),
])

test_a_demonstrative_subject_of_the_copula = read_as_expected([
    ("is this flood or wind damage?? adjuster and contractor disagree", ("flood", "wind damage")),
    ("Is this mold or mildew?", ("mold", "mildew")),
    ("is that rust or paint residue?", ("rust", "paint residue")),
    ("Is this lamp or that lamp brighter?", ("this lamp", "that lamp")),  # as before: B its own demonstrative
    ("Is this brand or the store brand better?", ("this brand", "store brand")),  # as before
])

test_a_fixed_adverbial_closing_a = read_as_expected([
    ("Shelter in place vs evacuate early when it's only a Cat 2?", ("Shelter in place", "evacuate early")),
    ("Sort by hand or use a machine?", ("Sort by hand", "use a machine")),
    ("Go on foot vs take the bus?", ("Go on foot", "take the bus")),
    ("Pay in cash or by card?", ("in cash", "by card")),  # as before: B's own preposition
    ("Tesla in white vs black?", ("white", "black")),  # as before: no fixed adverbial
])

test_a_bare_plural_subject_after_a_modal = read_as_expected([
    ("[Homeowner FAQ draft] Should residents flush their taps or call the utility first after a boil water advisory "
     "is lifted?", ("flush their taps", "call the utility first")),
    ("Should tenants pay their rent online or mail a check?", ("pay their rent online", "mail a check")),
    ("Do dogs like the park or the beach more?", ("park", "beach")),  # as before: B no verb
])

test_each_amount_at_its_own_price = read_as_expected([
    ("Policy renewal Oct 1: $250k dwelling coverage at $1,840/yr or $300k at $2,210/yr?",
     ("$250k dwelling coverage at $1,840/yr", "$300k at $2,210/yr")),
    ("Policy renewal: $500k liability at $30/mo or $1M at $45/mo?", ("$500k liability at $30/mo", "$1M at $45/mo")),
    ("offer the candidate $95k or $105k?", ("$95k", "$105k")),  # as before
])

test_bs_for_phrase_before_a_time_of_its_own = read_as_expected([
    ("My wife asked me to find out whether we should run the central AC with a MERV 13 filter or buy a standalone "
     "purifier for the bedroom during smoke days",
     ("run the central AC with a MERV 13 filter", "buy a standalone purifier for the bedroom during smoke days")),
    ("Should I bring her in the tent or get a crate for the car during the trip?",
     ("bring her in the tent", "get a crate for the car")),
    ("Should we send the kids to camp or hire a babysitter for the summer?",
     ("send the kids to camp", "hire a babysitter")),  # as before: the "for" phrase a time
])

test_a_noun_or_two_before_a_relative_clause = still_refused([
    "Does anyone on the street have a chainsaw or two we could borrow after the storm passes?",
    "Could you lend us a ladder or two we could use this weekend?",
])  # near miss, read as before: "Should I get a cat or two kittens?" (a noun after "two": a second option)

test_bs_lone_verb_before_a_comma_and_a_clause = read_as_expected([
    ("do we evacuate or stay, they just upgraded it to a cat 3", ("evacuate", "stay")),
    ("should we rent or buy, we have two kids", ("rent", "buy")),
    ("do we evacuate or stay? they just upgraded it", ("evacuate", "stay")),  # as before: a sentence's end
])

test_her_closing_b_before_a_subordinate_clause = read_as_expected([
    ("Should I turn on the severe weather alerts on my kid's phone or just text her when something's coming?",
     ("turn on the severe weather alerts on my kid's phone", "just text her")),
    ("Should I call my mom or just text her when I land?", ("call my mom", "just text her")),
    ("Should I take the bus or drive her when it rains?", ("take the bus", "drive her")),
    ("Should I call or text her?", ("call", "text")),  # as before: the object both verbs share
])

test_a_capital_letter_labelling_a_noun_ends_a_sentence = read_as_expected([
    ("We have two kids and an elderly cat. The evacuation zone map puts us in zone B. Leave early on our own, or wait "
     "and use the county's contraflow plan?", ("Leave early on our own", "wait and use the county's contraflow plan")),
    ("We are parked in lot C. Walk to the gate or take the shuttle?", ("Walk to the gate", "take the shuttle")),
    ("We met John B. Smith. Should we hire him or wait?", ("hire him", "wait")),  # as before: an initial after a name
])

test_whats_your_take_on = read_as_expected([
    ("What's your take on heat cable vs. just insulating the pipes better?",
     ("heat cable", "just insulating the pipes better")),
    ("What are your thoughts on tea or coffee for mornings?", ("tea", "coffee")),
    ("What is your opinion on Kajabi vs Teachable?", ("Kajabi", "Teachable")),
    ("What's your take, tea or coffee?", ("tea", "coffee")),  # as before
])

test_bracketed_asides_before_a_bare_which = read_as_expected([
    ("weather radio (midland) or the phone app (FEMA) which is better for power outage",
     ("weather radio (midland)", "phone app (FEMA)")),
    ("Dell (XPS) or Lenovo (Yoga) which is better for coding", ("Dell (XPS)", "Lenovo (Yoga)")),
])

test_a_feature_of_b_told_by_a_comparative = read_as_expected([
    ("Should I go with the 2023 Generac 14kW or the newer 2024 model with the PWRview?",
     ("2023 Generac 14kW", "newer 2024 model with the PWRview")),
    ("Should I buy the base iPad or the bigger model with the keyboard?",
     ("base iPad", "bigger model with the keyboard")),
    ("Should I get the Honda or the newer model with friends?", ("Honda", "newer model")),  # as before: company, no
    # feature
])

test_a_question_passed_to_the_writer = read_as_expected([
    ("Our church is putting together kits for seniors and the committee wants me to find out if MREs or canned goods "
     "with a manual opener would be easier for them to use.", ("MREs", "canned goods with a manual opener")),
    ("The board wants us to find out if solar or a generator would be cheaper.", ("solar", "generator")),
    ("Mum wants me to find out if the bus or the train is quicker.", ("bus", "train")),
    ("I want to find out if the Dell or the Lenovo is cheaper.", ("Dell", "Lenovo")),  # as before
])
