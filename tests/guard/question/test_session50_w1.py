"""Fixes for silent misreads left after session fifty (numismatics, philately and a field club's budget).

Read right: a participle before its noun, the subject of "is" / "are" ("if hinged or | unmounted mint | is
preferred"); a thing placed in "a" / "an" against B's own "a" / "an" thing, the head A's own ("Currency sleeves in a
binder or a proper … album": B's article is the head's, not the place's; "the" still places: "markdowns on the | rack
or the endcaps").

Silent misreads now refused: B's "for" and a determiner after B's verb, its pronoun object and "toward(s)" a noun
phrase ("… or put it toward the coach | for the spring foray": the coach's purpose, or both options'?); A's verb, a
comparative adverb and a prepositional phrase against a verb-or-participle B ("would they sell better as a single lot
or split up by country": the comparison A's own or both's?); a present -s verb and its object as B against the object
of another -s verb's preposition as A ("the collection counts as | contents or needs a separate … policy": A's verb
and preposition are A's own)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_participle_before_its_subject_noun = read_as_expected([
    ("Would you mind telling me if hinged or unmounted mint is preferred by buyers of Victorian stamps?",
     ("hinged", "unmounted mint")),
    ("Do you know whether painted or stained wood is better for a deck?", ("painted", "stained wood")),
    ("Can you tell me if boiled or roasted beetroot is sweeter?", ("boiled", "roasted beetroot")),
    ("Are the eggs scrambled or fried today?", ("scrambled", "fried")),  # as before: a time word, no noun
    ("eggs scrambled or fried?", ("scrambled", "fried")),  # as before
])

test_an_indefinite_place_against_bs_own_thing = read_as_expected([
    ("My collection is about 200 world notes, mostly UNC.\nThey're in an old photo album right now, I know that's "
     "bad.\nWhat should I move them into? Currency sleeves in a binder or a proper Lighthouse banknote album?",
     ("Currency sleeves in a binder", "proper Lighthouse banknote album")),
    ("Spare keys in a drawer or a small wall safe?", ("Spare keys in a drawer", "small wall safe")),
    ("markdowns on the rack or the endcaps?", ("rack", "endcaps")),  # as before: "the" places
])

test_placed_pronoun_for_phrase_refused = still_refused([
    "now that the club has £300 left in the budget, do we buy a decent microscope or put it toward the coach for the "
    "spring foray?",
    "should we save the bonus or put it towards the deposit for the new flat?",
    "Should I spend the refund or put it toward the loan for the car?",
])

test_placed_object_for_phrase_still_read = read_as_expected([
    ("Should I repaint the shed or take the bike to the shop for a tune-up?",
     ("repaint the shed", "take the bike to the shop for a tune-up")),  # as before: a noun object, no pronoun
    ("should we sell the van or lend it to the school for the summer?",
     ("sell the van", "lend it to the school")),  # as before: "to" a place, the time both's
])

test_compared_manner_against_a_verb_refused = still_refused([
    "Given that most of these notes have pinholes and folds, would they sell better as a single lot or split up by "
    "country?",
    "would the fern grow better in shade or die?",
])

test_compared_places_still_read = read_as_expected([
    ("Do tomatoes grow better in pots or in raised beds?", ("in pots", "in raised beds")),  # as before
    ("Would it sell better on eBay or at auction?", ("on eBay", "at auction")),  # as before
])

test_present_verb_against_a_prepositions_object_refused = still_refused([
    "Trying to work out for my insurance form if the collection counts as contents or needs a separate specified "
    "items policy",
    "Trying to work out for my tax return if the grant counts as income or needs a separate form",
    "Not sure if this payment qualifies as income or needs a separate declaration",
])

test_base_verbs_still_read = read_as_expected([
    ("Does the collection count as contents or need a separate policy?",
     ("count as contents", "need a separate policy")),  # as before: base verbs after "Does"
])
