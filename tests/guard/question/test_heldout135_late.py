"""Late fixes for the held-out parts 131-135: the last silent misreads, each read right or refused by a general form.

Silent misreads read right: the phrase after B's -ing verb and its object pronoun ("getting labels professionally
designed or doing them myself | in Canva"), B's own as after a verb's base form ("… or rewrite it | in Cython")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

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
