"""Late fixes for the held-out parts 131-135: the last silent misreads, each read right or refused by a general form.

Silent misreads read right: the phrase after B's -ing verb and its object pronoun ("getting labels professionally
designed or doing them myself | in Canva"), B's own as after a verb's base form ("… or rewrite it | in Cython"); the
base of a share closing B, told by a bare noun ("by the hour or by a flat margin | on materials").

Silent misreads now refused: a lone verb against a verb, a preposition and an amount ("should I agree or counter with
40%?": B's own amount, or what both are done at?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_the_phrase_after_an_ing_verb_and_its_pronoun = read_as_expected([
    ("Would you advise getting labels professionally designed or doing them myself in Canva?",
     ("getting labels professionally designed", "doing them myself in Canva")),
    ("Would you advise getting the photos professionally edited or editing them myself in Lightroom?",
     ("getting the photos professionally edited", "editing them myself in Lightroom")),
    ("Would you advise getting the invoices professionally done or doing them myself in Excel?",
     ("getting the invoices professionally done", "doing them myself in Excel")),
    ("Is hiring a bookkeeper or doing it myself in Excel the smarter move?",
     ("hiring a bookkeeper", "doing it myself")),  # as before: the rest runs on into a gerund subject's predicate
])

test_a_lone_verb_against_a_verb_and_an_amount = still_refused([
    "When wholesale buyers ask for 50% off, should I agree or counter with 40%?",
    "If the buyer offers $20k, do I accept or counter with $23k?",
    "The landlord wants £1,200 a month. Should I accept or counter at £1,050?",
])

test_a_verb_and_an_amount_against_more_than_a_verb_as_before = read_as_expected([
    ("Take it or counter at £250?", ("Take it", "counter at £250")),  # as before: A has its own object
    ("Should I accept the offer or counter with 40%?", ("accept the offer", "counter with 40%")),  # as before
    ("should I wait or leave at 5pm?", ("wait", "leave at 5pm")),  # as before: A's verb takes no object
    ("Should I rent or buy a home?", ("rent", "buy")),  # as before: a shared object, no amount
])

test_the_base_of_a_share_closing_b = read_as_expected([
    ("paying myself by the hour or by a flat margin on materials", ("by the hour", "by a flat margin on materials")),
    ("billing clients by the day or by a fixed markup on parts", ("by the day", "by a fixed markup on parts")),
    ("paying the designer by the hour or by a commission on sales", ("by the hour", "by a commission on sales")),
    ("billing by the hour or by the project on weekends", ("by the hour", "by the project")),  # as before: no share
    ("a commission or a flat margin on sales?", ("commission", "flat margin")),  # as before: A names a share too
])
