"""Options whose names are several words, some of which could be read as verbs, nouns or
modifiers ("React Native", "pour over", "slow cooker"): each is read whole or refused, never
returned with a word lost from its start or end (prompts invented here, not from the corpus)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A particle closing B with no object after it belongs to B ("pour over"), not to a trailing phrase.
B_PARTICLE = [
    ("Chemex or pour over for a first coffee setup?", ("Chemex", "pour over")),
    ("Which is better, a moka pot or pour over?", ("moka pot", "pour over")),
    ("Should the kids sleep over or stay in?", ("sleep over", "stay in")),
]
B_PARTICLE_KEPT = [  # a preposition with an object after it still ends B
    ("Drip coffee or pour over for a busy office?", ("Drip coffee", "pour over")),
    ("Aeropress or espresso over the weekend?", ("Aeropress", "espresso")),
    ("Should I eat out or stay in tonight?", ("eat out", "stay in tonight")),
]

test_b_particle_is_read = read_as_expected(B_PARTICLE + B_PARTICLE_KEPT)

# A verb opening A's clause is dropped ("Learn | Python or Rust?") unless it starts A's name.
NAME_KEPT = [
    ("Honestly, which is better for a weekend app, React Native or Ionic?", ("React Native", "Ionic")),
    ("For a home lab, Stable Diffusion or Midjourney?", ("Stable Diffusion", "Midjourney")),
    ("pour over or Chemex for one cup in the morning?", ("pour over", "Chemex")),
    ("Slack Connect or email for talking to vendors?", ("Slack Connect", "email")),
]
VERB_STILL_DROPPED = [  # a verb a choice is asked with, or a lower-case object, stays outside A
    ("Learn Kotlin or Swift for a first mobile app?", ("Kotlin", "Swift")),
    ("Deploy canary or blue-green for the payments service?", ("canary", "blue-green")),
    ("Dry brine or wet brine for a Thanksgiving turkey?", ("Dry brine", "wet brine")),
    ("Should we use React Native or Ionic for the client app?", ("React Native", "Ionic")),
    ("Go with Atlassian or Asana for the roadmap?", ("Atlassian", "Asana")),
]
NAME_OR_VERB_UNCLEAR = [  # each could be a verb and its object, or one name: refused, never cut
    "React Native or Flutter — which one for a small startup MVP?",
    "React Native or Ionic for a weekend app?",
    "slow cooker or Dutch oven for short ribs?",
    "pull up bar or kettlebells for a tiny apartment?",
    "react native or kotlin for an android-first app?",
]

test_name_is_kept_whole = read_as_expected(NAME_KEPT + VERB_STILL_DROPPED)
test_name_or_verb_unclear_is_refused = still_refused(NAME_OR_VERB_UNCLEAR)
