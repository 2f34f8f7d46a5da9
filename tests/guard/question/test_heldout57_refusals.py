"""the fifty-seventh held-out part's refused prompts (bench/results/questions_heldout57_first.txt) read right by
general rules: a run of commas, a verbless pair closing on "can only do one", a rough count inside B, and a request
that the assistant "say if"."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A run of commas (",,,") is one pause, not a list's separators.
test_run_of_commas_is_one_pause = read_as_expected([
    ("gap year,,, or no gap year??? honestly idk anymore", ("gap year", "no gap year")),
    ("tea,,,, or coffee?", ("tea", "coffee")),
    ("Nursing,,, or Pharmacy?? 🤔", ("Nursing", "Pharmacy")),
    ("so,,, should I rent or buy?", ("rent", "buy")),
])

test_run_of_commas_still_a_list = still_refused([
    "red, green,,, or blue?",
    "red,,, green,,, or blue?",
    "rent,,, buy,,, or wait?",
])

# A verbless pair closing on a clause of the asker's saying only one can be had asks, full stop or not.
test_pair_then_only_one = read_as_expected([
    ("Volleyball [fall] or basketball [winter] — can only do one this year.",
     ("Volleyball [fall]", "basketball [winter]")),
    ("Volleyball or basketball — can only do one this year.", ("Volleyball", "basketball")),
    ("Tea or coffee, I can only pick one.", ("Tea", "coffee")),
    ("Piano or violin; we can only afford one.", ("Piano", "violin")),
    ("Soccer (spring) or swim team (summer) - only time for one.", ("Soccer (spring)", "swim team (summer)")),
])

test_pair_then_only_one_near_misses = still_refused([
    "We offer volleyball or basketball — kids can only do one.",  # a subject of its own
    "I play volleyball or basketball — can only do one.",  # a verb in the pair
    "Volleyball or basketball — can only do one day a week.",
    "Volleyball or basketball are fine — can only do one.",
    "Call or text — can only do one.",
])

# A rough count after a preposition inside B ("to one or two") is one phrase, not a third option.
test_rough_count_inside_b = read_as_expected([
    ("Is it better for a freshman to join lots of clubs or to commit deeply to one or two?",
     ("join lots of clubs", "commit deeply to one or two")),
    ("Should she do lots of sports or focus on one or two?", ("do lots of sports", "focus on one or two")),
    ("Is it smarter to spread out over many colleges or apply to 5 or 6?",
     ("spread out over many colleges", "apply to 5 or 6")),
    ("Should I nap for 20 minutes or sleep in for 2 or 3 hours?", ("nap for 20 minutes", "sleep in for 2 or 3 hours")),
])

test_rough_count_near_misses = still_refused([
    "Should I get no cats or one or two?",  # after another 'or'
    "Should I adopt a dog or get one or two cats?",  # after a verb
    "Should I take one or two AP classes or focus on sports?",
    "Should I take the bus or leave at 7 or 8?",  # two times
    "Is it better to focus on one thing or to spread out across 2 or 4?",  # not one apart
])

test_rough_count_in_a_clause_of_its_own_as_before = still_refused([
    "Should I take the bus or the train, and should I leave at 7 or 8?",  # two questions
    "Do customers prefer email or chat, and should we reply within 1 or 2 hours?",
])

# "could u please say if A or B …": a request that the assistant say which, after "you" / "u" / "please".
test_say_if_asked = read_as_expected([
    ("sorry to bug you but could u please say if a gap semester or a full gap year is better for a kid with mild "
     "depression", ("gap semester", "full gap year")),
    ("could you please say if a gap semester or a full gap year is better for a kid", ("gap semester",
                                                                                       "full gap year")),
    ("can you say if Girl Scouts or 4-H is better for my 8-year-old?", ("Girl Scouts", "4-H")),
    ("sorry but could you say whether Girl Scouts or 4-H is better for my 8-year-old", ("Girl Scouts", "4-H")),
])

test_say_if_not_asked = still_refused([
    "They say if you pick tea or coffee you sleep worse",
    "I'd say if a gap semester or a gap year is better for her, she will be happy",
])

# "to weekends or to after homework …": two times each after "to" are the options; a time phrase after B is B's own
# when A's object is a time ("on weeknights" against "weekends"), else refused.
test_to_times = read_as_expected([
    ("Are we limiting gaming to weekends or to after homework on weeknights?",
     ("to weekends", "to after homework on weeknights")),
    ("Should we limit gaming to weekends or to weeknights?", ("to weekends", "to weeknights")),
    ("Should we limit TV to mornings or to evenings?", ("to mornings", "to evenings")),
    ("Should we limit TV to weekends or to after dinner on school nights?",
     ("to weekends", "to after dinner on school nights")),
    ("Should we move practice to mornings or to after school?", ("to mornings", "to after school")),
])

test_to_times_near_misses = still_refused([
    "Should we move practice to mornings or to after school for the little kids?",  # B's, or both's?
    "Should we move practice to the gym or to after school on Fridays?",
])

# "Thinking of | pulling … or switching …": a gerund right after the lead's particle is A's, set against B's.
test_deliberating_before_a_gerund = read_as_expected([
    ("Any advice? Thinking of pulling my 5th grader out to homeschool or switching him to a different public school.",
     ("pulling my 5th grader out to homeschool", "switching him to a different public school")),
    ("Any advice? Thinking about pulling my son out to homeschool or switching him to a different public school.",
     ("pulling my son out to homeschool", "switching him to a different public school")),
    ("thinking about moving to Denver or staying in Ohio", ("moving to Denver", "staying in Ohio")),
    ("Thinking of selling the car or keeping it another year?", ("selling the car", "keeping it another year")),
])

test_deliberating_before_a_noun_still_refused = still_refused([
    "thinking about the past or planning the future?",
    "Thinking about it or doing it?",
])
