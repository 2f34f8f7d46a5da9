"""Rules written to keep the multi_sentence family at 95% after the 42nd-44th parts (it stood at 94.6%):
A ending with its verb's object "her", "that" or "this" before "or" and a B opening with a verb ("pay her | or try
TurboTax ourselves": "her" before "or" determines nothing, ``_plausible``), and an "of" phrase in A against a B
of two words or more with its own indefinite article that runs to the sentence's end ("a class set of microscopes
or a 3D printer?": B stands for the whole, ``_formcheck._of_head``)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_object_pronoun_ending_a = read_as_expected([
    ("Should we pay her or try TurboTax ourselves?", ("pay her", "try TurboTax ourselves")),
    ("Family wants her at Mercy. Do we honor that or go to the Level II?", ("honor that", "go to the Level II")),
    ("Do we accept that or push back?", ("accept that", "push back")),
    ("Should we sign this or wait for legal?", ("sign this", "wait for legal")),
    ("Do I report that or let it go?", ("report that", "let it go")),
])

test_of_phrase_against_an_articled_whole = read_as_expected([
    ("Should I request a class set of microscopes or a 3D printer?", ("class set of microscopes", "3D printer")),
    ("Should I buy a pack of 12 or a single bottle?", ("pack of 12", "single bottle")),
])

# Near them: "her" determining B's noun, B cut before its own phrase, an "of" phrase B may share.
test_still_refused_near_them = still_refused([
    "Should I pay her or the contractor?",
    "Should I ask her or her sister?",
    "Should I buy that or this?",
    "Is it better to move Mum in with us or to find her a good care home nearby?",
    "Should I get a cup of coffee or tea?",
    "Should I get a cup of coffee or a tea?",
    "Should we drive her or fly her to Boston?",
    "a 401(k) loan of $15,000 or a HELOC at 8.25%?",
])
