"""Fixes for the hundred-and-forty-fourth held-out part (vinyl records and home hi-fi), written blind and scored
before any fix.

Silent misreads read right: a place's "between" against B's place ("put the rack | between the speakers or along the
side wall"); a verb's object opened by a possessive noun ("refurbish | the customer's Dual 1219 or offer a trade-in
on a new deck": a verb phrase, B kept whole); a rating between two numbers inside A ("an | 80W into 8 ohm amp or a
2x50W tube amp"); a question opening on "worth" with "is it" dropped ("Worth | just getting the stylus or jumping
…?").

Refusals read right: a request for advice set off by a comma before the pair ("Anyone got a recommendation, |
HumminGuru or Degritter Mark 2?"); a verbless pair before a condition clause of its own ("front ported or rear ported
speakers | if they have to go close to the wall"); two short names set apart by a comma, then a dash and a clause
asking which ("dali spektor 2, elac debut b5.2 - which one for under £250"); two things told by "One is …" and "The
other is …" (or "There's a …" and "Also a …"), then a question asking which ("One is a | 1973 UK first press | with
the posters …. The other is the | 2016 reissue |, sealed. Which one …?").

Left as it was: "store my records upright in IKEA Kallax units or in crates" still reads "upright in IKEA Kallax
units" (the rule of part 137 gives A the word of position, as "mounting the panels flat on the roof or on tilt
brackets" must); the label wants the position shared, which no form tells apart."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_place_between_against_bs_place = read_as_expected([
    ("Can someone explain if I should put the rack between the speakers or along the side wall? Everyone online "
     "says different things", ("between the speakers", "along the side wall")),
    ("Should I plant the roses between the trees or along the fence?", ("between the trees", "along the fence")),
    ("Should I put the desk between the windows or in the corner?", ("between the windows", "in the corner")),
    ("Should I put the rack in the corner or along the side wall?", ("in the corner", "along the side wall")),  # as
    # before
])

test_between_with_and_stays_refused = still_refused([
    "Should I choose between the red and the blue or skip both?",
])

test_an_object_opened_by_a_possessive_noun = read_as_expected([
    ("Tech support ref #88213 - refurbish the customer's Dual 1219 or offer a trade-in on a new deck?",
     ("refurbish the customer's Dual 1219", "offer a trade-in on a new deck")),
    ("service the customer's Dual 1219 or offer a trade-in on a new deck?",
     ("service the customer's Dual 1219", "offer a trade-in on a new deck")),
    ("the kid's bike or the neighbour's scooter?", ("kid's bike", "neighbour's scooter")),  # as before: no verb
])

test_a_rating_between_two_numbers = read_as_expected([
    ("an 80W into 8 ohm amp or a 2x50W tube amp for 87dB speakers", ("80W into 8 ohm amp", "2x50W tube amp")),
    ("a 100 to 240V adapter or a 12V adapter?", ("100 to 240V adapter", "12V adapter")),
    ("a 50W at 4 ohm amp or a 30W tube amp?", ("50W at 4 ohm amp", "30W tube amp")),
    ("a 2 into 1 exhaust or a 4 into 2 exhaust?", ("2 into 1 exhaust", "4 into 2 exhaust")),  # as before
])

test_worth_opening_the_question = read_as_expected([
    ("My VM95E stylus is about 800 hours in. Replacement ML stylus is £160. A whole new Ortofon 2M Bronze is £330 "
     "on sale. Worth just getting the stylus or jumping to the Bronze?",
     ("just getting the stylus", "jumping to the Bronze")),
    ("Worth repairing the old bike or buying a new one?", ("repairing the old bike", "buying a new one")),
    ("Quote came in at $2,400. Worth it or just clean them myself?", ("Worth it", "just clean them myself")),  # as
    # before: "it" is no gerund
])

test_a_request_for_advice_before_the_pair = read_as_expected([
    ("Anyone got a recommendation, HumminGuru or Degritter Mark 2? Price difference is huge",
     ("HumminGuru", "Degritter Mark 2")),
    ("Anyone have any thoughts, Kindle or Kobo?", ("Kindle", "Kobo")),
    ("Got a recommendation, Kindle or Kobo?", ("Kindle", "Kobo")),
])

test_a_noun_of_advice_in_a_list_stays_refused = still_refused([
    "Any advice, tips or tricks?",  # three things asked for
])

test_a_verbless_pair_before_a_condition = read_as_expected([
    ("front ported or rear ported speakers if they have to go close to the wall",
     ("front ported", "rear ported speakers")),
    ("wall mounted or floor standing boiler if it has to go in the loft", ("wall mounted", "floor standing boiler")),
])

test_an_instruction_before_a_condition_stays_refused = still_refused([
    "Call me or text me if you're late",
    "call the pizza place or text them if they dont answer",  # an instruction: a verb opens the sentence
])

test_a_comma_pair_before_which = read_as_expected([
    ("dali spektor 2, elac debut b5.2 - which one for under £250", ("dali spektor 2", "elac debut b5.2")),
    ("Kindle, Kobo - which one?", ("Kindle", "Kobo")),
    ("kindle paperwhite, kobo clara — which one for reading in bed", ("kindle paperwhite", "kobo clara")),
])

test_a_comma_after_a_word_of_discourse_or_a_third_item_stays_refused = still_refused([
    "Honestly, Kobo - which one?",
    "Kindle, Kobo, Nook - which one?",
])

test_one_and_the_other_told_then_which = read_as_expected([
    ("So I found two copies of Dark Side of the Moon at a fair today. One is a 1973 UK first press with the posters "
     "but the vinyl is VG. The other is the 2016 reissue, sealed. Which one should I take home?",
     ("1973 UK first press", "2016 reissue")),
    ("I found two bikes. One is a red Trek. The other is a blue Giant. Which should I buy?",
     ("red Trek", "blue Giant")),
    ("I have two offers. One is a startup job in Berlin. The other is a bank job in London. Which would you take?",
     ("startup job", "bank job")),
    ("There's a Technics SL-1210MK2 on Facebook Marketplace for £450. Also a Rega Planar 3 from 2016 for £400. I "
     "mostly listen to rock and electronic. Which would you pick?", ("Technics SL-1210MK2", "Rega Planar 3")),
    ("There's a Honda Jazz at the dealer for £6k. There's also a Toyota Yaris from 2019. Which one?",
     ("Honda Jazz", "Toyota Yaris")),
])

test_one_and_the_other_without_which_or_with_a_third_stay_refused = still_refused([
    "One is a red Trek. The other is a blue Giant.",  # told, not asked
    "There's a leak in the roof. Also a crack in the wall.",
    "I have three quotes. One is a local firm. The other is a national chain. The third is a guy on Facebook. "
    "Which one?",
])
