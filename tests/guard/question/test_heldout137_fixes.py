"""Fixes for the hundred-and-thirty-seventh held-out part (RVs, caravans and vanlife), written blind and scored before
any fix.

Silent misreads read right: one word opening the sentence and its preposition before a name, against a bare name
("Domicile in | South Dakota or Texas", "Tow with the | Defender or the Discovery"); two articled names as the
subjects of an unlisted third person before a comparative or an "-ly" adverb ("Whether the Ranger or the Hilux |
tows more smoothly is …"); a means' "by" opening A's phrase against B's ("Paying for the ferry | by card or in
euros"); a word of position between the object and A's place ("mounting the panels | flat on the roof or on tilt
brackets"); a predicate noun with an infinitive after "Is A or B" ("… or the 100% limit | the one to stick to");
B's contact relative clause closing on a stranded preposition ("… in the state we're domiciled in", no run-on
clause of the asker's).

Silent misreads now refused: a concessive ", whether it's …" after a request to make something for the asker ("Make
me a winterising checklist …, whether it's stored indoors or outdoors": the task holds either way).

Refusals read right: an infinitive whose word has an object pronoun, whatever its capitals ("or to | SORN it"); a
focus adverb before B's "to" ("or just to | buy one …"); a bracketed pair after a heading whose compound head the
lists know as a verb ("Sealant for the roof vent (A or B)").

Left refused: a name between B's measure and a head ("the 6.5m or the 7.4m Rapido model", "a 10mm or a 19mm Celotex
board", "the 2000W or the 3000W Victron MultiPlus installed"): the name may be both's or B's alone ("the 18V or the
20V Max line"), as ``words/_suffixed.py`` says."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_opening_word_and_its_preposition_before_a_name = read_as_expected([
    ("Domicile in South Dakota or Texas for full-time RVers, which is easier for vehicle registration and insurance?",
     ("South Dakota", "Texas")),
    ("Tow with the Defender or the Discovery?! wife says Defender, I say Disco", ("Defender", "Discovery")),
    ("Overwinter in South Carolina or Georgia?", ("South Carolina", "Georgia")),
    ("Holiday with the Browns or the Greens?", ("Browns", "Greens")),
    ("Jack in the Box or Wendy's?", ("Jack in the Box", "Wendy's")),  # as before: "the" on one side only
    ("Bank of America or Chase?", ("Bank of America", "Chase")),  # as before: a name's own "of"
    ("Ticket to Ride or Carcassonne?", ("Ticket to Ride", "Carcassonne")),  # as before: a bare name after "to" is
    # a title's
])

test_articled_names_before_an_unlisted_third_person = read_as_expected([
    ("Whether the Ranger or the Hilux tows more smoothly is what I'm trying to figure out", ("Ranger", "Hilux")),
    ("I wonder whether the Kindle or the Kobo syncs more reliably", ("Kindle", "Kobo")),
    ("Whether the Ford or the Toyota trucks are better is what I'm trying to figure out",
     ("Ford", "Toyota trucks")),  # as before: a plural before a copula
    ("Make me a packing list for the trip, whether we'd rather fly or drive.", ("fly", "drive")),  # as before, the
    # near miss of the concessive rule below: a modal after "whether" asks
])

test_a_means_by_opens_as_phrase = read_as_expected([
    ("Paying for the ferry by card or in euros on board?", ("by card", "in euros")),
    ("Send the parcel to my mum by courier or in person?", ("by courier", "in person")),
    ("Pay for the ferry with card or in euros?", ("with card", "in euros")),  # as before
])

test_a_word_of_position_before_as_place = read_as_expected([
    ("mounting the panels flat on the roof or on tilt brackets", ("flat on the roof", "on tilt brackets")),
    ("Should I store the mattress upright in the garage or on the floor?", ("upright in the garage", "on the floor")),
    ("mounting the panels on the roof or on tilt brackets", ("on the roof", "on tilt brackets")),  # as before
    ("Should I lay flat on the floor or on the bed?", ("on the floor", "on the bed")),  # as before: no object
])

test_a_predicate_noun_with_an_infinitive = read_as_expected([
    ("Is the 85% towing rule or the 100% limit the one to stick to for a new driver?",
     ("85% towing rule", "100% limit")),
    ("Is the cheap plan or the premium plan the one to go with?", ("cheap plan", "premium plan")),
    ("Is the 85% towing rule or the 100% limit the safer bet?", ("85% towing rule", "100% limit")),  # as before
])

test_bs_relative_clause_on_a_stranded_preposition = read_as_expected([
    ("Been full-time for 2 years now. Our mail goes to my sister's but she's moving. Do we use a mail forwarding "
     "service or set up a PO box in the state we're domiciled in?",
     ("use a mail forwarding service", "set up a PO box in the state we're domiciled in")),
    ("Should I get the small ones or the extra large ones theyre on sale",
     ("small ones", "extra large ones")),  # as before: a run-on clause of the asker's
])

test_refused_forms = still_refused([
    "Make me a winterising checklist for a travel trailer, whether it's stored indoors or outdoors.",  # a concessive
    "Make me a meal plan for next week, whether we're eating in or out.",  # ", whether" after a request to make
    "Should I keep my current bank or open an account at the branch we're registered with?",  # B's relative clause
    # kept whole, so "… with" ends B mid-phrase (it was cut to "… at the branch")
    # near misses, refused as before:
    "Is it better to talk to Tom or just to Jerry?",  # a focus adverb before B's "to" and a name
    "Bring snacks for the kids (chips or fruit).",  # an instruction before the bracket
    "Lock for the garden shed (Squire or Abus)",  # "Lock" opens as a verb
    "is the 6.5m or the 7.4m Rapido model easier to park in towns?",  # a name after B's measure: B's or both's?
    "Would a 10mm or a 19mm Celotex board make much difference to heat loss in the floor",
    "Our RV tech asked me whether we want the 2000W or the 3000W Victron MultiPlus installed, and I have no idea what "
    "to tell him.",
])

test_an_infinitive_by_its_object_pronoun = read_as_expected([
    ("Is it smarter to keep the motorhome on the road over winter or to SORN it?",
     ("keep the motorhome on the road over winter", "SORN it")),
    ("Is it smarter to fix the laptop or to RMA it?", ("fix the laptop", "RMA it")),
    ("Is it better to send it to Tom or to Jerry?", ("to Tom", "to Jerry")),  # as before: a name, no object
])

test_a_focus_adverb_before_bs_to = read_as_expected([
    ("Would it make more sense to rent a campervan for a month first or just to buy one and learn as we go?",
     ("rent a campervan for a month first", "buy one and learn as we go")),
    ("Would it be wiser to keep the car or just to lease one?", ("keep the car", "lease one")),
    ("Is it better to stay home or rather to go out?", ("stay home", "go out")),
])

test_a_bracketed_pair_after_a_compound_head = read_as_expected([
    ("Sealant for the roof vent (Sikaflex 512 or Dicor self-leveling)", ("Sikaflex 512", "Dicor self-leveling")),
    ("Wax for the car paint (Meguiars or Turtle Wax)", ("Meguiars", "Turtle Wax")),
    ("Oil for the lawn mower (Castrol or Shell)", ("Castrol", "Shell")),  # as before
])
