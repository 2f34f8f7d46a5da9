"""the sixty-fourth held-out part's 13 silent misreads (bench/results/questions_heldout64_first.txt): nine read right
by general rules, the three asking no choice ("… in the next day or two", a drafting task, "…, whatever looked
better") refused as they should be, and "Monograph or thesis by publication?" refused (B's variant, or both's
means?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "a/next/another <time noun> or two" closing the clause: a rough span of time, not two options.
test_rough_span_closing_the_clause = still_refused([
    "can you look over my cover letter in the next day or two",
    "can you reply in the next hour or two",
    "should we push the release another week or two?",
    "over the next month or two, should I hire?",
])

test_counts_that_are_options_still_read = read_as_expected([
    ("a cat or two kittens?", ("cat", "two kittens")),  # as before
    ("the next day or the day after?", ("next day", "day after")),  # as before
])

# A pair told with "whatever" / "whichever" and a past verb, no question mark: told of, not asked.
test_pair_told_as_chosen_by_whim = still_refused([
    "Figure 2 uses viridis or magma for the heatmaps, whatever looked better at the time.",
    "We took the bus or a cab, whichever came first.",  # as before
    "The old script used pandas or polars, whichever was installed.",  # as before
])

test_whatever_asked_still_read = read_as_expected([
    ("viridis or magma for the heatmaps, whatever looked better?", ("viridis", "magma")),  # as before
])

# A drafting task mentioning "suggestions" / "recommendations": the noun asks the assistant no advice.
test_drafting_task_with_suggestions_refused = still_refused([
    "Draft an email to my co-authors asking for objections to the author order or suggestions for the title by "
    "Friday.",
    "Write a note asking for suggestions or corrections by Monday.",
    "Draft a memo asking for recommendations or objections.",
])

test_advice_asked_in_a_task_still_read = read_as_expected([
    ("Write a reply, what do you suggest, the train or the bus?", ("train", "bus")),  # as before
])

# "go under X or Y": the placing "under" is no part of A (as "go in X or Y").
test_placing_under_dropped = read_as_expected([
    ("Hi Prof. Lindqvist,\nI've drafted the budget justification for the Wellcome application. I wasn't sure about "
     "one thing: should the RA salary go under Staff Costs or Research Expenses?\nBest,\nMaya",
     ("Staff Costs", "Research Expenses")),
    ("should I put it under Travel or Equipment?", ("Travel", "Equipment")),
    ("should I file this under Bugs or Features?", ("Bugs", "Features")),
    ("should this line item sit under Equipment or Consumables?", ("Equipment", "Consumables")),
])

test_under_against_another_preposition_kept = read_as_expected([
    ("should we hide it under the desk or behind the sofa?", ("under the desk", "behind the sofa")),  # as before
    ("should the RA salary go under Staff Costs or under Research Expenses?",
     ("under Staff Costs", "under Research Expenses")),  # as before
])

# B opening with a hyphenated verb whose twin stands a few words before A ("group-house them | 4 per cage or
# single-house"): A starts at the twin.
test_a_starts_at_the_hyphenated_twin = read_as_expected([
    ("The mice arrive Monday. Housing is tight. Do we group-house them 4 per cage or single-house for the feeding "
     "study?", ("group-house them 4 per cage", "single-house")),
    ("Do we hand-feed them twice a day or tube-feed?", ("hand-feed them twice a day", "tube-feed")),
])

test_hyphenated_twins_already_read = read_as_expected([
    ("should I group-house them or single-house them?", ("group-house them", "single-house them")),  # as before
    ("do we house them 4 per cage or 2 per cage?", ("4 per cage", "2 per cage")),  # as before
])

# A word joined by "and" to a listed verb opens a verb-phrase B ("reformat and send it …"), so A keeps its verb.
test_word_joined_to_a_verb_is_a_verb = read_as_expected([
    ("do we appeal the desk rejection or reformat and send it somewhere else",
     ("appeal the desk rejection", "reformat and send it somewhere else")),
    ("do we fix the bug now or triage and ship the release?", ("fix the bug now", "triage and ship the release")),
])

test_nouns_joined_by_and_still_nouns = read_as_expected([
    ("should we order the pizza or fish and chips?", ("pizza", "fish and chips")),  # as before
    ("should we buy the cake or flour and eggs?", ("cake", "flour and eggs")),  # as before
])

# A B of a verb and "it" / "them": the phrase after it is B's own (a manner, a medium; a span "until …" against an A
# put first).
test_phrase_after_verb_and_pronoun_is_b_own = read_as_expected([
    ("Is it faster to vectorize this loop with numpy or rewrite it in Cython?",
     ("vectorize this loop with numpy", "rewrite it in Cython")),
    ("I'm using Overleaf with a shared bib. Half the entries are from Google Scholar and have messy keys. Better "
     "BibTeX auto-keys or clean them by hand?", ("Better BibTeX auto-keys", "clean them by hand")),
    ("better to write the intro first or to leave it until the results are done?",
     ("write the intro first", "leave it until the results are done")),
    ("should I fix the script or rewrite it from scratch?", ("fix the script", "rewrite it from scratch")),
])

test_purpose_or_time_after_verb_and_pronoun_still_cut = read_as_expected([
    ("should I keep the car or sell it to pay the loan?", ("keep the car", "sell it to pay the loan")),  # as before
    ("Should I sell my stock options now or hold them until they vest fully?",
     ("sell my stock options now", "hold them")),  # as before
])

# One participle B against a noun phrase after "be": its placing phrase is its own ("folded | into the intro").
test_participle_b_keeps_its_place = read_as_expected([
    ("Wondering whether the lit review should be its own chapter or folded into the intro, what does the grad "
     "handbook usually expect?", ("its own chapter", "folded into the intro")),
    ("should the appendix be its own section or merged into chapter 2?", ("its own section", "merged into chapter 2")),
    ("should the FAQ be a separate page or folded into the docs?", ("separate page", "folded into the docs")),
    ("should the data be a separate table or merged with the main one?",
     ("separate table", "merged with the main one")),
])

test_participle_b_with_a_time_still_cut = read_as_expected([
    ("should the report be a separate doc or merged by Friday?", ("separate doc", "merged")),
    ("should the report be stapled or folded into the envelope?", ("stapled", "folded")),  # as before
])

# A place after B's object when A's object is the asker's ("from our lab" / "from the partner lab | in Kyoto").
test_place_after_b_against_a_possessed_object = read_as_expected([
    ("a corresponding author from our lab or a corresponding author from the partner lab in Kyoto?",
     ("corresponding author from our lab", "corresponding author from the partner lab in Kyoto")),
    ("should the first author be a student from my group or a student from the lab in Boston?",
     ("student from my group", "student from the lab in Boston")),
    ("a postdoc from our department or a postdoc from the institute in Heidelberg?",
     ("postdoc from our department", "postdoc from the institute in Heidelberg")),
])

test_place_after_b_against_a_named_object_as_before = read_as_expected([
    ("a room at the Hilton or a room at the Marriott in Boston?",
     ("room at the Hilton", "room at the Marriott in Boston")),  # as before
])

# "et al." is an abbreviation: its full stop ends no sentence.
test_et_al_ends_no_sentence = read_as_expected([
    ("Can you explain whether I should cite the preprint or the published version of Smith et al. (2023) in the lit "
     "review?", ("preprint", "published version of Smith et al. (2023)")),
    ("Should I follow Smith et al. or Jones et al. for the protocol?", ("Smith et al.", "Jones et al.")),
    ("Do I cite Lee et al. (2019) or Park et al. (2020) for this claim?", ("Lee et al. (2019)", "Park et al. (2020)")),
])

# "A or B by <bare noun>?" between two bare words: a variant of B's ("thesis by publication") or both's means.
test_by_variant_refused = still_refused([
    "Monograph or thesis by publication?",
    "monograph or thesis by publication",
    "cash or check by mail?",
])

test_by_time_or_adverbial_still_read = read_as_expected([
    ("email or phone by Friday?", ("email", "phone")),  # as before
    ("Zelle or Venmo by default?", ("Zelle", "Venmo")),  # as before
    ("cash or card by the hour?", ("cash", "card")),  # as before
])
