"""Fixes for the hundred-and-thirty-ninth held-out part (horses and equestrian sport), written blind and scored
before any fix.

Silent misreads read right: a comparative and its gerund shared before two objects ("be happier doing | pure
dressage or pure showjumping"); a lone noun after a preposition against a known verb's participle ("in hand or
ridden": two manners, A keeps its preposition); a participle telling how, right before A's phrase, against B's other
preposition ("| mixed into feed or by syringe …"); B's place phrase when A closes on where it is ("between a yard 20
mins away and DIY | at the farm down the road"); B's verb told by an indefinite article after it ("put the 300g on or
| layer a liner under the 200g").

Silent misreads now refused: A opening on a noun's "'s" and an "-ing" word ("the owner's offering full loan": "is
offering", or a possessive gerund?); a sentence opening on a pronoun and its contracted verb, a clause after the pair,
no question mark ("He's either lame or being a drama queen, vet's coming tomorrow": a statement).

Refusals read right: a relative clause's verb after a modal or after "but" ("something that can | do BE100", "the one
who's shouty but | gets results"); "her" after both options' verbs ("loan her out or sell her"); an initialism
against another ("BD vs BE membership", no copula "be"); "something" told against A's "something" ("something old
and cheap or something newer on finance"); "nothing at all" as B; two clauses, each a subject and the same modal
("She can | widen it for £90 or I can | part-ex it for a Bliss")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_comparatives_gerund_before_two_objects = read_as_expected([
    ("My horse is a 10yo KWPN, 17hh, lovely paces but he stops at ditches so eventing isn't working. Before I think "
     "about selling I want to try one more thing. Would he be happier doing pure dressage or pure showjumping?",
     ("pure dressage", "pure showjumping")),
    ("Would she be happier playing tennis or golf?", ("tennis", "golf")),
    ("Would I be happier teaching kids or adults?", ("kids", "adults")),
    ("Would I be happier teaching or writing?", ("teaching", "writing")),  # as before: two gerunds
])

test_a_preposition_kept_against_a_participle = read_as_expected([
    ("Entering the showing class in hand or ridden for his first show?", ("in hand", "ridden")),
    ("Should I show her in hand or ridden?", ("in hand", "ridden")),
    ("Should I buy it in cash or financed?", ("in cash", "financed")),
    ("should the cache live in redis or memcached", ("redis", "memcached")),  # as before: no verb's participle
])

test_a_participle_before_as_phrase = read_as_expected([
    ("Giving his joint supplement mixed into feed or by syringe straight into his mouth?",
     ("mixed into feed", "by syringe straight into his mouth")),
    ("Taking my vitamins dissolved in water or with food at breakfast?",
     ("dissolved in water", "with food at breakfast")),
    ("Storing the flour sealed in jars or in the original bag?", ("in jars", "in the original bag")),  # as before:
    # B's preposition is A's
])

test_bs_place_when_a_closes_on_its_own = read_as_expected([
    ("torn between a full livery yard 20 mins away and DIY at the farm down the road",
     ("full livery yard 20 mins away", "DIY at the farm down the road")),
    ("torn between a gym 10 mins away and a home setup in the garage",
     ("gym 10 mins away", "home setup in the garage")),
    ("deciding between a vet 30 miles away and the practice in the village",
     ("vet 30 miles away", "practice in the village")),
    ("torn between a full livery yard and DIY at the farm down the road", ("full livery yard", "DIY")),  # as
    # before: no place in A
])

test_bs_verb_before_an_indefinite_article = read_as_expected([
    ("With the forecast saying minus 4 tonight, do I put the 300g on or layer a liner under the 200g?",
     ("put the 300g on", "layer a liner under the 200g")),
    ("Do I put the heavy quilt on or layer a blanket over the duvet?",
     ("put the heavy quilt on", "layer a blanket over the duvet")),
    ("Should I get the sofa or chair a friend recommended?", ("sofa", "chair a friend recommended")),  # as before:
    # a relative clause after B's noun
])

test_an_opening_possessive_or_progressive_is_refused = still_refused([
    "RE: Bella - the owner's offering full loan or share, which should I go for?",
    "my dad's offering his old car or a loan, which?",
])

test_a_possessive_gerund_after_a_verb_as_before = read_as_expected([
    ("Should I report the captain's drinking to the chief or talk to him myself first?",
     ("report the captain's drinking to the chief", "talk to him myself first")),
    ("my mum's cooking or takeaway?", ("my mum's cooking", "takeaway")),
])

test_a_statement_opening_on_a_contracted_subject = still_refused([
    "He's either lame or being a drama queen, vet's coming tomorrow anyway.",
    "It's either rice or pasta tonight, shop's closed.",
])

test_a_later_contraction_leaves_a_question = read_as_expected([
    ("bootcamp vs. CS master's degree if I'm 34 and switching from teaching", ("bootcamp", "CS master's degree")),
])

test_a_relative_clauses_later_verbs = read_as_expected([
    ("What would you do in my position? Keep my current horse who I love but who's limited, or sell him and buy "
     "something that can do BE100?",
     ("Keep my current horse who I love but who's limited", "sell him and buy something that can do BE100")),
    ("Be honest, would you pick the instructor who's kind but vague or the one who's shouty but gets results?",
     ("instructor who's kind but vague", "one who's shouty but gets results")),
    ("Should I hire the builder who's cheap but slow or the one who's pricey but finishes on time?",
     ("builder who's cheap but slow", "one who's pricey but finishes on time")),
])

test_her_after_both_verbs = read_as_expected([
    ("loan her out or sell her, hate both options tbh", ("loan her out", "sell her")),
    ("call her back or text her, cant decide", ("call her back", "text her")),
])

test_her_as_a_determiner_stays_refused = still_refused([
    "loan her car or sell her, hate both options tbh",
])

test_an_initialism_against_another = read_as_expected([
    ("BD vs BE membership this year, can only afford one", ("BD", "BE membership")),
])

test_an_initialisms_statement_stays_refused = still_refused([
    "BD vs BE membership this year.",
])

test_something_against_as_something = read_as_expected([
    ("What do people reccomend for a first horsebox - something old and cheap or something newer on finance?",
     ("something old and cheap", "something newer on finance")),
    ("Should we get something small or something roomier for the family?", ("something small", "something roomier")),
])

test_nothing_at_all = read_as_expected([
    ("Mine lives out all year. He's a Connemara x and never seems cold but the yard owner keeps nagging me. Should he "
     "have a lightweight turnout or nothing at all?", ("lightweight turnout", "nothing at all")),
    ("Should she wear a fleece or nothing at all?", ("fleece", "nothing at all")),
])

test_a_vague_something_or_nothing_stays_refused = still_refused([
    "Should I buy something cheap or something else?",
    "should I tip 10% or nothing",
    "Should she wear a fleece or nothing at all on the walk?",  # whose is the phrase after B?
])

test_two_subjects_with_one_modal = read_as_expected([
    ("Saddle fitter came on Tuesday. She said the Albion is too narrow now he's built up muscle. She can widen it for "
     "£90 or I can part-ex it for a Bliss. Which makes more sense?", ("widen it for £90", "part-ex it for a Bliss")),
    ("He can pick us up at 6 or we can get a taxi, which is better?", ("pick us up at 6", "get a taxi")),
    ("Can I break the lease or do I have to give them more time?", ("break the lease", "give them more time")),  # as
    # before: an obligation asked
])

test_two_modals_stay_refused = still_refused([
    "He can pick us up at 6 or we could get a taxi, which is better?",  # "could": a second question, or an option?
])

# Regressions of part 139's rules against older pins (and a near miss of each), narrowed after the merge.
test_pins_kept_after_part_139 = read_as_expected([
    ("Do strips used at night or for an hour after lunch work better?", ("at night", "for an hour after lunch")),
    ("Do pills taken at night or with breakfast work better?", ("at night", "with breakfast")),  # "taken" both's
    ("Should the modal default to open or closed?", ("open", "closed")),  # "to": no manner preposition
    ("Should the door default to locked or unlocked?", ("locked", "unlocked")),
    ("Should I get something funny or something nice for him?", ("something funny", "something nice")),
])

test_pins_refused_after_part_139 = still_refused([
    "Should I call my mom to tell her or text her?",  # A closes on "her": its verb may not open it
    "Should I call my sister to tell her off or text her?",
    "Should I get him something funny or something nice?",  # "him": A's, or the question's?
    "Should I buy her something cheap or something nice?",
])
