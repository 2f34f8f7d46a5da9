"""A "with" of means after A's object and its place phrase (issue 22, session 29): "Should I hang the mirror on the
wall with nails or adhesive strips?" read 'wall with nails' / 'adhesive strips' before, silently wrong; so did a
gerund of choosing before its object ("joining the new line to the old galvanized with a dielectric union or a
brass nipple"). The means are the options. A feature of a noun after a verb of choosing stays A's own."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_means_after_a_place_phrase = read_as_expected([
    ("Should I hang the mirror on the wall with nails or adhesive strips?", ("nails", "adhesive strips")),
    ("Should I fill the hole in the drywall with spackle or joint compound?", ("spackle", "joint compound")),
    ("Should I attach the shelf to the wall with screws or anchors?", ("screws", "anchors")),
    ("Should I paint the fence in the backyard with a brush or a sprayer?", ("brush", "sprayer")),
    ("joining the new line to the old galvanized with a dielectric union or a brass nipple",
     ("dielectric union", "brass nipple")),
])

test_means_and_features_that_kept_their_reading = read_as_expected([
    ("Should I fix the fence with nails or screws?", ("nails", "screws")),
    ("Should I buy the house on the lake with the dock or the cabin?", ("house on the lake with the dock", "cabin")),
    ("Should I attach the shelf to the wall with screws or with anchors?", ("with screws", "with anchors")),
])
