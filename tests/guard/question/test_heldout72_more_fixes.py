"""the seventy-second held-out part's other 8 silent misreads (bench/results/questions_heldout72_first.txt; the
part's remaining misreads are fixed apart): six read right by general rules, two ("a week or two ahead", "at 10 or
11pm depending on the connection — will the metro …?", no choice) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A place reached ("enter", "to"), "through" / "via" and a named route point, against a bare name: the route points
# are the options.
test_route_points_after_a_named_place = read_as_expected([
    ("Should I enter Schengen through Helsinki or Copenhagen, my visa was issued by Denmark?",
     ("Helsinki", "Copenhagen")),
    ("Should I fly to Lima via Bogota or Panama City?", ("Bogota", "Panama City")),
    ("Do we drive to Munich via Salzburg or Innsbruck?", ("Salzburg", "Innsbruck")),
    ("Should I leave Paris via Calais or Dieppe?", ("Calais", "Dieppe")),
])

test_named_object_before_other_prepositions_as_before = read_as_expected([
    ("Should I fly Delta via Atlanta or United?", ("Delta via Atlanta", "United")),  # as before: no place reached
    ("Should I enter Schengen through Helsinki or through Copenhagen?", ("through Helsinki", "through Copenhagen")),
])

# An activity's "-ing" word before a bare plural noun ("hiking boots") is a noun compound against A's object, and
# the gerund opening the prompt is both's.
test_activity_compound_against_an_object = read_as_expected([
    ("wearing trail runners or hiking boots on the Inca Trail?", ("trail runners", "hiking boots on the Inca Trail")),
    ("wearing sneakers or hiking boots for Machu Picchu?", ("sneakers", "hiking boots")),
    ("bringing flip-flops or swimming shoes to the beach?", ("flip-flops", "swimming shoes to the beach")),
])

test_gerund_phrases_still_read_whole = read_as_expected([
    ("wearing boots or hiking the trail barefoot?", ("wearing boots", "hiking the trail barefoot")),  # as before
    ("buying skis or renting boots?", ("buying skis", "renting boots")),  # as before
    ("I'd like to know which is healthier for someone with high blood pressure, walking every day or swimming twice "
     "a week", ("walking every day", "swimming twice a week")),  # as before
])

# "or back to …" against a verb and a phrase of another preposition: the verb is both's.
test_way_back_against_a_verbs_complement = read_as_expected([
    ("TKT#5520 -- refund as travel credit or back to original card?", ("as travel credit", "back to original card")),
    ("Should they refund it as travel credit or back to my card?", ("as travel credit", "back to my card")),
    ("Should I put it in the ISA or back into savings?", ("in the ISA", "back into savings")),
])

test_way_back_after_a_noun_object_or_the_same_preposition_as_before = read_as_expected([
    ("Should I go back to school or back to work?", ("back to school", "back to work")),
    ("Should I move to Denver or back to Ohio?", ("move to Denver", "back to Ohio")),
])

# A verb-phrase B closing on a journey noun keeps "from" / "to" and a named place: the journey's own.
test_journey_keeps_its_place = read_as_expected([
    ("do we skip Venice entirely or squeeze in a day trip from Verona?",
     ("skip Venice entirely", "squeeze in a day trip from Verona")),
    ("should we skip Rome entirely or do a day trip from Florence?",
     ("skip Rome entirely", "do a day trip from Florence")),
    ("should we stay in Sorrento or do a boat tour to Capri?", ("stay in Sorrento", "do a boat tour to Capri")),
])

test_means_of_travel_still_cut = read_as_expected([
    ("should we rent a car or take the bus from Split?", ("rent a car", "take the bus")),  # as before
])

# A subject pair's B closing on a plural noun before a bare verb and a comparative: the noun is B's own.
test_plural_noun_before_a_bare_verb = read_as_expected([
    ("whether the Eurail app or paper passes work better for conductors in Italy", ("Eurail app", "paper passes")),
    ("Do e-tickets or paper passes work better with conductors?", ("e-tickets", "paper passes")),
])

test_bare_infinitive_taker_still_the_verb = read_as_expected([
    ("whether the app or paper helps work better for conductors", ("app", "paper")),  # as before
    ("whether the app or paper tickets work better on the metro", ("app", "paper tickets")),  # as before
    ("Do you think a four-day week or remote work keeps staff happier?", ("four-day week", "remote work")),
    ("I'm wondering if ceramic or cast iron holds heat better for bread baking.", ("ceramic", "cast iron")),
])

# A lone rate after "at" and a head opening its clause after a dash or a colon: the rate is A's own.
test_rate_with_its_head_after_a_dash = read_as_expected([
    ("What do you suggest — cancel-for-any-reason coverage at 75% or a basic policy plus a refundable fare?",
     ("cancel-for-any-reason coverage at 75%", "basic policy plus a refundable fare")),
    ("What do you suggest: premium coverage at 90% or a basic policy?", ("premium coverage at 90%", "basic policy")),
    ("Thoughts — the fixed mortgage at 5.2% or a tracker deal?", ("fixed mortgage at 5.2%", "tracker deal")),
])

test_verb_or_two_rates_as_before = read_as_expected([
    ("What do you suggest — lock at 6% or float for a month?", ("lock at 6%", "float for a month")),
    ("What do you suggest — coverage at 75% or 90%?", ("75%", "90%")),
])

# A rough count of time before "ahead" / "beforehand"; a pair told as depending on something, then another question.
test_rough_counts_ahead_and_pairs_told_as_depending = still_refused([
    "Is it worth booking the ryokan a week or two ahead in cherry blossom season?",
    "Should I buy the rail pass a day or two ahead?",
    "Do I need to reserve the table a month or two beforehand?",
    "My flight lands at 10 or 11pm depending on the connection — will the metro still be running?",
    "We fly out in June or July depending on the school term — should I book now?",
    "My train gets in at 9 or 10 depending on delays, will the hostel desk still be open?",
])

test_pair_asked_with_depending_as_before = read_as_expected([
    ("Should we fly in June or July depending on prices?", ("June", "July")),  # asked, not told
    ("Should I take the metro or a taxi depending on when I land?", ("metro", "taxi")),
])
