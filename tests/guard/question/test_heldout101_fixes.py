"""the hundred-and-first held-out part's 5 silent misreads (bench/results/questions_heldout101_first.txt): all five read
right by general rules; and some of its refusals read right."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A closing "this …" of no clause after B's noun phrase: the time of the whole question, not B's own.
test_closing_this_phrase_of_question = read_as_expected([
    ("we have to decide between Delta Dental PPO and the DHMO plan this open enrollment",
     ("Delta Dental PPO", "DHMO plan")),
    ("should we pick Delta Dental PPO or the DHMO plan this open enrollment", ("Delta Dental PPO", "DHMO plan")),
    ("Should we sign up for the PPO or the HMO plan this enrollment period?", ("PPO", "HMO plan")),
])

test_closing_this_clause_or_object_unchanged = read_as_expected([
    ("should I pick the Cigna plan or the one this office offers?", ("Cigna plan", "one this office offers")),
    # as before: a relative clause of B's own
    ("should I get the Oral-B or the brush this dentist recommended?", ("Oral-B", "brush this dentist recommended")),
    ("would you go with a Spanish tutor twice a week or an immersion camp this summer?",
     ("Spanish tutor twice a week", "immersion camp this summer")),  # as before: a listed time, weighed against A's
])

# A report of "it's better to" before two verb phrases: the report and "it's better to" lead in.
test_reported_better_lead = read_as_expected([
    ("I read somewhere that it's better to get LASIK in your 20s or wait until your 30s when your eyes stabilize, "
     "which is it?", ("get LASIK in your 20s", "wait until your 30s")),
    ("I heard it's better to get LASIK in your 20s or wait until your 30s?",
     ("get LASIK in your 20s", "wait until your 30s")),
    ("I've read that it's smarter to replace the crown now or wait until it cracks?",
     ("replace the crown now", "wait until it cracks")),
])

test_report_without_better_still_refused = still_refused([
    "I read that LASIK or PRK is better?",  # as before
])

# "to" and a bare word after B's closing participle, before a purpose: the standard is B's own, the purpose both's.
test_standard_before_purpose_b = read_as_expected([
    ("Though my insurance only covers 50%, gold crown or porcelain fused to metal for a back molar?",
     ("gold crown", "porcelain fused to metal")),
    ("gold crown or porcelain fused to metal for a back molar?", ("gold crown", "porcelain fused to metal")),
    ("off the rack or a suit made to measure for the wedding?", ("off the rack", "suit made to measure")),
])

test_standard_of_both_participles_unchanged = read_as_expected([
    ("painted or powder coated to spec for the railings?", ("painted", "powder coated")),  # as before
    ("gold crown or porcelain fused to metal?", ("gold crown", "porcelain fused to metal")),  # as before
])

# A possessive before two modifiers of one head written once: the modifiers, as after "the".
test_possessed_twin_modifiers = read_as_expected([
    ("Getting a crown on my upper or lower molar — which hurts more?", ("upper", "lower")),
    ("is my upper or lower molar more sensitive?", ("upper", "lower")),
    ("should I bring my old or new phone on the trip?", ("old", "new")),
])

test_possessive_without_twin_modifiers_unchanged = read_as_expected([
    ("my mom or best friend?", ("my mom", "best friend")),  # as before
])

# A count after a noun and its preposition, B counting the same noun: the counts, the noun before both's.
test_counted_phrase_a = read_as_expected([
    ("earplugs in both ears or just one ear when mowing the lawn?", ("both ears", "just one ear")),
    ("a crown on both molars or just one molar?", ("both molars", "just one molar")),
])

test_counted_phrase_other_noun_unchanged = read_as_expected([
    ("earplugs in both ears or a headband?", ("earplugs in both ears", "headband")),  # as before
    ("hearing aids in both ears or only one ear?", ("both ears", "only one ear")),  # as before
])

# Refusals read right.

# "is it (more) likely" before a noun that is also a verb's word, alone before the "or": the options follow.
test_likely_before_verb_like_noun = read_as_expected([
    ("Eyes have been twitching for a week. Coffee intake is the same. Is it more likely stress or eye strain from the "
     "new monitor?", ("stress", "eye strain")),
    ("is it more likely stress or a pinched nerve?", ("stress", "pinched nerve")),
])

test_likely_before_noun_unchanged = read_as_expected([
    ("When he limps, is it more likely arthritis or a torn ligament?", ("arthritis", "torn ligament")),  # as before
])

# A copula's subject before two predicates, B opening "just a …": A starts at its own article.
test_focused_predicate_b = read_as_expected([
    ("I hate flossing. I'll be honest. Is a Waterpik a real replacement or just a gimmick? My hygienist gave me a look "
     "last time.", ("real replacement", "just a gimmick")),
    ("Is a Waterpik a real replacement or only a gimmick?", ("real replacement", "only a gimmick")),
    ("Is Invisalign a real fix or just a cosmetic upgrade?", ("real fix", "just a cosmetic upgrade")),
])

test_unfocused_second_subject_unchanged = read_as_expected([
    ("Is a Waterpik a real replacement or just floss?", ("Waterpik a real replacement", "just floss")),  # as before
])

# A closing plea for help with which to pick ("… and need help figuring out which …"): the asker's clause, not B's;
# and A from its own article against B's articled "one" ("Got quoted for | a … crown or a … one").
test_help_plea_and_articled_one = read_as_expected([
    ("Got quoted for a same-day CEREC crown or a lab-made porcelain one and need help figuring out which is worth the "
     "extra wait", ("same-day CEREC crown", "lab-made porcelain one")),
    ("Got offered a zirconia crown or a gold one and could use some advice on which lasts longer",
     ("zirconia crown", "gold one")),
    ("Got quoted for a zirconia crown or a gold one?", ("zirconia crown", "gold one")),
])

test_one_without_lead_in_unchanged = read_as_expected([
    ("Townhouse with an HOA or a detached house without one?", ("Townhouse with an HOA", "detached house without one")),
    # as before
    ("should I get a crown with a gold finish or a porcelain one?", ("crown with a gold finish", "porcelain one")),
])

# A declarative question with the pair the subject of a modal and "be" ("A or B | should be my reading eye?"): read
# as after "is".
test_modal_be_after_subject_pair = read_as_expected([
    ("the left or the right eye should be my reading eye for monovision?", ("left", "right eye")),
    ("tea or coffee should be my morning drink?", ("tea", "coffee")),
    ("tea or coffee would be better in the morning?", ("tea", "coffee")),
])

test_modal_be_after_told_pair_still_refused = still_refused([
    "I think tea or coffee would be better?",  # as before: a pronoun and a verb before the pair
])
