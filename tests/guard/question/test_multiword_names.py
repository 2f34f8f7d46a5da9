"""Options whose names are several words, some of which could be read as verbs, nouns or
modifiers ("React Native", "pour over", "slow cooker"): each is read whole or refused, never
returned with a word lost from its start or end (prompts invented here, not from the corpus)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

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
