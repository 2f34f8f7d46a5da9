"""the sixty-sixth held-out part's 9 silent misreads (bench/results/questions_heldout66_first.txt): all nine read right
by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A phrase of B's closing on a month, against an A closing on a month ("race the half in April or save my legs | for
# the full in May"): each option keeps its own time, so the phrase is B's own, no context both share.
test_phrase_to_a_month_after_a_month = read_as_expected([
    ("So my question is basically whether I should race the half in April or save my legs for the full in May.",
     ("race the half in April", "save my legs for the full in May")),
    ("should I run the marathon in October or save myself for the ultra in December?",
     ("run the marathon in October", "save myself for the ultra in December")),
    ("should I race the 10k in March or save my legs for the half in May?",
     ("race the 10k in March", "save my legs for the half in May")),
])

test_phrase_without_a_month_still_cut = read_as_expected([
    ("should I race the half in April or save my legs for the summer?",
     ("race the half in April", "save my legs")),  # as before
])

# A limiting clause after a B that repeats A's verb behind a focus adverb ("deload every 4th week or just deload |
# when I feel beat up"): cut before it, B would be A's verb alone.
test_limit_after_a_repeated_verb = read_as_expected([
    ("to deload every 4th week or to just deload when I feel beat up, thoughts?",
     ("deload every 4th week", "just deload when I feel beat up")),
    ("to stretch every morning or to just stretch when I feel tight?",
     ("stretch every morning", "just stretch when I feel tight")),
    ("to rest every 3rd day or to just rest when I feel sore?",
     ("rest every 3rd day", "just rest when I feel sore")),
])

# A possessed object of up to three words between a phrasal verb and its particle ("sign | my 6 year old up for |
# t-ball or soccer"): A starts after the preposition.
test_longer_possessed_object_before_a_split_particle = read_as_expected([
    ("Hi, sorry if this is a dumb question, but could you tell me if I should sign my 6 year old up for t-ball or "
     "soccer first?", ("t-ball", "soccer")),
    ("could you tell me if I should sign my 8 year old up for swim or soccer first?", ("swim", "soccer")),  # as before
    ("Should I sign my son up for tennis or piano?", ("tennis", "piano")),  # as before
])

# A degree adverb before a preposition of time opening A ("protein | right after training or within a few hours"):
# the adverb is A's own; not after a verb ("turn right | after the bridge": a direction).
test_degree_adverb_before_a_time_preposition = read_as_expected([
    ("Taking protein right after training or within a few hours — does the anabolic window even matter?",
     ("right after training", "within a few hours")),
    ("Stretching shortly before the run or after it?", ("shortly before the run", "after it")),
    ("Eating carbs right before bed or after dinner?", ("right before bed", "after dinner")),
])

test_direction_before_a_preposition_still_left_out = read_as_expected([
    ("Should I turn right after the bridge or before it?", ("after the bridge", "before it")),  # as before
    ("taking creatine before training or after training?", ("before training", "after training")),  # as before
])

# A sentence-opening gerund before one participle, against a prepositional B ("Climbing | seated or out of the
# saddle"): the gerund is both's, the manners are the options.
test_gerund_before_a_manner = read_as_expected([
    ("Climbing seated or out of the saddle on long grades?", ("seated", "out of the saddle")),
    ("Riding seated or out of the saddle?", ("seated", "out of the saddle")),
    ("Running seated or out of the saddle?", ("seated", "out of the saddle")),
])

test_gerund_compound_or_verb_b_unchanged = read_as_expected([
    ("Running shoes or out of the box?", ("Running shoes", "out of the box")),  # as before
    ("Climbing seated or standing on long grades?", ("Climbing seated", "standing on long grades")),  # as before
])

# A verb and its object before A's ordinal, B a lone ordinal ("bat our best hitter | 1st or 3rd"): the ordinals are
# the options.
test_ordinal_after_a_verbs_object = read_as_expected([
    ("[Coaches Corner] bat our best hitter 1st or 3rd in coach pitch? [U8]", ("1st", "3rd")),
    ("bat him 1st or 3rd?", ("1st", "3rd")),
    ("should we put the new kid 2nd or 4th in the lineup?", ("2nd", "4th")),
])

test_ordinal_of_a_noun_unchanged = read_as_expected([
    ("Should I take the 2nd exit or 3rd?", ("2nd exit", "3rd")),  # as before
    ("should I take the 1st or 3rd?", ("1st", "3rd")),  # as before
])

# A total's line after B against an A closing on a signed number ("Ravens -6 or Ravens team total | over 27.5"): the
# line is B's own bet.
test_betting_line_after_a_spread = read_as_expected([
    ("#NFLweek9 Ravens -6 or Ravens team total over 27.5?", ("Ravens -6", "Ravens team total over 27.5")),
    ("Lakers -4 or Lakers team total under 110.5?", ("Lakers -4", "Lakers team total under 110.5")),
    ("Bills +3 or Bills over 44.5?", ("Bills +3", "Bills over 44.5")),  # as before
])

test_line_without_a_spread_unchanged = read_as_expected([
    ("Should I run 2 miles or 3 over the hill?", ("2 miles", "3")),  # as before
])

# A verb phrase, its object and an "as" phrase as A, against a B of manner with no verb ("run the Turkey Trot | as a
# workout or all out"): B stands against the "as" phrase.
test_as_phrase_against_a_manner = read_as_expected([
    ("Should I run the Turkey Trot as a workout or all out? -- posted in r/running", ("as a workout", "all out")),
    ("should I run the 10k as a tempo run or flat out?", ("as a tempo run", "flat out")),
    ("should I use the spare room as an office or for storage?", ("as an office", "for storage")),  # as before
])

test_as_phrase_against_a_noun_or_verb_unchanged = read_as_expected([
    ("Should I list it as a gift or sell it?", ("list it as a gift", "sell it")),  # as before
    ("should I use the spare room as an office or guest room?", ("office", "guest room")),  # as before
])

# A word and a time of its own as A, B a word and a further span ("cut now or | bulk another 3 months"): two verb
# phrases even when neither verb is listed.
test_verb_and_a_further_span = read_as_expected([
    ("do I cut now or bulk another 3 months", ("cut now", "bulk another 3 months")),
    ("do I cut now or bulk another 6 weeks?", ("cut now", "bulk another 6 weeks")),
    ("should I retire now or work another 5 years?", ("retire now", "work another 5 years")),  # as before
])

test_noun_now_against_no_span_unchanged = read_as_expected([
    ("should I pay the loan now or a grace period for 3 months?", ("loan now", "grace period")),  # as before
])

test_repeated_verb_against_a_frequency_of_an_object_refused = still_refused([
    "should I water them daily or just water when the soil is dry?",
])
