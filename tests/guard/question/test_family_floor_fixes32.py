"""Rules that brought the embedded and punctuation families back to 95% after the 48th-53rd parts (issue 22,
session 32): each read-test prompt is new (none is in the corpus) and was refused or misread before its rule."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# A lead typed with a typo ("wheter", "its smarter to") is read with it corrected; the pair is kept only when both
# options stand in the prompt as written.
test_typo_in_the_lead = read_as_expected([
    ("can u tell me wheter we should lease or buy the forklift", ("lease", "buy")),
    ("Wether to repaint the fence or replace it this spring?", ("repaint the fence", "replace it")),
    ("not sure whether its smarter to rent or buy in Denver right now", ("rent", "buy")),
    ("could you check whether its worth it to fix the old dryer or buy a new one",
     ("fix the old dryer", "buy a new one")),
])

# "its" before a noun stays possessive: no correction, the reading as before.
test_possessive_its_as_before = read_as_expected([
    ("should we keep its old name or rename the team?", ("keep its old name", "rename the team")),
])

# A spaced ellipsis after "or" ("A ... or ... B") is an ellipsis after "or", as "or... B" was.
test_spaced_ellipsis_after_or = read_as_expected([
    ("pay now ... or ... wait for the refund?", ("pay now", "wait for the refund")),
    ("Pizza ... or ... tacos tonight?", ("Pizza", "tacos")),
])

# An object pronoun after the verb before "or" opens no name: the verb and "it" are A.
test_pronoun_object_opens_no_name = read_as_expected([
    ("Damp crawlspace: seal it?? or regrade outside first??", ("seal it", "regrade outside first")),
])
