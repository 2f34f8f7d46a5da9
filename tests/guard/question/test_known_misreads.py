"""Misreads found outside the corpus (read silently wrong before), fixed by general rules in
forms/_placed_object.py and forms/_manner.py and tested here on other prompts of the same forms too."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# A verb of placing or sending, its object and a preposition: a bare noun phrase B of the same kind as the
# preposition's object (names both, or the same determiner) makes everything up to the preposition a shared lead.
test_placed_object_is_a_shared_lead = read_as_expected([
    ("Should I back up my photos to Dropbox or iCloud?", ("Dropbox", "iCloud")),
    ("Should I put the plant by the window or the door?", ("window", "door")),
    ("Should I sync my notes to iCloud or Google Drive?", ("iCloud", "Google Drive")),
    ("Should I keep the bike in the garage or the shed?", ("garage", "shed")),
    ("Should I send the package to my office or my house?", ("my office", "my house")),
    ("should I deploy my app to Vercel or Netlify", ("Vercel", "Netlify")),
])

# A noun modified by its own phrase, the verb not one of placing: the phrase stays A's own.
test_own_phrase_of_a_noun_stays = read_as_expected([
    ("Should I buy a house with a pool or a condo?", ("house with a pool", "condo")),
    ("Should I rent the house by the lake or the apartment?", ("house by the lake", "apartment")),
])

# After a copula, "in" and a place's name between a noun phrase B and a closing comparative is said of both.
test_shared_place_before_a_comparative = read_as_expected([
    ("Is a heat pump or a furnace in Minnesota better?", ("heat pump", "furnace")),
    ("Is a condo or a house in Austin cheaper?", ("condo", "house")),
    ("Is a heat pump or a furnace in Minnesota cheaper to run?", ("heat pump", "furnace")),
    ("Is a heat pump or a furnace in Minnesota more efficient?", ("heat pump", "furnace")),
    ("Is a Tesla or a Prius in Canada more reliable?", ("Tesla", "Prius")),
])

# "be" and a participle against a verb's base form: "be" is A's own.
test_passive_be_belongs_to_a = read_as_expected([
    ("Should the kids be driven or take the bus?", ("be driven", "take the bus")),
    ("Should the kids be homeschooled or go to public school?", ("be homeschooled", "go to public school")),
    ("Should the deck be stained or painted?", ("stained", "painted")),
])

# "book through Expedia or Delta directly": by the corpus's convention an adverbial after B that is B's own
# ("to the manufacturer directly") stays in B, so this read is right as it is.
test_own_adverb_after_b_stays = read_as_expected([
    ("Should I book through Expedia or Delta directly?", ("Expedia", "Delta directly")),
])

# B a prepositional adverbial A lacks, A the verb's object with its own adverbial: the object is shared.
test_own_adverbial_of_a_shared_object = read_as_expected([
    ("Should I put the couch near the window or against the wall?", ("near the window", "against the wall")),
    ("Should I hang the TV on the wall or above the fireplace?", ("on the wall", "above the fireplace")),
    ("Should I sell my car privately or through a dealer?", ("privately", "through a dealer")),
    ("Should I pay my taxes monthly or at the end of the year?", ("monthly", "at the end of the year")),
])

# A ratio against a prepositional phrase: refused once (the form check could not match their kinds); a ratio of
# shares is a way of splitting as the "by" phrase is (since the embedded refusals of parts 61-73).
test_ratio_against_a_prepositional_phrase = read_as_expected([
    ("Should we split rent 50/50 or by income?", ("50/50", "by income")),
    ("Should we split chores 50/50 or by preference?", ("50/50", "by preference")),
])
