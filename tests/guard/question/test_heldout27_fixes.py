"""the twenty-seventh held-out part's silent misreads (python bench/questions.py --corpus
tests/data/questions_heldout27.yaml --show: 224/256, 18 refused, 14 silently wrong)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A slash left before the 'or' ("cedar shakes / or vinyl siding") is no part of A: the pair reads as without it.
test_slash_before_or_is_dropped = read_as_expected([
    ("oak flooring / or tile in the kitchen", ("oak flooring", "tile")),
    ("metal roof / or shingles", ("metal roof", "shingles")),
    ("gas dryer / or electric dryer for the laundry room?", ("gas dryer", "electric dryer")),
    ("cedar shakes or vinyl siding on the cabin", ("cedar shakes", "vinyl siding")),  # as before
])

# "… to A, or better / cheaper to B": the comparative and its "to" open B's side; B is the verb phrase after them.
test_comparative_to_opens_b = read_as_expected([
    ("Is it worth it to replace the fence this fall, or better to repair it and wait?",
     ("replace the fence this fall", "repair it and wait")),
    ("Is it smarter to sell the truck now, or better to keep it another year?", ("sell the truck now", "keep it another year")),
    ("Is it worth it to buy a new furnace, or cheaper to fix the old one?", ("buy a new furnace", "fix the old one")),
])
