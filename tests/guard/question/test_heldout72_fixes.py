"""the seventy-second held-out part's silent misreads fixed on branch hq72w
(bench/results/questions_heldout72_first.txt; the part's other misreads are fixed apart): seven read right by general
rules, the eighth ("ICE or Flixbus Berlin to Hamburg??", a name that may close B or start the route) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A name after A's preposition against an articled B: a name takes no article, so B is parallel to A's articled head
# ("overnight ferry from Hull"), not to the name; only where A's article follows "between", a preposition or opens.
test_articled_head_against_articled_b = read_as_expected([
    ("We're deciding between the overnight ferry from Hull and the Eurotunnel for getting the car to Amsterdam",
     ("overnight ferry from Hull", "Eurotunnel")),
    ("We're deciding between the hotel in Rome and the Hilton", ("hotel in Rome", "Hilton")),
    ("We're deciding between a hotel in Rome and an Airbnb", ("hotel in Rome", "Airbnb")),
    ("Torn between the bakery on Main and the Starbucks", ("bakery on Main", "Starbucks")),
])

test_name_after_a_verb_or_against_a_bare_b_still_read = read_as_expected([
    ("donate the couch to Goodwill?? or the Habitat ReStore??", ("Goodwill", "Habitat ReStore")),  # as before
    ("Would you spend the second half in Tuscany or the Dolomites?", ("Tuscany", "Dolomites")),  # as before
    ("We're deciding between the hotel in Rome and Milan", ("Rome", "Milan")),  # as before
    ("We're deciding between the bus from the airport and the train", ("bus from the airport", "train")),
])

# A question's auxiliary in markdown emphasis ("*Should* I", "**Is**") is read past; emphasised names read as before.
test_emphasised_auxiliary = read_as_expected([
    ("*Should* I buy the CFAR add-on or just the standard plan..?", ("CFAR add-on", "standard plan")),
    ("**Should** I take the bus or the train?", ("bus", "train")),
    ("*Is* the ferry or the train faster?", ("ferry", "train")),
    ("*should* we rent or buy?", ("rent", "buy")),
])

test_emphasised_names_still_read = read_as_expected([
    ("**Wild Magic** or **Divine Soul** sorcerer?? (lvl 1 char)", ("Wild Magic", "Divine Soul")),
    ("**tl;dr** keep the old prius or buy a new one?", ("keep the old prius", "buy a new one")),
    ("Should I use **gas** or electricity?", ("gas", "electricity")),
    ("Should I buy the *CFAR* add-on or just the standard plan?", ("*CFAR* add-on", "standard plan")),
])

# B that is A's head alone ("visa" after "e-visa", "ticket" after "paper ticket") keeps the phrase setting it apart.
test_repeated_head_keeps_its_phrase = read_as_expected([
    ("e-visa or visa on arrival for Cambodia?", ("e-visa", "visa on arrival")),
    ("e-visa or visa on arrival?", ("e-visa", "visa on arrival")),
    ("paper ticket or ticket at the gate?", ("paper ticket", "ticket at the gate")),
    ("Should I book an e-ticket or ticket from the counter in Rome?", ("e-ticket", "ticket from the counter")),
])

test_purpose_after_a_repeated_head_still_cut = read_as_expected([
    ("e-visa or visa for Cambodia?", ("e-visa", "visa")),  # a purpose both share
    ("e-visa or paper visa on arrival?", ("e-visa", "paper visa")),  # as before
])

# A closing on a place of its own ("park at the long term lot"): the place after a verb B is B's own.
test_place_of_a_verb_b_against_a_placed_a = read_as_expected([
    ("Now that SFO has the new AirTrain extension, is it easier to park at the long term lot or use BART from "
     "Millbrae?", ("park at the long term lot", "use BART from Millbrae")),
    ("visa run to Penang; or extend at immigration in Bangkok?",
     ("visa run to Penang", "extend at immigration in Bangkok")),
    ("Should we park in the garage or take the shuttle from the hotel?",
     ("park in the garage", "take the shuttle from the hotel")),
    # a noun A named for its place against a lone verb B: B keeps its goal
    ("We have a campervan and 3 days to get from Barcelona to Sardinia. Ferry from Barcelona to Porto Torres is 12 "
     "hours overnight. Ferry from Livorno is shorter but we'd drive 9 hours to get there. Barcelona crossing or drive "
     "to Livorno?", ("Barcelona crossing", "drive to Livorno")),
    ("Dover ferry or drive to Folkestone?", ("Dover ferry", "drive to Folkestone")),
    ("Munich sleeper or fly to Vienna?", ("Munich sleeper", "fly to Vienna")),
])

test_place_after_b_without_a_place_of_a_still_shared = read_as_expected([
    ("Should we drive or take the train from Munich?", ("drive", "take the train")),  # as before
    ("Should we park at the airport or take a taxi for the trip?", ("park at the airport", "take a taxi")),
    ("ferry or drive to Livorno?", ("ferry", "drive")),  # as before
])

# A manner adverb between the shared verb and A's preposition, B opening with another preposition: the adverb is A's.
test_manner_adverb_before_a_preposition = read_as_expected([
    ("Is it better to book directly with Air France or through Expedia for a CDG-NCE hop?",
     ("directly with Air France", "through Expedia")),
    ("Should I book directly with the hotel or through Booking.com?",
     ("directly with the hotel", "through Booking.com")),
    ("Is it cheaper to buy directly from Apple or through Amazon?", ("directly from Apple", "through Amazon")),
    ("Should I apply directly through the portal or via a recruiter?",
     ("directly through the portal", "via a recruiter")),
])

test_no_manner_or_the_same_preposition_still_read = read_as_expected([
    ("Should I pay directly with cash or with card?", ("with cash", "with card")),  # as before
    ("Should I really go with Delta or through Expedia?", ("with Delta", "through Expedia")),  # as before
    ("Should I book with Air France or through Expedia?", ("with Air France", "through Expedia")),  # as before
])

# A bare pair closing on a route "<name> to <name>", B longer than A and closing on a name after a name: B's own name,
# or the route's start? Refused.
test_route_origin_refused = still_refused([
    "ICE or Flixbus Berlin to Hamburg??",
    "Paris or New York to Boston?",
])

test_multiword_names_before_a_goal_still_read = read_as_expected([
    ("Delta or United to Hamburg?", ("Delta", "United")),
    ("Virgin Atlantic or British Airways to London?", ("Virgin Atlantic", "British Airways")),  # B no longer than A
    ("shipping the booth materials via FedEx or UPS Freight to Vegas?", ("FedEx", "UPS Freight")),
    ("(question from my mom) Emirates or Qatar Airways to Manila with 2 suitcase?", ("Emirates", "Qatar Airways")),
    ("ICE or Flixbus from Berlin to Hamburg?", ("ICE", "Flixbus")),
])
