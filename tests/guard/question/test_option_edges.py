"""Option edges the last check used to refuse or keep (issue 22, session 27): "do" as a main verb after "to"
("to do laundry at home"), "not" before a bare verb after "to" ("or to not say anything yet"), and texting's
"ngl" / "fr" / "smh" after B (not part of it). "her" ending B stays refused.

Every prompt is new (none is in the corpus); each was refused or read with the slang in B before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_main_verb_do_after_to_is_read = read_as_expected([
    ("Is it healthier to do yoga in the morning or to do it at night?", ("do yoga in the morning", "do it at night")),
    ("better to do homework right after school or to do it after dinner?",
     ("do homework right after school", "do it after dinner")),
])

test_not_before_a_bare_verb_is_read = read_as_expected([
    ("Is it better to tell him now or to not say anything until after the holidays?",
     ("tell him now", "not say anything until after the holidays")),
])

test_texting_slang_after_b_is_not_part_of_it = read_as_expected([
    ("should i text him back or leave him on read ngl", ("text him back", "leave him on read")),
    ("do I take the bus or walk to work tbh fr", ("take the bus", "walk to work")),
])

test_do_with_a_subject_still_asks_a_second_question = still_refused([
    "Is it kinder to put the old dog down or to keep her?",  # "her" ending B: also "call my mom to tell her or …"
    "Should I buy it or do you think it's overpriced?",
    "Is it better to rent or do we buy?",
])

# A subject and its verb opening A, or a subject pronoun ending B, leave the pair part of a clause.
test_a_clause_at_an_options_edge_is_refused = still_refused([
    "Am I going to sell the farmhouse or rent it out once I move into town?",  # it read "Am I going to sell …"
    "Am I going to sell the truck or keep it once we retire?",
])

# After "if" / "whether": "it's worth" as "is it worth", "I'm going to" as a modal; "… your take on which …" asks.
test_leads_after_if_are_read = read_as_expected([
    ("trying to figure out if it's worth fixing the old tiller or just buying a new one",
     ("fixing the old tiller", "just buying a new one")),
    ("not sure if I'm going to sell the truck or keep it, what would you do?", ("sell the truck", "keep it")),
    ("My son keeps asking if we're going to keep the cabin or sell it after we retire, and I'd like your take on "
     "which is wiser.", ("keep the cabin", "sell it")),
])

test_an_option_opening_with_if_is_refused = still_refused([
    "He said the county will pave the road or widen it, no opinion on which is coming first.",
])

# "asked if" reports a question: it read "if I'm going to plant corn" / "beans", then was refused; since session 40
# "asked" opens the question after it, as "asking" does (the asker then asks which), so it reads right.
test_asked_if_then_which_is_read = read_as_expected([
    ("My neighbor asked if I'm going to plant corn or beans this year, so I'd value your input on which pays better.",
     ("corn", "beans")),
])

# "… tell me | is / should / do …": the question asked follows "tell me", whatever came before.
test_the_question_after_tell_me_is_read = read_as_expected([
    ("gotta run to the feed store but first tell me is a heat lamp or a heated pad safer for chicks",
     ("heat lamp", "heated pad")),
    ("we leave at noon but tell me are the Smokies or the Ozarks better for an RV in October", ("Smokies", "Ozarks")),
])

# A gerund and its object before two phrases of one head: the head's phrases are the options.
test_one_head_after_a_gerund_and_its_object = read_as_expected([
    ("Is feeding the goats alfalfa hay or grass hay better?", ("alfalfa hay", "grass hay")),
    ("Is heating the shop propane heaters or electric heaters cheaper?", ("propane heaters", "electric heaters")),
    ("Is giving the cat wet food or dry food better?", ("wet food", "dry food")),  # refused before, kept safe
])

# Two kinds of one -ing head ("fly fishing vs spin fishing"): A's first word is a kind, not a verb.
test_two_kinds_of_one_ing_head_are_read = read_as_expected([
    ("Hand sanding or power sanding for an old dresser?", ("Hand sanding", "power sanding")),
    ("machine quilting vs hand quilting for a baby blanket", ("machine quilting", "hand quilting")),
])

# "tell <someone> <a clause>": the clause told is the option's own, copula and all (not a copula at its edge).
test_a_clause_told_is_the_options_own = read_as_expected([
    ("Should I tell my sister her kids are rude or let it go?", ("tell my sister her kids are rude", "let it go")),
    ("do I warn my neighbor his fence is rotting or stay out of it",
     ("warn my neighbor his fence is rotting", "stay out of it")),
])

test_a_copula_ending_a_clause_told_stays_refused = still_refused([
    "should I tell my boss the project is or just quit?",
])
