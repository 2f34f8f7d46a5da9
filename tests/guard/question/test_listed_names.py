"""Two names of the same kind side by side in an option, with no comma between them, are a list that lost its
comma, so the prompt offers three options and is refused (issue 22, session 29): "should I book Qantas Jetstar or
Virgin for Melbourne to Hobart" read 'Qantas Jetstar' / 'Virgin' before, silently wrong. A brand and its product
("Apple Watch", "Virgin Atlantic", "Google Pixel") is one name and reads as before."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_two_names_of_a_kind_refused = still_refused([
    "should I book Qantas Jetstar or Virgin for Melbourne to Hobart",
    "Toyota Honda or Mazda for reliability?",
    "Netflix Hulu or Peacock for a family of four?",
])

test_one_name_of_two_words_reads = read_as_expected([
    ("Apple Watch or Garmin?", ("Apple Watch", "Garmin")),
    ("Virgin Atlantic or British Airways to London?", ("Virgin Atlantic", "British Airways")),
    ("Google Pixel or iPhone?", ("Google Pixel", "iPhone")),
    ("Mint Mobile vs Visible for rural coverage?", ("Mint Mobile", "Visible")),
])
