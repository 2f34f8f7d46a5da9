"""the hundred-and-fifteenth held-out part's silent misreads (bench/results/questions_heldout115_first.txt), read
right or refused by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "Would you advise | Easy Life Profito or …": the hearer's verb of advising is no word of A, articled object or not.
test_advised_bare_object = read_as_expected([
    ("Would you advise Easy Life Profito or Seachem Flourish for a low-tech 90L?",
     ("Easy Life Profito", "Seachem Flourish")),
    ("would you advise Fluval Stratum or plain sand for shrimp?", ("Fluval Stratum", "plain sand")),
    ("do you recommend Bitwarden or 1Password for a family?", ("Bitwarden", "1Password")),
])

test_advised_unchanged = read_as_expected([
    ("Would you recommend Bitwarden or 1Password?", ("Bitwarden", "1Password")),  # as before
    ("do you suggest taking it daily or weekly?", ("daily", "weekly")),  # as before
])

# "be fed | Science Selective or a homemade mix": a passive participle with an object is the verb both's.
test_passive_object = read_as_expected([
    ("Please could you tell me whether rats should be fed Science Selective or a homemade Shunamite mix?",
     ("Science Selective", "homemade Shunamite mix")),
    ("should the kids be given Calpol or a cool bath?", ("Calpol", "cool bath")),
    ("should puppies be fed Royal Canin or a raw diet?", ("Royal Canin", "raw diet")),
])

test_passive_object_unchanged = read_as_expected([
    ("should the dog be fed the kibble or a raw diet?", ("kibble", "raw diet")),  # as before
    ("should the sauce be poured over the pasta or served on the side?",
     ("poured over the pasta", "served on the side")),  # as before
])

# "WATER CHEMISTRY / | Crushed coral or …": a heading in capitals set off by a slash files the question.
test_capital_heading = read_as_expected([
    ("WATER CHEMISTRY / Crushed coral or Seachem Equilibrium to raise GH?", ("Crushed coral", "Seachem Equilibrium")),
    ("LIGHTING / Chihiros or Fluval for a 60L?", ("Chihiros", "Fluval")),
])

test_slash_name_unchanged = read_as_expected([
    ("Seachem Prime / API Stress Coat or Fritz?", ("Seachem Prime / API Stress Coat", "Fritz")),  # as before
])

# "a Mediterranean tortoise or a leopard | tortoise | cope": the word after B that is A's head noun is B's head too.
test_echoed_head_b = read_as_expected([
    ("I'm in Scotland. Summers are short. Would a Mediterranean tortoise or a leopard tortoise cope better outdoors?",
     ("Mediterranean tortoise", "leopard tortoise")),
    ("Would a Hermann's tortoise or a Russian tortoise cope better indoors?",
     ("Hermann's tortoise", "Russian tortoise")),
])

test_echoed_head_unchanged = read_as_expected([
    ("Would a red-eared slider or a musk turtle cope better in a 4ft tank?", ("red-eared slider", "musk turtle")),
])

# "the £65 one from Pets | at Home?": a shop's name of capitals joined by "at" closing the sentence is B's own.
test_sourced_name_run = read_as_expected([
    ("£120 Montana cage or the £65 one from Pets at Home?", ("£120 Montana cage", "£65 one from Pets at Home")),
    ("the cage from Argos or the one from Pets at Home?", ("cage from Argos", "one from Pets at Home")),
])

test_sourced_route_unchanged = read_as_expected([
    ("Uber from JFK or the subway from Penn to Manhattan?", ("Uber from JFK", "subway from Penn")),  # as before
])

# "Add the fish | all at once or in batches of 3": "all" is the prepositional phrase's own degree.
test_all_phrase_a = read_as_expected([
    ("Day 21 of cycling. Ammonia 0, nitrite 0, nitrate 20. Add the fish all at once or in batches of 3?",
     ("all at once", "in batches of 3")),
    ("do I paint all in one go or in two coats?", ("all in one go", "in two coats")),
])

# "keep the pH for discus | around 6.5 or closer to 7.2": two approximated targets; the purpose is both's.
test_approximated_amount = read_as_expected([
    ("Should I keep the pH for discus around 6.5 or closer to 7.2 long term?", ("around 6.5", "closer to 7.2")),
    ("should I set the heater for the betta around 25 or closer to 28?", ("around 25", "closer to 28")),
])

test_approximated_unchanged = read_as_expected([
    ("keep it around 6.5 or closer to 7?", ("around 6.5", "closer to 7")),  # as before
])

# "handle him straight away or leave him alone | for a week": against A's "now", a span of waiting is B's own.
test_span_against_now = read_as_expected([
    ("should i handle my new ball python straight away or leave him alone for a week",
     ("handle my new ball python straight away", "leave him alone for a week")),
    ("Should we introduce the new kitten right away or keep her in a separate room for a week?",
     ("introduce the new kitten right away", "keep her in a separate room for a week")),
    ("should I feed him immediately or leave him for 2 days?", ("feed him immediately", "leave him for 2 days")),
])

test_span_unchanged = read_as_expected([
    ("should I sell it or hold for a few months?", ("sell it", "hold for a few months")),  # as before
])

# "soak my crestie or just mist | more often": the frequency qualifies B's bare verb.
test_frequency_of_verb = read_as_expected([
    ("Do I soak my crestie or just mist more often for a stuck shed?", ("soak my crestie", "just mist more often")),
    ("do I change the filter or just rinse more often?", ("change the filter", "just rinse more often")),
])

test_frequency_of_noun_unchanged = read_as_expected([
    ("should I feed pellets or flakes more often?", ("pellets", "flakes")),  # as before
])

# "mount the lamp | inside the viv with a guard or on top of the mesh": against B's place, A's place is A's own.
test_placed_with_a = read_as_expected([
    ("For Arcadia T5 kits, mount the lamp inside the viv with a guard or on top of the mesh?",
     ("inside the viv with a guard", "on top of the mesh")),
    ("should I put the heater in the tank with a guard or behind the filter?",
     ("in the tank with a guard", "behind the filter")),
])

test_with_against_place_unchanged = read_as_expected([
    ("should I feed him with a spoon or on a plate?", ("with a spoon", "on a plate")),  # as before
])

# "Feeding a juvenile corn snake | pinkies every 5 days or fuzzies every 7 days": B repeats A's frame.
test_twin_frame_a = read_as_expected([
    ("Feeding a juvenile corn snake pinkies every 5 days or fuzzies every 7 days?",
     ("pinkies every 5 days", "fuzzies every 7 days")),
    ("Feeding my leopard gecko crickets every 2 days or mealworms every 3 days?",
     ("crickets every 2 days", "mealworms every 3 days")),
])

test_twin_frame_unchanged = read_as_expected([
    ("Orthodontic braces at 12 or Invisalign at 15, what do orthodontists usually recommend?",
     ("Orthodontic braces at 12", "Invisalign at 15")),  # as before
])

# "exotic vet visit | in person or video consult": B against A's manner, or against all of A? refused.
test_manner_closed_refused = still_refused([
    "Order #88213 note: exotic vet visit in person or video consult for a lethargic hamster?",
    "vet visit in person or video consult?",
])

test_manner_closed_unchanged = read_as_expected([
    ("Need advice. For the job interview in english, I prepare answers by heart or speak natural?",
     ("prepare answers by heart", "speak natural")),  # as before
])
