"""the hundred-and-eighth held-out part's 13 silent misreads (bench/results/questions_heldout108_first.txt), all read
right by general rules for their forms; and one of its refusals ("Are you supposed to rinse off micellar water or leave
it on?") read right."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# After an auxiliary and two articled subjects, a word closing B that also closes A is the head both share, not the
# predicate's verb ("a benzoyl peroxide wash or a salicylic acid wash | be easier").
test_head_closing_both_subjects = read_as_expected([
    ("My 15 year old has started breaking out on his forehead. He won't do a big routine. Would a benzoyl peroxide "
     "wash or a salicylic acid wash be easier for him to stick with?",
     ("benzoyl peroxide wash", "salicylic acid wash")),
    ("Would a tea tree face wash or a salicylic acid face wash be kinder to my skin?",
     ("tea tree face wash", "salicylic acid face wash")),
])

test_head_not_closing_both_unchanged = read_as_expected([
    ("Would a French drain or a sump pump fix water in the basement?", ("French drain", "sump pump")),  # as before
])

# A subject pair's B cut before a verb-like word, a modal and its verb following within two words: the modal starts
# the predicate, the words before it are B's ("a high lift dye | will get me").
test_modal_after_subject_b = read_as_expected([
    ("Need to figure out if bleach and tone or a high lift dye will get me from dark brown to ash blonde",
     ("bleach and tone", "high lift dye")),
    ("Not sure if a box dye or a salon lift treatment will cover my greys", ("box dye", "salon lift treatment")),
])

test_no_modal_after_subject_b_unchanged = read_as_expected([
    ("Wondering if a clay mask or a charcoal peel pad will clear my pores",
     ("clay mask", "charcoal peel pad")),  # as before
])

# After "Is A or B" with two names, a lower-case "-er" word after B's capitals before a preposition is the
# predicate's comparative, whatever the names' lengths.
test_comparative_after_named_b = read_as_expected([
    ("Is Garnier Nutrisse or Clairol Natural Instincts gentler on the scalp",
     ("Garnier Nutrisse", "Clairol Natural Instincts")),
    ("Is Neutrogena or La Roche Posay Anthelios gentler on sensitive skin?",
     ("Neutrogena", "La Roche Posay Anthelios")),
    ("Is Cetaphil or Eucerin Advanced Repair richer for winter?", ("Cetaphil", "Eucerin Advanced Repair")),
])

test_lower_case_b_before_comparative_unchanged = read_as_expected([
    ("Would a vitamin C serum or a niacinamide serum be better under sunscreen?",
     ("vitamin C serum", "niacinamide serum")),  # as before
])

# A closing on its own bracketed aside, B's aside followed by more words: the words after it are both's.
test_words_after_twin_asides = read_as_expected([
    ("mineral (zinc) or chemical (avobenzone etc) sunscreen w/ rosacea?",
     ("mineral (zinc)", "chemical (avobenzone etc)")),
    ("a physical (zinc oxide) or a hybrid (zinc plus filters) sunscreen for melasma?",
     ("physical (zinc oxide)", "hybrid (zinc plus filters)")),
    ("retinol (0.3%) or retinal (0.05%) serum for a beginner?", ("retinol (0.3%)", "retinal (0.05%)")),
])

test_aside_closing_b_unchanged = read_as_expected([
    ("a standard lens (covered) or a multifocal lens ($3,200 per eye)?",
     ("standard lens (covered)", "multifocal lens ($3,200 per eye)")),  # as before
])

# Two amounts in one unit, B's followed by bare nouns: what both amounts measure.
test_nouns_after_twin_amounts = read_as_expected([
    ("Is 20 mins or 40 mins processing time right for Wella Koleston 7/0?", ("20 mins", "40 mins")),
    ("Is 30 minutes or 45 minutes development time better for grey coverage?", ("30 minutes", "45 minutes")),
])

test_rate_after_twin_amounts_unchanged = read_as_expected([
    ("Should I leave it 10 mins or 15 mins a day?", ("10 mins", "15 mins")),  # as before
])

# A verb and its preposition phrase against another preposition and its object: the verb is both's.
test_verb_before_twin_preposition_phrases = read_as_expected([
    ("Should I shave with the grain or against it?", ("with the grain", "against it")),
    ("Is it better to brush with the grain or against it?", ("with the grain", "against it")),
])

test_same_kind_of_phrase_unchanged = read_as_expected([
    ("Should I go with the flow or against the current?", ("with the flow", "against the current")),  # as before
    ("Should I trim with the clipper or without a guard?", ("with the clipper", "without a guard")),  # as before
])

# A noun closing on a bare preposition against another preposition and its object: the two prepositions.
test_twin_bare_prepositions = read_as_expected([
    ("Is it better to apply sunscreen over or under makeup", ("over", "under")),
    ("Do I wear the moisturiser under or over the SPF?", ("under", "over")),
])

test_particle_of_own_phrase_unchanged = read_as_expected([
    ("Should kids do homework with music on or in silence?", ("with music on", "in silence")),  # as before
])

# A verb and its span against a B that is only a frequency ("just twice a week"): the two times.
test_span_against_frequency = read_as_expected([
    ("Is it better to exfoliate every day or just twice a week?", ("every day", "just twice a week")),
    ("Should I wash my hair every day or only once a week?", ("every day", "only once a week")),
])

test_span_against_span_unchanged = read_as_expected([
    ("Should I mask every night or every other night?", ("every night", "every other night")),  # as before
])

# A one-word A opening its clause after a dash or a colon, B a bare verb, a preposition and a name closing the
# sentence: the name is B's verb's own.
test_verb_to_name_after_opened_a = read_as_expected([
    ("[urgent] allergic reaction to hair dye — antihistamine or go to A&E?", ("antihistamine", "go to A&E")),
    ("Swollen lip after a new lipstick: ibuprofen or go to Urgent Care?", ("ibuprofen", "go to Urgent Care")),
])

test_verb_to_noun_after_unopened_a_unchanged = read_as_expected([
    ("coffee or skip to lunch?", ("coffee", "skip to lunch")),  # as before
])

# B closing on a verb that takes an infinitive ("learn | to use it properly"): the infinitive is B's own.
test_infinitive_of_catenative_b = read_as_expected([
    ("Return the Dyson Airwrap or keep it and learn to use it properly?",
     ("Return the Dyson Airwrap", "keep it and learn to use it properly")),
    ("Send the trimmer back or keep it and try to get used to it?",
     ("Send the trimmer back", "keep it and try to get used to it")),
])

test_infinitive_before_clause_unchanged = read_as_expected([
    ("Return the dryer or keep it and learn to use it, since the shop charges a fee?",
     ("Return the dryer", "keep it and learn")),  # as before
])

# Two joined modifiers as A, a hyphenated modifier and a head noun as B, each after its article: the head both's.
test_head_after_joined_modifiers = read_as_expected([
    ("Do I want the wet & dry or the dry-only version of the Braun Series 7?", ("wet & dry", "dry-only")),
    ("Should I get the hot & cold or the cold-only model of the Dyson fan?", ("hot & cold", "cold-only")),
])

test_unhyphenated_modifier_unchanged = read_as_expected([
    ("the wet and dry or the dry shave version?", ("wet and dry", "dry shave version")),  # as before
])

# A gerund and a name as A against a name and a head noun as B: the gerund and the head both's.
test_gerund_names_with_shared_head = read_as_expected([
    ("We're deciding between stocking Bulldog or Cremo shave cream in the barbershop", ("Bulldog", "Cremo")),
    ("We're torn between stocking Uppercut or Reuzel pomade at the salon", ("Uppercut", "Reuzel")),
])

test_gerund_names_without_head_unchanged = read_as_expected([
    ("between learning Cantonese and Mandarin", ("Cantonese", "Mandarin")),  # as before
])

# Two labelled names each with its own bracketed aside closing its side: each option keeps its aside.
test_labels_keep_their_asides = read_as_expected([
    ("Braun Series 5 (51-W1000s) or Series 6 (61-N1000s)?", ("Series 5 (51-W1000s)", "Series 6 (61-N1000s)")),
    ("Plan 1 ($40/month) or Plan 2 ($55/month)?", ("Plan 1 ($40/month)", "Plan 2 ($55/month)")),
])

test_label_with_one_aside_unchanged = read_as_expected([
    ("Plan 1 ($40/month) or Plan 2?", ("Plan 1", "Plan 2")),  # as before
    ("Offer A ($95k, remote) or Offer B ($110k, onsite); which would you take?", ("Offer A", "Offer B")),  # as before
])

# A question led by "be", a subject and "supposed to" / "meant to" before two verb phrases: A starts at the verb (was
# refused: the subject read as part of A).
test_asked_semi_modal = read_as_expected([
    ("Are you supposed to rinse off micellar water or leave it on?", ("rinse off micellar water", "leave it on")),
    ("Are you supposed to rinse it off or leave it on?", ("rinse it off", "leave it on")),
])

test_asked_semi_modal_with_nouns_still_refused = still_refused([
    "Am I supposed to tip the barber or the owner?",
])
