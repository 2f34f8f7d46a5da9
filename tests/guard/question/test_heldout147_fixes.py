"""Fixes for the hundred-and-forty-seventh held-out part (private flying and flight training), written blind and scored
before any fix.

Silent misreads read right: an "-ing" noun closing a gerund's object before a word of time or order ("adding the
night rating | now or waiting …": no posture participle); a participle after "should I have" against B's adverb and
participle ("called them back or just | kept waiting"); "the one(s)" and a relative clause after "Is A or B" as the
predicate ("… or the 60-minute reserve | the one most clubs require"); two unlisted verbs before the same preposition
of goal, B's with a particle ("divert to KOSH or | press on to KFLD"); B's one word before a place phrase opposite to
A's ("vfr on top or | stay under the layer").

Silent misreads now refused: an indecision told as lasting until a time, no question mark ("Didn't know whether I'd
pass or fail | until the very last landing.")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_ing_noun_before_a_time_is_no_posture = read_as_expected([
    ("deciding between doing my instrument rating first or going straight for the commercial",
     ("doing my instrument rating first", "going straight for the commercial")),
    ("Can't decide between adding the night rating now and waiting until after my skills test",
     ("adding the night rating now", "waiting until after my skills test")),
    ("torn between booking the wine tasting now or waiting until we arrive",
     ("booking the wine tasting now", "waiting until we arrive")),
    ("Should I try printing the bracket standing up or lying flat on the bed?",
     ("standing up", "lying flat on the bed")),  # as before: a posture
])

test_a_perfect_participle_against_bs_adverb_and_participle = read_as_expected([
    ("Tower at KSNA gave me 'line up and wait' and then I sat there for 3 minutes. I wasn't sure what to do. Should "
     "I have called them back or just kept waiting?", ("called them back", "just kept waiting")),
    ("Should I have called them back or just kept waiting?", ("called them back", "just kept waiting")),
    ("Should we have taken the train or simply driven?", ("taken the train", "simply driven")),  # as before
    ("Should I have called them back or kept waiting?", ("called them back", "kept waiting")),  # as before
])

test_the_one_and_a_relative_clause_as_predicate = read_as_expected([
    ("Is the 45-minute reserve or the 60-minute reserve the one most clubs actually require for night VFR?",
     ("45-minute reserve", "60-minute reserve")),
    ("Is coffee or tea the one most people drink?", ("coffee", "tea")),
    ("Is a loan or a lease the one that costs less?", ("loan", "lease")),
    ("Is the red one or the blue one better?", ("red one", "blue one")),  # as before: "one" a head
])

test_an_unlisted_phrasal_verb_before_as_goal = read_as_expected([
    ("whether to divert to KOSH or press on to KFLD with the ceilings dropping",
     ("divert to KOSH", "press on to KFLD")),
    ("Should I fly to Denver or drive on to Boulder?", ("fly to Denver", "drive on to Boulder")),
    ("should we head to the hut or push on to the summit?", ("head to the hut", "push on to the summit")),  # as before
])

test_a_place_phrase_opposite_to_as = read_as_expected([
    ("vfr on top or stay under the layer??", ("vfr on top", "stay under the layer")),
    ("cache on top or bury under the rocks?", ("cache on top", "bury under the rocks")),
    ("store it on the shelf or under the bed?", ("on the shelf", "under the bed")),  # as before
    ("a unit inside the garage or a unit outside the house", ("unit inside the garage", "unit outside the house")),
])

test_an_indecision_settled_by_a_time_is_told = still_refused([
    "Just passed my checkride! Didn't know whether I'd pass or fail until the very last landing.",
    "I wasn't sure if it would rain or shine until noon.",
])

test_an_indecision_asked_about_is_read = read_as_expected([
    ("I don't know whether to buy or rent until prices drop", ("buy", "rent")),
    ("Didn't know whether to buy or rent, any advice", ("buy", "rent")),
])
