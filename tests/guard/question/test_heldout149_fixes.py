"""Fixes for the hundred-and-forty-ninth held-out part (pottery and ceramics), written blind and scored before any
fix.

Silent misreads read right: a lone adjective-verb against A's articled modifier and noun after a choice verb ("go with
a liner glaze or just | clear": the head left out); a price's setting after two bare prices ("price my mugs at $28 or
$35 | at the holiday market": where both are asked, A's "at" the lead's); a place after a participle describing B's
noun ("a pillowcase hung up | on the line"); a bare plural after "in" closing a gerund B ("coiling or throwing | in
sections": how B is done); an unlisted verb after a modal or its subject, before a preposition ("should beginners
wedge with | ram's head or cut-and-slam"); a phrase after B's noun against A's noun with a clause of its own ("from the
glaze being applied too thick or from dust | on the bisque").

Silent misreads now refused: a negative pronoun the subject of two past verbs ("nothing cracked or crawled!!": both
denied, no choice); "those who …" against an A that lost its head ("Do students who start on the wheel or | those who
start …": B's clause runs into the verb after it).

Refusals read right: a setting fronted before the copula with no comma ("for a home setup | is gas or electric …");
a sub-kind after a placing preposition ("at | leather hard or soft leather hard")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_lone_adjective_verb_against_as_modified_noun = read_as_expected([
    ("When glazing porcelain for tableware, do you go with a liner glaze or just clear?",
     ("liner glaze", "just clear")),
    ("should I go with a satin varnish or just clear?", ("satin varnish", "just clear")),
    ("Would you go with a matte glaze or clear?", ("matte glaze", "clear")),
    ("do you go with a plan or just clear out?", ("go with a plan", "just clear out")),  # as before: B a verb phrase
    ("Do you go with a gloss finish or matte?", ("gloss finish", "matte")),  # as before
])

test_two_past_verbs_of_a_negative_subject_are_refused = still_refused([
    "just pulled my first glaze load out and nothing cracked or crawled!!",
    "just ran the new build and nothing crashed or leaked!!",
    "finally moved house and nothing broke or scratched",
])

test_a_negative_object_still_reads = read_as_expected([
    ("Should I do nothing or call the landlord?", ("do nothing", "call the landlord")),  # as before
])

test_the_setting_of_two_bare_prices = read_as_expected([
    ("whether to price my mugs at $28 or $35 at the holiday market", ("$28", "$35")),
    ("should I price the prints at $15 or $20 at the craft fair?", ("$15", "$20")),
    ("should I list the bike at $400 or $450 at the swap meet?", ("$400", "$450")),
    ("a flat in Hackney or a house in Croydon?", ("flat in Hackney", "house in Croydon")),  # as before: places
])

test_a_place_after_a_participle_of_bs_noun = read_as_expected([
    ("What's your pick for drying out reclaim, a plaster slab or a pillowcase hung up on the line?",
     ("plaster slab", "pillowcase hung up on the line")),
    ("Should I dry it on a towel or a rack set up in the sun?", ("towel", "rack set up in the sun")),
    ("a tent or a caravan parked on site?", ("tent", "caravan parked on site")),
    ("a plaster slab or a pillowcase hung up for drying?", ("plaster slab", "pillowcase hung up")),  # as before: a
    # purpose, no place
])

test_those_who_against_an_a_without_its_head_is_refused = still_refused([
    "Do students who start on the wheel or those who start with hand building stick with it longer?",
    "Do people who train in the morning or those who train at night sleep better?",
])

test_those_who_against_an_a_with_its_clause = read_as_expected([
    ("Do kids who read early or those who read late do better?", ("kids who read early", "those who read late")),
])

test_a_bare_plural_after_in_closing_a_gerund_b = read_as_expected([
    ("Which is better for tall vases - coiling or throwing in sections?", ("coiling", "throwing in sections")),
    ("cooking or baking in batches?", ("cooking", "baking in batches")),
    ("scarifying vs aerating in autumn", ("scarifying", "aerating")),  # as before: a time
    ("Renting vs. buying in Austin", ("Renting", "buying")),  # as before: a place
])

test_an_unlisted_verb_after_a_modal_before_its_preposition = read_as_expected([
    ("I'm writing up the class handout and wanted to check whether beginners should wedge with ram's head or "
     "cut-and-slam first", ("ram's head", "cut-and-slam")),
    ("should I wedge with ram's head or spiral?", ("ram's head", "spiral")),
    ("should I knead with ram's head or spiral?", ("ram's head", "spiral")),
    ("Should we knead with a dough hook or by hand?", ("with a dough hook", "by hand")),  # as before: two phrases
])

test_a_phrase_after_b_against_as_clause = read_as_expected([
    ("trying to work out whether the crawling is from the glaze being applied too thick or from dust on the bisque",
     ("from the glaze being applied too thick", "from dust on the bisque")),
    ("trying to work out whether the leak is from the seal being worn or from a crack in the tank",
     ("from the seal being worn", "from a crack in the tank")),
    ("wondering whether the noise is from the belt being loose or from a bearing in the motor",
     ("from the belt being loose", "from a bearing in the motor")),
    ("whether the delay is from the form being filled in wrong or from a backlog at the office",
     ("from the form being filled in wrong", "from a backlog at the office")),  # as before
])

test_a_setting_fronted_before_the_copula = read_as_expected([
    ("Although I love the look of reduction, for a home setup is gas or electric more realistic?", ("gas", "electric")),
    ("for a beginner is gas or electric better?", ("gas", "electric")),
    ("In winter is tea or coffee better?", ("tea", "coffee")),
    ("for a beginner is it better to rent or buy?", ("rent", "buy")),  # as before
])

test_a_fronted_clause_is_no_setting = still_refused([
    "in case it rains is a tent or a tarp better?",
    "at what temperature is bisque or glaze firing hotter?",
])

test_a_sub_kind_after_a_placing_preposition = read_as_expected([
    ("attaching handles at leather hard or soft leather hard?", ("leather hard", "soft leather hard")),
    ("cook on gas or bottled gas?", ("gas", "bottled gas")),
    ("sleep in tents or bell tents?", ("tents", "bell tents")),
    ("sleep in tents or in cabins?", ("in tents", "in cabins")),  # as before
])
