"""Two forms of the thirty-third and thirty-fifth parts' first-scoring misreads (issue 22, session 29), both silently
wrong before:

- A verb, its object and its own place against B, a verb and its object: a "for" phrase after B is B's own ("Bring
  her in the tent or get a crate | for the car"), unless it is a time ("… for the summer").
- B's "in" and an acronym after a verb phrase A with its own object ("… sharkbite it or redo the whole run | in
  PEX"): a place both share ("in NYC") or what B is done in. The words cannot tell, so the prompt is refused.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_for_phrase_after_b_set_against_a_placed_a = read_as_expected([
    ("It's our first time camping with the dog. She's a big anxious lab. Bring her in the tent or get a crate for "
     "the car?", ("Bring her in the tent", "get a crate for the car")),
    ("Do we keep the servers in the closet or rent a rack for the new office?",
     ("keep the servers in the closet", "rent a rack for the new office")),
    ("Should I put the plants on the balcony or get a grow light for the kitchen?",
     ("put the plants on the balcony", "get a grow light for the kitchen")),
    ("Should I store the boat at the marina or buy a trailer for the driveway?",
     ("store the boat at the marina", "buy a trailer for the driveway")),
])

test_shared_for_phrases_stay_out = read_as_expected([
    ("Should we send the kids to camp or hire a babysitter for the summer?",
     ("send the kids to camp", "hire a babysitter")),  # a time
    ("Should I leave the bike in the garage or buy a cover for the winter?",
     ("leave the bike in the garage", "buy a cover")),  # a time
    ("Approve the marketing budget as proposed, or send it back for revisions?",
     ("Approve the marketing budget as proposed", "send it back")),  # "as" is no place of A's
    ("Should we promote from within or hire externally for the team lead role?",
     ("promote from within", "hire externally")),  # no object of either verb
])

test_in_and_an_acronym_after_b_refused = still_refused([
    "Do I cut out the corroded section and sharkbite it or redo the whole run in PEX?",
    "Should I sell the condo or rent it out in NYC?",
    "Should I email the report or send it in PDF?",
])

test_in_and_an_acronym_after_a_lone_verb_shared = read_as_expected([
    ("Should we fly or take the train in NYC?", ("fly", "take the train")),
])
