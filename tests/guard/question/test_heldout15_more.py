"""More of the fifteenth held-out part's misreads, fixed by general rules (tested here on other
prompts, none copied from the corpus)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# A pictograph (an emoji) ends a lead-in as a punctuation mark would: "long time lurker 🙏 | A or B".
test_an_emoji_ends_a_lead_in = read_as_expected([
    ("first time mom 🙋 stroller or baby carrier for city walks?", ("stroller", "baby carrier")),
    ("long time lurker 🙏 Kindle or Kobo for reading in bed?", ("Kindle", "Kobo")),
    ("total beginner 😅 Python or JavaScript as a first language?", ("Python", "JavaScript")),
    ("Tacos or pizza 🍕 for the party?", ("Tacos", "pizza")),  # and ends B's clause
])

test_emojis_elsewhere_keep_their_reading = read_as_expected([
    ("🐱 Quick one: wet food or dry food for an old cat?", ("wet food", "dry food")),
    ("ps5 or xbox series x for a 10 yr old 🎮", ("ps5", "xbox series x")),
])
