"""Session 45's fixes of the "embedded" family (options inside a reported or embedded question): rules read by the
form, never keyed to a prompt's words."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "work out if/whether" leads a doubt as "figure out" does, and "she's / he's" before two determiner-led noun
# phrases is the copula of a person's kind, as "it's" of a thing's: A starts past the copula.
test_worked_out_copula_pair = read_as_expected([
    ("My top match shares 212 cM across 9 segments and I can't work out if she's a second cousin or a half second "
     "cousin on my mother's side", ("second cousin", "half second cousin")),
    ("trying to work out if it's a cold or the flu", ("cold", "flu")),
    ("not sure if he's a tenant or a lodger under the agreement", ("tenant", "lodger")),
    ("trying to work out if those are carpenter ants or termites", ("carpenter ants", "termites")),
])

test_worked_out_copula_near_misses = read_as_expected([
    ("I can't figure out if it's a cold or the flu", ("cold", "flu")),  # as before
    ("not sure if it's the router or the modem", ("router", "modem")),  # as before
])

test_copula_without_doubt_still_refused = still_refused([
    "I found out whether she's a nurse or a doctor",  # no doubt of the asker's leads in ("found out")
])  # "Does anyone know whether designers prefer Figma or Sketch these days?" reads since session 47

# B opens with a preposition that stands before A too, after the clause's own verb, and no verb follows B: the pair
# is no subject, and the repeated preposition marks where A starts.
test_repeated_preposition_start = read_as_expected([
    ("We're writing up a policy and need to know if drivers get paid detention after 2 hours or after 3 hours at the "
     "shipper.", ("after 2 hours", "after 3 hours")),
    ("Can someone explain if a donor who pays tax in Scotland gets higher-rate relief through Gift Aid or through "
     "their self assessment", ("through Gift Aid", "through their self assessment")),
    ("Could be useful to know if people here prefer booking through Instagram DMs or through a website form",
     ("through Instagram DMs", "through a website form")),
    ("not sure if our volunteers prefer meeting at the library or at the community centre",
     ("at the library", "at the community centre")),
])

test_repeated_preposition_near_misses = read_as_expected([
    ("not sure if the team meets on Mondays or on Fridays", ("on Mondays", "on Fridays")),  # as before
    ("wondering if our staff in the north office or in the south office use more paper",
     ("in the north office", "in the south office")),  # as before: a verb follows B, the pair is the subject
])

test_repeated_preposition_still_refused = still_refused([
    "need to know if drivers get paid detention after 2 hours or 3 hours at the shipper.",  # no repeated preposition
    "not sure if the guests sit at the long table by the window or at the round one",  # A holds a preposition
])

# Two subjects each after "a" / "an", the clause's copula or modal right after B: the verb closes B and B's own
# article makes it a whole thing, not the noun of A's "of" phrase alone.
test_articled_subjects_against_of_phrase = read_as_expected([
    ("I have a budget of about $12k and I'm trying to work out if a pair of FortiGate 100Fs or a single PA-1410 is the "
     "smarter buy.", ("pair of FortiGate 100Fs", "single PA-1410")),
    ("whether a box of chocolates or a nice bottle of wine is a better gift", ("box of chocolates",
                                                                               "nice bottle of wine")),
    ("not sure if a crate of apples or a single melon would last longer", ("crate of apples", "single melon")),
])

test_articled_subjects_still_refused = still_refused([
    "not sure if a cup of Earl Grey or a latte is better",  # B one word: the "of" phrase's noun alone?
])

test_repeated_preposition_after_focus_still_refused = still_refused([
    "I wonder whether I just leave it in the box or in the closet.",  # as before: "just" may take the verb phrase
])
