"""the forty-seventh held-out part's 22 silent misreads (bench/results/questions_heldout47_first.txt): nineteen read
right by general rules (three of them as not pairwise), the other three ("soup kitchen -or- habitat for humanity
this weekend?!", "do couples who live together before marriage or couples who wait end up happier?", "My mom keeps
asking whether we're getting married this year or next and it's driving me insane.") refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Verbs the lists lacked ("taper", "tutor", "step"): B opening with one is a verb phrase, so A keeps its verb.
test_listed_verbs_of_cutting_down_and_helping = read_as_expected([
    ("Is it healthier to cut caffeine completely or taper down slowly when you have panic disorder?",
     ("cut caffeine completely", "taper down slowly")),
    ("My question is whether to volunteer at the animal shelter or tutor refugee kids this summer, I can't do both "
     "with my schedule and I feel guilty picking animals over people lol",
     ("volunteer at the animal shelter", "tutor refugee kids")),
    ("Is it healthier to quit caffeine completely or taper down slowly?", ("quit caffeine completely",
                                                                           "taper down slowly")),
    ("whether to work at the animal shelter or tutor refugee kids this summer",
     ("work at the animal shelter", "tutor refugee kids")),
    ("Should I keep volunteering at the shelter even though it's draining me or step back for a few months?",
     ("keep volunteering at the shelter even though it's draining me", "step back for a few months")),
    ("Should I keep volunteering at the shelter or step back for a few months?",
     ("keep volunteering at the shelter", "step back for a few months")),
    ("Should I keep my job or step back for a few months?", ("keep my job", "step back for a few months")),
])

test_tutor_and_step_as_nouns_still_read = read_as_expected([
    ("should I hire a tutor or a coach?", ("tutor", "coach")),  # as before
    ("first step or second step?", ("first step", "second step")),  # as before
    ("should I take the next step or wait?", ("take the next step", "wait")),  # as before
])

# A bare "after" / "before" / "without" as B answers its counterpart in A, where A starts.
test_bare_counterpart_preposition = read_as_expected([
    ("Should I tell my partner about my past with sex work before we get engaged or after?",
     ("before we get engaged", "after")),
    ("Should I tell him before the wedding or after?", ("before the wedding", "after")),
    ("Should I tell my mom about the baby with my sister there before dinner or after?", ("before dinner", "after")),
    ("Should I talk to her with my lawyer present or without?", ("with my lawyer present", "without")),
    ("Should I do it after the holidays or before?", ("after the holidays", "before")),
])

test_paired_prepositions_with_objects_still_read = read_as_expected([
    ("should I go after work or before work?", ("after work", "before work")),  # as before
    ("Should I shower before or after the gym?", ("before", "after")),  # as before
])

# "to" before a possessive pronoun ("move to mine") is no infinitive: B keeps it.
test_possessive_pronoun_after_to = read_as_expected([
    ("Do I move to his city or ask him to move to mine?? [posted from a throwaway]",
     ("move to his city", "ask him to move to mine")),
    ("should we move to her place or ask her to move to ours?", ("move to her place", "ask her to move to ours")),
    ("should I drive to the coast or ask him to drive to mine?", ("drive to the coast", "ask him to drive to mine")),
])

test_infinitive_after_to_still_cut = read_as_expected([
    ("Should I move to Austin or ask him to move to help me?", ("move to Austin", "ask him to move")),  # as before
    ("should I buy gold or pay someone to mine it?", ("buy gold", "pay someone to mine it")),  # as before
])

# A prompt saying it asks nothing, or telling (with no "?") of a choice that was spoken of; B running on into an
# "and"-joined clause of its own.
test_told_and_vented_choices_refused = still_refused([
    "Not asking for advice, just venting: my dad either ignores me or yells, there's no in-between.",
    "I finally told my therapist I wasn't sure whether to stay or leave, and she just nodded.",
    "My mom keeps asking whether we're getting married this year or next and it's driving me insane.",
    "Should we marry this year or next? (just venting lol)",
    "I told my sister I didn't know whether to sell the house or rent it out, and she laughed.",
])

test_asking_without_a_question_mark_still_read = read_as_expected([
    ("I keep asking myself whether to stay or leave.", ("stay", "leave")),  # as before
    ("my daughter keeps asking whether she should do medicine or engineering and I honestly don't know what to "
     "tell her", ("medicine", "engineering")),  # as before
    ("should I get salt and pepper or cinnamon and sugar?", ("salt and pepper", "cinnamon and sugar")),  # as before
])

# A to-infinitive right after a verb of planning or trying in B is B's own complement.
test_infinitive_after_planning_is_bs_own = read_as_expected([
    ("Your honest recommendation — should I give my husband a second chance after the emotional affair or start "
     "planning to leave?", ("give my husband a second chance after the emotional affair", "start planning to leave")),
    ("should I stay or start trying to sell the house?", ("stay", "start trying to sell the house")),
    ("should I keep the car or begin preparing to sell it?", ("keep the car", "begin preparing to sell it")),
])

test_purpose_infinitive_still_cut = read_as_expected([
    ("Should I renovate or move to save money?", ("renovate", "move")),  # as before
    ("should I fix the roof or start saving to move?", ("fix the roof", "start saving")),  # as before
])

# Options that are a question's subject, B a noun and its relative clause: B runs to the verb after its clause.
test_relative_clause_subject = read_as_expected([
    ("Do kids of divorce or kids whose parents stay unhappily married turn out more okay? asking because I'm "
     "deciding", ("kids of divorce", "kids whose parents stay unhappily married")),
    ("Do kids of divorce or kids whose parents stay together do better?",
     ("kids of divorce", "kids whose parents stay together")),
    ("do students who study abroad or students who stay home get better jobs?",
     ("students who study abroad", "students who stay home")),
])

test_relative_clause_subject_unclear_refused = still_refused([
    "do couples who live together before marriage or couples who wait end up happier?",
    "Do people who rent or people who buy end up richer?",
    "Are dogs that shed or dogs that don't shed easier to own?",
])

test_restated_subject_still_read = read_as_expected([
    ("Do kids who do Kumon or kids who do Mathnasium score higher?",
     ("kids who do Kumon", "kids who do Mathnasium")),  # as before
])

# A bare noun opening its clause against "a/an" N and a place closing the sentence: the place is B's own.
test_place_of_an_articled_b = read_as_expected([
    ("Second date — dinner or a walk in the park?? (nervous)", ("dinner", "walk in the park")),
    ("dinner or a walk in the park?", ("dinner", "walk in the park")),
    ("lunch or a picnic at the lake?", ("lunch", "picnic at the lake")),
])

test_place_or_time_after_articled_pairs_still_shared = read_as_expected([
    ("Should I ask for a raise or a promotion at my review?", ("raise", "promotion")),  # as before
    ("coffee or a nap in the afternoon?", ("coffee", "nap")),  # as before
])

# One bare word as B cut before "for", a bare noun and a time, against a bare compound A: one name, or said of both?
test_for_phrase_of_a_bare_b_refused = still_refused([
    "soup kitchen -or- habitat for humanity this weekend?!",
    "soup kitchen or habitat for humanity this weekend?!",
    "food bank or shelter for humanity this weekend?",
])

test_purpose_of_bare_pairs_still_shared = read_as_expected([
    ("cast iron or nonstick for eggs", ("cast iron", "nonstick")),  # as before
    ("tea or coffee for breakfast this week?", ("tea", "coffee")),  # as before
    ("food bank or shelter for the kids?", ("food bank", "shelter")),  # as before
])

# A question word closing verb-phrase B right after its verb is the verb's object.
test_sluiced_question_word = read_as_expected([
    ("My teenage son came out to me last night. I'm proud of him and I told him so. My husband's parents are very "
     "conservative. Do we tell them at Thanksgiving or let our son decide when?",
     ("tell them at Thanksgiving", "let our son decide when")),
    ("Should I tell her now or let him decide when?", ("tell her now", "let him decide when")),
    ("Should I pick the date or let her choose where?", ("pick the date", "let her choose where")),
])

test_clause_after_b_still_cut = read_as_expected([
    ("Should I call him or wait until he decides when?", ("call him", "wait until he decides when")),  # as before
])

# After "between", a gerund A against an adverb and a gerund: two gerund phrases.
test_adverbed_gerund_after_between = read_as_expected([
    ("I'm torn between staying with Mark and finally ending it. We've been together 9 years and I genuinely don't "
     "know who I am without him, which is maybe the answer??", ("staying with Mark", "finally ending it")),
    ("torn between keeping the car and just selling it", ("keeping the car", "just selling it")),
    ("torn between buying a house and simply renting", ("buying a house", "simply renting")),
])

test_between_gerund_and_noun_still_read = read_as_expected([
    ("deciding between adopting a greyhound and maybe a beagle", ("adopting a greyhound", "maybe a beagle")),
])

# After "between", A naming its own time keeps B's closing time B's own.
test_time_of_each_after_between = read_as_expected([
    ("Deciding between a courthouse wedding in June and a 150-person reception next spring (budget is ~$18k, and "
     "yes that includes the dress)", ("courthouse wedding in June", "150-person reception next spring")),
    ("torn between a trip to Japan this summer and a new car next year, thoughts?",
     ("trip to Japan this summer", "new car next year")),
    ("deciding between a beach week in July and a ski trip next winter", ("beach week in July",
                                                                         "ski trip next winter")),
])

test_time_after_an_untimed_a_still_shared = read_as_expected([
    ("Deciding between a small wedding and a big reception next spring", ("small wedding", "big reception")),
])

# A verb making its object something: the options are what it is made.
test_object_made_something = read_as_expected([
    ("help me decide whether to raise the kids Jewish or Christian — we're both lapsed and our parents are NOT "
     "lapsed, like at all", ("Jewish", "Christian")),
    ("should we raise the kids vegetarian or vegan?", ("vegetarian", "vegan")),
    ("should we raise our daughter Jewish or Christian?", ("Jewish", "Christian")),
    ("should I make the cake chocolate or vanilla?", ("chocolate", "vanilla")),
])

test_objects_of_making_verbs_still_read = read_as_expected([
    ("should we raise the rent or the deposit?", ("rent", "deposit")),  # as before
    ("should I make the cake or the pie?", ("cake", "pie")),  # as before
])

# A comparative after "be" opening A's side, both options gerunds: the gerunds are the options.
test_degree_before_gerunds = read_as_expected([
    ("I have Tuesday evenings free. I used to coach little league. I also speak Spanish. Would I be more useful "
     "coaching again or helping at the immigrant legal clinic?",
     ("coaching again", "helping at the immigrant legal clinic")),
    ("Would I be happier teaching or writing?", ("teaching", "writing")),
    ("Would I be more useful volunteering or donating?", ("volunteering", "donating")),
])

test_degree_before_places_still_read = read_as_expected([
    ("Would I be more useful at the shelter or at the clinic?", ("at the shelter", "at the clinic")),  # as before
    ("Would I be better off renting or buying?", ("renting", "buying")),  # as before
])

# A verb phrase A closing on a place adverb ("move back home", its aside skipped): B's place is B's own.
test_place_of_b_after_a_home = read_as_expected([
    ("Move back home (rent free!!) or stay in my tiny overpriced flat in London (freedom!!)",
     ("Move back home (rent free!!)", "stay in my tiny overpriced flat in London (freedom!!)")),
    ("Move back home or stay in my tiny overpriced flat in London",
     ("Move back home", "stay in my tiny overpriced flat in London")),
    ("should I move abroad or stay at my job in Ohio?", ("move abroad", "stay at my job in Ohio")),
])

# B naming several things and its side closing on "on the same day": the sameness is B's own.
test_sameness_of_bs_things = read_as_expected([
    ("Should we split the holidays by alternating years or by doing both families on the same day?",
     ("by alternating years", "by doing both families on the same day")),
    ("should we visit each grandparent separately or see both sets on the same weekend?",
     ("visit each grandparent separately", "see both sets on the same weekend")),
])

test_other_phrases_after_both_still_cut = read_as_expected([
    ("should we split the holidays by alternating years or by doing both families at once?",
     ("by alternating years", "by doing both families")),  # as before
])

# A gerund before A's preposition against B opening with an adverb of company: the gerund is shared.
test_gerund_shared_against_alone = read_as_expected([
    ("living with roommates in the city or alone in the suburbs after the divorce — which is better for my mental "
     "health?", ("with roommates in the city", "alone in the suburbs")),
    ("is living with roommates or alone in a studio better?", ("with roommates", "alone in a studio")),
    ("traveling with friends or solo through Asia?", ("with friends", "solo through Asia")),
])

# B a focus adverb and the possessive opening A's object stands against the whole object phrase.
test_focused_possessive_object = read_as_expected([
    ("(long post, sorry) should I invite my mom to the birth or just my partner",
     ("my mom to the birth", "just my partner")),
    ("should I bring my dog to the party or just my cat?", ("my dog to the party", "just my cat")),
    ("should I invite my sister to the wedding or just my brother?", ("my sister to the wedding", "just my brother")),
])

test_focused_article_still_read = read_as_expected([
    ("should I take my son to the museum or just the park?", ("museum", "just the park")),  # as before
    ("a cardiologist in Boston or one closer to home?", ("cardiologist in Boston", "one closer to home")),  # as before
])
