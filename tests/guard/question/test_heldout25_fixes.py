"""the twenty-fifth held-out part's 11 silent misreads (bench/results/questions_heldout25_first.txt: 220/256, 25
refused, 11 silently wrong)

Each fix is a general rule, tested here on new prompts (not the corpus text), with prompts near it that must stay as
they were."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A bare pair and "which <comparative>" with the copula dropped ("TK vs AOK | which better for student"): the clause
# asks which, as "which is better" does, and is not part of B.
test_which_without_copula_ends_b = read_as_expected([
    ("Barmer vs Techniker which cheaper for freelancers", ("Barmer", "Techniker")),
    ("IELTS vs PTE exam which easier for nurses", ("IELTS", "PTE exam")),
    ("Revolut or N26 which better?", ("Revolut", "N26")),
    ("Lidl or Aldi which one better for student budget", ("Lidl", "Aldi")),
])
test_which_with_copula_and_relative_clause_stay = read_as_expected([
    ("Netflix vs Hulu which is cheaper", ("Netflix", "Hulu")),
    ("should I buy the Volvo or the car which better suits us", ("Volvo", "car which better suits us")),
])
test_which_with_another_verb_still_refused = still_refused([
    "Vodafone or O2 which has better coverage",
])
