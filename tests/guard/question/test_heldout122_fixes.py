"""the hundred-and-twenty-second held-out part's silent misreads (bench/results/questions_heldout122_first.txt),
read right by general rules or refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A comma closing B ("vest plus hat, | in Pennsylvania …") against A's "only": the phrase after the comma is both's.
test_comma_after_b_against_only = read_as_expected([
    ("Wearing blaze orange: vest only or vest plus hat, in Pennsylvania rifle season?", ("vest only", "vest plus hat")),
    ("bow only or bow plus release, for a first elk hunt?", ("bow only", "bow plus release")),
])

test_only_without_comma_unchanged = read_as_expected([
    ("Positive reinforcement only or balanced training with a prong collar?",
     ("Positive reinforcement only", "balanced training with a prong collar")),  # as before
])

# A call for people: "anybody …" and a relative "who …" after the pair.
test_call_for_anybody_refused = still_refused([
    "Anybody fishing around Lake Okeechobee today or tomorrow who wants to split a boat?",
    "Anyone heading to the range Saturday or Sunday who could give me a lift?",
])

test_anyone_asking_unchanged = read_as_expected([
    ("Anyone know if Cuisinart or Breville is better?", ("Cuisinart", "Breville")),  # as before
    ("Anyone prefer a 12 inch or a 10 inch skillet?", ("12 inch", "10 inch skillet")),  # as before
])

# An unlisted verb told by the manner adverb and the phrase after it ("… or | tie directly to the lure").
test_manner_adverb_tells_b_verb = read_as_expected([
    ("Sorry if this is a dumb question, but would you please tell me whether I should use a snap swivel or tie "
     "directly to the lure?", ("use a snap swivel", "tie directly to the lure")),
    ("Should I use a snap swivel or tie directly to the lure?", ("use a snap swivel", "tie directly to the lure")),
    ("Should I use a leader or tie directly onto the mainline?", ("use a leader", "tie directly onto the mainline")),
    ("Should I run a bead or caulk carefully around the sink?", ("run a bead", "caulk carefully around the sink")),
])

test_no_manner_adverb_unchanged = read_as_expected([
    ("Should I use a snap swivel or family size bag?", ("snap swivel", "family size bag")),  # as before
])
