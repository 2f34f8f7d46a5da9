"""the fifty-second held-out part's refusals (bench/results/questions_heldout52_first.txt) read right by general
rules; each rule with its prompt from the part, variants, and near-misses that keep their old reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A unit after a number ("12.4 oz", "2 lb") makes the next word a noun ("can"), no auxiliary at the option's edge.
test_unit_before_a_noun = read_as_expected([
    ("the 12.4 oz can for $24.99 or the 29.8 oz tub for $54?", ("12.4 oz can for $24.99", "29.8 oz tub for $54")),
    ("the 12 oz can or the 30 oz tub?", ("12 oz can", "30 oz tub")),
    ("the 8 oz can for $9 or the 2 lb tub for $20?", ("8 oz can for $9", "2 lb tub for $20")),
    ("should we buy the can or the tub?", ("can", "tub")),  # as before
])

# "#2" after a word is a number sign ("baby #2", "kid #3"), no tag setting off another clause.
test_number_sign_is_no_tag = read_as_expected([
    ("return the Mamaroo or keep it for baby #2", ("return the Mamaroo", "keep it for baby #2")),
    ("sell the crib or keep it for kid #3?", ("sell the crib", "keep it for kid #3")),
    ("should we sell the stroller or save it for baby #2?", ("sell the stroller", "save it for baby #2")),
])

test_a_tag_still_sets_off_a_clause = still_refused([
    "return the Mamaroo or keep it #babylife",
    "sell the crib or keep it #2024goals",
])

# A verb and a determiner closing B's sentence: the determiner is the verb's object ("ask her", "have another").
test_determiner_closing_b_is_its_object = read_as_expected([
    ("potty training help thread #3: timer every 20 min or just ask her?", ("timer every 20 min", "just ask her")),
    ("sticker chart or just remind her?", ("sticker chart", "just remind her")),
    ("should we use a timer or ask her?", ("use a timer", "ask her")),
    ("should we buy new bottles or reuse these", ("buy new bottles", "reuse these")),
    ("Should I donate the baby toys or save them in the attic in case we have another",
     ("donate the baby toys", "save them in the attic in case we have another")),
    ("sell the crib or keep it in case we have another?", ("sell the crib", "keep it in case we have another")),
    ("sticker chart or just remind her mom?", ("sticker chart", "just remind her mom")),  # as before
])

test_determiner_before_more_words_or_after_no_verb_still_refused = still_refused([
    "Is it kinder to put the old dog down or to keep her?",  # an infinitive B: "… to tell her | or …" runs on
    "Is it better to move Mum in with us or to find her a good care home nearby?",  # "her" determines nothing cut
    "should I call the doctor or text her",  # "text": a noun too
    "should we buy new bottles or text these",
])

# B repeating A's head and relative pronoun ("a nanny who …"): A's relative clause ends at the coordinator.
test_relative_clause_against_the_same = read_as_expected([
    ("a nanny who drives or a nanny who lives close by?", ("nanny who drives", "nanny who lives close by")),
    ("a sitter who cooks or a sitter who cleans?", ("sitter who cooks", "sitter who cleans")),
    ("should we hire a nanny who drives or a nanny who lives nearby",
     ("nanny who drives", "nanny who lives nearby")),
])

test_relative_clause_against_another_still_refused = still_refused([
    "a nanny who drives or cooks?",
    "a nanny who drives or a sitter who lives close by?",
])

# A closing bracketed aside asking a question of its own is the asker's doubt, no part of the option.
test_asked_aside_dropped = read_as_expected([
    ("screen time at 18mo: Ms Rachel (educational??) or zero screens until 2", ("Ms Rachel", "zero screens")),
    ("Bluey or Ms Rachel (educational??)", ("Bluey", "Ms Rachel")),
    ("Ms Rachel (educational?) or Bluey?", ("Ms Rachel", "Bluey")),
    ("Ms Rachel (educational) or Bluey?", ("Ms Rachel (educational)", "Bluey")),  # as before
])

test_aside_with_a_clause_still_refused = still_refused([
    "Ms Rachel (is it educational?) or Bluey?",
])

# A bare B repeating A's head after a word that is no verb: A's first word is its modifier, no verb.
test_head_repeated_after_a_modifier = read_as_expected([
    ("slow flow or medium flow nipples at 3 months?", ("slow flow", "medium flow nipples")),
    ("slow flow or medium flow?", ("slow flow", "medium flow")),
    ("clean water or filtered water for formula?", ("clean water", "filtered water")),
    ("cut costs or raise costs?", ("cut costs", "raise costs")),  # as before
])

# A dotted initialism ("A.R.", "U.S.") before a word opening no sentence ends none.
test_initialism_ends_no_sentence = read_as_expected([
    ("given the shortage at our target, do I stock up on Enfamil A.R. or switch to the store brand?",
     ("stock up on Enfamil A.R.", "switch to the store brand")),
    ("do I buy Enfamil A.R. or Similac Sensitive?", ("Enfamil A.R.", "Similac Sensitive")),
    ("We use Enfamil A.R. Should we switch to Similac or stay?", ("switch to Similac", "stay")),  # as before
])

# B opening with a preposition against A holding one: the phrases are the options, whatever A's first words.
test_prepositional_b_against_a_phrase = read_as_expected([
    ("sleep training with a consultant or on our own?", ("with a consultant", "on our own")),
    ("sleep train with a consultant or by ourselves?", ("with a consultant", "by ourselves")),
    ("potty training with a coach or on our own", ("with a coach", "on our own")),  # as before
    ("sleep training with a consultant or a book?", ("consultant", "book")),  # as before
])

# An adjective that is a verb too, its particle and an object open a verb phrase B ("dry up my supply").
test_adjective_verb_with_particle = read_as_expected([
    ("keep pumping for donor milk or dry up my supply and move on?",
     ("keep pumping for donor milk", "dry up my supply and move on")),
    ("should I keep pumping for donor milk or dry up my supply?", ("keep pumping for donor milk", "dry up my supply")),
    ("rent a storage unit or clean out the garage?", ("rent a storage unit", "clean out the garage")),  # as before
])

test_adjective_verb_alone_still_refused = still_refused([
    "keep pumping or dry up?",
])

# B too long to be one with a "for" phrase after its own first words stays refused: the phrase may be both options'
# (as heldout47 decided for "… or try another round of chemo for our 14 year old lab").
test_long_purpose_of_b_still_refused = still_refused([
    "trying to work out whether to call the nurse line or just go to urgent care for a 101.5 fever at 4 months",
])

test_short_purpose_of_b_still_b_own = read_as_expected([
    ("should we call the nurse line or go to urgent care for a fever",
     ("call the nurse line", "go to urgent care for a fever")),  # as before: short, B's own
])

# "for when" and a clause after B's verb: what B keeps something for is B's own, to its end.
test_for_when_clause_is_b_own = read_as_expected([
    ("DH has to pick between 6 weeks paternity now and saving it for when I go back. what would you do",
     ("6 weeks paternity now", "saving it for when I go back")),
    ("should DH take 6 weeks now or save it for when I go back?", ("take 6 weeks now", "save it for when I go back")),
    ("should we spend it now or save it for when she starts school",
     ("spend it now", "save it for when she starts school")),
    ("between paying it off now and saving it for a rainy day?",
     ("paying it off now", "saving it for a rainy day")),  # as before
])

test_for_when_clause_with_a_copula_still_refused = still_refused([
    "deciding between taking the leave now and saving it for when the baby is older",
    "should we spend it now or save it for when the baby is older",
])

# A sentence opening with "to" and a verb asks which of two things to do: "to" is the lead-in, as "Is it better to".
test_opening_infinitive_is_the_lead = read_as_expected([
    ("to lower the crib mattress now or wait till she pulls up?",
     ("lower the crib mattress now", "wait till she pulls up")),
    ("to lower the crib mattress now or wait?", ("lower the crib mattress now", "wait")),
    ("to sell the car or keep it?", ("sell the car", "keep it")),
    ("to sell the car or to keep it?", ("sell the car", "keep it")),  # as before
    ("to Boston or to Denver?", ("to Boston", "to Denver")),  # as before
])

test_infinitive_after_a_subject_still_refused = still_refused([
    "I want to lower the crib mattress now or wait?",
])

# After "Do", a lower-case -s word after a name B, a bare verb and a comparative is the names' noun, no verb.
test_names_before_their_noun = read_as_expected([
    ("Do Avent or Tommee Tippee bottles leak less?", ("Avent", "Tommee Tippee")),
    ("Do Avent or Comotomo bottles leak less?", ("Avent", "Comotomo")),
    ("Do Avent or Tommee Tippee sell bottles?", ("Avent", "Tommee Tippee")),  # as before
])

test_verb_unclear_without_a_comparative_still_refused = still_refused([
    "Do Avent or Tommee Tippee bottles leak?",
    "Does a gas dryer or an electric dryer dry clothes faster?",
])

# A "from" phrase right after A's bare lower-case noun says where it comes from: A's own, no second phrase B could
# stand against.
test_source_of_a_bare_noun = read_as_expected([
    ("starting solids with purees from a pouch or with soft finger foods?",
     ("with purees from a pouch", "with soft finger foods")),
    ("should we start solids with purees from a pouch or with soft finger foods?",
     ("with purees from a pouch", "with soft finger foods")),
    ("with drinks from the bar or with wine?", ("with drinks from the bar", "with wine")),
])

test_two_places_still_refused = still_refused([
    "fly to Boston from Denver or to Chicago?",  # a name: "from Denver" is where one flies from
    "in the rain on a scooter or in the car?",
])

# An A opening the sentence against "straight"/"directly"/"right" and one closing phrase: B runs on over the phrase.
test_a_whole_against_straight_to = read_as_expected([
    ("pull-ups or straight to undies??", ("pull-ups", "straight to undies")),
    ("diapers or straight to the potty?", ("diapers", "straight to the potty")),
    ("daycare or straight to preschool?", ("daycare", "straight to preschool")),
])

test_straight_to_after_a_lead_or_before_more_still_refused = still_refused([
    "should we use pull-ups or straight to undies?",
    "pull-ups or straight to undies at night?",
])
