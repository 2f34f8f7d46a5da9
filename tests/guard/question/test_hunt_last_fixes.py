"""The last silent misreads of the first hunt (``bench/question_hunt.py``) and one found beside it,
each now read right or refused (the prompts after the hunt's own are variations written here).

- "Run Club or Strava?" read 'Club' / 'Strava': a lead verb first in its sentence that is a common
  noun too and no verb of choosing ("Run", "Go", "Wear") may open a name ("Run Club", "Wear OS") as
  well as be a verb before its object: refused. A verb of choosing ("Learn", "Deploy", "Use") is
  still dropped ("Learn | Kotlin or Swift"); a verb the word lists hold as a noun too ("Play",
  "Trust") opens the name, as before ("Play Store").
- "Should I get prebuilt or build your own PC?" read 'get prebuilt' / 'build your own PC': B a verb
  of making before "your own" names the do-it-yourself option; the choice verb before a bare A is
  then no part of A. Not when the asker is "you" and the verb no verb of choosing ("Should you buy
  lunch or bring your own?"), nor before "my own" ("… or bring my own lunch").
- "Is gardening or painting miniatures enough to relax after work?" read 'gardening' / 'painting': a
  one-word gerund A and a gerund B before a noun phrase with no determiner, plural ("painting |
  miniatures", "lifting | weights") or before a predicate ("playing | golf more relaxing"): the noun
  may be B's own or shared ("renting or buying | homes"): refused. "buying | a home", "buying |
  equipment for …" are shared, as before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

RUN_CLUB = [  # the hunt's nine
    "Run Club or Strava — which one for a small startup?",
    "Run Club or Strava for my apartment?",
    "Run Club vs Strava for a family of four",
    "Run Club or Strava?",
    "run club or strava for the long run?",
    "Run Club versus Strava: which would you recommend?",
    "Run Club or Strava, which is better for the money?",
    "Which should I buy: Run Club or Strava?",
    "Run Club or Strava - what would you do?",
]
NOUN_VERB_REFUSED = [  # variations: a lead verb that is a common noun too
    "Wear OS or Tizen for a smartwatch?",
    "Go Club or Meetup for a new neighborhood?",
    "run postgres or mysql for a side project?",
]
NAME_WHOLE = [  # a verb listed as a common noun too opens the name, as before
    ("Play Store or App Store for a first app?", ("Play Store", "App Store")),
    ("Trust Wallet or MetaMask?", ("Trust Wallet", "MetaMask")),
    ("Study Hall or Quizlet for exam prep?", ("Study Hall", "Quizlet")),
]
VERB_KEPT = [  # a verb seldom a name's first word is still dropped
    ("Learn Kotlin or Swift for a first mobile app?", ("Kotlin", "Swift")),
    ("Deploy Django vs Rails?", ("Django", "Rails")),
    ("Use Docker or Podman?", ("Docker", "Podman")),
    ("Learn piano or guitar as an adult?", ("piano", "guitar")),
    ("Book Club or Meetup?", ("Book Club", "Meetup")),
]

test_noun_verb_name_is_refused = still_refused(RUN_CLUB + NOUN_VERB_REFUSED)
test_choice_verb_is_still_dropped = read_as_expected(VERB_KEPT + NAME_WHOLE)

YOUR_OWN = [  # the hunt's four, then variations
    ("Should I get prebuilt or build your own PC?", ("prebuilt", "build your own PC")),
    ("Would you pick prebuilt or build your own PC for a first timer?", ("prebuilt", "build your own PC")),
    ("Do you recommend prebuilt or build your own PC for a tight budget?", ("prebuilt", "build your own PC")),
    ("Should we go with prebuilt or build your own PC this year?", ("prebuilt", "build your own PC")),
    ("Should I buy premade or make your own pasta?", ("premade", "make your own pasta")),
    ("Would you choose store-bought or bake your own bread?", ("store-bought", "bake your own bread")),
    ("Should we go with hosted or run your own server?", ("hosted", "run your own server")),
]
VERB_PAIR_KEPT = [  # the asker's own making, or "you" asked with a verb of getting: a verb-phrase pair
    ("Should I buy lunch or bring my own lunch?", ("buy lunch", "bring my own lunch")),
    ("Should you buy lunch or bring your own?", ("buy lunch", "bring your own")),
    ("Should I get coffee or make tea?", ("get coffee", "make tea")),
    ("Should I get a rescue dog or adopt a kitten?", ("get a rescue dog", "adopt a kitten")),
    ("Should I buy bread or bake your own?", ("buy bread", "bake your own")),  # B's thing is A's
    ("Should I buy bread or bake your own bread?", ("buy bread", "bake your own bread")),
]

test_your_own_names_the_option = read_as_expected(YOUR_OWN)
test_verb_pair_is_kept = read_as_expected(VERB_PAIR_KEPT)

GERUND_OBJECT_UNCLEAR = [
    "Is gardening or painting miniatures enough to relax after work?",
    "Is walking or lifting weights enough exercise?",
    "Is knitting or playing video games enough to unwind?",
    "Is swimming or riding bikes better for my knees?",
    "Is reading or watching documentaries enough to learn history?",
    "Is hiking or playing golf more relaxing?",  # singular, before a predicate
    "Is reading or watching TV better before bed?",
    "Is learning or teaching Python harder?",
]
GERUND_KEPT = [
    ("Is renting or buying a home smarter?", ("renting", "buying")),
    ("Leasing versus buying equipment for a new dental practice?", ("Leasing", "buying")),
    ("Is yoga or doing crosswords enough to relax?", ("yoga", "doing crosswords")),
    ("Is running or swimming enough exercise?", ("running", "swimming")),
]

test_gerund_object_unclear_is_refused = still_refused(GERUND_OBJECT_UNCLEAR)
test_gerund_pairs_are_kept = read_as_expected(GERUND_KEPT)
