"""the hundred-and-fifteenth held-out part's silent misreads (bench/results/questions_heldout115_first.txt), read
right or refused by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# "Would you advise | Easy Life Profito or …": the hearer's verb of advising is no word of A, articled object or not.
test_advised_bare_object = read_as_expected([
    ("Would you advise Easy Life Profito or Seachem Flourish for a low-tech 90L?",
     ("Easy Life Profito", "Seachem Flourish")),
    ("would you advise Fluval Stratum or plain sand for shrimp?", ("Fluval Stratum", "plain sand")),
    ("do you recommend Bitwarden or 1Password for a family?", ("Bitwarden", "1Password")),
])

test_advised_unchanged = read_as_expected([
    ("Would you recommend Bitwarden or 1Password?", ("Bitwarden", "1Password")),  # as before
    ("do you suggest taking it daily or weekly?", ("daily", "weekly")),  # as before
])

# "be fed | Science Selective or a homemade mix": a passive participle with an object is the verb both's.
test_passive_object = read_as_expected([
    ("Please could you tell me whether rats should be fed Science Selective or a homemade Shunamite mix?",
     ("Science Selective", "homemade Shunamite mix")),
    ("should the kids be given Calpol or a cool bath?", ("Calpol", "cool bath")),
    ("should puppies be fed Royal Canin or a raw diet?", ("Royal Canin", "raw diet")),
])

test_passive_object_unchanged = read_as_expected([
    ("should the dog be fed the kibble or a raw diet?", ("kibble", "raw diet")),  # as before
    ("should the sauce be poured over the pasta or served on the side?",
     ("poured over the pasta", "served on the side")),  # as before
])

# "WATER CHEMISTRY / | Crushed coral or …": a heading in capitals set off by a slash files the question.
test_capital_heading = read_as_expected([
    ("WATER CHEMISTRY / Crushed coral or Seachem Equilibrium to raise GH?", ("Crushed coral", "Seachem Equilibrium")),
    ("LIGHTING / Chihiros or Fluval for a 60L?", ("Chihiros", "Fluval")),
])

test_slash_name_unchanged = read_as_expected([
    ("Seachem Prime / API Stress Coat or Fritz?", ("Seachem Prime / API Stress Coat", "Fritz")),  # as before
])
