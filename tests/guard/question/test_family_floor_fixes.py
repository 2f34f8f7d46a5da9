"""Rules that brought the syntactic families back to 95% after the 45th-47th parts (issue 22, session 31): each
read-test prompt is new (none is in the corpus) and was refused before its rule."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# "her" ending A after a preposition, against B opening with an adverb before its verb.
test_her_after_a_preposition_against_an_adverbed_verb = read_as_expected([
    ("Should I talk it over with her or quietly move on?", ("talk it over with her", "quietly move on")),
])

# After "go with", B opening with a verb that takes no object, before its preposition: two verb phrases.
test_go_with_against_a_verb_and_its_preposition = read_as_expected([
    ("Should we go with vinyl plank or wait for hardwood?", ("go with vinyl plank", "wait for hardwood")),
])

# After "go with", an adjective that is also a verb opening B before a noun ("close third"): a noun phrase.
test_go_with_against_an_adjective_and_its_noun = read_as_expected([
    ("Would you go with first person or close third?", ("first person", "close third")),
])

# An ellipsis before "or" written with four dots, a sentence after it saying the asker cannot decide.
test_a_pair_trailing_off_then_cannot_decide = read_as_expected([
    ("hardwood.... or carpet. can't decide", ("hardwood", "carpet")),
])

# A compound subject ending in an "-ing" noun before its modal after "whether".
test_an_ing_compound_subject_before_its_modal = read_as_expected([
    ("Tell me whether event planning should start in March or wait until May.", ("start in March", "wait until May")),
])

# An ellipsis after "or" and a space before B: no part of B.
test_an_ellipsis_after_or = read_as_expected([
    ("Canon R8 or... Nikon Z6? money is tight", ("Canon R8", "Nikon Z6")),
])
