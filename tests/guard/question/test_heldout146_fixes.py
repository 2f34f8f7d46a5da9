"""Fixes for the hundred-and-forty-sixth held-out part (racquet and combat sports), written blind and scored before
any fix.

Silent misreads read right: an absolute "with" closing B, an object pronoun and its state ("keep hitting pads | with it
strapped"); a passive with "get" after a subject pair ("lighter judoka | get hurt more often", not "… judoka get");
B's purpose after an A closing on a time phrase of its own ("stay on the T | after my drop or move forward | to cover
…").

Silent misreads now refused: a gerund and bare words against a phrase of direction ("dinking cross court or | down
the line": the gerund A's, or the verb of both?); a preposition's phrase closing on a frequency against a phrase of
that preposition naming none ("for my son's classes monthly or | for the whole term upfront").

Refusals read right: a child's age as the subject before a modal ("whether my | 11 year old should | play …", also
hyphenated: "my 11-year-old", a silent misread outside the corpus); a span of "another" time after B ("… or stay on
orange | for another season": B's own); an amount against an amount "will do" ("do I need 16oz or will | 12oz | do?");
a verb ending in "-ing" after its subject pronoun, no gerund ("Do I | restring …"); the price of B's purchase, A naming
none ("… or buy a new racket | for £60": "… buy a new one for $500" was a silent misread outside the corpus)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_absolute_with_closing_b = read_as_expected([
    ("Better to rest the wrist completely or keep hitting pads with it strapped?",
     ("rest the wrist completely", "keep hitting pads with it strapped")),
    ("Should I rest the knee or keep lifting weights with it braced?",
     ("rest the knee", "keep lifting weights with it braced")),
    ("Should I rest the wrist or keep hitting pads with it taped?",
     ("rest the wrist", "keep hitting pads with it taped")),
    ("Should I quit or stick with it?", ("quit", "stick with it")),  # as before: no state after the pronoun
])

test_a_passive_with_get_after_a_subject_pair = read_as_expected([
    ("Do heavier or lighter judoka get hurt more often at national level?", ("heavier", "lighter judoka")),
    ("Do junior or senior crew get hurt more on night shifts?", ("junior", "senior crew")),
    ("Do heavier or lighter boxers get hurt more often?", ("heavier", "lighter boxers")),  # as before: a plural
])

test_bs_purpose_after_as_own_time_phrase = read_as_expected([
    ("should I stay on the T after my drop or move forward to cover the counter-drop?",
     ("stay on the T after my drop", "move forward to cover the counter-drop")),
    ("Should I stay home after the surgery or go back to work to keep busy?",
     ("stay home after the surgery", "go back to work to keep busy")),
    ("Should I stretch or foam roll to recover faster?", ("stretch", "foam roll")),  # as before: A has no time
])

test_a_gerund_against_a_direction_is_refused = still_refused([
    "dinking cross court or down the line against lefties?",
    "hitting crosscourt or down the line?",
])

test_a_direction_against_a_direction_as_before = read_as_expected([
    ("walking up the hill or around the lake?", ("up the hill", "around the lake")),
])

test_a_frequency_closing_as_phrase_is_refused = still_refused([
    "paying for my son's classes monthly or for the whole term upfront?",
    "Should I pay for the gym monthly or for the year upfront?",
])

test_a_bare_frequency_or_a_frequency_against_a_frequency_as_before = read_as_expected([
    ("Is it better to pay monthly or for the whole year?", ("monthly", "for the whole year")),
    ("better to charge to 80% daily or to 100% once a week?", ("to 80% daily", "to 100% once a week")),
])

test_a_childs_age_as_the_subject = read_as_expected([
    ("Can you let me know whether my 11 year old should play the 12U or the 14U draw at the county closed?",
     ("12U", "14U")),
    ("Can you let me know whether my 11-year-old should play the 12U or the 14U draw at the county closed?",
     ("12U", "14U")),  # read "11-year-old should play the 12U" / "14U" before
    ("I wonder whether our 6-year-old should start piano or violin", ("piano", "violin")),
    ("whether my 8 year old should start piano or violin", ("piano", "violin")),
    ("Can you let me know whether my son should play the 12U or the 14U draw?", ("12U", "14U")),  # as before
])

test_a_span_of_another_time_after_b = read_as_expected([
    ("Could you please advise whether my 10 year old should move up to a green ball or stay on orange for another "
     "season?", ("move up to a green ball", "stay on orange for another season")),
    ("Should I switch to a new club or stay at my current one for another season?",
     ("switch to a new club", "stay at my current one for another season")),
    ("Should I move to the senior team or stay with the juniors for another year?",
     ("move to the senior team", "stay with the juniors for another year")),
    ("Should I sublet or move out for the remaining 5 months?",
     ("sublet", "move out for the remaining 5 months")),  # as before: a plain span
    ("Should I upgrade my phone or keep using it for another year?", ("upgrade my phone", "keep using it")),  # as
    # before: after a pronoun for A's thing
])

test_an_amount_against_an_amount_that_will_do = read_as_expected([
    ("If I'm only hitting the bag at home, do I need 16oz or will 12oz do?", ("16oz", "12oz")),
    ("Do I need 2TB or will 512GB do?", ("2TB", "512GB")),
    ("does it need a crown or will a filling do?", ("crown", "filling")),  # as before: a determiner's noun
])

test_a_verb_ending_in_ing_after_its_subject_pronoun = read_as_expected([
    ("Do I restring my old Arcsaber or buy a new racket for £60?",
     ("restring my old Arcsaber", "buy a new racket for £60")),
    ("Do I restring my racket or buy a new one?", ("restring my racket", "buy a new one")),
    ("Do I keep going or stop?", ("keep going", "stop")),  # as before
])

test_the_price_of_bs_purchase = read_as_expected([
    ("Should I repair my laptop or buy a new one for $500?", ("repair my laptop", "buy a new one for $500")),  # read
    # "buy a new one" before
    ("Should I build a PC or buy a prebuilt at a $1200 budget?", ("build a PC", "buy a prebuilt")),  # as before: a
    # budget of both
])
