"""Two wrapped forms the wrapped-corpus test met once session 38's fixed prompts moved to the development part
(its sample is every tenth prompt): a tag before "MSc with | 90 ECTS or the 120 ECTS one", and "$710 online or $760 |
on paper" without its question mark. Both read right unwrapped; wrapped, A lost its head and B its own way."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# A tag or a label before the head noun opens its sentence as the prompt's start does: "one" stands for that head.
test_tagged_head_of_one = read_as_expected([
    ("[TKT-4821] MSc with 90 ECTS or the 120 ECTS one, for later PhD?", ("MSc with 90 ECTS", "120 ECTS one")),
    ("(urgent) MSc with 90 ECTS or the 120 ECTS one, for later PhD?", ("MSc with 90 ECTS", "120 ECTS one")),
])

test_head_after_a_word_still_cut = read_as_expected([
    ("So the MSc with 90 ECTS or the 120 ECTS one?", ("90 ECTS", "120 ECTS one")),  # as before
    ("Should I take 90 ECTS or the 120 ECTS one?", ("90 ECTS", "120 ECTS one")),  # as before
])

# B's own way after its price closes the prompt with or without a question mark.
test_priced_channel_without_question_mark = read_as_expected([
    ("N-400 for $710 online or $760 on paper", ("$710 online", "$760 on paper")),
    ("N-400 for $710 online or $760 on paper?", ("$710 online", "$760 on paper")),  # as before
])

test_price_without_own_manner_unchanged = read_as_expected([
    ("N-400 for $710 or $760 on paper", ("$710", "$760")),  # as before: A has no manner of its own
])
