""""between" inside an option is a preposition, not the offer of a choice (issue 22, session 28):
"renovate the unit between tenants or rent it as-is" read "tenants" / "rent it as-is" before.
"between … or" offers the options only where it opens the sentence or follows a word of choosing.

Every prompt is new (none is in the corpus); each was read silently wrong before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_between_inside_a_verb_phrase_option = read_as_expected([
    ("Should I renovate the unit between tenants or rent it as-is?",
     ("renovate the unit between tenants", "rent it as-is")),
    ("Should I paint the house between tenants or wait until spring?",
     ("paint the house between tenants", "wait until spring")),
    ("Better to clean the carpets between tenants or replace them?",
     ("clean the carpets between tenants", "replace them")),
    ("Should we repaint between seasons or leave it?", ("repaint between seasons", "leave it")),
    ("Should I split the cost between us or pay it myself?", ("split the cost between us", "pay it myself")),
])

test_between_or_after_a_word_of_choosing_still_offers = read_as_expected([
    ("Do I pick between Canon or Nikon?", ("Canon", "Nikon")),
    ("stuck between Lisbon or Porto for the offsite", ("Lisbon", "Porto")),
    ("What's better between Uponor or SharkBite?", ("Uponor", "SharkBite")),
    ("Between Canon or Nikon, which is better?", ("Canon", "Nikon")),
])
