"""Session 45's fixes for the "shared_phrase" family: forms whose words settle where each option ends."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "during" ends in "-ing" but is a preposition: "… or during winter" is no gerund phrase against A's noun.
test_during_is_no_gerund = read_as_expected([
    ("getting a tattoo during summer or during winter, which heals better?", ("during summer", "during winter")),
    ("taking the course during spring or during fall, which is easier?", ("during spring", "during fall")),
])

test_ing_noun_b_still_refused = still_refused([
    "greasing the pan with butter or cooking spray for bundt cakes",  # as before: a noun or a gerund phrase
])

# "P a/an/the | A or P2 the B": two prepositional phrases, so A keeps its preposition and article.
test_articled_prep_a = read_as_expected([
    ("Should the piano go against an inside wall or by the window in a small living room?",
     ("against an inside wall", "by the window")),
    ("Should the sofa go against an outside wall or under the window?",
     ("against an outside wall", "under the window")),
])

test_articled_prep_a_near_misses = read_as_expected([
    ("Should the bed go against a side wall or by the door?", ("against a side wall", "by the door")),  # as before
    ("pay the plumber by card or by check each month?", ("by card", "by check")),  # as before
])

# "in <Name> | files on S3": a plural head noun of the preposition's object, before a phrase of its own, no verb.
test_prep_object_noun = read_as_expected([
    ("store event data in Parquet files on S3 or in Postgres tables?",
     ("in Parquet files on S3", "in Postgres tables")),
    ("save the logs in JSON files on S3 or in Redis streams?", ("in JSON files on S3", "in Redis streams")),
    ("store the raw data in CSV files on S3 or in BigQuery tables?", ("in CSV files on S3", "in BigQuery tables")),
])

test_prep_object_noun_still_refused = still_refused([
    "keep the invoices in Excel sheets on SharePoint or in Xero folders?",  # as before: B against A or its place
])

# "… by paper check | each quarter": a time with "each" closes the option, so "check" ends a noun, no open verb.
test_each_time_closes = read_as_expected([
    ("paying my water bill by autopay or by paper check each quarter?", ("by autopay", "by paper check")),
    ("paying rent by bank transfer or by paper check each month?", ("by bank transfer", "by paper check")),
])

# "<verb phrase> | myself or through an accountant": the reflexive is who does it, against B's way; the verb both's.
test_reflexive_manner = read_as_expected([
    ("Filing my Australian tax return myself or through an accountant this year?",
     ("myself", "through an accountant")),
    ("sealing the driveway ourselves or with a company", ("ourselves", "with a company")),
    ("painting the house ourselves or with a contractor?", ("ourselves", "with a contractor")),
])

test_reflexive_near_misses = read_as_expected([
    ("do it myself or hire someone?", ("do it myself", "hire someone")),  # "do it" is A's verb and object (part 148)
    ("fix the fence by myself or with a handyman?", ("by myself", "with a handyman")),  # as before
])

# "… during <noun> or right after …": "during" makes its noun a time, so the two times are the options.
test_during_time_led = read_as_expected([
    ("doing the toasts during dinner or right after the first dance", ("during dinner", "right after the first dance")),
    ("hold the toasts during dinner or right after the cake?", ("during dinner", "right after the cake")),
])

test_during_time_led_near_miss = still_refused([
    "doing the toasts at dinner or right after the first dance",  # as before: "at dinner" no time by its form
])
