"""the fifty-second held-out part's 12 silent misreads (bench/results/questions_heldout52_first.txt): eight read
right by general rules, two not-pairwise statements refused as expected ("anyone else's toddler …", "No nipple
confusion or refusal, …"), two refused as unclear ("cord blood banking... private or public donation...", "keep her
in undies at daycare, or pull-ups just for daycare?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A preposition closing B with nothing after it is stranded by B's relative clause, even past an adverb, a verb and
# its object: no shared "for" phrase.
test_stranded_preposition_closing_b = read_as_expected([
    ("Since MIL offered to watch him 3 days a week, do we take her up on it or stick with the daycare spot we "
     "already paid a deposit for?", ("take her up on it", "stick with the daycare spot we already paid a deposit for")),
    ("Should we go with Bob or stick with the plumber we paid for?",
     ("go with Bob", "stick with the plumber we paid for")),
    ("should I call or stick with the plan we agreed on", ("call", "stick with the plan we agreed on")),
])

test_stranded_preposition_too_far_refused = still_refused([
    "should I sell it or keep the car my dad saved up for?",  # no pronoun subject: was read "… saved up"
    "Should we cancel or keep the trip we already paid a lot of money for?",
])

test_purpose_after_b_still_cut = read_as_expected([
    ("Should I renovate or keep the place for the kids?", ("renovate", "keep the place")),  # as before
])

# An -ing word opening the sentence is the lead's verb before an object and a state.
test_opening_gerund_before_object_and_state = read_as_expected([
    ("putting her down drowsy or fully asleep?", ("drowsy", "fully asleep")),
    ("laying him down awake or asleep?", ("awake", "asleep")),
    ("serving it hot or cold?", ("hot", "cold")),
    ("serving the soup hot or cold?", ("hot", "cold")),
])

test_opening_gerund_near_misses = read_as_expected([
    ("should I put her down drowsy or fully asleep?", ("drowsy", "fully asleep")),  # as before
    ("putting her down in the crib or in the bassinet?", ("in the crib", "in the bassinet")),  # as before
])

# After "do" and a one-word plural A, B's plural noun before an unlisted word and a listed verb ends B.
test_two_word_verb_after_subject_pair = read_as_expected([
    ("do girls or boys potty train faster, asking for my sanity", ("girls", "boys")),
    ("do cats or dogs house train faster?", ("cats", "dogs")),
])

test_two_word_verb_near_misses = read_as_expected([
    ("do girls or boys train faster", ("girls", "boys")),  # as before
    ("do cats or dogs live longer", ("cats", "dogs")),  # as before
    ("do condos or townhouses appreciate faster", ("condos", "townhouses")),  # as before
])

test_plural_noun_compound_subject_still_refused = still_refused([
    "do boys or girls summer camp cost more",  # as before
])

# A word of deciding before A's preposition leads in, capitalised at the sentence's start or not.
test_deciding_word_before_preposition = read_as_expected([
    ("Any advice? Torn on a Graco Extend2Fit or Britax Boulevard ClickTight for extended rear facing.",
     ("Graco Extend2Fit", "Britax Boulevard ClickTight")),
    ("Any advice? Torn on Graco or Chicco", ("Graco", "Chicco")),
    ("Torn on Extend2Fit or ClickTight", ("Extend2Fit", "ClickTight")),
    ("Unsure about Graco or Chicco", ("Graco", "Chicco")),
])

test_deciding_word_near_misses = read_as_expected([
    ("Still torn on a Graco Extend2Fit or Britax Boulevard ClickTight",
     ("Graco Extend2Fit", "Britax Boulevard ClickTight")),  # as before
    ("Leaning toward Graco or Chicco", ("Graco", "Chicco")),  # as before
])

# B cut before a phrase on the very object of A's own closing phrase: B's own, and the options unclear.
test_repeated_object_refused = still_refused([
    "PT day 3 💩 — keep her in undies at daycare, or pull-ups just for daycare?",
    "diapers at night or pull-ups only for the night?",
    "undies at daycare or pull-ups for daycare?",
])

test_repeated_object_near_misses = read_as_expected([
    ("undies at daycare or pull-ups at home?", ("undies at daycare", "pull-ups at home")),  # as before
    ("tea in the morning or coffee in the morning?", ("tea in the morning", "coffee in the morning")),  # as before
])

# A "once" / "when" clause after B, when A names its own time: B's own time, set against A's.
test_own_time_clause_of_b = read_as_expected([
    ("white noise on all night , or turn it off once hes asleep ?",
     ("white noise on all night", "turn it off once hes asleep")),
    ("white noise on all night or turn it off once he's asleep?",
     ("white noise on all night", "turn it off once he's asleep")),
])

test_own_time_clause_near_misses = read_as_expected([
    ("volunteering at the hospice on weekends or on weeknights when I'm usually wiped out",
     ("on weekends", "on weeknights")),  # as before: B opens as A does
    ("should I keep the fan on or turn it off once he is asleep?", ("keep the fan on", "turn it off")),  # as before
])

# A one-word B's "in" / "at" phrase is its own place when A closes on its own place phrase.
test_own_place_of_one_word_b = read_as_expected([
    ("#EBF #help nurse at daycare drop-off or pump in the car before?",
     ("nurse at daycare drop-off", "pump in the car before")),
    ("nurse at drop-off or pump in the car?", ("nurse at drop-off", "pump in the car")),
    ("tea in the morning or coffee at night?", ("tea in the morning", "coffee at night")),
])

test_own_place_near_misses = read_as_expected([
    ("swim at the Y or run in the park?", ("swim at the Y", "run in the park")),  # as before
    ("coffee at home or tea at the office?", ("coffee at home", "tea at the office")),  # as before
])

# A's first word, capitalised only as its sentence's first, tells no name before a lower-case word.
test_opening_capital_tells_no_name = read_as_expected([
    ("Baby #2 due in March, big sister will be 22 months. We need something that works for both. Single stroller "
     "with a board or a proper double?", ("Single stroller with a board", "proper double")),
    ("Double stroller with a bassinet or a jogging stroller?", ("Double stroller with a bassinet", "jogging stroller")),
    ("Used minivan with a warranty or a new sedan?", ("Used minivan with a warranty", "new sedan")),
])

test_opening_capital_near_misses = read_as_expected([
    ("Coffee with a croissant or a bagel?", ("croissant", "bagel")),  # as before: a preposition after the capital
    ("Kitchen set or a climbing dome?", ("Kitchen set", "climbing dome")),  # as before
])

# "(does) anyone else('s) …" asks whether others share the asker's lot: no choice.
test_others_too_refused = still_refused([
    "anyone else's toddler wake up at 5 or 5:30 every single day??",
    "does anyone else's toddler wake up at 5 or 5:30 every single day??",
    "anyone else wake up at 5 or 5:30 every day?",
    "Anyone else's baby hate the car seat or stroller?",
])

test_others_too_near_misses = read_as_expected([
    ("Anyone else torn between Graco or Chicco?", ("Graco", "Chicco")),  # a decision named
    ("anyone know if Graco or Chicco is safer?", ("Graco", "Chicco")),  # as before
])

# "no A or B" opening a clause denies both.
test_denied_both_refused = still_refused([
    "Update: she took the bottle! No nipple confusion or refusal, drank 3 oz like a champ.",
    "Great night, no crying or fussing, slept 6 hours!",
])

test_denied_both_near_misses = read_as_expected([
    ("No dairy or no gluten for her rash?", ("No dairy", "no gluten")),  # B's own "no"
    ("No idea if I should refinance or wait, help", ("refinance", "wait")),  # no noun phrase after "no"
    ("Question: fellowship (2 years, no teaching) or TA-ship (5 years, teaching every term)?",
     ("fellowship", "TA-ship")),  # in brackets
])

# A pair of kinds read with B's head shared, after a topic set off before it: A may be a kind of the topic.
test_topic_kind_refused = still_refused([
    "cord blood banking... private or public donation...",
    "cord blood banking: private or public donation?",
    "cord blood banking -- private or public donation",
    "Stroller: single or double seat?",
])

test_topic_kind_near_misses = read_as_expected([
    ("private or public donation?", ("private", "public")),  # no topic
    ("Dinner tonight — salmon or chicken thighs?", ("salmon", "chicken thighs")),  # B whole
    ("Which is better... private or public school?", ("private", "public")),  # no topic: a question
])

# A span closing a noun B and ending on "first" is B's trial before the other, B's own.
test_trial_span_of_b = read_as_expected([
    ("EBF so far but my supply is tanking since going back to work. Lactation consultant is booked out 3 weeks. "
     "Should I add a formula top-up or power pump for a few days first?",
     ("formula top-up", "power pump for a few days first")),
    ("Should we buy a crib or a bassinet for a few months first?", ("crib", "bassinet for a few months first")),
    ("Should I try formula or pump for 2 days first?", ("formula", "pump for 2 days first")),
])

test_trial_span_near_misses = read_as_expected([
    ("Should I rent a car or bike for a few days?", ("car", "bike")),  # as before: no "first"
    ("Should I add a formula top-up or power pump first?", ("formula top-up", "power pump")),  # as before
])
