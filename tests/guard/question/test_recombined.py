"""Rules found by asking the corpus's own right readings again in other frames (``bench/question_recombine.py``,
issue 22, session 31): the two options kept, the sentence around them changed.

Every prompt is new (none is in the corpus); each read-test prompt was refused or misread before its rule.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "Should I X or should I Y?": the lead asked again before B is no part of it (refused before: "an option holds
# the question's lead-in").
test_a_lead_asked_again_before_b = read_as_expected([
    ("Should I use Firebase or should I build our own backend?", ("use Firebase", "build our own backend")),
    ("Do we sue, or do we settle?", ("sue", "settle")),
    ("should i text him back or should i just let it go", ("text him back", "just let it go")),
])

# Two questions, or a third option, are still refused.
test_a_lead_asked_again_in_a_new_question_or_a_third_time = still_refused([
    "Should I take the bus or the train? Or should I just drive?",
    "Should I stay or go or should I wait?",
])

# An option B too long to be one loses its last clause ("… | before the end of the month"), when that leaves it short
# enough (refused before: "an option is too long to be one").
test_a_long_b_loses_its_last_clause = read_as_expected([
    ("Trying to decide if I should patch the server tonight or wait for the maintenance window before the end of "
     "the month.", ("patch the server tonight", "wait for the maintenance window")),
    ("Should we renovate the kitchen this spring or put the money toward the roof repairs we postponed before winter "
     "comes?", ("renovate the kitchen this spring", "put the money toward the roof repairs we postponed")),
])

# A verb with the third person's "-s" after a word of B the lists know for a verb is the predicate: "two separate
# | accounts makes …" (B was cut at "separate", "sushi | place …" at "place").
test_the_verb_that_agrees_with_the_subject_pair = read_as_expected([
    ("Do you think a joint account or two separate accounts makes more sense for newlyweds?",
     ("joint account", "two separate accounts")),
    ("Do you think the taco truck or the sushi place down the street makes a better lunch?",
     ("taco truck", "sushi place down the street")),
])

# Not after an auxiliary (a bare verb is its predicate) nor after a plural B (a bare verb agrees with it).
test_a_bare_verb_after_an_auxiliary_or_a_plural = read_as_expected([
    ("Do you think Instagram ads or TikTok ads bring in cheaper leads?", ("Instagram ads", "TikTok ads")),
    ("Does the Galaxy S24 or the iPhone 15 get security updates longer?", ("Galaxy S24", "iPhone 15")),
    ("Does a heat pump or a gas furnace make winter bills lower?", ("heat pump", "gas furnace")),
])

# A noun that is also a verb opening B ("contact lenses", "audit logs", "cover letter") after a choice verb or "go
# with": a noun phrase, not a verb phrase against "choose Lasik" (read 'choose Lasik' / 'contact lenses' before).
test_a_noun_verb_opening_b_after_a_choice = read_as_expected([
    ("Would you choose Lasik or contact lenses?", ("Lasik", "contact lenses")),
    ("Should I get Lasik or contact lenses?", ("Lasik", "contact lenses")),
    ("Would you go with SSO or audit logs first?", ("SSO", "audit logs")),
    ("Should we go with cold email or cover letter this year?", ("cold email", "cover letter")),
])

# A verb with its own object is still a verb phrase.
test_a_verb_and_its_object_after_a_choice = read_as_expected([
    ("Should I get Lasik or wear glasses?", ("get Lasik", "wear glasses")),
    ("Should I email my landlord or contact the city?", ("email my landlord", "contact the city")),
])

# A letter, a unit or a possessive ending B before "Any advice?" / "Thoughts?" ends the sentence there (read
# 'S corp. Any advice' before: the period taken for an abbreviation's).
test_a_sentence_after_a_letter_or_a_unit = read_as_expected([
    ("I'm torn between an LLC and an S corp. Any advice?", ("LLC", "S corp")),
    ("I'm torn between the PS5 and the Xbox Series X. Any advice?", ("PS5", "Xbox Series X")),
    ("We're choosing between the 6 ft and the 8 ft. Thoughts?", ("6 ft", "8 ft")),
])

# Modifiers of A's colour that open the option side are A's (read 'green' before).
test_modifiers_of_a_colour_opening_the_side = read_as_expected([
    ("Which is better for a nursery, dark moody green or bright white?", ("dark moody green", "bright white")),
])

# A time after gerund B ("… or cycling | this year") is no object of it (refused before as "its own object or both
# options'").
test_a_time_after_a_gerund_b = read_as_expected([
    ("Swimming or cycling this year?", ("Swimming", "cycling")),
    ("Should I try running or cycling this summer?", ("running", "cycling")),
])

# A kind standing whole as A, B the kind with a premodifier, after a copula, "between", a choice verb or a comma
# (refused before as "only a shared head word").
test_a_kind_and_its_sub_kind_after_a_lead = read_as_expected([
    ("Is Marathon or half marathon cheaper in the long run?", ("Marathon", "half marathon")),
    ("Would you pick espresso or iced espresso?", ("espresso", "iced espresso")),
])

# "go with" and its object: the preposition is no part of A against B's premodified kind (read 'with Marathon').
test_go_with_a_kind_and_its_sub_kind = read_as_expected([
    ("Would you go with Marathon or half marathon?", ("Marathon", "half marathon")),
    ("Would you go with espresso or half espresso?", ("espresso", "half espresso")),
])

# A gerund opening the question after a label or a sentence before it is both options' too (read 'engraving our
# initials' after a tag before: the rule held only for a gerund opening the prompt).
test_a_shared_gerund_after_a_label = read_as_expected([
    ("[TKT-77] engraving our initials or our wedding date?", ("our initials", "our wedding date")),
    ("Quick one. engraving our initials or our wedding date?", ("our initials", "our wedding date")),
])

# Two verbs each closed by the same time adverb are two verb phrases (read 'first' / 'shower' before: "first" taken for
# A's object, "shower" for a noun).
test_two_verbs_each_with_the_same_time_adverb = read_as_expected([
    ("Should I eat first or shower first?", ("eat first", "shower first")),
    ("Do I eat first or shower first after the gym?", ("eat first", "shower first")),
])

# The "a" of a rate ("$40 | a month", "twice | a week") opens no noun phrase of its own: A does not start there
# (read 'month plan' / 'week' before).
test_the_article_of_a_rate_inside_a = read_as_expected([
    ("Should I get the $40 a month plan or the $399 one time fee?", ("$40 a month plan", "$399 one time fee")),
    ("Is physical therapy twice a week or a cortisone shot better for my shoulder?",
     ("physical therapy twice a week", "cortisone shot")),
])
