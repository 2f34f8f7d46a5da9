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
