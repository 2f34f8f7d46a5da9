"""Fixes for the hundred-and-fifty-sixth held-out part (chess, go and speedcubing), written blind and scored before
any fix.

Silent misreads read right: a bare verb after B's plural noun, its one-word object and a comparative ("Do … or the
Move by Move series | explain plans better"); "based" closing an unhyphenated compound with B's one word against a
noun phrase A ("silicone lube or water based | for a new 3x3?"); the subject of an advised clause written as a
possessive's noun phrase before a bare verb ("Would you suggest | my 9 year old | learn go or xiangqi first?").

Silent misreads now refused: a choice verb's bare object against one word that may be a verb or a second object,
after a noun subject, the word alone or before one phrase ("will the league use increment or delay on the
clocks?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_bare_verb_its_object_and_a_comparative_after_bs_plural = read_as_expected([
    ("Do Everyman's Starting Out books or the Move by Move series explain plans better for a 1300?",
     ("Everyman's Starting Out books", "Move by Move series")),
    ("Do the red books or the blue books explain plans better?", ("red books", "blue books")),
    ("Would the kids or the parents ask questions more?", ("kids", "parents")),  # as before: "questions" no verb
    ("Will tea or a sports drink wear you out?", ("tea", "sports drink")),  # as before
])

test_based_closing_bs_compound = read_as_expected([
    ("silicone lube or water based for a new 3x3?", ("silicone lube", "water based")),
    ("Should I use oil paint or water based for the fence?", ("oil paint", "water based")),
    ("cloud or server based?", ("cloud", "server")),  # as before: a one-word A, the suffix both share
    ("an apartment or a hotel based on reviews?", ("apartment", "hotel")),  # as before: "based on" is no compound
])

test_a_possessives_subject_of_an_advised_clause = read_as_expected([
    ("Would you suggest my 9 year old learn go or xiangqi first? She already plays chess", ("go", "xiangqi")),
    ("Would you recommend my son take piano or guitar first?", ("piano", "guitar")),
    ("Would you recommend that our team adopt Jira or Linear?", ("Jira", "Linear")),
    ("Would you recommend my old bike or a new one?", ("old bike", "new one")),  # as before: no verb after the noun
])

test_a_noun_subjects_choice_verb_against_a_verb_or_object = still_refused([
    "[ticket 2231] Members asking: will the league use increment or delay on the clocks?",  # "delay" a second
    # object of "use", or a verb against "use increment"?
    "will the league use increment or delay?",
    "will they use increment or delay on the clocks?",
])

test_a_noun_subjects_choice_verb_against_a_noun = read_as_expected([
    ("should the club use cash or card?", ("cash", "card")),  # as before: "card" is no verb
    ("Should the council prioritise housing or transport?", ("housing", "transport")),  # as before
    ("Should we buy seedlings or grow from seed?", ("buy seedlings", "grow from seed")),  # as before: a bare noun
    # after B's preposition, the verb's own phrase
])
