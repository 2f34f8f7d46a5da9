"""Session 48's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Read right: a copula's question on two "of" phrases under one head ("Is the price of the car or the price of the house
more important?" read 'car' / 'price of the house'): a subject closing on "of" is no subject, so A keeps its head."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_two_of_phrases_under_one_head_after_a_copula = read_as_expected([
    ("Is the price of the car or the price of the house the thing to worry about?",
     ("price of the car", "price of the house")),
    ("Is the price of the car or the price of the house more important?", ("price of the car", "price of the house")),
    ("Is the colour of the walls or the colour of the floor the bigger decision?",
     ("colour of the walls", "colour of the floor")),
    ("Is the size of the room or the size of the window the main problem?", ("size of the room", "size of the window")),
    ("Is the front of the house or the back of the house sunnier?", ("front of the house", "back of the house")),
])

test_a_copula_subject_before_the_options_stays_read = read_as_expected([
    ("Is the problem the battery or the charger?", ("battery", "charger")),
    ("Is the car or the house the thing to worry about?", ("car", "house")),
    ("Is the mortgage or the car loan the one to pay off first?", ("mortgage", "car loan")),
])
