"""the hundredth held-out part's 9 silent misreads (bench/results/questions_heldout100_first.txt): read right by
general rules, or refused where the form alone cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A title's run of capitals after B, joined by small lower-case words, when A is a title of that form or B's last
# word a capitalised verb ("Sunrise | on the Reaping", "Send | to Kindle"): the rest of B's name.
test_titled_run = read_as_expected([
    ("Just finished the Hunger Games trilogy. Loved it. Ballad of Songbirds and Snakes or Sunrise on the Reaping next?",
     ("Ballad of Songbirds and Snakes", "Sunrise on the Reaping")),
    ("sideload epubs with Calibre or with Send to Kindle for a Paperwhite?", ("with Calibre", "with Send to Kindle")),
    ("transfer books with Calibre or with Send to Kindle?", ("with Calibre", "with Send to Kindle")),
])

test_titled_run_unchanged = read_as_expected([
    ("fly Delta or United to Denver?", ("Delta", "United")),  # as before: A no title, B no base verb
    ("take Lyft or Uber to the Airport?", ("Lyft", "Uber")),  # as before
    ("Wings of Fire or Guardians of Ga'Hoole next?", ("Wings of Fire", "Guardians of Ga'Hoole")),  # as before
])

# A bare verb B against a name A, a preposition and a name closing the sentence: the verb's own complement.
test_verb_to_name = read_as_expected([
    ("Dune Messiah or skip to Children of Dune?? (be honest)", ("Dune Messiah", "skip to Children of Dune")),
    ("Mistborn or skip to The Alloy of Law?", ("Mistborn", "skip to The Alloy of Law")),
    ("Dune Messiah or jump to Children of Dune?", ("Dune Messiah", "jump to Children of Dune")),
])

test_verb_to_name_unchanged = read_as_expected([
    ("Dune Messiah or skip to the end?", ("Dune Messiah", "skip")),  # as before: no name after the preposition
])

# A and B opening on one preposition, A holding its noun's own phrase: the phrase closing the sentence after B's
# noun is B's own ("with a foreword by a famous author or with blurbs | from peers").
test_twin_prep_phrase = read_as_expected([
    ("Does a book sell more copies with a foreword by a famous author or with blurbs from peers?",
     ("with a foreword by a famous author", "with blurbs from peers")),
    ("Is it better to bake with a mix of flours or with spelt from the mill?",
     ("with a mix of flours", "with spelt from the mill")),
])

test_twin_prep_phrase_unchanged = read_as_expected([
    ("with a foreword or with blurbs from peers?", ("with a foreword", "with blurbs")),  # as before: A no phrase
    ("with a foreword by a famous author or with blurbs for the launch?",
     ("with a foreword by a famous author", "with blurbs")),  # as before: a purpose, both's
])

# B's own words repeated after ", and", twice at least: one name repeating a word, not a list of the same option.
test_repeated_name = read_as_expected([
    ("Our club is split between Demon Copperhead and Tomorrow, and Tomorrow, and Tomorrow for March.",
     ("Demon Copperhead", "Tomorrow, and Tomorrow, and Tomorrow")),
    ("Should we pick Beloved or Tomorrow, and Tomorrow, and Tomorrow for book club?",
     ("Beloved", "Tomorrow, and Tomorrow, and Tomorrow")),
])

test_repeated_name_unchanged = read_as_expected([
    ("Should we read Beloved or Tomorrow, and then Dune?", ("Beloved", "Tomorrow")),  # as before
    ("Is it between Paris and Rome, and Rome wins?", ("Paris", "Rome")),  # as before: one repeat, a clause
])

# A capitalised B cut at a comma before names joined by "and", each may take "the", the clause closing on an order
# word ("… or The Lion, | the Witch and the Wardrobe first"): one title with commas, or more options? refused.
test_listed_after_b_with_articles_refused = still_refused([
    "I got the box set for Christmas and I'm wondering whether to read The Magician's Nephew or The Lion, the Witch "
    "and the Wardrobe first.",
    "Should I read Dune or The Lion, the Witch and the Wardrobe next?",
    "Should I listen to Neil Young or Crosby, Stills and Nash?",  # as before
])

test_listed_after_b_unchanged = read_as_expected([
    ("Python or Go, Sam and I are debating", ("Python", "Go")),  # as before: the words run on
    ("Should I read Dune or Emma, the one Sam lent me?", ("Dune", "Emma")),  # as before
])

# Counts one apart after "of", before a plural noun: a rough size, not two options.
test_rough_count_refused = still_refused([
    "Is a book club of 8 or 9 people too big for a living room?",
    "Is a team of 4 or 5 engineers enough for this?",  # as before
])

test_counts_offered_unchanged = read_as_expected([
    ("Min staffing of 4 or 5 on the overnight — which is defensible if we get audited?", ("4", "5")),  # as before
    ("a pack of 25 or 50 thank-you cards for a 180-guest wedding", ("25", "50")),  # as before: not one apart
    ("Should we invite 8 or 9 people?", ("8", "9")),  # as before: no "of"
])

# A preposition and an article opening A against a bare noun phrase B of two words or more: the preposition is
# both's ("goes out under a | CC BY license or standard all-rights-reserved copyright").
test_articled_prep = read_as_expected([
    ("We need to decide by Friday if the anthology goes out under a CC BY license or standard all-rights-reserved "
     "copyright.", ("CC BY license", "standard all-rights-reserved copyright")),
    ("I wonder if the novel goes out under a pen name or full legal name.", ("pen name", "full legal name")),
    ("Should we go after the school district job or the hospital parking garage job this quarter?",
     ("school district job", "hospital parking garage job")),  # refused before
])

test_articled_prep_unchanged = read_as_expected([
    ("Should we sell tickets at the door or online only?", ("at the door", "online only")),  # as before
    ("should the car seats go in the middle or behind the passenger?", ("in the middle", "behind the passenger")),
    ("We need to decide if the anthology goes out under a license or without one.",
     ("under a license", "without one")),  # as before
])

# B's opening noun repeated after a preposition in A, past a participle: the two kinds of that noun.
test_echoed_noun = read_as_expected([
    ("Do you get more reading done with books from the library or books you own?",
     ("books from the library", "books you own")),
    ("Do you get more work done with music from a playlist or music you know?",
     ("music from a playlist", "music you know")),
])

test_echoed_noun_unchanged = read_as_expected([
    ("rice with beans or beans with rice?", ("rice with beans", "beans with rice")),  # as before
])

# Refusals of the part now read right.

# A verb after "a"/"an" and a modifier closing B is the articled noun, not a verb ("to an external | drive").
test_articled_noun_like_verb = read_as_expected([
    ("back up my manuscript to Dropbox or to an external drive every night?", ("to Dropbox", "to an external drive")),
    ("sync my notes to iCloud or to a portable drive every day?", ("to iCloud", "to a portable drive")),
])

test_articled_noun_like_verb_unchanged = read_as_expected([
    ("save the photos to iCloud or to an external drive?", ("to iCloud", "to an external drive")),  # as before
])

# A verb phrase closing on "in between" against a time preposition's B: the two times, the verb both's.
test_in_between = read_as_expected([
    ("Please can you tell me whether I should read the Expanse novellas in between the main books or after them?",
     ("in between the main books", "after them")),
    ("Can you tell me whether I should watch the Marvel shorts in between the main films or after them?",
     ("in between the main films", "after them")),
])

test_in_between_unchanged = read_as_expected([
    ("Should I read the Expanse novellas in between the main books or skip them?",
     ("read the Expanse novellas in between the main books", "skip them")),  # as before: B a verb phrase
    ("Should I eat snacks in between meals or after dinner?", ("in between meals", "after dinner")),  # as before
])

# A manner "by <noun>" and its place closing A against "straight" and its own place: the two ways, the verb both's.
test_manner_led = read_as_expected([
    ("Do you write your first draft by hand in a notebook or straight on the laptop?",
     ("by hand in a notebook", "straight on the laptop")),
    ("Should I sketch the plan by hand on paper or straight in the app?", ("by hand on paper", "straight in the app")),
])

test_manner_led_still_refused = still_refused([
    "Should I sketch the plan on paper or straight in the app?",  # as before: no manner before A's place
    "Do you write by hand in a notebook or straight on the laptop and then edit?",  # as before: B's phrase runs on
])

# A reported choice closing on "…, and (honestly) I have no idea.": the asker cannot tell, so it asks.
test_no_idea_close = read_as_expected([
    ("The designer asked if we want the cover title in a serif or a sans serif, and honestly I have no idea.",
     ("serif", "sans serif")),
    ("My landlord asked if we want the walls in white or grey, and I have no idea.", ("white", "grey")),
])

test_no_idea_close_still_refused = still_refused([
    "My landlord asked if we want the walls in white or grey, and I said grey.",  # as before: a choice told
    "My landlord asked if we want the walls in white or grey, and I have no idea why he asked.",  # as before
])

# "A or B —" as a heading before a case of no clause, as "A vs B:" is: a forum title asking which.
test_or_heading = read_as_expected([
    ("LIBRARY OR BUY — new Sally Rooney, 200+ holds at my branch", ("LIBRARY", "BUY")),
    ("rent or buy — 2 bed condo in Austin", ("rent", "buy")),
    ("rent vs buy: 2 bed condo in Austin", ("rent", "buy")),  # as before
])

test_or_heading_still_refused = still_refused([
    "Tea or coffee — the meeting is at 9.",  # as before: a clause, a full stop
    "Tea or coffee — she drinks both",  # as before: a clause
    "Visa or Mastercard -- accepted at all locations",  # as before: a predicate told of both
])
