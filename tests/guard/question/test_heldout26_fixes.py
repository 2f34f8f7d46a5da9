"""the twenty-sixth held-out part's 14 silent misreads (bench/results/questions_heldout26_first.txt: 226/256, 16
refused, 14 silently wrong)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "gonna" after B opens the predicate, as "going to" does ("… or a Tele | gonna sound better").
test_gonna_opens_the_predicate = read_as_expected([
    ("Is a Les Paul or an SG gonna be heavier", ("Les Paul", "SG")),
    ("would a Miata or a GTI gonna be more fun", ("Miata", "GTI")),
    ("are AirPods or Beats gonna last longer", ("AirPods", "Beats")),
    ("is Python or Java going to be easier", ("Python", "Java")),  # as before
])

# A later sentence opening with "also" / "plus" asks about a second pair: two questions in one.
test_also_a_second_pair_is_refused = still_refused([
    "Xbox or PS5? also disc or digital",
    "Nike or Adidas? plus black or white",
    "Mac or PC? Also 16 or 32GB of RAM?",  # as before
])

# "Either <task> or <task>" asks the assistant to do one of two things, not to choose.
test_either_task_is_refused = still_refused([
    "Either summarize this post or give me the key ideas: https://example.com/post",
    "Either translate this paragraph or give me the gist",
    "either translate this or explain it to me",  # as before
])

# "Recommend some / a few / 3 …" asks for several suggestions, the pair only saying where to look.
test_several_suggestions_are_refused = still_refused([
    "Recommend some cheap protein snacks for bulking or cutting.",
    "can you recommend 3 laptops for gaming or editing",
    "Suggest a few podcasts about history or science",  # as before
])

