"""Session 40's fixes outside the blind parts' own test files.

Two silent misreads session 39's fixers met outside the corpus and left: "own" after a possessive taken for the
verb two named subjects share ("Will Calendly or Google's | own tool sync …" read B as "Google's"), and a manner
clause closing the sentence kept in B ("… or XLSX the way payroll wants"; "… or cash the way" when B's clause was cut
inside it)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_own_after_possessive_is_no_verb = read_as_expected([
    ("Will Calendly or Google's own tool sync with my Outlook calendar?", ("Calendly", "Google's own tool")),
    ("Does Calendly or Google's own tool sync better with Outlook?", ("Calendly", "Google's own tool")),
    ("Do store brands or my own mix work better?", ("store brands", "my own mix")),
    ("Will Calendly or Google's tool sync better with Outlook?", ("Calendly", "Google's tool")),  # as before
    ("Do renters or people who own their home pay more tax?", ("renters", "people who own their home")),  # the verb
])

test_manner_clause_after_b_is_both_options = read_as_expected([
    ("Should I send CSV or XLSX the way payroll wants?", ("CSV", "XLSX")),
    ("Should I pay by card or cash the way my landlord prefers?", ("pay by card", "cash")),
    ("Is it better to use tabs or spaces the way the team does?", ("use tabs", "spaces")),
])

test_the_way_of_b_own_stays = read_as_expected([
    ("Should I repaint the door or leave it the way it is?", ("repaint the door", "leave it the way it is")),
    ("Should I follow the map or go the way we came?", ("follow the map", "go the way we came")),
    ("Do I cut it short or style it the way I like it?", ("cut it short", "style it the way I like it")),
])
