"""the eighty-eighth held-out part's 8 silent misreads (bench/results/questions_heldout88_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A clause of the asker's own after B, a stance adverb between its joining word and its subject: no part of B.
test_stance_clause_after_b = read_as_expected([
    ("my teen son asked me whether he should use shaving cream or gel and honestly I don't know",
     ("shaving cream", "gel")),
    ("should I use cream or gel and honestly I have no idea", ("cream", "gel")),
    ("should I get the red one or the blue one but frankly we can't agree", ("red one", "blue one")),
])

test_stance_clause_unchanged = read_as_expected([
    ("should I use cream or gel and honestly", ("cream", "gel and honestly")),  # as before: no clause follows
    ("should I take the bus or the train and I honestly don't know", ("bus", "train")),  # as before
])

# A limit set on both options closing B ("… but not both"): said of the pair, no part of B.
test_not_both_after_b = read_as_expected([
    ("i read somewhere that you should put vitamin c on in the morning or at night but not both, whats right",
     ("in the morning", "at night")),
    ("should I apply retinol at night or in the morning but not both?", ("at night", "in the morning")),
])

test_not_both_unchanged = read_as_expected([
    ("should I take vitamin d or magnesium, but not both?", ("vitamin d", "magnesium")),  # as before
    ("should I wear the red or the blue but not both colours", ("red", "blue")),  # as before
])

# A verb's particle before A's own preposition, B opening on another: the particle stays with the shared verb.
test_particle_before_prep = read_as_expected([
    ("Should cuticle oil go on before bed or after washing hands during the day?",
     ("before bed", "after washing hands")),
    ("Should the cream go on before bed or in the morning?", ("before bed", "in the morning")),
])

test_particle_before_prep_unchanged = read_as_expected([
    ("should we go on before lunch or on the way home?", ("on before lunch", "on the way home")),  # as before: B
    # opens as A does
    ("Should I get out of the car or stay inside?", ("get out of the car", "stay inside")),  # as before
])

# A listed verb with "re" ending in "-ly" ("reapply") is a verb, not a manner adverb of the lead: A keeps it.
test_redone_ly_verb = read_as_expected([
    ("do i reapply sunscreen over my makeup or blot and use an SPF powder",
     ("reapply sunscreen over my makeup", "blot and use an SPF powder")),
    ("should i reapply toner or skip it", ("reapply toner", "skip it")),
])

test_redone_ly_verb_unchanged = read_as_expected([
    ("do i repaint the fence this spring or sand and seal it", ("repaint the fence this spring", "sand and seal it")),
    ("should I finally apply for the job or wait", ("apply for the job", "wait")),  # as before
])

# A maker's capitalised name after a capitalised B ("Cloud | by Ariana Grande"): one name, B's own.
test_maker_after_b = read_as_expected([
    ("I'm choosing between Baccarat Rouge 540 and Cloud by Ariana Grande as a dupe, is the original worth $325?",
     ("Baccarat Rouge 540", "Cloud by Ariana Grande")),
    ("Should I read Dune or Foundation by Asimov first?", ("Dune", "Foundation by Asimov")),
    ("should I pick Sauvage or Bleu by Chanel?", ("Sauvage", "Bleu by Chanel")),
])

test_maker_after_b_unchanged = read_as_expected([
    ("Should I fly Delta or United by Friday?", ("Delta", "United")),  # as before: a day, no maker
    ("Should I take the Acela or drive by Boston?", ("take the Acela", "drive by Boston")),  # as before
])

# Twin heads, A with a phrase of its own after its head: B's phrase after the same head is B's, to the next one.
test_twin_head_phrase_b = read_as_expected([
    ("Do I wet shave in the shower or dry shave with an electric before work",
     ("wet shave in the shower", "dry shave with an electric")),
    ("should I cold brew in the fridge or hot brew with a french press before work",
     ("cold brew in the fridge", "hot brew with a french press")),
])

test_twin_head_phrase_b_unchanged = read_as_expected([
    ("should I wet shave or dry shave with an electric?", ("wet shave", "dry shave")),  # as before: A has no phrase
    ("should I wet shave in the morning or dry shave at night?", ("wet shave in the morning", "dry shave at night")),
    ("the annual plan from Zoom or the monthly plan for the new office?", ("annual plan from Zoom", "monthly plan")),
])

# Two bare words opening with a listed verb against an articled noun whose verb was cut: a verb phrase, or a compound?
test_verb_led_b_refused = still_refused([
    "As a new esthetician, should I rent a suite or work commission at a spa?",
    "should I buy a condo or rent space in a cowork?",
])

test_verb_led_b_unchanged = read_as_expected([
    ("should I rent a suite or studio space?", ("suite", "studio space")),  # as before: no listed verb opens B
    ("Should I take a taxi or train home?", ("taxi", "train home")),  # as before: no phrase after B
    ("Should I pick a big city apartment or study apartment?", ("big city apartment", "study apartment")),
    ("[ticket #4821] Should the customer get a refund or store credit?", ("refund", "store credit")),  # as before
    ("I need to write up a design doc section, can you help me argue whether we should use a monorepo or separate "
     "repos for the mobile and web apps?", ("monorepo", "separate repos")),  # as before: a plural
])

# Options inside the relative clause of the question's subject, B running to the end: where B ends is unclear.
test_relative_clause_options_refused = still_refused([
    "Do clients who book online or by phone no-show more often at your salon?",
    "Do people who eat breakfast or skip it live longer?",
])

test_relative_clause_options_unchanged = read_as_expected([
    ("Do you book online or by phone?", ("book online", "by phone")),  # as before: no relative clause
    ("Do kids who do Kumon or kids who do Mathnasium end up ahead?", ("kids who do Kumon", "kids who do Mathnasium")),
])

# "I keep going back and forth on A vs B": still weighing the pair, as "torn between" tells; a question.
test_back_and_forth_on = read_as_expected([
    ("I keep going back and forth on acrylics vs builder gel for my wedding nails", ("acrylics", "builder gel")),
    ("I keep going back and forth on tile or hardwood for the kitchen", ("tile", "hardwood")),
])

test_back_and_forth_told_refused = still_refused([
    "I've been going back and forth on keto or paleo for weeks now.",  # as before: how long, told
    "I went back and forth on tile or hardwood and picked tile.",  # as before: a choice made
])

# Two priced things, each after "a": each price tells a whole thing, so A's "of" phrase needs no counterpart in B.
test_priced_wholes = read_as_expected([
    ("Is a $45 box of Madison Reed or a $180 salon gloss better value?",
     ("$45 box of Madison Reed", "$180 salon gloss")),
    ("Is a $12 bag of coffee or a $30 grinder a better gift?", ("$12 bag of coffee", "$30 grinder")),
])

test_unpriced_of_head_refused = still_refused([
    "Is a bag of coffee or a grinder a better gift?",  # as before: no prices
    "Is a $45 box of dye or $60 better?",  # as before: B a bare price
])

# Subjects of a modal question, A's noun compared with "like" to a name: A the noun with its "like" phrase, B's "be"
# the modal's.
test_simile_subject = read_as_expected([
    ("If I work in a small office with a scent-sensitive coworker, would a skin scent like Glossier You or a body "
     "mist be more considerate?", ("skin scent like Glossier You", "body mist")),
    ("would a fragrance like Chanel No 5 or a lighter scent be better for work?",
     ("fragrance like Chanel No 5", "lighter scent")),
])

test_simile_subject_unchanged = read_as_expected([
    ("would a cat like tuna or a toy more?", ("tuna", "toy")),  # as before: no "be" after B, "like" the verb
])

# A capitalised opener that may be a verb, A and B both names closing on bracketed tags alike: one name each.
test_tagged_names = read_as_expected([
    ("Miss Dior (EDP) or Chance Eau Tendre (EDT) - for a 16yo?", ("Miss Dior (EDP)", "Chance Eau Tendre (EDT)")),
    ("Miss Dior (EDT) or Coco Mademoiselle (EDP) for spring?", ("Miss Dior (EDT)", "Coco Mademoiselle (EDP)")),
])

test_tagged_names_unchanged = read_as_expected([
    ("Learn Python (3.12) or Java (21) first?", ("Python (3.12)", "Java (21)")),  # as before: a verb of choosing
])

test_untagged_b_still_refused = still_refused([
    "Miss Dior (EDP) or the Chance one?",  # as before: B no tagged name
    "Run Club or Strava for motivation?",  # as before
])

# A price by the unit against one set price: "per foil" and "a flat rate" are two ways of pricing, read as a pair.
test_per_unit_against_price = read_as_expected([
    ("We're updating our price list and the owner wants to know if we should charge per foil or a flat rate for "
     "partial highlights", ("per foil", "flat rate")),
    ("should I charge per hour or a flat fee?", ("per hour", "flat fee")),
    ("should I pay per use or a monthly subscription?", ("per use", "monthly subscription")),
])

test_per_unit_against_no_price_refused = still_refused([
    "should I charge per hour or a flat?",  # as before: no price noun closes B
])
