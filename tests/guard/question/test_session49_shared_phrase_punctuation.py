"""Session 49's fixes for the families shared_phrase, punctuation and embedded (refusals of the older parts).

Refusals now read: the words after "better off", or after a comparative that follows a personal pronoun subject,
said only of the subject, so B stands against them ("Is my warlock better off | investing in Charisma or
Constitution"); a two-word preposition opening B against A's preposition phrase ("living above a restaurant or |
next to a bar"); a slashed pair with the clause asking which right after B, or a clause asking "which first" ("bag
gloves/sparring gloves which first"); a frequency adverb against a frequency of "every other"
a time unit or a count of times in one ("daily or | every other day", "biweekly or | twice a month"): the older pins
that refused these last were needless refusals (two frequencies, A the adverb alone), now read.

Near misses stay refused: a noun subject and a comparative ("Is tea better with honey or sugar?"), a two-word
preposition opening B against a bare noun ("a cabin or next to the lake?"), a relative "which" after a slashed pair,
"every other" before no time unit."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_words_said_only_of_the_subject = read_as_expected([
    ("Is a city council candidate better off with a door-to-door campaign or a mailer campaign?",
     ("door-to-door campaign", "mailer campaign")),
    ("Is my warlock better off investing in Charisma or Constitution at level 8?", ("Charisma", "Constitution")),
    ("Are you better running trains clockwise or anticlockwise on a UK-outline double track oval?",
     ("clockwise", "anticlockwise")),
    ("Is a first-time buyer better off with a fixed rate or a tracker mortgage?", ("fixed rate", "tracker mortgage")),
    ("Are you better running the heating constantly or on a timer?", ("constantly", "on a timer")),
])

test_a_subject_b_may_stand_against_still_refused = still_refused([
    "Is tea better with honey or sugar?",
    "Is Python better for data science or R?",
    "Are they better learning piano first or guitar?",
])

test_a_two_word_preposition_opening_b = read_as_expected([
    ("living above a restaurant or next to a bar — which is worse for noise?", ("above a restaurant", "next to a bar")),
    ("camping by the river or next to the car park, which is quieter?", ("by the river", "next to the car park")),
    ("Is living above a shop or next to a pub noisier?", ("above a shop", "next to a pub")),
    ("Should we sit near the stage or next to the exit?", ("near the stage", "next to the exit")),  # as before
])

test_a_two_word_preposition_against_a_noun_still_refused = still_refused([
    "a cabin or next to the lake?",  # B's place, or both options'?
])

test_a_slashed_pair_and_which_asked = read_as_expected([
    ("bag gloves/sparring gloves which first", ("bag gloves", "sparring gloves")),
    ("headsets: zulu 3/a30 which one for a ppl student with a small head", ("zulu 3", "a30")),
    ("kindle/kobo which one for comics", ("kindle", "kobo")),
    ("gas hob/induction which is cheaper to run", ("gas hob", "induction")),
])

test_a_relative_which_after_a_slash_still_refused = still_refused([
    "Netflix/Hulu which I share with my sister keeps buffering",
    "burial / cremation — which did you choose and do you regret it",  # as before (session 43): a past choice
])

test_a_frequency_adverb_against_a_rate = read_as_expected([
    ("getting paid biweekly or twice a month, which is easier for budgeting", ("biweekly", "twice a month")),
    ("Since my bearded dragon is 8 months old now I'm trying to work out whether he needs crickets daily or every "
     "other day.", ("daily", "every other day")),
    ("Should I wash my hair daily or 3 times a week?", ("daily", "3 times a week")),
    # older pins, refused before (parts 16, 42, 91, 139): two frequencies, A the adverb alone
    ("Should I water my tomatoes daily or every other day?", ("daily", "every other day")),
    ("Should I clean the gutters yearly or twice a year?", ("yearly", "twice a year")),
    ("should I deworm the horses quarterly or twice a year", ("quarterly", "twice a year")),
    ("bathe the dog weekly or every other week?", ("weekly", "every other week")),
    ("should I clean the filter weekly or every other week?", ("weekly", "every other week")),
    ("Should I water the lawn daily or once a week?", ("daily", "once a week")),
])

test_a_frequency_adverb_against_no_rate_still_refused = still_refused([
    "Should I feed the fish daily or every other fish?",  # no time unit
    "better to descale the washing machine monthly or all year round?",
])
