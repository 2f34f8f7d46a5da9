"""Prompts typed all in lower case (bench/question_wraps.py --wrap lowercase): names and brands lose their capitals
("should we base ourselves in osaka or kyoto"), so where a capital was the only evidence for an option's edge the
pair is refused rather than silently misread."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A head, a preposition and one word against one bare word, written without capitals: the two names after the
# preposition ("osaka" / "kyoto"), or the whole of A against B ("coffee with milk" / "tea")? Only capitals told.
test_one_word_after_a_preposition_against_one_word_uncased = still_refused([
    "should we base ourselves in osaka or kyoto?",
    "would you run migrations with alembic or atlas on a new project?",
    "do rents in docklands or southbank go up faster?",
    "should i keep passwords in bitwarden or keepass?",
    "do we award the contract to meridian or halvorsen?",
    "should i invoice the client in usd or eur?",
])

test_one_word_after_a_preposition_with_capitals_or_no_name = read_as_expected([
    ("Should we base ourselves in Osaka or Kyoto?", ("Osaka", "Kyoto")),  # as before: the capitals tell
    ("would you run migrations with Alembic or Atlas on a new project?", ("Alembic", "Atlas")),
    ("retries with exponential backoff or a circuit breaker?",  # no name takes "a": the whole of A
     ("retries with exponential backoff", "circuit breaker")),
    ("should we hold the offsite in denver or austin?", ("denver", "austin")),  # as before: a verb leads A
    ("walk in shower or tub?", ("walk in shower", "tub")),  # a one-word head opening the clause: a compound
    ("should we buy the house near the lake or the condo?", ("house near the lake", "condo")),  # determined heads
    ("a publisher offered a 30% rev share. sign with them or self-publish?", ("sign with them", "self-publish")),
    ("do we take the train from paris to amsterdam or fly", ("take the train from paris to amsterdam", "fly")),
])

# A's phrase after its preposition and B open on the same word and differ only after it: those two are the options
# ("september 2027" / "september 2028"), as the capitals showed ("Schedule C" / "Schedule D"), even where B's first
# word is a verb too ("schedule", "store").
test_same_word_after_a_preposition_and_in_b = read_as_expected([
    ("should he start kindergarten in september 2027 or september 2028?", ("september 2027", "september 2028")),
    ("would you book the tickets for row 7 or row 20?", ("row 7", "row 20")),
    ("should i put the kids in swim class 2 or swim class 3?", ("swim class 2", "swim class 3")),
    ("do i report it on schedule c or schedule d?", ("schedule c", "schedule d")),
    ("do we put the old reports in store 12 or store 14?", ("store 12", "store 14")),
])

test_verb_phrases_opening_on_the_same_verb_still_read = read_as_expected([
    ("should we schedule it for monday or schedule it for friday?",
     ("schedule it for monday", "schedule it for friday")),  # as before: A opens on B's word
    ("should i send it by post or post it online?", ("send it by post", "post it online")),  # as before
    ("should i report it on schedule c or move it?", ("report it on schedule c", "move it")),  # as before
    ("should i store it in box 3 or on shelf 4?", ("in box 3", "on shelf 4")),  # as before
])
