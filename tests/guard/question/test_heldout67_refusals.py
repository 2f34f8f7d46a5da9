"""the sixty-seventh held-out part's refusals (bench/results/questions_heldout67_first.txt) that general rules now
read: a weekday and its part of the day closing B, "do u think" as a question's opening, a possessive place after a
preposition in a verbless pair of verb phrases, and "first" closing a noun A against a noun B."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A weekday (typed short or in full) and its part of the day closing a noun B ("… or the flea market | sat morning"):
# the time both options share, not B's; "do u think" opens a question as "do you think" does.
test_weekday_part_closing_b = read_as_expected([
    ("sorry to bug u but do u think we should go to the farmers market or the flea market sat morning",
     ("farmers market", "flea market")),
    ("should we go to the farmers market or the flea market saturday morning?", ("farmers market", "flea market")),
    ("should we get pizza or tacos fri night?", ("pizza", "tacos")),
    ("should we go bowling or to the movies friday night?", ("bowling", "to the movies")),
    ("sorry to bug u but do you think we should go to the farmers market or the flea market",
     ("farmers market", "flea market")),
])

test_weekday_part_inside_b_kept = read_as_expected([
    ("should we go to brunch or the saturday morning market?", ("brunch", "saturday morning market")),  # B's head
    ("should we do brunch on saturday or brunch on sunday morning?",
     ("brunch on saturday", "brunch on sunday morning")),  # as before
    ("ok and do u think i should get the blue one or the red one", ("blue one", "red one")),  # as before
])

test_u_think_told_still_refused = still_refused([
    "i know u think we should go to the farmers market or the flea market",
    "she said u think we should go to the farmers market or the flea market",
])

# A noun's "'s" after a preposition is a place ("at | kev's", "at | mom's"), no contraction making a clause: two verb
# phrases set against each other still ask.
test_possessive_place_in_verb_pair = read_as_expected([
    ("stay in and watch movies or go to the party at kev's", ("stay in and watch movies", "go to the party at kev's")),
    ("stay in or go to the party at kev's", ("stay in", "go to the party at kev's")),
    ("stay home or sleep over at mom's", ("stay home", "sleep over at mom's")),
])

test_contraction_after_preposition_still_refused = still_refused([
    "stay in and watch movies or go to the party at what's the new place",
    "stay in and watch movies or go to the party its kev's",
])

# "first" closing a noun A with a determiner, against a noun B closing the sentence: the order asked of one verb, so
# the nouns are the options (and a possessive both open with is shared).
test_first_against_noun_b = read_as_expected([
    ("can you help me decide if i should pay off my klarna first or my credit card", ("klarna", "credit card")),
    ("should i pay off my student loan first or my car loan?", ("student loan", "car loan")),
    ("should we fix our roof first or our fence", ("roof", "fence")),
])

test_first_on_both_or_more_after_b_still_refused = still_refused([
    "should i call my mom first or my dad first",
    "should i pay off my klarna first or my credit card with the bonus",
])

# A pronoun and "'d" typed as one word before "rather" ("hed rather", "theyd rather"): the subject and its modal, as
# "he'd rather" is, so the options start after "rather".
test_fused_would_before_rather = read_as_expected([
    ("asking for my bf: idk if hed rather have the pc version or the ps5 version of gta 6 when it drops",
     ("pc version", "ps5 version")),
    ("idk if hed rather have the pc version or the ps5 version", ("pc version", "ps5 version")),
    ("not sure if shed rather get the blue one or the red one", ("blue one", "red one")),
    ("wondering whether theyd rather go to the beach or the lake", ("beach", "lake")),
])

test_fused_word_without_rather_unchanged = read_as_expected([
    ("idk if the shed or the garage is better for storage", ("shed", "garage")),  # as before
])

test_fused_would_without_rather_still_refused = still_refused([
    "idk if wed go to the beach or the lake",
])

# "u", "yall" and "y'all" as subject pronouns after "whether" / "if" ("whether yall want | brunch or dinner").
test_texted_subject_pronouns = read_as_expected([
    ("wanna know whether yall want brunch or dinner for lexi's bday so i can book", ("brunch", "dinner")),
    ("wanna know whether yall want brunch or dinner", ("brunch", "dinner")),
    ("wondering if y'all want the blue one or the red one", ("blue one", "red one")),
    ("wondering if u want the blue one or the red one", ("blue one", "red one")),
])

# "lol" / "haha" / "lmao" between words ends the pair's clause, as a comma does: a verbless pair then a remark of its
# own ("leg day or rest day lol | my calves are dead") still asks.
test_laugh_ends_verbless_pair = read_as_expected([
    ("leg day or rest day lol my calves are dead", ("leg day", "rest day")),
    ("pizza or tacos lol im starving", ("pizza", "tacos")),  # as before
    ("leg day or rest day haha i'm so sore", ("leg day", "rest day")),  # as before
])

test_laugh_after_a_statement_still_refused = still_refused([
    "call or text me lol my phone is dead",
    "my sister plays guitar or piano lol she's so talented",
])
