"""the hundred-and-twelfth held-out part's 5 silent misreads (bench/results/questions_heldout112_first.txt), read
right by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A short "with" phrase closing the sentence after two place phrases, A with no "with": B's place's own.
test_placed_with_b = read_as_expected([
    ("Is it better to photograph my mugs on a white background or on a wooden table with props?",
     ("on a white background", "on a wooden table with props")),
    ("POTTERY Q3: reclaim clay on plaster bats or in a bucket with a sock?",
     ("on plaster bats", "in a bucket with a sock")),
    ("Should I store the flour in the pantry or in a bin with a lid?", ("in the pantry", "in a bin with a lid")),
    ("do you dry the clay on a shelf or in a box with holes?", ("on a shelf", "in a box with holes")),
])

test_placed_with_unchanged = read_as_expected([
    ("Is it better to buy a sofa in leather or in fabric with two cats?", ("in leather", "in fabric")),  # as before
    ("Should I store the flour in the pantry or in a bin with my kids?", ("in the pantry", "in a bin")),  # as before
    ("Should I store the flour in the pantry or in a bin with a lid for the summer?",
     ("in the pantry", "in a bin with a lid")),  # session 50: the lid is the bin's, B's own "with" phrase
])

# A bare "by" phrase closing A after a phrase of the verb, against a B of means: the two means.
test_bare_by_means = read_as_expected([
    ("Should I wind the skein into a center-pull cake by hand or with a ball winder?",
     ("by hand", "with a ball winder")),
    ("should I ship the parcel to Canada by air or by sea?", ("by air", "by sea")),
    ("Do I sew the hem on the machine by hand or with a walking foot?", ("by hand", "with a walking foot")),
])

test_bare_by_unchanged = read_as_expected([
    ("should I sew the hem by hand or with a machine?", ("by hand", "with a machine")),  # as before
    ("should I put the cake in the oven by noon or with the roast?",
     ("in the oven by noon", "with the roast")),  # as before: a time, no means
])

# A bare percentage B against no percentage, before two bare words and the predicate: the first word is B's own.
test_percent_of_b = read_as_expected([
    ("I'd really appreciate it if someone could tell me whether 80/20 or 100% cotton batting is better for a wall "
     "hanging.", ("80/20", "100% cotton")),
    ("whether 50/50 or 100% polyester thread is stronger", ("50/50", "100% polyester")),
    ("is 70/30 or 100% merino yarn warmer?", ("70/30", "100% merino")),
])

test_percent_of_unchanged = read_as_expected([
    ("whether 50% or 100% cotton batting is better", ("50%", "100%")),  # as before: two percentages of one thing
])

# "Do I try to A or B", B a bare verb: "do" asks which is done, "try to" is A's own.
test_done_trying_a = read_as_expected([
    ("My sweater came out too big. It's 100% wool. Do I try to shrink it in the dryer or reknit it a size smaller? "
     "Ugh.", ("try to shrink it in the dryer", "reknit it a size smaller")),
    ("Do I try to fix it myself or call a plumber?", ("try to fix it myself", "call a plumber")),
    ("Do we try to sell the car or trade it in?", ("try to sell the car", "trade it in")),
])

test_done_trying_unchanged = read_as_expected([
    ("Should I try to fix it myself or call a plumber?", ("fix it myself", "call a plumber")),  # as before
    ("Do I try to fix it myself or to call a plumber?", ("fix it myself", "call a plumber")),  # as before
])

# Refused before, read right now.

# "whether people prefer | <Name> or …": a name after the generic subject's verb is its object, as an article is.
test_people_verb_name = read_as_expected([
    ("I'd like to hear whether people prefer Addi Turbos or Knitter's Pride Karbonz for colorwork",
     ("Addi Turbos", "Knitter's Pride Karbonz")),
    ("whether most people use Zoom or Teams for interviews", ("Zoom", "Teams")),
])

# "whether to press seams | open or to the side": a state after a bare plural object, against a "to" place phrase.
test_state_after_bare_plural = read_as_expected([
    ("Trying to figure out whether to press seams open or to the side", ("open", "to the side")),
    ("should I press seams open or to the side?", ("open", "to the side")),
])

test_state_after_bare_plural_unchanged = read_as_expected([
    ("should I leave windows open or on the latch?", ("open", "on the latch")),  # as before
    ("should I store bulbs dry or in damp peat?", ("dry", "in damp peat")),  # as before
])

# "keep going and hope | blocking fixes it": the hoped clause's verb is its own, inside B.
test_hoped_clause = read_as_expected([
    ("rip it back or keep going and hope blocking fixes it?", ("rip it back", "keep going and hope blocking fixes it")),
    ("should I frog it or keep knitting and hope blocking fixes it?",
     ("frog it", "keep knitting and hope blocking fixes it")),
])

test_hoped_clause_unchanged = read_as_expected([
    ("should I call the vet or wait and hope the swelling goes down?",
     ("call the vet", "wait and hope the swelling goes down")),  # as before
])

# "does ecopoxy or totalboat | yellow less over time": an unlisted bare verb told by "more" / "less" closing it.
test_compared_verb = read_as_expected([
    ("does ecopoxy or totalboat yellow less over time", ("ecopoxy", "totalboat")),
    ("does cedar or redwood silver more over time?", ("cedar", "redwood")),
])

test_compared_verb_still_refused = still_refused([
    "does cotton or linen yarn soften up more after washing?",  # "yarn": both's head, or B's own?
])

# "vs." joins two options: its period opens no sentence, even before a word that may open one ("Let's", "Select").
test_vs_period_joins = read_as_expected([
    ("ArtResin vs. Let's Resin for coasters", ("ArtResin", "Let's Resin")),
    ("TRICARE Prime vs. Select when you live 2 hrs from the MTF", ("TRICARE Prime", "Select")),
    ("Paint vs. Help Desk for the school newsletter", ("Paint", "Help Desk")),
])

test_vs_period_unchanged = read_as_expected([
    ("ArtResin vs. Stone Coat for coasters", ("ArtResin", "Stone Coat")),  # as before
])
