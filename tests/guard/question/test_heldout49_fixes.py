"""the forty-ninth held-out part's 9 silent misreads (bench/results/questions_heldout49_first.txt): eight read right
by general rules, the ninth (a bulleted note under "Turn these meeting notes into action items:", no choice asked)
refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A bullet opening a line ("\n- ", "\n• ", or the prompt's first word) is a mark of the list, no word of A.
test_bullet_is_no_word_of_a = read_as_expected([
    ("From my 1:1 notes:\n- FX hedging vs. just eating the variance on the EUR contracts\n- Q3 headcount (parked)\n"
     "Which would you go with on the first one?", ("FX hedging", "just eating the variance on the EUR contracts")),
    ("Notes:\n- FX hedging vs. just eating the variance\n- Q3 headcount\nWhich one?",
     ("FX hedging", "just eating the variance")),
    ("Notes:\n• tea or coffee for the offsite?\nthoughts?", ("tea", "coffee")),
    ("- tea or coffee?", ("tea", "coffee")),
])

test_bullets_elsewhere_still_read = read_as_expected([
    ("Meeting notes 5/12\n- badge readers on floor 2 keep failing\n- Omar to follow up\n\nOpen q: repair or replace?",
     ("repair", "replace")),  # as before
    ("Agenda:\n1. Postgres or MySQL for the new service?\n2. hiring", ("Postgres", "MySQL")),  # as before
])

# Alternatives in a bulleted note, with no question anywhere in the prompt: the note asks nothing.
test_listed_note_without_a_question_refused = still_refused([
    "Turn these meeting notes into action items:\n- Raj to confirm laptop or desktop counts with finance\n"
    "- Mei to book the room\n- follow up on badge access",
    "Summarize:\n- Raj prefers laptops or tablets\n- Mei books the room",
    "Notes:\n- FX hedging vs. just eating the variance\nwhat would you pick",
])

# Two versions (or numbers) of one shape before "of": the "of" phrase is what both are versions of.
test_versions_share_their_of_phrase = read_as_expected([
    ("v2.3 or v2.4 of the brand guidelines for the partner deck?", ("v2.3", "v2.4")),
    ("should we ship v1.2 or v1.3 of the SDK to customers?", ("v1.2", "v1.3")),
    ("release 7 or 8 of the app for the demo?", ("7", "8")),
])

test_versions_of_other_shapes_still_read = read_as_expected([
    ("v2.3 or the latest version of the guidelines?", ("v2.3", "latest version of the guidelines")),  # as before
    ("v2.3 or 2.4 of the guidelines?", ("v2.3", "2.4 of the guidelines")),  # as before
    ("1 litre or 2 litres of water a day?", ("1 litre", "2 litres")),  # as before
])

# Two means after one "by" ("by | email or DocuSign"): the lead before "by" is both options', and a closing "going
# forward" the time of both.
test_two_means_after_by = read_as_expected([
    ("(quick q) offer letter by email or DocuSign 🤔", ("email", "DocuSign")),
    ("paying the contractors by check or direct deposit going forward?", ("check", "direct deposit")),
    ("Should we pay the contractors by check or direct deposit?", ("check", "direct deposit")),
    ("Should we send the contracts by courier or fax?", ("courier", "fax")),
])

test_by_before_a_name_a_verb_or_an_article_still_read = read_as_expected([
    ("Should I get a novel by Orwell or poetry?", ("Orwell", "poetry")),  # as before
    ("offer letter by email or a phone call?", ("offer letter by email", "phone call")),  # as before
    ("Should we travel by train or drive?", ("travel by train", "drive")),  # as before
    ("ship the parts by air or drive them over?", ("ship the parts by air", "drive them over")),  # as before
    ("Should I pay by card or in cash?", ("by card", "in cash")),  # as before
])

# A verb of changing a plan or a level against a lone verb A keeps its "to" phrase: the new plan is B's own.
test_to_after_a_verb_of_changing_a_plan = read_as_expected([
    ("now that the Adobe renewal went up 22%, do we negotiate or drop to the Acrobat-only plan",
     ("negotiate", "drop to the Acrobat-only plan")),
    ("Should we negotiate or downgrade to the basic tier?", ("negotiate", "downgrade to the basic tier")),
    ("do we renew or upgrade to the Pro plan?", ("renew", "upgrade to the Pro plan")),
])

test_destination_after_a_verb_of_travel_still_shared = read_as_expected([
    ("Should we walk or drive to the office?", ("walk", "drive")),  # as before
    ("Should we fly or drop to the lower level?", ("fly", "drop")),  # as before
])

# A has its own modifier after its head ("contract | from Zscaler", "12 weeks | fully paid"): a feature phrase right
# after B's head is B's own, not a context of both.
test_feature_of_b_against_a_modified_a = read_as_expected([
    ("My manager wants to know if we go with the 3-year contract from Zscaler or the 1-year with an opt-out, can you "
     "weigh in", ("3-year contract from Zscaler", "1-year with an opt-out")),
    ("Would you mind telling me if the parental leave policy should say 12 weeks fully paid or 16 weeks at 75%?",
     ("12 weeks fully paid", "16 weeks at 75%")),
    ("Should the policy offer 6 months fully paid or 9 months at 60%?", ("6 months fully paid", "9 months at 60%")),
])

test_phrase_after_b_against_a_bare_a_still_cut = read_as_expected([
    ("Should we go with 12 weeks or 16 weeks at 75%?", ("12 weeks", "16 weeks")),  # as before
    ("the annual plan from Zoom or the monthly plan for the new office?",
     ("annual plan from Zoom", "monthly plan")),  # as before
    ("are you better off paying with a credit card or cash at a car dealership", ("credit card", "cash")),  # as before
])

# A closing "with" and a bare noun after B that an earlier sentence names ("Only one includes … support"): B's own.
test_feature_named_before_is_b_own = read_as_expected([
    ("We have two quotes for the conference room AV. Both are about $30k. Only one includes 3 years of support. "
     "Should we pick the cheaper hardware or the bundle with support?", ("cheaper hardware", "bundle with support")),
    ("Two laptops made the shortlist. Only one has a warranty. Should we buy the cheaper laptop or the model with "
     "warranty?", ("cheaper laptop", "model with warranty")),
    ("We have two venues. One offers catering. Should we book the bigger hall or the room with catering?",
     ("bigger hall", "room with catering")),
])

test_feature_not_named_before_still_cut = read_as_expected([
    ("Should we pick the cheaper hardware or the bundle with support?", ("cheaper hardware", "bundle")),  # as before
    ("We need support. Should we pick the cheaper hardware or the bundle with support for the offsite?",
     ("cheaper hardware", "bundle")),  # as before
])
