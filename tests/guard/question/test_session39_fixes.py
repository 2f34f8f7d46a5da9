"""Session 39's fixes outside the blind parts' own test files.

A wrapped form the wrapped-corpus test met once session 39's fixed prompts moved to the development part (its
sample is every tenth prompt): "Should I factory reset | the iPad or the iPhone" embedded in a request ("Can you tell
me whether I should factory reset …"). After a subject pronoun and its modal ("I should", "we could") only a verb
stands, as after "should I", so the words there fill a verb's slot whether the verb lists hold them or not.

And a misread the ninetieth part's fixer met outside the corpus: an open question after a fronted "if" clause holding
the pair. Last, three forms of the new parts' refusals that kept the shared_phrase and embedded families at 95%."""

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

# Three forms that brought two families back to 95% once the six new parts were in (shared_phrase and embedded).
# A possessive pronoun tells its option from B's possessive noun, as "this" tells "this weekend" from "next weekend".
test_possessive_pronoun_against_possessive_noun = read_as_expected([
    ("register the business insurance in my name or the company's name at renewal?", ("my name", "company's name")),
    ("Should the lease be in my name or my partner's name?", ("my name", "my partner's name")),
])

# A lower-case A running into a phrase whose noun B repeats: a name runs into no phrase, so the word before A is a verb.
test_phrase_inside_a_with_head_again = read_as_expected([
    ("wash curly hair with cold water or warm water for more definition", ("cold water", "warm water")),
    ("clean glass windows with white vinegar or cider vinegar?", ("white vinegar", "cider vinegar")),  # as before
])

test_phrase_inside_a_against_verb_b_still_refused = still_refused([
    "I'd love your advice: take flat share with colleagues or live alone in small studio?",  # as before
])

# After "whether", a generic subject ("(most) people"), an adverb of habit and a base verb before an article.
test_people_verb_after_whether = read_as_expected([
    ("Just wondering whether people usually update the bank or the GP surgery first after moving house",
     ("bank", "GP surgery")),
    ("wondering whether most people tip the barber or the stylist more?", ("barber", "stylist")),
])

test_people_verb_without_object_still_refused = still_refused([
    "whether people buy or rent",  # as before: no article, so the words may be the options themselves
])
