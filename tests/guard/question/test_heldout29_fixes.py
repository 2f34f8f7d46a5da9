"""the twenty-ninth held-out part's 11 silent misreads (bench/results/questions_heldout29_first.txt: 226/256, 19
refused, 11 silently wrong); the twelfth ("a size 4 or a size 5 ball") was a missing alternative of the labels."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An opening bare verb and a preposition making an idiom with a one-word A ("in full", "in bulk"), against a longer B
# with no preposition: the preposition may be shared or A's own idiom ("Pay in full"); the form does not tell.
test_opening_verb_and_preposition_before_a_is_refused = still_refused([
    "Pay in full vs. monthly installments on the Allianz policy?",
    "Pay in full vs. quarterly payments on the car insurance?",
    "Settle in full vs. twelve monthly payments for the dental bill?",
    "Pay in advance vs. weekly installments for the daycare?",
    "Buy in bulk vs. weekly shopping trips?",
])

test_preposition_on_both_sides_still_read = read_as_expected([
    ("Should I pay in full or in monthly installments?", ("in full", "in monthly installments")),  # as before
    ("Invest in bonds or index funds?", ("bonds", "index funds")),  # as before: no idiom
])

# A's own place after its head ("exchange currency | at home", "the aisle | up front") against a place phrase
# closing the sentence after B: the place is B's own.
test_place_after_b_against_a_place_of_a = read_as_expected([
    ("Is it better to buy euros at home or to withdraw from a cash machine in Spain?",
     ("buy euros at home", "withdraw from a cash machine in Spain")),
    ("better to change money at the airport or to pay by card in Japan?",
     ("change money at the airport", "pay by card in Japan")),
    ("Should we sit at the table up front or the booth at the back?", ("table up front", "booth at the back")),
    ("Is it smarter to rent a car or to use Uber in Los Angeles?", ("rent a car", "use Uber")),  # as before
])

# "to <verb> <preposition> | A or to <verb> the …": the 'to' before B is an infinitive's, not the preposition A's
# lead ends in; where B ends is unclear too.
test_infinitive_against_a_prepositional_object_is_refused = still_refused([
    "do you think it makes sense to upgrade to premium economy or to save the money for the hotel",
    "is it worth it to upgrade to business class or to keep the money for the trip",
    "do you think it makes sense to switch to premium economy or to save the cash for the hotel",
])

test_to_on_both_sides_still_read = read_as_expected([
    ("Is it better to crate train or to use a playpen for a new puppy?", ("crate train", "use a playpen")),
    ("should it go to the 401k or to a taxable brokerage account?", ("to the 401k", "to a taxable brokerage account")),
    ("does it make sense to upgrade to the family plan or to keep the old contract for now",
     ("upgrade to the family plan", "keep the old contract for now")),
])

# A bracketed remark after B's pronoun object is not part of B ("keep it | (non-refundable 😬)").
test_remark_after_a_pronoun_object = read_as_expected([
    ("should we return the jacket or keep it (final sale 🙃)", ("return the jacket", "keep it")),
    ("Do I refund the order or resend it (customer is angry 😡)", ("refund the order", "resend it")),
    ("Pick between the 6:10am flight (UA 1523) and the 2:45pm one (UA 1891) to Denver",
     ("6:10am flight (UA 1523)", "2:45pm one (UA 1891)")),  # as before: a gloss after "one"
])

# "<object> <preposition> | A or only B": B, focused, stands for the preposition's object alone.
test_focused_b_against_a_prepositional_object = read_as_expected([
    ("Should she use the inhaler before practice or only matches?", ("practice", "only matches")),
    ("Should we book the sitter for Fridays or only weekends?", ("Fridays", "only weekends")),
    ("Is it worth cooking at home or just eating out?", ("cooking at home", "just eating out")),  # as before
])

# "<object> to <verb> <preposition> | A or B": a bare B against A inside an infinitive is the preposition's object.
test_bare_b_against_an_infinitives_object = read_as_expected([
    ("Should I set up payroll to deposit into checking or savings?", ("checking", "savings")),
    ("Should I tell the bank to debit from checking or savings?", ("checking", "savings")),
    ("Should I set the card to autopay from checking or savings?", ("checking", "savings")),
    ("Should I get coffee with milk or tea?", ("coffee with milk", "tea")),  # as before
])

# "first thing in the morning", "last thing at night": the time phrase is the idiom's own.
test_first_thing_idiom = read_as_expected([
    ("Is it better to run after work or first thing in the morning?", ("after work", "first thing in the morning")),
    ("is it better to study after dinner or first thing in the morning?",
     ("after dinner", "first thing in the morning")),
])

# A raising adjective after B before "to" ("… or the early train | likely to get us …") is the predicate.
test_raising_adjective_after_b = read_as_expected([
    ("Is the red-eye or the morning flight likely to get me there by noon?", ("red-eye", "morning flight")),
    ("Is the local shop or the big chain able to fix it by Friday?", ("local shop", "big chain")),
])

# A name against a short gerund phrase: a means or source phrase closing the sentence is the gerund's own.
test_means_of_a_gerund_against_a_name = read_as_expected([
    ("Recommend one: Expedia or booking direct with the airline", ("Expedia", "booking direct with the airline")),
    ("Recommend one: Ticketmaster or buying straight from the venue",
     ("Ticketmaster", "buying straight from the venue")),
    ("Which is better: Airbnb or renting directly from the owner?", ("Airbnb", "renting directly from the owner")),
])
