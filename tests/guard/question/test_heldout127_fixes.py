"""Fixes for the hundred-and-twenty-seventh held-out part (dentistry and oral care), written blind and scored before
any fix.

Silent misreads read right: an opening "Comparing" before a noun pair ("Comparing | Smile Direct Club vs Byte": the
comparing is both's, as "weighing" is); a "with a …" fitting after a described B against a coded A ("All-on-4 or
individual implants | with a bridge": B's own, as after an articled B); a noun and a time adverb against a B that is
only a time ("Retainers | full-time or nights only": the times); a base verb closing an adverbial B before a
comparative ("… or for 30 minutes a day | give better results": the subject's predicate); twin labels opening both
options ("Plan A at … or Plan B at …": "Plan" is the label's head, not a verb).

Refusals read right: "that" after a verb before a time adverb ("do that now | or wait …": the verb's object, no
relative clause A ends inside); the asker's present doubt after a telling ("the ER said to see a dentist, but I
don't know | if A or B is better": the question put now, as "I'm wondering if" is)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_opening_comparing_is_both_options_lead = read_as_expected([
    ("Comparing Smile Direct Club vs Byte for mild crowding", ("Smile Direct Club", "Byte")),
    ("Comparing Invisalign vs braces for mild crowding", ("Invisalign", "braces")),
    ("Comparing the Sonicare vs the Oral-B", ("Sonicare", "Oral-B")),  # as before
    ("Comparing prices or just buying the first one?", ("Comparing prices", "just buying the first one")),  # as before
])

test_a_fitting_after_a_described_b_against_a_code = read_as_expected([
    ("Had an implant consult yesterday. They offered two options. All-on-4 or individual implants with a bridge? "
     "I'm 67 and missing most uppers.", ("All-on-4", "individual implants with a bridge")),
    ("iPad or paper flashcards with a timer?", ("iPad", "paper flashcards with a timer")),
    ("All-on-4 or the individual implants with a bridge?", ("All-on-4", "individual implants")),  # as before
    ("waterpik or string floss with a permanent retainer?", ("waterpik", "string floss")),  # as before: no code
])

test_a_time_adverb_against_a_time = read_as_expected([
    ("Retainers full-time or nights only for the first year after braces?", ("full-time", "nights only")),
    ("Run the dehumidifier overnight or weekends only?", ("overnight", "weekends only")),
    ("Night guard nightly or only weekends?", ("nightly", "only weekends")),
    ("a nanny full-time or a sitter weekends?", ("nanny full-time", "sitter weekends")),  # as before: B no time
])

test_a_verb_after_an_adverbial_b_is_the_predicates = read_as_expected([
    ("Bleaching trays worn overnight or for 30 minutes a day give better results?",
     ("overnight", "for 30 minutes a day")),
    ("Mouthguards worn at night or for 2 hours a day work better?", ("at night", "for 2 hours a day")),
    ("Is washing wool sweaters by hand or on the delicate cycle safer?",
     ("by hand", "on the delicate cycle")),  # as before: no rate, "cycle" B's noun
    ("Do strips used at night or for an hour after lunch work better?",
     ("at night", "for an hour after lunch")),  # as before
])

test_twin_labels_open_both_options = read_as_expected([
    ("Plan A at $32/month or Plan B at $49/month with ortho coverage?", ("Plan A at $32/month", "Plan B at $49/month")),
    ("Plan A with a $500 deductible or Plan B with a $1,000 deductible?",
     ("Plan A with a $500 deductible", "Plan B with a $1,000 deductible")),
    ("Plan A for $32 or Plan B for $49?", ("Plan A for $32", "Plan B for $49")),
    ("Plan A or Plan B?", ("Plan A", "Plan B")),  # as before
    ("Option 1 at $20 or Option 2 at $30?", ("Option 1 at $20", "Option 2 at $30")),  # as before
])

test_that_after_a_verb_is_its_object = read_as_expected([
    ("My 9 year old's dentist mentioned a palatal expander and I'm wondering if we should do that now or wait until "
     "all his adult teeth are in.", ("do that now", "wait until all his adult teeth are in")),
    ("Should I try that first or just call the dentist?", ("try that first", "just call the dentist")),
    ("Do we fix that later or replace the crown now?", ("fix that later", "replace the crown now")),
])

test_a_relative_that_still_refused = still_refused([
    "Should I pick the crown that lasts or the cheap filling?",  # as before: a relative clause A ends inside
])

test_the_askers_doubt_after_a_telling_asks = read_as_expected([
    ("My son broke his front tooth at football practice and the ER said to see a dentist, but I don't know if an "
     "emergency dental clinic or his regular pediatric dentist tomorrow morning is better",
     ("emergency dental clinic", "his regular pediatric dentist tomorrow morning")),
    ("The vet said to keep him calm, but I'm not sure whether crate rest or short walks are better",
     ("crate rest", "short walks")),
    ("My dentist said to floss daily and I don't know if string floss or a water flosser works better",
     ("string floss", "water flosser")),
])

test_a_past_doubt_told_still_refused = still_refused([
    "I told my therapist I wasn't sure whether to stay or leave, and she just nodded.",  # as before: told of
])
