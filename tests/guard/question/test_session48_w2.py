"""Fixes for session 48's second helper: the silent misreads left in parts 145 and 146 after the session's merges.

Silent misreads now refused: two options under one preposition, one of them an activity (a gerund with words of its
own after it, or a bare gerund against a determined thing), with a phrase cut after B ("making weight by cutting
water or by dieting down | over a month", "by actually running a one-shot | for friends", "with ghosting or with a hit
| on court"): the phrase may be the activity's own (B's) or the setting of both, and the form cannot tell. A
destination, an "at" phrase or a phrase on "the" is still cut as both's ("… | to work", "… | for the launch").

Left as it was: "store my records upright in IKEA Kallax units or in crates" (part 144) still reads "upright in IKEA
Kallax units": refusing a word of position before A's place when B repeats A's preposition would also refuse
"mounting the panels flat on the roof or on tilt brackets", pinned as read by part 137; no form tells the two apart."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Two options under one preposition, one an activity, a phrase after B: B's own, or both's? Refused.
test_a_phrase_after_an_activity_under_one_preposition = still_refused([
    "Making weight for the ABA finals by cutting water or by dieting down over a month?",
    "Learning to GM by watching Critical Role or by actually running a one-shot for friends",
    "warming up before a match with ghosting or with a hit on court?",
    "Losing weight by counting calories or by cutting carbs for a few months?",
    "Getting better at chess by playing blitz or by studying openings with a coach?",
    "Should I warm up with skipping or with a jog on grass?",
])

test_things_under_one_preposition_keep_the_cut = read_as_expected([
    ("Is it cheaper to commute by car or by bus from Reading to London?", ("by car", "by bus")),  # as before
    ("should status page updates come from support or from engineering during incidents?",
     ("from support", "from engineering")),  # as before: "engineering" a bare noun, no activity's words after it
    ("Improving stamina by running or by cycling in the winter?", ("by running", "by cycling")),  # as before: two
    # bare gerunds, no words of their own
    ("Should we split the holidays by alternating years or by doing both families on the same day?",
     ("by alternating years", "by doing both families on the same day")),  # as before: nothing cut after B
    ("should we commute by taking the bus or by riding a bike to work?", ("by taking the bus", "by riding a bike")),
    # as before: a destination
    ("Getting better at chess by playing blitz or by studying openings for the tournament?",
     ("by playing blitz", "by studying openings")),  # as before: a set occasion on "the", both's
])
