"""After "Do A or B …" the verb is a bare form, so B's plural head before a bare verb is B's, not the verb (issue 22,
session 29): "Do prologues or cold opens hook readers faster?" and "Do condos or single-family homes appreciate
faster in Denver?" were refused ('could be "cold" or "opens"')."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_plural_head_of_b = read_as_expected([
    ("Do prologues or cold opens hook readers faster?", ("prologues", "cold opens")),
    ("Do condos or single-family homes appreciate faster in Denver?", ("condos", "single-family homes")),
    ("Do beginners or experienced riders crash more on e-bikes?", ("beginners", "experienced riders")),
])

test_plural_pairs_that_kept_their_reading = read_as_expected([
    ("Do cats or small dogs live longer?", ("cats", "small dogs")),
    ("Do tomatoes or peppers need more water?", ("tomatoes", "peppers")),
])

# B as long as A and sharing its first or last word, then a bare verb the lists lack: that word is the verb.
test_b_mirroring_a_before_the_verb = read_as_expected([
    ("Would acrylic gouache or regular gouache dry faster on Bristol board?", ("acrylic gouache", "regular gouache")),
    ("Would wool socks or cotton socks wick sweat better?", ("wool socks", "cotton socks")),
    ("Would oil paint or acrylic paint crack sooner in the cold?", ("oil paint", "acrylic paint")),  # not "paint"
])
