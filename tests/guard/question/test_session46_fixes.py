"""Session 46's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Read right: an "every" frequency closing A's verb phrase against B's frequency ("water the lawn | every day for 10
minutes or twice a week for an hour" kept the object in A), with A's own duration keeping B's.

Read right: a hypothetical's subject and its conjunction left in A ("Would my boss be annoyed if I | emailed or
called about the raise?" read 'annoyed if I emailed'; "Would it matter if we | drove or flew?").

Refused: a clause of time or condition as B against A the object of a preposition ("heat the house all day on | low
or only when we're home" read 'low')."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_every_frequency_against_bs_frequency = read_as_expected([
    ("Is it better to water the lawn every day for 10 minutes or twice a week for an hour?",
     ("every day for 10 minutes", "twice a week for an hour")),
    ("Should the kids practise piano every day for 15 minutes or twice a week for an hour?",
     ("every day for 15 minutes", "twice a week for an hour")),
    ("Should I walk the dog every morning for 20 minutes or twice a day for 10?",
     ("every morning for 20 minutes", "twice a day for 10")),
    ("Is it better to wash your hair every other day or twice a week?", ("every other day", "twice a week")),
    ("Is it better to feed a puppy every 4 hours or three times a day?", ("every 4 hours", "three times a day")),
    ("Should kids see the dentist every six months or once a year if they've never had a cavity?",
     ("every six months", "once a year")),  # B's own clause of condition is cut, as before
    ("Do I water succulents every week or once a month in winter?", ("every week", "once a month")),  # as before
])

test_a_clause_against_a_prepositions_object = still_refused([
    "Is it cheaper to heat the house all day on low or only when we're home?",
    "Is it better to run the heating on a timer or only when it's cold?",
    "Should I keep the fan on high or just when I'm in the room?",
])

test_a_clause_against_a_whole_phrase_stays_read = read_as_expected([
    ("Should we eat before the show or after it ends?", ("before the show", "after it ends")),  # as before
    ("Should I leave it on standby or unplug it when I go to bed?", ("leave it on standby", "unplug it")),
])

test_a_hypotheticals_subject_left_in_a = read_as_expected([
    ("Would my boss be annoyed if I emailed or called about the raise?", ("emailed", "called about the raise")),
    ("Would it look bad if I declined or accepted the second interview?",
     ("declined", "accepted the second interview")),
    ("Would my boss care if I emailed him or called him?", ("emailed him", "called him")),  # as before
    ("Would it matter if we drove or flew?", ("drove", "flew")),  # a common irregular past form
    # base forms are two verb phrases, each with its own clause
    ("Do I stop the car if I feel sleepy or keep going to the next services?",
     ("stop the car if I feel sleepy", "keep going to the next services")),
    ("Should I push through the exercises when they hurt or back off for a few days?",
     ("push through the exercises when they hurt", "back off for a few days")),
    ("Is it smarter to push through the PT exercises when they hurt or to back off for a few days?",
     ("push through the PT exercises when they hurt", "back off for a few days")),
])
