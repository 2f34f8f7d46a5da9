"""the thirty-eighth held-out part's 10 silent misreads (bench/results/questions_heldout38_first.txt: 236/256, 10
refused, 10 silently wrong): seven read right by general rules, three refused ("… now at ₹104.2 or wait for ₹106", whose
first option's start cannot be told; "within a day or two of landing" and "…, don't they?", no choice)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Each option with its own place phrase, A's after its head with another preposition than B's ("evening Dutch classes
# at the gemeente" / "an intensive summer course in Utrecht"): B's place is B's own, as with the same preposition
# ("a flat in Hackney or a house in Croydon"), and both options are whole.
test_each_option_with_its_own_place = read_as_expected([
    ("Deciding between evening Dutch classes at the gemeente and an intensive summer course in Utrecht",
     ("evening Dutch classes at the gemeente", "intensive summer course in Utrecht")),
    ("Should I take evening classes at the gemeente or an intensive summer course in Utrecht?",
     ("evening classes at the gemeente", "intensive summer course in Utrecht")),
    ("Deciding between evening classes at the library and a summer course in Utrecht",
     ("evening classes at the library", "summer course in Utrecht")),
    ("a room at the Hilton or an Airbnb in Rome?", ("room at the Hilton", "Airbnb in Rome")),
])

test_places_of_both_and_verbal_sides_as_before = read_as_expected([
    ("a flat in Hackney or a house in Croydon?", ("flat in Hackney", "house in Croydon")),  # as before
    ("a hotel or an Airbnb in Rome?", ("hotel", "Airbnb")),  # as before
])

# "here" / "there" and the preposition A has ("convert my rupees in India or here in Singapore"): the verb and its
# object are both options', A starts at its preposition.
test_here_and_a_place_against_a_place = read_as_expected([
    ("Is it cheaper to convert my rupees in India or here in Singapore?", ("in India", "here in Singapore")),
    ("Is it cheaper to buy the car in Germany or here in Ireland?", ("in Germany", "here in Ireland")),
    ("Should I get my teeth fixed in Turkey or here in the UK?", ("in Turkey", "here in the UK")),
    ("Should I open the account in Nigeria or there in Ghana when I land?", ("in Nigeria", "there in Ghana")),
])

test_here_after_a_verb_of_b_still_read = read_as_expected([
    ("Should I buy a flat in Lisbon or rent here in Porto?", ("buy a flat in Lisbon", "rent here in Porto")),  # as
    # before
    ("Should I convert my rupees in India or just in Singapore?", ("in India", "just in Singapore")),  # as before
])

# A flag (two regional letters) is a pictograph: it closes the phrase before it, as other emoji do.
test_flag_after_an_option = read_as_expected([
    ("Dubai or Abu Dhabi 🇦🇪 for a single woman in her 30s", ("Dubai", "Abu Dhabi")),
    ("Dubai or Abu Dhabi 🇦🇪?", ("Dubai", "Abu Dhabi")),
    ("Abu Dhabi 🇦🇪 or Dubai?", ("Abu Dhabi", "Dubai")),
    ("Lisbon 🇵🇹 or Porto for a remote worker?", ("Lisbon", "Porto")),
])

test_other_pictographs_as_before = read_as_expected([
    ("Lisbon or Porto 😅 for a remote worker?", ("Lisbon", "Porto")),  # as before
    ("Moving to the UAE 🇦🇪 — Dubai or Abu Dhabi?", ("Dubai", "Abu Dhabi")),  # as before
])

# A possessive before a genitive ("under my | wife's plan"): it determines the genitive, so it stays with A.
test_possessive_before_a_genitive_kept = read_as_expected([
    ("Insuring the kids under my wife's plan or mine?", ("my wife's plan", "mine")),
    ("Insuring the kids under my husband's policy or mine?", ("my husband's policy", "mine")),
    ("Claiming the child benefit under my partner's name or mine?", ("my partner's name", "mine")),
    ("Keeping the savings in my wife's account or a joint account?", ("my wife's account", "joint account")),
])

test_possessives_of_both_as_before = read_as_expected([
    ("Should I sleep on my back or my side?", ("my back", "my side")),  # as before
    ("Registering the car under my name or my wife's?", ("my name", "my wife's")),  # as before
])

# A possessive before A and an article before B ("Will my | Indian licence or an | international driving permit …"):
# each option's determiner is its own, so A starts after it as B does after its article (not before "own" or a
# genitive, nor after a preposition).
test_possessive_against_an_article = read_as_expected([
    ("Will my Indian licence or an international driving permit be accepted by the RTA in Dubai?",
     ("Indian licence", "international driving permit")),
    ("Is my current visa or a new work permit better for switching jobs?", ("current visa", "new work permit")),
    ("Would my savings or a personal loan be better for the deposit?", ("savings", "personal loan")),
    ("Should I use my old laptop or a new tablet for travel?", ("old laptop", "new tablet")),
])

test_possessives_without_an_article_as_before = read_as_expected([
    ("Should I list my wife or myself as the primary driver?", ("my wife", "myself")),  # as before
    ("Should I use my Mastercard or my Visa?", ("my Mastercard", "my Visa")),  # as before
    ("Will my wife's visa or an EU blue card be faster?", ("my wife's visa", "EU blue card")),  # as before
    ("Should I use my own car or a rental car?", ("my own car", "rental car")),  # as before
    ("Do we fund the renovation with our savings or a home equity loan?",
     ("our savings", "home equity loan")),  # as before: a preposition's object whole
])

# "as a …" after a preposition and a gerund opening B ("after landing | as a PR"), A with no gerund in its last
# phrase: the role the action is done in is B's own.
test_role_of_a_gerund_kept_in_b = read_as_expected([
    ("Applying for jobs in Canada from India or after landing as a PR?", ("from India", "after landing as a PR")),
    ("Is it better to apply from abroad or after arriving as a student?",
     ("from abroad", "after arriving as a student")),
    ("Looking for work from the UK or after starting as an intern?", ("from the UK", "after starting as an intern")),
])

test_role_of_both_or_a_clause_as_before = read_as_expected([
    ("Should I learn Dutch before moving or after arriving as an expat?",
     ("before moving", "after arriving")),  # as before: A's gerund may share the role
    ("Should I apply now or after moving as it's cheaper?", ("now", "after moving")),  # as before: a clause
    ("Renting or buying as a first-time buyer in London?", ("Renting", "buying")),  # as before
])

# "for good" closing B ("… till we're back | for good"): for ever, B's own time, no purpose of both.
test_for_good_kept_in_b = read_as_expected([
    ("should we buy a house in Lekki now or keep renting till we're back for good",
     ("buy a house in Lekki now", "keep renting till we're back for good")),
    ("Should I sell the flat now or keep it till I move back for good?",
     ("sell the flat now", "keep it till I move back for good")),
])

test_for_a_purpose_still_cut = read_as_expected([
    ("Should I rent or buy for good value?", ("rent", "buy")),  # as before
    ("Should I go back to Lagos for good or stay in London?", ("go back to Lagos for good", "stay in London")),
])

# A verb, its object and "at" a price against waiting for another price: A's verb and object may be its own or
# both's ("transfer £5,000 now at ₹104.2" / "now at ₹104.2"): refused.
test_waiting_for_another_price_refused = still_refused([
    "Should I transfer £5,000 now at ₹104.2 or wait for ₹106?",
    "Should I convert my dollars now at ₹83 or wait until ₹85?",
    "Do I buy the euros today at $1.08 or wait for $1.05?",
])

test_waiting_for_no_price_or_a_lone_verb_as_before = read_as_expected([
    ("Should we book the flights now or wait for a sale?", ("book the flights now", "wait for a sale")),  # as before
    ("buy now at $6 a bale or wait for second cutting?", ("buy now at $6 a bale", "wait for second cutting")),
    ("Should I sell the shares at $40 or hold for $50?", ("sell the shares at $40", "hold for $50")),  # as before
])

# "a day or two" before a phrase ("within a day or two | of landing"): a rough count, not two options.
test_rough_count_before_a_phrase_refused = still_refused([
    "Will I be able to open a bank account within a day or two of landing?",
    "Will I get my Emirates ID within a week or two of applying?",
    "Do I need to register at the gemeente within a week or two of arriving?",
])

test_counts_of_other_things_as_before = read_as_expected([
    ("Should I adopt a cat or two kittens?", ("cat", "two kittens")),  # as before
    ("Should I hire a nanny or two au pairs for the twins?", ("nanny", "two au pairs")),  # as before
])

# A statement closed by a tag question ("…, don't they?", "…, right?"): it asks to confirm, not to choose.
test_statement_with_a_tag_refused = still_refused([
    "Landlords in Singapore generally prefer tenants with an EP or PR, don't they?",
    "Most expats rent in Dubai Marina or JLT, right?",
    "Schools here usually want the Emirates ID or a passport copy, isn't it?",
    "You'd pick Dubai Marina or JLT, wouldn't you?",
])

test_questions_with_a_tag_still_read = read_as_expected([
    ("Should I rent in Dubai Marina or JLT, right?", ("Dubai Marina", "JLT")),  # as before
    ("Should I rent in Dubai Marina or JLT, shouldn't I?", ("Dubai Marina", "JLT")),  # as before
    ("Dubai Marina or JLT, what do you think?", ("Dubai Marina", "JLT")),  # as before
])
