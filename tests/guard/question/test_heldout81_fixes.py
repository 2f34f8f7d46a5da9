"""the eighty-first held-out part's 7 silent misreads (bench/results/questions_heldout81_first.txt): six read right by
general rules, the seventh ("whether monocrystalline or thin film panels degrade faster …": "thin" or "thin film"?)
refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A time span closing B ("during shifts") when A ends on its own time ("overnight", "tonight"): each option's own time.
test_span_of_b_against_own_time_of_a = read_as_expected([
    ("Our fleet manager wants a recommendation on whether the vans should charge at the depot overnight or at public "
     "rapid chargers during shifts.", ("at the depot overnight", "at public rapid chargers during shifts")),
    ("should the buses charge at the garage overnight or at the terminus during layovers?",
     ("at the garage overnight", "at the terminus during layovers")),
    ("do we run the backups at the data centre tonight or in the cloud during business hours?",
     ("at the data centre tonight", "in the cloud during business hours")),
])

test_span_without_own_time_of_a_still_shared = read_as_expected([
    ("should the vans charge at the depot or at public rapid chargers during shifts?",
     ("at the depot", "at public rapid chargers")),  # as before
    ("Should I sell my stock options now or hold them until they vest fully?",
     ("sell my stock options now", "hold them")),  # as before
])

# "later" closing B's own second step ("… and add an AC battery later"): B's own time.
test_later_of_b_own_clause = read_as_expected([
    ("What do you recommend for a 3-bed semi: a hybrid inverter that's battery ready, or a standard inverter and add "
     "an AC battery later?", ("hybrid inverter that's battery ready", "standard inverter and add an AC battery later")),
    ("is it better to get a basic laptop, or a cheap desktop and upgrade the GPU later?",
     ("basic laptop", "cheap desktop and upgrade the GPU later")),
])

test_later_without_b_clause_still_shared = read_as_expected([
    ("should I get a hybrid inverter or a standard inverter later?", ("hybrid inverter", "standard inverter")),
])

# The task of the person B pays or hires ("pay someone £80 | to do it"): B's own.
test_task_of_hired_person = read_as_expected([
    ("Should I clean the panels myself or pay someone £80 to do it", ("clean the panels myself",
                                                                       "pay someone £80 to do it")),
    ("Should I fix the gutters myself or pay somebody $150 to do it?",
     ("fix the gutters myself", "pay somebody $150 to do it")),
])

test_purpose_after_no_hired_person_unchanged = read_as_expected([
    ("should I paint it or stain it to protect it?", ("paint it", "stain it to protect it")),  # as before
])

# A place closing B when A closes on an aside of its own ("kettle (electric)"): B's own setting.
test_place_of_b_against_aside_of_a = read_as_expected([
    ("kettle (electric) or a pan on the gas hob -- which is cheaper for boiling water",
     ("kettle (electric)", "pan on the gas hob")),
    ("the oven (fan) or a pan on the stove -- which uses less energy?", ("oven (fan)", "pan on the stove")),
    ("heater (oil) or a fan heater in the bedroom -- which costs less to run?",
     ("heater (oil)", "fan heater in the bedroom")),
])

test_time_or_no_aside_unchanged = read_as_expected([
    ("tea (green) or coffee in the morning -- which is better for focus?", ("tea (green)", "coffee")),  # as before
    ("kettle or a pan on the gas hob -- which is cheaper", ("kettle", "pan")),  # as before
])

# "pay back" as a phrasal verb of the predicate ("… insulation | pay back quicker").
test_pay_back_predicate = read_as_expected([
    ("Does loft insulation or cavity wall insulation pay back quicker on a semi?",
     ("loft insulation", "cavity wall insulation")),
    ("Does solar or a heat pump pay back sooner?", ("solar", "heat pump")),
    ("Do index funds or rental flats pay back faster over ten years?", ("index funds", "rental flats")),
])

# A label before A's amount when B is a bare amount of the same unit ("flow temp | 45°C or 50°C"): both's.
test_label_before_amounts = read_as_expected([
    ("flow temp 45°C or 50°C with 2 radiators upsized?", ("45°C", "50°C")),
    ("electric shower 8kW or 10.5kW?", ("8kW", "10.5kW")),
    ("thermostat setting 19°C or 21°C?", ("19°C", "21°C")),
])

test_no_unit_or_other_units_unchanged = read_as_expected([
    ("Pathfinder 2e or 5e for a brand new group?", ("Pathfinder 2e", "5e")),  # as before: editions, no unit
    ("Should I buy 2 bags or 3kg?", ("2 bags", "3kg")),  # as before
])

# A plain adjective B before a noun, a plural head and a predicate ("thin | film panels degrade faster"): "thin" or
# "thin film"? Refused.
test_adjective_before_compound_head_refused = still_refused([
    "whether monocrystalline or thin film panels degrade faster in the heat",
    "do polycrystalline or thin film modules last longer?",
])

test_material_before_compound_head_still_read = read_as_expected([
    ("do steel or aluminium frame bikes last longer?", ("steel", "aluminium")),  # as before
    ("Do wooden or plastic cutting boards hold more bacteria?", ("wooden", "plastic")),  # as before
])

# A listed verb after B's plural head closing the clause ("… or thermal curtains | help more?"): B's plural agrees with
# it, so it is the verb even after a singular A.
test_listed_verb_after_plural_b = read_as_expected([
    ("With the listed building rules in mind, would secondary glazing or heavy thermal curtains help more?",
     ("secondary glazing", "heavy thermal curtains")),
    ("would secondary glazing or thermal curtains help more?", ("secondary glazing", "thermal curtains")),
])

test_plural_a_verbs_still_read = read_as_expected([
    ("do cats or dogs shed more?", ("cats", "dogs")),  # as before
    ("would a rug or cork tiles work better?", ("rug", "cork tiles")),  # as before
])

# A verb that is also a noun opening B before a plural object and a preposition ("… or plan stops around Ionity"),
# against a verb-phrase A: B's verb and its object, no verb swallowed into B.
test_noun_like_verb_before_plural_object = read_as_expected([
    ("Should I charge at the Tesla Superchargers on the trip or plan stops around Ionity?",
     ("charge at the Tesla Superchargers on the trip", "plan stops around Ionity")),
    ("Should I charge at home or plan stops around the city?", ("charge at home", "plan stops around the city")),
])

test_verb_phrases_already_read_unchanged = read_as_expected([
    ("should I fix the roof or plan trips to Spain?", ("fix the roof", "plan trips to Spain")),  # as before
])

# "which of the <Name> or the <Name>": two named options, not members of a group.
test_which_of_two_names = read_as_expected([
    ("which of the Powerwall or the Sigenergy stack copes better with a cold garage", ("Powerwall", "Sigenergy stack")),
    ("which of the Kindle or the Kobo lasts longer on a charge?", ("Kindle", "Kobo")),
    ("which of the Beatles or the Stones sold more records?", ("Beatles", "Stones")),
])

test_which_of_a_group_still_refused = still_refused([
    "which of the kids or the parents should pay?",  # as before
    "which of my friends or coworkers should I invite?",  # as before
])
