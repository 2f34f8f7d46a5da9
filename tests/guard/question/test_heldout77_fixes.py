"""the seventy-seventh held-out part's silent misreads (bench/results/questions_heldout77_first.txt): four read right
or refused by general rules (a title "Ticket to Ride", a named means after "with", a request to write a post asking
the question, "A or B, never both")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A capitalised word, "to" and a capitalised verb closing B is a title ("Ticket to Ride"): B keeps it.
test_title_with_a_capitalised_verb_after_to = read_as_expected([
    ("Catan vs Ticket to Ride as a gateway game for my in-laws", ("Catan", "Ticket to Ride")),
    ("Should I read Dune or Born to Run next?", ("Dune", "Born to Run")),
])

test_to_after_b_without_a_title_still_cut = read_as_expected([
    ("Delta or United to Denver?", ("Delta", "United")),  # as before: a destination
    ("Uber or Lyft to JFK?", ("Uber", "Lyft")),  # as before
])

# A verb, its object and "with" before bare means, names among them: the means are the options.
test_named_means_after_with = read_as_expected([
    ("Can you please help me decide whether to line this coat with Bemberg rayon or silk charmeuse?",
     ("Bemberg rayon", "silk charmeuse")),
    ("whether to season the pan with flaxseed oil or Crisco", ("flaxseed oil", "Crisco")),
    ("Should I clean the deck with Simple Green or bleach?", ("Simple Green", "bleach")),
    ("should I wipe the table with Windex or vinegar", ("Windex", "vinegar")),
])

test_verb_phrase_b_after_named_means_still_read = read_as_expected([
    ("whether to paint the fence with oil stain or leave it bare", ("paint the fence with oil stain", "leave it bare")),
    ("Should I line this coat with Bemberg rayon or return it?", ("line this coat with Bemberg rayon", "return it")),
])

# A request to write a post asking the question, and "A or B, never both": no choice asked of the assistant.
test_drafted_question_and_never_both_refused = still_refused([
    "Draft a Reddit post asking whether to get HO or N scale.",
    "Write a forum post wondering whether to learn Go or Rust.",
    "Please compose a tweet asking whether to adopt a cat or a dog.",
    "My printer either under-extrudes or strings, never both at once.",
    "My cat either naps or hunts; never both at once.",
])

test_email_to_someone_and_not_both_still_read = read_as_expected([
    ("Draft an email to HR asking whether I should take the severance package or the internal transfer.",
     ("severance package", "internal transfer")),  # as before: put to someone
    ("Write a memo asking whether we should hire an agency or train someone on staff.",
     ("hire an agency", "train someone on staff")),  # as before: the asker's own choice
    ("Should I take the bus or the train, not both?", ("bus", "train")),  # as before
])
