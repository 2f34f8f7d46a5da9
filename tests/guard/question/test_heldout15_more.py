"""More of the fifteenth held-out part's misreads, fixed by general rules (tested here on other
prompts, none copied from the corpus)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A pictograph (an emoji) ends a lead-in as a punctuation mark would: "long time lurker 🙏 | A or B".
test_an_emoji_ends_a_lead_in = read_as_expected([
    ("first time mom 🙋 stroller or baby carrier for city walks?", ("stroller", "baby carrier")),
    ("long time lurker 🙏 Kindle or Kobo for reading in bed?", ("Kindle", "Kobo")),
    ("total beginner 😅 Python or JavaScript as a first language?", ("Python", "JavaScript")),
    ("Tacos or pizza 🍕 for the party?", ("Tacos", "pizza")),  # and ends B's clause
])

test_emojis_elsewhere_keep_their_reading = read_as_expected([
    ("🐱 Quick one: wet food or dry food for an old cat?", ("wet food", "dry food")),
    ("ps5 or xbox series x for a 10 yr old 🎮", ("ps5", "xbox series x")),
])

# "Heat pump dryer or vented dryer": a word opening the clause that may be a verb or a noun and is no
# choice verb, before two words sharing B's head, may start A's name or be a verb: refused.
test_a_verb_or_noun_before_a_shared_head_is_refused = still_refused([
    "Water filter pitcher or faucet pitcher?",
    "Train set tracks or wooden tracks?",
    "Water softener salt or potassium salt?",
])

test_a_choice_verb_before_a_shared_head_is_still_dropped = read_as_expected([
    ("Buy used car or new car?", ("used car", "new car")),
    ("Rent studio apartment or shared apartment?", ("studio apartment", "shared apartment")),
    ("Should I plant tomato seeds or pepper seeds?", ("tomato seeds", "pepper seeds")),
    ("Heat lamp or heat pad for a reptile?", ("Heat lamp", "heat pad")),
    ("Plant food spikes or liquid food?", ("Plant food spikes", "liquid food")),
])

# A colour (or place adverb) against the one ending A, with a predicate after B that both share
# ("… | red or blue | would look …"): the options are the two colours.
test_colours_before_a_shared_predicate = read_as_expected([
    ("Do you think dyeing my hair red or blue would look better at work?", ("red", "blue")),
    ("Do you think painting the nursery yellow or pale green would feel calmer?", ("yellow", "pale green")),
    ("Do you think having the reception indoors or outdoors would be better?", ("indoors", "outdoors")),
])

test_colour_nouns_keep_their_reading = read_as_expected([
    ("Would a blue or green kitchen be better?", ("blue", "green")),
    ("Would black or white look better?", ("black", "white")),
    ("Is the door red or green?", ("red", "green")),
])

# "in | fall or early spring": B a season with "early" / "late" / "mid" before it, against the
# season ending A after "in": the two seasons (the verb and its "in" are shared).
test_a_season_against_an_early_or_late_season = read_as_expected([
    ("Should I prune roses in winter or early spring?", ("winter", "early spring")),
    ("Do I sow wildflowers in autumn or early spring?", ("autumn", "early spring")),
    ("Should we visit Japan in April or early May?", ("April", "early May")),
])

test_seasons_that_already_read_keep_their_reading = read_as_expected([
    ("Should I travel in early spring or late fall?", ("early spring", "late fall")),
    ("Is it better to fertilize in spring or late summer?", ("spring", "late summer")),
])

# Markdown emphasis around the options ("*A* or *B* dryer", "**A** or **B**"): the marks are no part of
# an option, and B ends where its emphasis closes when A's closes just before the 'or'.
test_emphasis_marks_set_the_options_off = read_as_expected([
    ("*Wool* or *cotton* socks for a long hike?", ("Wool", "cotton")),
    ("**Tesla Model 3** or **Polestar 2** for a long commute?", ("Tesla Model 3", "Polestar 2")),
    ("Should I learn *Rust* or *Go* for backend work?", ("Rust", "Go")),
    ("_Paper_ or _plastic_ bags for the shop?", ("Paper", "plastic")),
])

test_stars_inside_words_stay = read_as_expected([
    ("A* search or Dijkstra for a grid game?", ("A* search", "Dijkstra")),
    ("Is __init__ or __new__ called first?", ("__init__", "__new__")),
])

# A plural's possessive apostrophe closing an option ("at my parents'") is part of it, unless a quote
# opened the option ("'Friends' or …").
test_a_closing_possessive_apostrophe_stays = read_as_expected([
    ("Should we spend Christmas at my parents' or at my in-laws'?", ("at my parents'", "at my in-laws'")),
    ("Should I stay at the Smiths' or the Joneses'?", ("Smiths'", "Joneses'")),
    ("Should I walk to my cousins' or take a cab to the party?", ("walk to my cousins'", "take a cab to the party")),
])

test_closing_quotes_are_still_dropped = read_as_expected([
    ("Should I watch 'Friends' or 'Seinfeld'?", ("Friends", "Seinfeld")),
    ("Should I read 'Dune' or 'Foundation' first?", ("Dune", "Foundation")),
])

# A degree word closing B with no noun after it ("… or Rome | more?") tells how much of the verb, for
# both options; before a noun it is the option's own ("more storage").
test_a_closing_degree_word_is_no_part_of_b = read_as_expected([
    ("Would you enjoy Paris or Rome more?", ("Paris", "Rome")),
    ("Do customers value price or quality most?", ("price", "quality")),
    ("Should I eat fish or chicken less?", ("fish", "chicken")),
])

test_degree_words_before_nouns_stay = read_as_expected([
    ("Would I need more RAM or more storage?", ("more RAM", "more storage")),
    ("Should I get less or more?", ("less", "more")),
    ("Do I need fewer eggs or more eggs?", ("fewer eggs", "more eggs")),
])

# "do better with | A or B": a comparative (or "well") and its preposition before A, B a bare noun
# phrase: the options are the preposition's objects.
test_a_comparative_and_its_preposition_are_no_part_of_a = read_as_expected([
    ("Will my daughter do better with piano or violin?", ("piano", "violin")),
    ("Do you sleep better with a fan or white noise?", ("fan", "white noise")),
    ("Would my son do well at chess club or robotics club?", ("chess club", "robotics club")),
])

test_comparatives_before_parallel_prepositions_stay = read_as_expected([
    ("Would my dog do better in a crate or in a playpen?", ("in a crate", "in a playpen")),
    ("Will I do better with Python or Java?", ("Python", "Java")),
])

# "… now or wait | for another month": A names its own time, so B's "for" + duration is B's own; without
# one it is how long, for both ("… or sublet | for the remaining 5 months").
test_a_duration_after_b_is_its_own_when_a_has_its_time = read_as_expected([
    ("Should we list the house now or wait for another month?", ("list the house now", "wait for another month")),
    ("Should I quit now or stay for two more years?", ("quit now", "stay for two more years")),
])

test_a_duration_for_both_is_still_cut = read_as_expected([
    ("Should I sell the condo or sublet for the remaining 5 months?", ("sell the condo", "sublet")),
])

# "start over | with …": "over" / "in" right after B's verb is a particle of it, so the "with" / "for"
# phrase after it is B's own.
test_a_phrase_after_a_particle_of_b_is_bs_own = read_as_expected([
    ("Should I keep this save or start over with a new character?",
     ("keep this save", "start over with a new character")),
    ("Should I finish the puzzle or start over with a fresh one?",
     ("finish the puzzle", "start over with a fresh one")),
])

test_phrases_after_other_words_of_b_keep_their_reading = read_as_expected([
    ("Should I stay at my job or move on with a startup?", ("stay at my job", "move on with a startup")),
])

# "… | now that spring is here": a clause of reason opened by "now that" ends verb phrase B.
test_now_that_ends_b = read_as_expected([
    ("Should I rewrite the report or start over with a new outline now that the data changed?",
     ("rewrite the report", "start over with a new outline")),
    ("Should I sell the bike or fix it up now that spring is here?", ("sell the bike", "fix it up")),
    ("Should we keep renting or buy a house now that rates dropped?", ("keep renting", "buy a house")),
])

# "move in | with …": B's verb, a particle and a preposition is a phrasal verb with a complement of its
# own, so no object is shared with A's lone verb, and the phrase stays B's.
test_a_phrasal_verb_with_its_own_complement_is_not_shared = read_as_expected([
    ("Should I stay or move in with my girlfriend?", ("stay", "move in with my girlfriend")),
    ("Should I call or check in with my manager?", ("call", "check in with my manager")),
    ("Should I rent or move back in with my parents?", ("rent", "move back in with my parents")),
])

test_shared_objects_still_leave_the_verb_alone = read_as_expected([
    ("Should I rent or buy a house with my partner?", ("rent", "buy")),
])

# "go with | cash back card or travel card": B's first word may be a verb or a noun, but B ends with
# A's head written again after a noun of A's own, so both are noun phrases.
test_a_head_written_again_makes_b_a_noun_phrase = read_as_expected([
    ("Should we go with a cash back card or travel card?", ("cash back card", "travel card")),
    ("Should I go with the premium gas card or travel card?", ("premium gas card", "travel card")),
    ("Should I pick a big city apartment or study apartment?", ("big city apartment", "study apartment")),
])

test_verb_phrases_with_a_repeated_object_stay = read_as_expected([
    ("Should I walk dogs or train dogs?", ("walk dogs", "train dogs")),
    ("Should I get a student loan or work part time?", ("get a student loan", "work part time")),
])

# "a pour over | this winter": a preposition before a time adverbial has no object there; it is a
# particle of the word before it, kept in B, and the time is both's.
test_a_particle_before_a_closing_time_stays_in_b = read_as_expected([
    ("Should we get a French press or a pour over this winter?", ("French press", "pour over")),
    ("Should I get an espresso machine or a pour over next month?", ("espresso machine", "pour over")),
])

test_prepositions_with_objects_keep_their_reading = read_as_expected([
    ("Should I buy a drip machine or a pour over for the office?", ("drip machine", "pour over")),
    ("Should I hand over the keys or wait?", ("hand over the keys", "wait")),
])

# "Make your own pasta or …": a verb of making before "your own" / "my own" is part of option A (the
# making is the option); a choice verb before it is not ("use | my own laptop").
test_a_verb_before_your_own_stays_in_a = read_as_expected([
    ("Make your own pasta or store-bought pasta?", ("Make your own pasta", "store-bought pasta")),
    ("Should I bring my own lunch or buy lunch?", ("bring my own lunch", "buy lunch")),
    ("Roll your own cigarettes or buy packs?", ("Roll your own cigarettes", "buy packs")),
])

test_a_choice_verb_before_my_own_is_still_dropped = read_as_expected([
    ("Use my own laptop or a company laptop?", ("my own laptop", "company laptop")),
    ("Should I use my own car or a rental car?", ("my own car", "rental car")),
])
