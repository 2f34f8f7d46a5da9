"""the seventy-sixth held-out part's 12 silent misreads (bench/results/questions_heldout76_first.txt): eleven read
right by general rules, the twelfth ("Better to feed my leopard gecko crickets or dubia roaches?": where the
recipient ends is unclear) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# B cut at a preposition whose next bare words close on A's head again: the compound is B's whole name.
test_b_closing_on_a_head_again = read_as_expected([
    ("sponge filter or hang on back filter for shrimp", ("sponge filter", "hang on back filter")),
])

test_b_without_a_head_again_as_before = read_as_expected([
    ("Please advise: Honda City or Hyundai Verna for city driving", ("Honda City", "Hyundai Verna")),  # a name
    ("a dog bed or a crate for the puppy?", ("dog bed", "crate")),  # as before
    ("canister filter or sponge filter for a betta", ("canister filter", "sponge filter")),  # as before
])

# "between <gerund> a … and one …": "a" against a count; the gerund is both's.
test_shared_gerund_before_a_and_a_count = read_as_expected([
    ("torn between adopting a bonded pair of senior cats and one young kitten",
     ("bonded pair of senior cats", "one young kitten")),
    ("choosing between hiring a senior engineer and two juniors", ("senior engineer", "two juniors")),
    ("deciding between buying a used car and one new bike", ("used car", "one new bike")),
    ("torn between adopting a puppy and an older dog", ("puppy", "older dog")),  # as before
])

test_of_phrase_against_a_count_other_than_one_still_refused = still_refused([
    "a case of wine or 6 bottles?",  # as before
    "a term of 3 years or 60 months?",  # as before
])

# A verb of giving before a possessive A in bare words: recipient and thing given side by side.
test_two_objects_of_a_verb_of_giving_refused = still_refused([
    "Better to feed my leopard gecko crickets or dubia roaches?",
    "Is it ok to give my old beagle carrots or apples?",
    "should I offer my new puppy kibble or raw?",
])

test_possessive_objects_of_other_verbs_as_before = read_as_expected([
    ("Should I feed my cat or my dog first?", ("my cat", "my dog")),  # as before
    ("should I buy my son a bike or a scooter?", ("bike", "scooter")),  # as before
])

# An order adverb after a repeated-"to" B is B's own.
test_order_after_repeated_to = read_as_expected([
    ("Would it make more sense to adopt or to foster first, since we rent?", ("adopt", "foster first")),
    ("Would it be wiser to buy or to lease first, given my credit?", ("buy", "lease first")),
    ("is it better to sell or to rent it out first?", ("sell", "rent it out first")),  # as before
])

test_order_without_repeated_to_as_before = read_as_expected([
    ("Should we adopt or foster first?", ("adopt", "foster")),  # as before
    ("is it smarter to sell first or to rent?", ("sell first", "rent")),  # as before
])

# B an amount and "one": A begins at its own amount.
test_amount_before_a_against_amount_one = read_as_expected([
    ("Ammonia is at 0.5 ppm, nitrites 0. Tank is 3 weeks old. Do a 50% water change or a 25% one?",
     ("50% water change", "25% one")),
    ("Should we do a 10% price cut or a 20% one?", ("10% price cut", "20% one")),
    ("get a 2-year warranty or a 5-year one?", ("2-year warranty", "5-year one")),  # as before
    ("Should I get a 50 lb bag or a 30 lb one?", ("50 lb bag", "30 lb one")),  # as before
])

# A closed by "only" / "alone": the phrase running to the end after B is B's.
test_phrase_after_b_when_a_closes_on_only = read_as_expected([
    ("First time owner here!! Just got a 12 week old golden. Everyone has opinions. Positive reinforcement only or "
     "balanced training with a prong collar?",
     ("Positive reinforcement only", "balanced training with a prong collar")),
    ("raw food alone or kibble with toppers?", ("raw food alone", "kibble with toppers")),
    ("Cardio only or weights with a trainer?", ("Cardio only", "weights with a trainer")),
])

test_phrase_after_b_without_only_as_before = read_as_expected([
    ("kibble or raw with toppers?", ("kibble", "raw")),  # as before
])

# A place preposition after a form of "be", B a bare noun: the preposition is both's.
test_place_preposition_after_be_shared = read_as_expected([
    ("Sorry if this is a silly question but could you tell me if my gecko should be on paper towels or tile while "
     "she's in quarantine?", ("paper towels", "tile")),
    ("should the cat be on wet food or dry?", ("wet food", "dry")),
    ("should he be on prednisone or apoquel?", ("prednisone", "apoquel")),
    ("should the party be in June or July?", ("June", "July")),  # as before
])

test_place_preposition_against_a_participle_or_comparative_kept = read_as_expected([
    ("Should the banner be on the homepage or moved to the cart page?",
     ("on the homepage", "moved to the cart page")),  # as before
    ("should I live near the office or further out in the suburbs?",
     ("near the office", "further out in the suburbs")),  # as before
])

# A verb and a pronoun object for B, A with its own object: the goal after B is B's.
test_goal_after_pronoun_object_of_b = read_as_expected([
    ("[pls help] hand-rear the orphaned kittens myself or bring them to the shelter?? they're maybe 2 weeks old",
     ("hand-rear the orphaned kittens myself", "bring them to the shelter")),
    ("should I repaint the fence or take it to the dump?", ("repaint the fence", "take it to the dump")),
    ("fix it myself or take it to a shop?", ("fix it myself", "take it to a shop")),  # as before
    ("drive or take it to the shop?", ("drive", "take it to the shop")),  # as before
])

# Two shape words, B followed by a noun's "-ed" form and a noun: one modifier, B's.
test_shape_word_and_ed_compound = read_as_expected([
    ("hard or soft sided carrier for a 14 lb cat on a plane", ("hard", "soft sided")),
    ("short or long haired cat for allergies?", ("short", "long haired")),
])

test_counts_and_participles_as_before = read_as_expected([
    ("rent or buy used furniture?", ("rent", "buy used furniture")),  # as before
    ("15kg or 23kg checked bag for 10 days in Bali", ("15kg", "23kg")),  # as before
    ("Is a hard or soft crate better?", ("hard", "soft")),  # as before
])

# Each option with its own preposition, A a name, B articled: the source after B is B's.
test_source_of_articled_b_against_a_name = read_as_expected([
    ("Treating ear mites with Revolution or with the drops from the pet store?",
     ("with Revolution", "with the drops from the pet store")),
    ("Paying with Venmo or with the card from my bank?", ("with Venmo", "with the card from my bank")),
    ("with the drops or with Revolution from the vet?", ("with the drops", "with Revolution")),  # as before
])

# A verb phrase A closing on its own "off" place: B's place is B's.
test_off_place_of_a = read_as_expected([
    ("Buy a second-hand aquarium off Facebook Marketplace or get a new kit from Petco?",
     ("Buy a second-hand aquarium off Facebook Marketplace", "get a new kit from Petco")),
    ("buy a used bike off Craigslist or get a new one from REI?",
     ("buy a used bike off Craigslist", "get a new one from REI")),
    ("pay off the card or get a loan from my bank?", ("pay off the card", "get a loan from my bank")),  # as before
])

# A closing "once" / "twice" whose unit the cut left after B: the frequency is both's.
test_split_frequency_after_b = read_as_expected([
    ("Is 1/4 cup or 1/3 cup twice a day right for a 9 lb senior chihuahua?", ("1/4 cup", "1/3 cup")),
    ("Is 2 scoops or 3 scoops twice a day right for a puppy?", ("2 scoops", "3 scoops")),
    ("walk him 20 minutes twice a day or 40 minutes once a day?",
     ("walk him 20 minutes twice a day", "40 minutes once a day")),  # as before
])

# The refused prompts of the part read right.
# "is it (more) likely X or Y": the likelihood is the lead's, a noun following, as after "is it more likely to …".
test_likelihood_after_is_it = read_as_expected([
    ("Could you look at this and tell me if it's more likely fleas or a food allergy? She scratches mostly at the "
     "base of her tail.", ("fleas", "food allergy")),
    ("When my parrot plucks like this, is it more likely boredom or a medical issue?", ("boredom", "medical issue")),
    ("When he limps, is it more likely arthritis or a torn ligament?", ("arthritis", "torn ligament")),
    ("Is it likely the battery or the alternator?", ("battery", "alternator")),
    ("I wonder whether it is more likely the pump or the filter", ("pump", "filter")),
    ("is it more likely to rain or snow tomorrow?", ("rain", "snow")),  # as before
])

test_likelihood_against_than_still_refused = still_refused([
    "is it more likely than not or unlikely?",  # as before
])

# A gerund-like A and its "non-" twin: an adjective pair, no gerund and its object.
test_negated_twin_of_an_ing_word = read_as_expected([
    ("i want to know if clumping or non-clumping litter is safer for kittens", ("clumping", "non-clumping litter")),
    ("should I use clumping or non-clumping litter for kittens?", ("clumping", "non-clumping")),
])

test_gerund_and_its_object_still_refused = still_refused([
    "walking or playing golf more relaxing?",  # as before
])

# "go ahead with …", "move forward with …": the verb's particle, no noun object to weigh B against.
test_particle_after_a_lead_verb = read_as_expected([
    ("Since the vet quoted $2,400 for TPLO, should we go ahead with surgery or try conservative management for 8 "
     "weeks?", ("go ahead with surgery", "try conservative management for 8 weeks")),
    ("should we go ahead with surgery or try conservative management?",
     ("go ahead with surgery", "try conservative management")),
    ("should we move forward with the merger or walk away?", ("move forward with the merger", "walk away")),  # as
    # before
])

test_bare_noun_object_against_b_still_refused = still_refused([
    "Should I get running shoes or cross trainers?",  # as before
])
