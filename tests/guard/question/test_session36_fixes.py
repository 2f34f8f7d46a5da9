"""Session 36's own rules, found outside the corpus while merging the parts' fixes (each failed on the old code)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# A phrasal verb split by its object ("signing jack | up for | karate") needs its verb in the same clause: a label
# set off by a colon before A ("Quick question: | Round up to …") is no verb, so A keeps its own verb and particle.
# The wrapped-corpus test found it once the corpus's tenth prompts moved.
test_split_particle_needs_a_verb_in_the_clause = read_as_expected([
    ("Quick question: Round up to $100 or leave exactly 20%?", ("Round up to $100", "leave exactly 20%")),
    ("Question: round up to $100 or leave exactly 20%?", ("round up to $100", "leave exactly 20%")),
    ("Re: Round up to $100 or leave exactly 20%?", ("Round up to $100", "leave exactly 20%")),
    ("Round up to $100 or leave exactly 20%?", ("Round up to $100", "leave exactly 20%")),  # as before
    ("should I sign jack up for karate or gymnastics?", ("karate", "gymnastics")),  # as before
    ("signing jack up for karate or gymnastics this fall?", ("karate", "gymnastics")),  # as before
])
