"""the fifty-seventh held-out part's 14 silent misreads (bench/results/questions_heldout57_first.txt): twelve read right
by general rules, two refused ("Is it Honors or regular Geometry for a kid who …", "take Health online over the summer
or in person during …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A noun of B taking an infinitive ("a chance | to bring it up first", "time | to improve"): the "to" is B's.
test_infinitive_of_a_noun_of_b = read_as_expected([
    ("do i take away her phone for the bad grade or give her a chance to bring it up first",
     ("take away her phone for the bad grade", "give her a chance to bring it up first")),
    ("Should I fire him or give him a chance to explain?", ("fire him", "give him a chance to explain")),
    ("Should I quit or give it time to improve?", ("quit", "give it time to improve")),
    ("Should we ground him or give him another chance to fix it?",
     ("ground him", "give him another chance to fix it")),
])

test_purpose_after_b_still_cut = read_as_expected([
    ("Should I renovate or move to save money?", ("renovate", "move")),  # as before
    ("Should I call him or give him a chance?", ("call him", "give him a chance")),  # as before
])

# A "with" phrase closing B after an A with its own adjunct ("over the summer"): B's own.
test_with_phrase_after_a_with_its_own_adjunct = read_as_expected([
    ("Should I retake Algebra 2 over the summer or move on to Precalc with a C?",
     ("retake Algebra 2 over the summer", "move on to Precalc with a C")),
    ("Should I retake Chemistry in the fall or move on to Physics with a B-?",
     ("retake Chemistry in the fall", "move on to Physics with a B-")),
])

test_with_phrase_after_a_bare_a_still_cut = read_as_expected([
    ("Should I retake Algebra 2 or move on to Precalc with a C?", ("retake Algebra 2", "move on to Precalc")),
])

# A bare noun-or-verb word after a singular determiner, before a preposition and a later finite verb: B's head noun.
test_singular_head_before_its_phrase = read_as_expected([
    ("I was wondering if you could explain whether a double major in math and music or just a math major with a music "
     "minor would look better to grad schools.",
     ("double major in math and music", "just a math major with a music minor")),
    ("whether a gap year or a math major with a minor would look better to colleges",
     ("gap year", "math major with a minor")),
    ("Would a history minor or a math minor with honors look better to law schools?",
     ("history minor", "math minor with honors")),
])

test_bare_verb_after_does_still_the_predicate = read_as_expected([
    ("Does a cat or a dog make a better pet?", ("cat", "dog")),  # as before
])

# B ends at its own closing parenthesis when A ends at its own.
test_b_ends_at_its_aside = read_as_expected([
    ("MATH 151 (4 credits) or MATH 141 (3 credits) for a non-STEM major?", ("MATH 151 (4 credits)",
                                                                           "MATH 141 (3 credits)")),
    ("Should I take BIO 110 (4 credits) or BIO 105 (3 credits) in the fall?",
     ("BIO 110 (4 credits)", "BIO 105 (3 credits)")),
])

test_b_without_an_aside_unchanged = read_as_expected([
    ("MATH 151 (4 credits) or MATH 141 for a non-STEM major?", ("MATH 151 (4 credits)", "MATH 141")),  # as before
])

# "who" after a "for" phrase in B is that phrase's, no cleft: refused as "Is it A or B for a kid?" is.
test_no_cleft_after_a_for_phrase = still_refused([
    "Is it Honors or regular Geometry for a kid who got a B+ in Algebra 1?",
    "Is it AP Bio or regular Bio for a student who hates labs?",
])

test_cleft_still_read = read_as_expected([
    ("Is it the clutch or the flywheel that makes the noise?", ("clutch", "flywheel")),  # as before
    ("Is it the coach or the parents who decide playing time?", ("coach", "parents")),  # as before
])

# A statement of what is offered or allowed, asking nothing.
test_stated_policy_refused = still_refused([
    "Our school lets students choose either Spanish or French starting in 7th grade.",
    "My district offers Mandarin or Spanish in middle school.",
    "Our gym allows members to bring a guest or freeze the membership.",
])

test_policy_with_a_question_still_read = read_as_expected([
    ("Our school lets students choose either Spanish or French, which should I pick", ("Spanish", "French")),
    ("my son cant decide between Spanish or French", ("Spanish", "French")),  # as before
])

# A spaced double slash parts clauses as a spaced bar does.
test_double_slash_parts_clauses = read_as_expected([
    ("Subject: rec letters // Should Ms. Patel or Mr. O'Brien write my second letter?", ("Ms. Patel", "Mr. O'Brien")),
    ("rec letters // Should Ms. Patel or Mr. O'Brien write my second letter?", ("Ms. Patel", "Mr. O'Brien")),
    ("Re: rec letters // Should my coach or my teacher write it?", ("my coach", "my teacher")),
])

# A particle of the lead's verb before "as" / "for" closing a noun B is cut off.
test_split_particle_cut = read_as_expected([
    ("my schedule is due friday and I need to know if i should put Intro to Engineering (ENG110) or Digital "
     "Photography down as my first-choice elective", ("Intro to Engineering (ENG110)", "Digital Photography")),
    ("Should I put Chemistry or Biology down as my first choice?", ("Chemistry", "Biology")),
    ("Should I sign Max or Lily up for swim lessons?", ("Max", "Lily")),
])

test_particles_kept = read_as_expected([
    ("Should I sit down or stand up for the anthem?", ("sit down", "stand up")),  # as before
    ("Would you rather live in a small house near family or a big house far away?",
     ("small house near family", "big house far away")),  # as before
])

# A "this" / "next" time closing B after an A with its own frequency is B's.
test_time_of_b_against_a_frequency = read_as_expected([
    ("Hello! I'd really appreciate your opinion: would you go with a Spanish tutor twice a week or an immersion camp "
     "this summer? Thank you so much!", ("Spanish tutor twice a week", "immersion camp this summer")),
    ("Should we do a math tutor once a week or a math camp next summer?",
     ("math tutor once a week", "math camp next summer")),
    ("piano lessons twice a week or a music camp this summer?",
     ("piano lessons twice a week", "music camp this summer")),
])

test_time_without_a_frequency_still_cut = read_as_expected([
    ("Should we do a math tutor or a math camp this summer?", ("math tutor", "math camp")),  # as before
])

# "the" and a time unit before a time preposition: the time both share.
test_article_time_cut = read_as_expected([
    ("Should she take a full-length practice test or a half-length practice test the weekend before the SAT?",
     ("full-length practice test", "half-length practice test")),
    ("Should I do a long run or a short run the day before the race?", ("long run", "short run")),
    ("a big dinner or a light snack the night before the exam?", ("big dinner", "light snack")),
])

test_article_time_in_a_phrase_unchanged = read_as_expected([
    ("Should I do a long run or a short run in the week before the race?", ("long run", "short run")),  # as before
])

# A verb after a relative pronoun in B is its clause's; the shared predicate comes later.
test_relative_clause_of_b = read_as_expected([
    ("do gap year kids or kids who go straight to college end up graduating on time more often",
     ("gap year kids", "kids who go straight to college")),
    ("do homeschooled kids or kids who attend public school score higher on the SAT?",
     ("homeschooled kids", "kids who attend public school")),
    ("Do kids who play sports or kids who play music get better grades?",
     ("kids who play sports", "kids who play music")),  # as before
])

test_relative_clause_without_a_later_predicate_refused = still_refused([
    "Do renters or people who own homes save more?",
])

# An -ly adverb closing A against a prepositional B: A is the adverb.
test_adverb_against_a_phrase = read_as_expected([
    ("Better to block YouTube entirely or just during homework hours?", ("entirely", "just during homework hours")),
    ("Should I water the lawn daily or on weekends?", ("daily", "on weekends")),
    ("Should I pay the card monthly or in one lump sum?", ("monthly", "in one lump sum")),
])

test_adverb_against_a_verb_phrase_unchanged = read_as_expected([
    ("Should I block YouTube entirely or get a second phone?", ("block YouTube entirely", "get a second phone")),
])

# A manner phrase B against a manner adverb not opening A: refused.
test_manner_phrase_against_a_later_adverb = still_refused([
    "Should I take Health online over the summer or in person during 10th grade?",
    "Should I take Spanish online this summer or in person next fall?",
])

test_manner_pair_still_read = read_as_expected([
    ("Should I take Health online or in person?", ("online", "in person")),  # as before
    ("Should I renew online or in person?", ("online", "in person")),  # as before
])

# A date closing "just" and a lone verb against a lone verb A is B's own.
test_date_of_a_just_b = read_as_expected([
    ("My son got into UW Madison. He wants to work for a year first to save money. Should he defer or just start in "
     "September?", ("defer", "just start in September")),
    ("Should she defer or just enroll in the fall?", ("defer", "just enroll in the fall")),
    ("Should I wait or just apply in January?", ("wait", "just apply in January")),
])

test_date_without_just_unchanged = read_as_expected([
    ("Should he defer or start in September?", ("defer", "start in September")),  # as before
])
