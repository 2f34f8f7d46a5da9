"""Fixes for the hundred-and-fifty-fifth held-out part (mushroom foraging, mycology and growing), written blind and
scored before any fix.

Silent misreads read right: a call for opinions on the pair ("opinions on | plastic tubs vs bags"); two names after a
demonstrative copula's subject ("is this | Galerina or Kuehneromyces?"); a genus written short after "or" ("… or A.
arvensis": an initial, no article or item mark); what a thing is more like ("Is that more like | a Pholiota or a
Gymnopilus?"); A's preposition written again after a B as long as A ("15 PSI for 2.5 hours | for rye berries").

Silent misreads now refused: a verb phrase against a
participle alone ("should I dry the morels whole or sliced | in half"); a shared gerund's object with a place phrase
against an articled B ("torn between keeping the fruiting tent in the bathroom or the spare bedroom": the object or
the place?). (A refusal of a copula's subject running into A, "is the white powdery patch on my mushroom bag |
mycelium or trichoderma?", was dropped at the merge: it refused "Is the job paid or unpaid?" and four more pinned
readings, and part 154's rule for a subject with its own place phrase reads the prompt right.)

Refusals read: a request to be advised or a question passed on ("Kindly advise if …", "… wants us to find out which
…"); a disagreement not yet settled ("My friends can't agree if …"); a "something" told by a clause of its own ("… or
something I shouldn't touch?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_call_for_opinions_on_the_pair = read_as_expected([
    ("opinions on plastic tubs vs bags for oyster fruiting? which do you prefer", ("plastic tubs", "bags")),
    ("opinions on wood chips or straw for wine caps?", ("wood chips", "straw")),
    ("input on cedar or pine for the deck?", ("cedar", "pine")),
    ("thoughts on plastic tubs vs bags for oyster fruiting?", ("plastic tubs", "bags")),  # as before
])

test_two_names_after_a_demonstrative = read_as_expected([
    ("URGENT - is this Galerina or Kuehneromyces? picked a whole basket off a stump", ("Galerina", "Kuehneromyces")),
    ("is that Pluto or Mars?", ("Pluto", "Mars")),
    ("is this mold or mildew?", ("mold", "mildew")),  # as before
    ("is this lamp or that lamp brighter?", ("this lamp", "that lamp")),  # as before: B's own demonstrative
])

test_a_genus_written_short = read_as_expected([
    ("Agaricus xanthodermus or A. arvensis? stains yellow at the base when cut",
     ("Agaricus xanthodermus", "A. arvensis")),
    ("Amanita muscaria or A. pantherina for the photo?", ("Amanita muscaria", "A. pantherina")),
    ("a) lawyer up now, or b) wait for the letter?", ("lawyer up now", "wait for the letter")),  # as before
])

test_what_a_thing_is_more_like = read_as_expected([
    ("My first spore print came out a rusty brown. The cap was slimy and the stem had a ring zone. Is that more like "
     "a Pholiota or a Gymnopilus?", ("Pholiota", "Gymnopilus")),
    ("Does this rash look more like eczema or psoriasis?", ("eczema", "psoriasis")),
    ("Does it taste more like lemon or more like lime?", ("more like lemon", "more like lime")),  # as before: B's own
])

test_a_preposition_written_again_after_b = read_as_expected([
    ("15 PSI for 90 minutes or 15 PSI for 2.5 hours for rye berries?",
     ("15 PSI for 90 minutes", "15 PSI for 2.5 hours")),
    ("15 PSI for 90 minutes or 15 PSI for 2 hours for rye berries?", ("15 PSI for 90 minutes", "15 PSI for 2 hours")),
    ("a table for two or a table for four for family dinners?", ("table for two", "table for four")),  # as before
])

test_a_placed_subject_before_two_bare_words = read_as_expected([  # session 50: part 154's rule reads these
    ("I'd really appreciate your help: is the white powdery patch on my mushroom bag mycelium or trichoderma?",
     ("mycelium", "trichoderma")),
    ("is the stain on my wall mold or mildew?", ("mold", "mildew")),
])

test_a_copula_complement_past_the_subject_as_before = read_as_expected([
    ("is the cat black or white?", ("black", "white")),
    ("Is the deadline Friday or Monday?", ("Friday", "Monday")),
    ("Is tea or coffee healthier?", ("tea", "coffee")),
])

test_a_verb_phrase_against_a_participle = still_refused([
    "Although I've been told both are fine, should I dry the morels whole or sliced in half?",
    "Should I dry the herbs whole or crushed?",
])

test_a_state_against_a_state_as_before = read_as_expected([
    ("Should I freeze the peppers whole or chopped?", ("whole", "chopped")),
    ("should I get it fixed or replaced?", ("fixed", "replaced")),
])

test_a_gerunds_object_and_its_place = still_refused([
    "torn between keeping the fruiting tent in the bathroom or the spare bedroom",
    "torn between hanging the mirror in the hall or the bathroom",
])

test_a_gerunds_objects_as_before = read_as_expected([
    ("torn between adopting a greyhound and a beagle", ("greyhound", "beagle")),
    ("torn between keeping the tent in the bathroom or in the spare bedroom",
     ("in the bathroom", "in the spare bedroom")),
])

test_advice_asked_or_a_question_passed_on = read_as_expected([
    ("Kindly advise if the club should buy public liability insurance through the BMS or through a private broker.",
     ("through the BMS", "through a private broker")),
    ("Kindly advise if the tenant or the landlord should pay for the boiler.", ("tenant", "landlord")),
    ("My biology teacher wants us to find out which grows faster on wet cardboard, oyster mycelium or wine cap",
     ("oyster mycelium", "wine cap")),
    ("The boss wants us to find out which vendor is cheaper, Acme or Globex", ("Acme", "Globex")),
])

test_a_disagreement_not_settled = read_as_expected([
    ("My friends can't agree if foragers or developers are doing more damage to the waxcap grasslands",
     ("foragers", "developers")),
    ("We can't agree if cats or dogs are better pets", ("cats", "dogs")),
])

test_advice_told_or_a_disagreement_past_still_refused = still_refused([
    "The adviser will advise if the tenant or the landlord pays.",
    "We couldn't agree if Dune or Barbie was better.",
])

test_something_told_by_its_clause = read_as_expected([
    ("Found a big cluster of orange shelf fungus on an oak stump this morning. Bright yellow underside, no gills. "
     "Chicken of the woods or something I shouldn't touch?", ("Chicken of the woods", "something I shouldn't touch")),
    ("Is this a bruise or something we can't ignore?", ("bruise", "something we can't ignore")),
])

test_a_vague_something_still_refused = still_refused([
    "should I get a dog or something I guess",
])
