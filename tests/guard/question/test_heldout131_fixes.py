"""Fixes for the hundred-and-thirty-first held-out part (golf, tennis and racket sports), written blind and scored
before any fix.

Silent misreads read right: a split infinitive's "either" ("said to either | shorten … or to take …"); a rate's
"per" opening A past a gerund's object ("Paying for lessons | per session or in a block of six"); B's rate after a
price phrase of its own against A's ("… at £120 or one-to-ones at £35 | an hour"); a lone verb against a verb and
its prepositional phrase opening the sentence ("Stay or | move to the club down the road?"); the place a noun B is
used from, "off" and a determiner ("Driver or 3 wood | off the first tee"); a sentence's first capital before a
preposition, a comma closing A ("Overgrip over the leather, or …": no name's tail, the whole of A against B);.

Silent misreads now refused: an unlisted word and an object pronoun opening B against a verb and its object
("Replace the whole racket, or just | restring it …": a verb phrase, so A keeps its verb; refused where the word
reads as a gerund, "restring" or "selling").

Refusals read right: a capitalised day of the week after two options on the same article ("… between the county
squad and the school team | on Saturdays"); a cleft's
relative clause without "that" ("Is it the shaft or the head setting | I should change first?"); an unlisted verb,
its particle and a preposition's object ("splash out on | the new …"); a question passed on with "asking if"
("member asking if | the Stableford or the medal is …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_split_infinitives_either = read_as_expected([
    ("my coach said to either shorten my backswing or to take the ball earlier, which should I work on first",
     ("shorten my backswing", "take the ball earlier")),
    ("is it better to either sell the car or to rent it out?", ("sell the car", "rent it out")),
    ("Is it better to drive or to fly?", ("drive", "fly")),  # as before: no "either"
])

test_a_rates_per_opening_a = read_as_expected([
    ("Paying for lessons per session or in a block of six", ("per session", "in a block of six")),
    ("Paying for the gym per visit or with a yearly pass?", ("per visit", "with a yearly pass")),
    ("Paying for lessons per session or by the month", ("per session", "by the month")),  # as before
])

test_bs_rate_after_its_own_price_phrase = read_as_expected([
    ("a 10-session coaching block at £120 or one-to-ones at £35 an hour?",
     ("10-session coaching block at £120", "one-to-ones at £35 an hour")),
    ("a weekly pass at $60 or single classes at $15 a session?",
     ("weekly pass at $60", "single classes at $15 a session")),
    ("2 cups or 3 cups a day?", ("2 cups", "3 cups")),  # as before: the rate both's
])

test_a_lone_verb_against_a_placed_verb = read_as_expected([
    ("We've been members for 12 years. The fees went up 18% this year. Stay or move to the club down the road?",
     ("Stay", "move to the club down the road")),
    ("Stay or go to the party?", ("Stay", "go to the party")),
    ("Walk or drive to work?", ("Walk", "drive")),  # as before: a destination both share
])

test_the_place_a_noun_b_is_used_from = read_as_expected([
    ("Driver or 3 wood off the first tee at Royal St George's?! it's so tight", ("Driver", "3 wood")),
    ("Hybrid or 5 iron off the deck?", ("Hybrid", "5 iron")),
    ("Take it off the hook or leave it?", ("Take it off the hook", "leave it")),  # as before: a verb's particle
])

test_a_capitalised_day_after_b = read_as_expected([
    ("My son's coach says he has to pick between the county squad and the school team on Saturdays, which would you "
     "prioritise?", ("county squad", "school team")),
    ("She has to pick between the choir and the band on Fridays, which would you choose?", ("choir", "band")),
])

test_a_name_or_unlike_options_after_b_still_refused = still_refused([
    "the cafe or the pub on Main Street?",
    "nap or a walk on Sundays",  # as before: B's own day, or both's?
])

test_a_clefts_clause_without_that = read_as_expected([
    ("I've got the TaylorMade Stealth 2 driver. Ball flight is way too high and spinny, about 3200 rpm. Is it the "
     "shaft or the head setting I should change first?", ("shaft", "head setting")),
    ("Is it the router or the modem we need to reset?", ("router", "modem")),
    ("Is it the clutch or the flywheel that makes the noise?", ("clutch", "flywheel")),  # as before
])

test_an_unlisted_phrasal_verb_and_its_preposition = read_as_expected([
    ("Do I keep using my old Prince or splash out on the new Tecnifibre?",
     ("keep using my old Prince", "splash out on the new Tecnifibre")),
    ("Should I keep driving my old car or splash out on a new one?",
     ("keep driving my old car", "splash out on a new one")),
    ("Should I make the cake from scratch or doctor up a box mix?",
     ("make the cake from scratch", "doctor up a box mix")),  # as before
])

test_a_question_passed_on_with_asking_if = read_as_expected([
    ("[ticket 2291] member asking if the Stableford or the medal is this Saturday's comp", ("Stableford", "medal")),
    ("guest asking if breakfast or dinner is included", ("breakfast", "dinner")),
])

test_an_ing_word_and_a_pronoun_against_a_verb_and_its_object = still_refused([
    "Recreational player, 45, mostly doubles on artificial grass. My current frame is a 12 year old Prince. Replace "
    "the whole racket, or just restring it with something softer?",  # "restring": a verb, or a gerund?
    "Keep the old car or selling it?",
])

test_an_unlisted_verb_and_a_pronoun_as_before = read_as_expected([
    ("Sell the old car or rebadge it?", ("Sell the old car", "rebadge it")),
])

test_a_sentences_first_capital_before_a_comma = read_as_expected([
    ("Overgrip over the leather, or replacement grip only?", ("Overgrip over the leather", "replacement grip only")),
    ("Sandwich with cheese, or soup?", ("Sandwich with cheese", "soup")),
    ("Coffee with milk or tea?", ("milk", "tea")),  # as before: no comma, the "with" phrase's object against B
])
