"""Fixes for the multi-sentence family (background sentences, then the question), session 51.

Refusals read right:

* two names told as the subject of a predicate both share ("I've heard Climb On and Rhino Skin | both get
  recommended. Which should I try first?"), and a told name after an irregular past participle ("heard", "seen");
* a counted pair told with what it is for before a colon ("Ordered two straps for my Tissot Seastar: a Barton
  silicone and an Erika's MN. … Which is better …?");
* two people's opposed views in one sentence of two clauses with the same verb of stance, then "which" or "who's
  right" ("My partner says drop Max, I say drop Peacock. Who's right?", "Half the committee want a new compressor
  service, the others want two more rental drysuits. Which should we go with?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_names_told_with_a_shared_predicate = read_as_expected([
    ("My fingers are fine but my skin is wrecked after every session. I've heard Climb On and Rhino Skin both get "
     "recomended. Which should I try first?", ("Climb On", "Rhino Skin")),
    ("I've read Dune and Hyperion both twice now. Which one should I lend my brother?", ("Dune", "Hyperion")),
    ("I've heard Dixit and Codenames both work well with kids. Which should I buy?", ("Dixit", "Codenames")),
])

test_a_counted_pair_told_with_its_purpose = read_as_expected([
    ("Ordered two straps for my Tissot Seastar: a Barton silicone and an Erika's MN. I only want to keep one and "
     "send the other back. Which is better for swimming in the sea?", ("Barton silicone", "Erika's MN")),
    ("I got two quotes for the kitchen job: Smith Build and a local joiner. Which one?",
     ("Smith Build", "local joiner")),
])

test_opposed_views_with_the_same_verb = read_as_expected([
    ("We have Netflix, Hulu, Max and Peacock. That's over $70 a month. My partner says drop Max, I say drop "
     "Peacock. Who's right?", ("drop Max", "drop Peacock")),
    ("Our dive club has £3000 left in the kit budget. Half the committee want a new compressor service, the others "
     "want two more rental drysuits. Which should we go with?",
     ("new compressor service", "two more rental drysuits")),
    ("We're adopting next month. My wife wants a greyhound, but I want a beagle. Which one?", ("greyhound", "beagle")),
])

test_near_misses_stay_refused = still_refused([
    "I've read Dune and Hyperion both twice now. Which translation should I buy?",  # "which" has a noun of its own
    "I got two quotes for the kitchen job: Smith Build and a local joiner. Which laptop?",
    "We're adopting next month. My wife wants me to decide, I want a beagle. Which one?",  # a wish about someone
    "We're adopting next month. My wife wants a greyhound, I prefer a beagle. Which one?",  # two verbs
    "My boss says it is fine, my team says it is late. Who is right?",  # a clause, no option
    "We're adopting next month. My wife wants a greyhound, I want a beagle. Which breed?",
])
