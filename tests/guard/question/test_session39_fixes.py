"""Session 39's fixes outside the blind parts' own test files.

A wrapped form the wrapped-corpus test met once session 39's fixed prompts moved to the development part (its
sample is every tenth prompt): "Should I factory reset | the iPad or the iPhone" embedded in a request ("Can you tell
me whether I should factory reset …"). After a subject pronoun and its modal ("I should", "we could") only a verb
stands, as after "should I", so the words there fill a verb's slot whether the verb lists hold them or not.

And a misread the ninetieth part's fixer met outside the corpus: an open question after a fronted "if" clause holding
the pair."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_verb_slot_after_pronoun_and_modal = read_as_expected([
    ("Can you tell me whether I should factory reset the iPad or the iPhone before giving it to my niece?",
     ("iPad", "iPhone")),
    ("I wonder if we should deep clean the carpet or the sofa first", ("carpet", "sofa")),
    ("Should I factory reset the iPad or the iPhone before giving it to my niece?", ("iPad", "iPhone")),  # as before
])

test_verb_slot_after_pronoun_and_modal_with_own_preposition = still_refused([
    # was 'data science role through a recruiter' / 'our referral program'; the whole object or the phrase's noun?
    "not sure if we should source the data science role through a recruiter or our referral program",
    "Should we source the data science role through a recruiter or our referral program?",  # as before
])

# A pair inside a fronted "if" / "when" clause, then an open question after the clause's comma: no choice is asked
# (found by hq90f's helper outside the corpus: "If I travel to Paris or Rome, what should I pack?" read Paris / Rome).
test_conditioned_open_question_refused = still_refused([
    "If I travel to Paris or Rome, what should I pack?",
    "If I move to Denver or Austin, how much will rent be?",
    "if we go with the red or the blue, how do we tell the client?",
])

test_conditioned_choice_still_read = read_as_expected([
    ("If I go to Paris or Rome, which is cheaper?", ("Paris", "Rome")),  # as before: "which" asks the choice
    ("If it rains, should we take the car or the train?", ("car", "train")),  # as before: the pair after the clause
])
