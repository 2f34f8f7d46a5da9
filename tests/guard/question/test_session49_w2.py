"""Fixes of session 49 (second helper) for the hundred-and-fiftieth held-out part (skiing), silent misreads read right
or refused.

Read right: a rate closing a verb phrase B against a noun A with no amount is B's own frequency, not a rate both
share ("Season locker at the base or carry everything from the car | each day"); a price closing B after B's own
"off" / "from" source phrase is the seller's price, B's own ("… the older Tracker 2 off Marketplace | for $90").

Now refused: a "from the <Name>" phrase after B's "with" companion ("with a guide or with an instructor | from the
ESF": where B's instructor comes from, or both's?); a relative time closing B when B repeats a verb of the first side
("rent at the bottom of the gondola, or rent in town | the night before": B's own time against A's, or both's?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_verb_bs_frequency_against_a_noun = read_as_expected([
    ("3) Season locker at the base or carry everything from the car each day?",
     ("Season locker at the base", "carry everything from the car each day")),
    ("Season pass at the resort or buy lift tickets at the window each day?",
     ("Season pass at the resort", "buy lift tickets at the window each day")),
    ("2 cups or 3 cups a day?", ("2 cups", "3 cups")),  # as before: amounts rated alike
    ("drink coffee or drink tea each day?", ("drink coffee", "drink tea")),  # as before: two verb phrases
])

test_a_price_after_bs_own_source = read_as_expected([
    ("the 3-antenna BCA Tracker 3 or the older 2-antenna Tracker 2 off Marketplace for $90?",
     ("3-antenna BCA Tracker 3", "older 2-antenna Tracker 2 off Marketplace for $90")),
    ("the new Garmin Edge or the older Wahoo Bolt off eBay for $60?",
     ("new Garmin Edge", "older Wahoo Bolt off eBay for $60")),
    ("the Garmin Edge or the Wahoo Bolt for $60?", ("Garmin Edge", "Wahoo Bolt")),  # as before: no source of B's
])

test_a_named_source_after_a_with_companion = still_refused([
    "Although I've been skiing 15 years, I've never been off-piste — should my first time be with a guide or with an"
    " instructor from the ESF?",
    "should I hike with a friend or with a ranger from the Park Service?",
])

test_a_named_source_not_after_a_with_phrase = read_as_expected([
    ("getting to Tignes by train or by car from London", ("by train", "by car")),  # as before: the route of both
    ("with a guide or with an instructor from home?", ("with a guide", "with an instructor")),  # as before: no name
])

test_a_relative_time_after_a_repeated_verb = still_refused([
    "ok so... rent at the bottom of the gondola, or rent in town the night before?!",
    "should we cook at home or cook at the venue the day before?",
])

test_a_relative_time_after_a_new_verb = read_as_expected([
    ("Is it best to brine a turkey or to dry-rub it the night before?", ("brine a turkey", "dry-rub it")),  # as before
])
