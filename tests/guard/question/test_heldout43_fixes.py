"""the forty-third held-out part's 10 silent misreads (bench/results/questions_heldout43_first.txt): eight read right
by general rules, two ("Are there any rebates or tax credits …?", "Use the EPA factor or tell me if …", no choice)
refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Verbs the lists lacked ("retrofit", "exclude", "dose"): B opening with one is a verb phrase, so A keeps its verb.
test_listed_verbs_of_plant_and_inventory_work = read_as_expected([
    ("Our plant is 30 years old. The aeration blowers use about 60% of our electricity. Should we replace them with "
     "turbo blowers or retrofit VFDs on the existing ones?",
     ("replace them with turbo blowers", "retrofit VFDs on the existing ones")),
    ("Hi team,\nWe're finalizing the FY24 inventory. The fleet data from Ops is incomplete for March.\nDo we estimate "
     "from fuel card spend or exclude March and disclose the gap?\nThanks,\nPriya",
     ("estimate from fuel card spend", "exclude March and disclose the gap")),
    ("Should we repair the old pumps or retrofit VFDs on them?", ("repair the old pumps", "retrofit VFDs on them")),
    ("Do we keep the outliers or exclude them from the baseline?",
     ("keep the outliers", "exclude them from the baseline")),
    ("Should we dose with ferric chloride or alum?", ("ferric chloride", "alum")),
])

test_nouns_after_a_listed_verb_still_read = read_as_expected([
    ("Should we replace them with turbo blowers or positive displacement blowers?",
     ("turbo blowers", "positive displacement blowers")),  # as before
])

# B's phrase set against A's: the opposite preposition ("with" / "without") and a place word bound to "to" after A's
# head written again are B's own.
test_phrase_set_against_a_phrase_of_a = read_as_expected([
    ("a 10 kW system with a battery or a 12 kW system without one?",
     ("10 kW system with a battery", "12 kW system without one")),
    ("Should we buy a 2-ton unit with a heat strip or a 3-ton unit without one?",
     ("2-ton unit with a heat strip", "3-ton unit without one")),
    ("Should I get a heat pump with a backup furnace or a heat pump without one?",
     ("heat pump with a backup furnace", "heat pump without one")),
    ("Should we build a storage tank on the north hill or a storage tank next to the plant?",
     ("storage tank on the north hill", "storage tank next to the plant")),
    ("Should we put a cabin on the ridge or a cabin close to the lake?",
     ("cabin on the ridge", "cabin close to the lake")),
    ("a bench on the patio or a bench adjacent to the pool?", ("bench on the patio", "bench adjacent to the pool")),
])

test_phrases_not_set_against_a_still_read = read_as_expected([
    ("a 10 kW system with a battery or a 12 kW system with two batteries?",
     ("10 kW system with a battery", "12 kW system with two batteries")),  # as before
    ("a 20% down payment or a 10% down payment with PMI", ("20% down payment", "10% down payment with PMI")),
    ("Should I choose a cardiologist in Boston or one closer to home?",
     ("cardiologist in Boston", "one closer to home")),  # as before
])

test_next_to_after_a_b_of_its_own_refused = still_refused([
    "Should we build a storage tank or a pump next to the plant?",  # read 'pump next' before
])

# A noun and its participle written again in B ("a transformer rated … or a transformer rated …"): no statement's
# subject and verb before A, the phrase is each option's own.
test_participle_phrase_written_twice = read_as_expected([
    ("a transformer rated 50 MVA or a transformer rated 75 MVA for the new sub?",
     ("transformer rated 50 MVA", "transformer rated 75 MVA")),
    ("a cable rated 600V or a cable rated 1kV for the feeder?", ("cable rated 600V", "cable rated 1kV")),
])

test_reported_statement_still_cut = read_as_expected([
    ("My doctor suggested melatonin or magnesium?", ("melatonin", "magnesium")),  # as before
    ("a transformer rated 50 MVA or 75 MVA?", ("50 MVA", "75 MVA")),  # as before
])

# "dosing" is no choice verb's -ing form ("do" + "sing"): only a doubled consonant is dropped ("getting" -> get).
test_gerund_of_an_unlisted_verb_and_its_preposition = read_as_expected([
    ("Should we be dosing with ferric chloride or alum for phosphorus removal?", ("ferric chloride", "alum")),
    ("Should we be heating with propane or wood pellets?", ("propane", "wood pellets")),  # as before
    ("Is it worth getting AppleCare or a third-party warranty?", ("AppleCare", "third-party warranty")),
])

# A quantity named before A's amount and B an amount in the same unit: the amounts are the options.
test_amounts_of_a_named_quantity = read_as_expected([
    ("Is the emission factor 0.386 kgCO2e/kWh or 0.417 kgCO2e/kWh for eGRID 2022 RFCE?",
     ("0.386 kgCO2e/kWh", "0.417 kgCO2e/kWh")),
    ("Is the speed limit 55 mph or 65 mph on this road?", ("55 mph", "65 mph")),
    ("Is the design flow 2 MGD or 3 MGD for the new plant?", ("2 MGD", "3 MGD")),
    ("Should we set the supply water temperature 140 F or 160 F?", ("140 F", "160 F")),
])

test_amounts_of_unlike_units_unchanged = read_as_expected([
    ("Is the rate 5% or 6%?", ("5%", "6%")),  # as before
])

# A price opening A before its phrase and a price in B: each price goes with its plan.
test_price_with_its_plan = read_as_expected([
    ("$1.89/therm on the fixed plan or the $1.62 variable rate?",
     ("$1.89/therm on the fixed plan", "$1.62 variable rate")),
    ("$120/month on the basic plan or the $150 premium plan?", ("$120/month on the basic plan", "$150 premium plan")),
    ("$40 a month on the family plan or the $25 single plan?", ("$40 a month on the family plan", "$25 single plan")),
])

test_place_after_a_price_without_one_in_b_unchanged = read_as_expected([
    ("put $500 in the savings account or the brokerage account?", ("savings account", "brokerage account")),
])

# No choice asked: whether either exists, or an instruction whose second half asks the assistant to report back.
test_no_choice_asked = still_refused([
    "Are there any rebates or tax credits for heat pump water heaters in Oregon?",
    "Are there grants or loans for small farms?",
    "Calculate the tCO2e for 12,000 gallons of diesel. Use the EPA factor or tell me if you need more info.",
    "Use the default settings or let me know if something looks off.",
])

test_choices_with_tell_or_let_still_read = read_as_expected([
    ("Should I tell my boss or keep quiet?", ("tell my boss", "keep quiet")),  # as before
    ("Should I ask my manager or tell HR?", ("ask my manager", "tell HR")),  # as before
    ("Should we stay here or let me go home?", ("stay here", "let me go home")),  # as before
    ("fix my line; or give me a new router?", ("fix my line", "give me a new router")),  # as before
    ("Is the bus or the train faster?", ("bus", "train")),  # as before
])

# A question's number opening the message ("Q17)", "Q3:") is a label, no part of A (refused before).
test_question_number_before_the_question = read_as_expected([
    ("Q17) Variable-speed or single-stage compressor for a humid climate?",
     ("Variable-speed", "single-stage compressor")),
    ("Q3: Python or Java?", ("Python", "Java")),
    ("Q12) Should I rent or buy?", ("rent", "buy")),
])

test_question_numbers_as_options_unchanged = read_as_expected([
    ("Q7 or Q8?", ("Q7", "Q8")),  # as before
])

# An -s word right after the bare noun following B's own verb is that object's noun ("buy emergency | imports"), no
# verb at B's edge (refused before).
test_bare_object_after_an_own_verb = read_as_expected([
    ("Load forecast for tomorrow peaks at 41.2 GW. Reserves look thin after the Unit 3 trip. Do we call the demand "
     "response program or buy emergency imports from the neighboring BA?",
     ("call the demand response program", "buy emergency imports from the neighboring BA")),
    ("Should we sell the house or buy rental properties in Ohio?", ("sell the house", "buy rental properties")),
])

# "Are we / you / they" before an -ing word asks as "Do we …" does: the -ing phrases (or what follows their shared
# verb) are the options, not "we driving" (refused before).
test_progressive_question_lead = read_as_expected([
    ("Are we driving or flying?", ("driving", "flying")),
    ("Are we paying with cash or card?", ("cash", "card")),
    ("Are they selling the house or renting it out?", ("selling the house", "renting it out")),
    ("Are we paying for the chargers with capex or opex?", ("capex", "opex")),
])

test_copula_leads_without_a_progressive_unchanged = read_as_expected([
    ("Is the bus or the train faster?", ("bus", "train")),  # as before
    ("Are we meeting at noon or at 2?", ("at noon", "at 2")),  # as before
])

# A request to hear back closing the message ("… and let me know", "Please let us know.") is cut as a courtesy is.
test_let_me_know_closing_the_message = read_as_expected([
    ("Quick one for the GHG inventory: please check whether the refrigerant leaks belong in scope 1 or scope 3 and "
     "let me know", ("scope 1", "scope 3")),
    ("Should we lease or buy the trucks? Please let us know.", ("lease", "buy")),
    ("Should I stay home or go out and let me know", ("stay home", "go out")),
])

test_let_me_know_as_an_option_still_refused = still_refused([
    "Use the default settings or let me know if something looks off.",
    "Should I text her or let her know in person?",  # as before
])

# After "if" / "whether", a plural subject, its verb and a preposition B lacks: the preposition is shared, its objects
# are the options (refused before).
test_plural_subject_verb_and_preposition_shared = read_as_expected([
    ("Please could you tell me if black plastic trays go in recycling or general waste? Many thanks",
     ("recycling", "general waste")),
    ("can you tell me if pizza boxes go in recycling or compost?", ("recycling", "compost")),
    ("whether pizza boxes go in the blue bin or in the green bin", ("in the blue bin", "in the green bin")),
])

test_plural_subject_verb_and_object_unchanged = read_as_expected([
    ("whether remote employees get a monthly stipend or a laptop", ("monthly stipend", "laptop")),  # as before
])
