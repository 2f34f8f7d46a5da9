"""the twenty-seventh held-out part's silent misreads (python bench/questions.py --corpus
tests/data/questions_heldout27.yaml --show: 224/256, 18 refused, 14 silently wrong)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A slash left before the 'or' ("cedar shakes / or vinyl siding") is no part of A: the pair reads as without it.
test_slash_before_or_is_dropped = read_as_expected([
    ("oak flooring / or tile in the kitchen", ("oak flooring", "tile")),
    ("metal roof / or shingles", ("metal roof", "shingles")),
    ("gas dryer / or electric dryer for the laundry room?", ("gas dryer", "electric dryer")),
    ("cedar shakes or vinyl siding on the cabin", ("cedar shakes", "vinyl siding")),  # as before
])

# "… to A, or better / cheaper to B": the comparative and its "to" open B's side; B is the verb phrase after them.
test_comparative_to_opens_b = read_as_expected([
    ("Is it worth it to replace the fence this fall, or better to repair it and wait?",
     ("replace the fence this fall", "repair it and wait")),
    ("Is it smarter to sell the truck now, or better to keep it another year?",
     ("sell the truck now", "keep it another year")),
    ("Is it worth it to buy a new furnace, or cheaper to fix the old one?", ("buy a new furnace", "fix the old one")),
])

# "try to get Mom to A or to B": B's "to" may repeat either "to" of A's side (we try to B, or Mom is to B).
test_second_to_after_an_object_is_refused = still_refused([
    "Should I try to get Dad to sell the house or to rent it out?",
    "Should I try to get my son to study more or to hire a tutor?",
    "Should we try to convince him to retire or to find a part-time job?",
])
test_one_to_keeps_its_reading = read_as_expected([
    ("Should I try to sell it or to trade it in?", ("sell it", "trade it in")),  # as before
    ("Should we try to negotiate or walk away", ("negotiate", "walk away")),  # as before
])

# "let them be" / "leave it be": the bare "be" is the complement of B's "let", not a verb left at B's edge.
test_let_them_be_stays_whole = read_as_expected([
    ("Should we thin the carrots or let them be?", ("thin the carrots", "let them be")),
    ("Should I keep the old dog on the diet or let him be?", ("keep the old dog on the diet", "let him be")),
    ("Should I prune the roses now or wait and let them be?", ("prune the roses now", "wait and let them be")),
    ("Should I repot it now or water it and leave it be?", ("repot it now", "water it and leave it be")),  # as before
])

# "with A or with B | this time of year": a time of both after two phrases of means, as after two bare options.
test_time_after_repeated_preposition_is_shared = read_as_expected([
    ("Should I be feeding the hens with pellets or with scratch this time of year?", ("with pellets", "with scratch")),
    ("Should I fertilize the lawn with nitrogen or with compost this time of year?", ("with nitrogen", "with compost")),
    ("Should I be fishing for bass with spinners or with worms this time of year?", ("with spinners", "with worms")),
    ("Should I be fishing for walleye with jigs or with live minnows?",
     ("with jigs", "with live minnows")),  # as before
])

# "find A or B <noun> <comparative -er>": the comparative is the object's complement, not part of B.
test_comparative_complement_of_find = read_as_expected([
    ("Do beginners generally find Nubian or Alpine goats gentler?", ("Nubian", "Alpine goats")),
    ("Do most riders find Arabian or Quarter horses calmer?", ("Arabian", "Quarter horses")),
    ("Do you find Italian or Carniolan bees calmer?", ("Italian", "Carniolan bees")),
    ("Do most gardeners find clay or plastic pots easier?", ("clay", "plastic pots")),  # as before
])

# "Is the Trick or Treat Trail … happening": one name in title case holding the 'or', asked about, not two options.
test_title_case_name_with_or_is_refused = still_refused([
    "Is the Rock or Bust festival still on this weekend?",
    "Is the Sink or Swim Fundraiser at the lake open to kids?",
    "Is the Trick or Treat Parade downtown still on Saturday?",
])
test_named_pair_after_the_keeps_its_reading = read_as_expected([
    ("Is the Honda or the Toyota more reliable?", ("Honda", "Toyota")),
])

# "a comparison of A versus B … and tell me which": A starts after the comparison noun's "of", whatever the verb.
test_comparison_of_opens_a = read_as_expected([
    ("Could you put together a quick comparison of cedar versus pine as shavings for rabbits and tell me which you'd "
     "pick?",
     ("cedar", "pine")),
    ("Can you do a short comparison of oat milk versus almond milk for baking and tell me which you prefer?",
     ("oat milk", "almond milk")),
    ("Could you put together a comparison of gravel versus mulch for the paths and tell me which you'd go with?",
     ("gravel", "mulch")),
])
test_comparison_task_without_a_choice_is_refused = still_refused([
    "Could you write a comparison of hay versus straw as bedding for goats?",  # as before
    "Write a comparison of hay versus straw.",  # as before
])

# "take <someone> swimming at the lake or hiking in the hills": the activities are the options, not whom we take.
test_taken_activity_is_the_option = read_as_expected([
    ("Should we take the kids swimming at the lake or hiking in the hills?",
     ("swimming at the lake", "hiking in the hills")),
    ("Should I take her shopping downtown or skating at the rink?", ("shopping downtown", "skating at the rink")),
    ("Should we take Grandpa fishing at the pier or hiking on the ridge?",
     ("fishing at the pier", "hiking on the ridge")),
    ("Should we take them bowling or fishing?", ("bowling", "fishing")),  # as before
])

# "look for / shop for <a thing> with <a feature>": the feature is of the thing looked for, B's own.
test_feature_of_the_thing_looked_for_stays_in_b = read_as_expected([
    ("Should I keep the condo or look for a house with a yard?", ("keep the condo", "look for a house with a yard")),
    ("Should we stay put or shop for a smaller place with one floor?",
     ("stay put", "shop for a smaller place with one floor")),
    ("Do we fix up the old boat or search for a newer one with a cabin?",
     ("fix up the old boat", "search for a newer one with a cabin")),
])

# "a standby generator or a portable with a transfer switch": a feature after B of another head may be B's or both's.
test_feature_after_b_of_a_chosen_thing_is_refused = still_refused([
    "Would you go with a gas range or an induction with a downdraft vent?",
    "Would you buy a Honda generator or a Champion with an electric start?",
    "Would you get a standby generator or a portable with a transfer switch?",
])

# "A or just go by B": a verb phrase after "just" keeps its own phrase; a noun A against it is refused or read whole.
test_just_verb_phrase_keeps_its_phrase = read_as_expected([
    ("What do you think — store-bought seedlings or just start from seed indoors?",
     ("store-bought seedlings", "just start from seed indoors")),
    ("Your advice — a financial planner or just go by the Bogleheads wiki?",
     ("financial planner", "just go by the Bogleheads wiki")),
])

# "raised beds at waist height or long-handled tools": a participle before a noun opens a noun phrase, not a verb
# phrase whose object would be the option.
test_participle_modifier_opens_a_noun_phrase = read_as_expected([
    ("What do you suggest for sore wrists when typing: padded rests at desk height or a vertical mouse?",
     ("padded rests at desk height", "vertical mouse")),
    ("Any tips for a bad back when gardening: raised beds at waist height or a garden stool?",
     ("raised beds at waist height", "garden stool")),
])
