"""Fixes for the hundred-and-forty-first held-out part (miniature painting, model kits and wargaming), written blind
and scored before any fix.

Silent misreads read right: two names of several capitalized words as a subject pair, B's bare verb right after its
name ("Does the Iwata Eclipse or the H&S Ultra | handle Contrast paint better?"); a verb phrase told by its form as B
against an object read off A's verb: a verb, a particle and a determiner ("try Siraya Tech Fast or | mix in some
Tenacious"), "just", a word and "more" ("switch to a 0.4 needle or | just thin more …"), a word and its object's
article or "some" ("build the Plague Marines as written … or | kitbash some extra tentacles in"); a preposition's
plural against a participle keeps its preposition ("in subassemblies or fully built"). Refused, now read right: a
"can" after an article and a word is a noun, no modal at an option's edge ("use a rattle | can outdoors").

Silent misreads now refused: a plan told with a pair, then a favour asked of someone ("I'll probably be at the club
Thursday or Friday, can someone bring the mat?"); a subject pair's verb read at a word that is also an adjective,
an unlisted word of B before it ("Testors liquid cement fog | clear parts less": "fog" B's, or the verb?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_favour_asked_after_a_plan = still_refused([
    "I'll probably be at the club Thursday or Friday, can someone bring the 44x30 mat?",
    "We're flying in Monday or Tuesday, could you feed the cat?",
    "I'll be home Saturday or Sunday. Can someone water the plants?",
])

test_a_choice_asked_after_a_plan_as_before = read_as_expected([
    ("I'll go Thursday or Friday, which is better?", ("Thursday", "Friday")),
    ("We'll be at the beach Saturday or Sunday, could someone tell me which is quieter?", ("Saturday", "Sunday")),
    ("Should I go Thursday or Friday, can you tell me?", ("Thursday", "Friday")),
])

test_several_word_names_before_bs_verb = read_as_expected([
    ("Does the Iwata Eclipse or the H&S Ultra handle Contrast paint better?", ("Iwata Eclipse", "H&S Ultra")),
    ("Does the Iwata Eclipse or the Harder Steenbeck Ultra handle Contrast paint better?",
     ("Iwata Eclipse", "Harder Steenbeck Ultra")),
    ("Would the Canon R6 or the Sony A7 handle low light better?", ("Canon R6", "Sony A7")),
    ("Does the Honda Civic or the Toyota Corolla hold value better?", ("Honda Civic", "Toyota Corolla")),  # as before
    ("Do Cassandra or DynamoDB handle write-heavy load better?", ("Cassandra", "DynamoDB")),  # as before
])

test_an_adjective_verb_after_an_unlisted_word_of_b = still_refused([
    "Does Mr. Cement SP or Testors liquid cement fog clear parts less?",
    "Does Tamiya Extra Thin or Testors cement fog clear parts more?",
])

test_an_adjective_verb_after_a_one_word_b_as_before = read_as_expected([
    ("Does bleach or vinegar clean grout better?", ("bleach", "vinegar")),
])

test_a_verb_phrase_b_against_an_object = read_as_expected([
    ("I printed some Space Marine bits on my Saturn 3 and they're coming out brittle. I'm fairly sure it's the resin. "
     "Should I try Siraya Tech Fast or mix in some Tenacious?", ("try Siraya Tech Fast", "mix in some Tenacious")),
    ("Should I buy a Kindle or pick up a used Kobo?", ("buy a Kindle", "pick up a used Kobo")),
    ("Should I try the blue one or mix in some red?", ("try the blue one", "mix in some red")),  # as before
])

test_just_a_verb_and_more = read_as_expected([
    ("My airbrush keeps tip drying with Vallejo Model Air. I've tried flow improver already. Should I switch to a "
     "0.4 needle or just thin more with distilled water?",
     ("switch to a 0.4 needle", "just thin more with distilled water")),
    ("Should I get a Nespresso or just drink less coffee?", ("get a Nespresso", "just drink less coffee")),
])

test_a_verb_and_its_objects_article = read_as_expected([
    ("Do I build the Plague Marines as written in the instructions or kitbash some extra tentacles in?",
     ("build the Plague Marines as written in the instructions", "kitbash some extra tentacles in")),
    ("Should I follow the recipe as printed on the box or improvise a sauce?",
     ("follow the recipe as printed on the box", "improvise a sauce")),
    ("Do I order pizza or pasta this time?", ("pizza", "pasta")),  # as before: a time's "this"
    ("Should I get the sofa or chair a friend recommended?", ("sofa", "chair a friend recommended")),  # a relative
    # clause after B's noun
    ("Should I order the sofa or armchair a neighbour mentioned?", ("sofa", "armchair a neighbour mentioned")),
])

test_a_can_after_an_article_and_a_word = read_as_expected([
    ("Is it better to prime with an airbrush or to use a rattle can outdoors?",
     ("prime with an airbrush", "use a rattle can outdoors")),
    ("Is it better to paint with a brush or use a spray can?", ("paint with a brush", "use a spray can")),
])

test_a_prepositions_plural_against_a_participle = read_as_expected([
    ("Trying to figure out if it's worth painting the Titanicus in subassemblies or fully built, any thoughts "
     "welcome", ("in subassemblies", "fully built")),
    ("should I store it in pieces or fully assembled?", ("in pieces", "fully assembled")),
    ("Should I keep them in boxes or displayed?", ("in boxes", "displayed")),
    ("pay in cash or by card?", ("in cash", "by card")),  # as before: B's own preposition
])
