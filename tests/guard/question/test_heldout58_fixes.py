"""the fifty-eighth held-out part's silent misreads (bench/results/questions_heldout58_first.txt): seven read right by
general rules, one ("the 18V or the 20V Max line") refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A name single-quoted after its head keeps its closing quote ("Thuja 'Green Giant'"), not only after a verb.
test_quoted_name_after_its_head = read_as_expected([
    ("Deciding between Hydrangea paniculata 'Limelight' and 'Little Lime' for a 4 ft wide spot",
     ("Hydrangea paniculata 'Limelight'", "Little Lime")),
    ("Would you be so kind as to tell me if Thuja 'Green Giant' or Leyland cypress makes a better privacy screen?",
     ("Thuja 'Green Giant'", "Leyland cypress")),
    ("Should I plant Rosa 'Iceberg' or Rosa 'Peace' along the fence?", ("Rosa 'Iceberg'", "Rosa 'Peace'")),
    ("should I get the Thuja 'Emerald Green' or boxwood for the hedge?", ("Thuja 'Emerald Green'", "boxwood")),
])

test_possessive_end_still_cut = read_as_expected([
    ("Should I plant the roses by my parents' or the shed?", ("my parents'", "shed")),  # session 37: the places
])

# Two amounts of one unit, a capitalized name and a lower-case head after B's ("the 18V or the 20V Max line"): the
# name may be B's own or both's (as "Pentastar" in "the 2.4 or the 3.6 Pentastar engines"): refused.
test_name_between_amount_and_head_refused = still_refused([
    "Looking for input on whether the 18V or the 20V Max line makes more sense if I already own two DeWalt batteries",
    "should I get the 12V or the 18V Fuel drill?",
    "the 256GB or 512GB Pro model",
])

test_amounts_without_a_name_still_read = read_as_expected([
    ("should I get the 12V or the 18V drill?", ("12V", "18V")),  # as before
    ("16GB or 32GB of RAM?", ("16GB", "32GB")),  # as before
    ("512GB or the 1TB Steam Deck", ("512GB", "1TB")),  # as before
])

# "getting rid of …": "getting" and a participle are a verb phrase, so A's "with" phrase is the means.
test_getting_rid_of_with_means = read_as_expected([
    ("getting rid of fungus gnats with BTI dunks or sticky traps", ("BTI dunks", "sticky traps")),
    ("getting rid of aphids with neem oil or insecticidal soap?", ("neem oil", "insecticidal soap")),
    ("Is getting rid of mice with snap traps or a cat more humane?", ("snap traps", "cat")),
])

# An orientation's phrase against a bare orientation: A starts at its orientation.
test_orientation_against_orientation = read_as_expected([
    ("installing the hardwood parallel to the joists or perpendicular?", ("parallel to the joists", "perpendicular")),
    ("lay the tile diagonal to the wall or parallel?", ("diagonal to the wall", "parallel")),
    ("should the boards run perpendicular to the joists or diagonally?",
     ("perpendicular to the joists", "diagonally")),
    ("Should I lay the planks parallel to the long wall or perpendicular?",
     ("parallel to the long wall", "perpendicular")),
])

test_noun_after_an_orientation_still_read = read_as_expected([
    ("installing the hardwood parallel to the joists or the subfloor seams?",  # as before
     ("joists", "subfloor seams")),
])

# A gerund's means after "by" against a gerund: the means are the options, the goal before "by" shared.
test_means_after_by = read_as_expected([
    ("insulating the attic by blowing in cellulose or rolling out fiberglass batts",
     ("blowing in cellulose", "rolling out fiberglass batts")),
    ("cooling the bedroom by running a fan or opening the windows?", ("running a fan", "opening the windows")),
    ("paying off the card by consolidating the debt or making extra payments",
     ("consolidating the debt", "making extra payments")),
])

test_by_and_a_noun_still_read = read_as_expected([
    ("learning Spanish by immersion or taking classes",  # as before
     ("learning Spanish by immersion", "taking classes")),
])

# A note's asker and an asking verb's -ing form before two capitalized names: the names are the options.
test_names_after_an_asking_verb = read_as_expected([
    ("WO-4471: customer asking Bosch GCM12SD or Milwaukee 2734-20 for trim work", ("Bosch GCM12SD",
                                                                                  "Milwaukee 2734-20")),
    ("Ticket 88: client asking Makita or DeWalt for the framing crew", ("Makita", "DeWalt")),
    ("note: homeowner wanting Trex or Azek for the deck", ("Trex", "Azek")),
    ("customer deciding Sonos or Bose for the living room?", ("Sonos", "Bose")),
])

# One material after A's preposition, B ending in a material: the materials are the options.
test_two_materials = read_as_expected([
    ("Houseplant Q: Pilea peperomioides in terracotta or glazed ceramic? [photo attached]",
     ("terracotta", "glazed ceramic")),
    ("Monstera in terracotta or plastic?", ("terracotta", "plastic")),
])

test_material_against_a_noun_still_read = read_as_expected([
    ("Pilea in a terracotta pot or glazed ceramic?", ("terracotta pot", "glazed ceramic")),  # as before
])

# Two verb phrases, A keeping a preposition phrase of its own after its object: B's preposition phrase is B's own.
test_own_phrase_of_b_against_a_placed_verb_phrase = read_as_expected([
    ("Rip out the carpet on the stairs or install runners over it?",
     ("Rip out the carpet on the stairs", "install runners over it")),
    ("Do we tent the house for drywood termites or spot treat with orange oil",
     ("tent the house for drywood termites", "spot treat with orange oil")),
    ("Do we pull up the tile in the bathroom or lay vinyl over it?",
     ("pull up the tile in the bathroom", "lay vinyl over it")),
])

test_shared_context_after_nouns_still_cut = read_as_expected([
    ("Should I store the bike in the garage or the shed for the winter?", ("garage", "shed")),  # as before
    ("Do we replace the roof on the garage or patch it for now?",
     ("replace the roof on the garage", "patch it for now")),  # as before
])

# Two names of two words or more as a compound subject before an -s verb and a comparative: B ends at its name.
test_two_word_names_before_an_s_verb = read_as_expected([
    ("whether Zinsser BIN or Kilz Original blocks smoke stains better", ("Zinsser BIN", "Kilz Original")),
    ("whether Behr Premium or Valspar Ultra covers dark walls better", ("Behr Premium", "Valspar Ultra")),
    ("whether Honda Civic or Toyota Corolla holds its value better", ("Honda Civic", "Toyota Corolla")),
])

test_one_word_name_before_a_plural_still_read = read_as_expected([
    ("Do you know if a Thundershirt or CBD treats calm an anxious dog better during fireworks?",
     ("Thundershirt", "CBD treats")),  # as before
    ("Do Sony or Nikon batteries last longer in the cold?", ("Sony", "Nikon batteries")),  # as before
    ("Is Zinsser BIN or Kilz Original primer better?", ("Zinsser BIN", "Kilz Original primer")),  # as before
])

# A word, its determined object and a time ("solarize the bed this summer") against "just" and a verb phrase: A is a
# verb phrase from that word (a noun takes no such time).
test_timed_verb_phrase_against_just = read_as_expected([
    ("should we solarize the bed this summer or just sheet mulch with cardboard",
     ("solarize the bed this summer", "just sheet mulch with cardboard")),
    ("should I overseed the lawn this fall or just topdress with compost?",
     ("overseed the lawn this fall", "just topdress with compost")),
    ("do we sandblast the deck this spring or just power wash it?",
     ("sandblast the deck this spring", "just power wash it")),
])

test_just_and_a_noun_still_read = read_as_expected([
    ("should I invite my mom to the birth or just my partner", ("my mom to the birth", "just my partner")),  # as before
])
