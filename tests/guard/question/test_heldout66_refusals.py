"""the sixty-sixth held-out part's refusals (bench/results/questions_heldout66_first.txt: 240/256, 7 refused, 9
silently wrong): six read right by general rules; the seventh ("parlay it or straight bets... $50 budget 💸") stays
refused: without a question mark "V it or NP" may be an instruction with one verb ("email him or his assistant")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A preposition right after an article is a noun ("the over", "the under"), B's own word: no phrase closing B.
test_preposition_after_an_article_is_a_noun = read_as_expected([
    ("chiefs -3.5 or the over 47.5", ("chiefs -3.5", "over 47.5")),
    ("chiefs -3.5 or the under 47.5?", ("chiefs -3.5", "under 47.5")),
    ("bills +2.5 or the under 44?", ("bills +2.5", "under 44")),
    ("should I take the over or the under?", ("over", "under")),
])

test_preposition_after_a_noun_still_a_phrase = read_as_expected([
    ("the spread over 47.5 or the moneyline?", ("spread over 47.5", "moneyline")),  # as before
    ("chiefs -3.5 or over 47.5", ("chiefs -3.5", "over 47.5")),  # as before
])

# A sentence adverb between a plural subject B and a listed verb ("nitrate supplements | actually improve"): the verb
# after the adverb, found when no other verb is.
test_adverb_before_a_plural_subjects_verb = read_as_expected([
    ("Do beet juice or nitrate supplements actually improve 5k times?", ("beet juice", "nitrate supplements")),
    ("Do beet juice or nitrate supplements actually help?", ("beet juice", "nitrate supplements")),
    ("Do beets or nitrates actually improve 5k times?", ("beets", "nitrates")),
    ("Do the kids or the parents actually decide?", ("kids", "parents")),
])

test_adverb_before_a_singular_subjects_verb_still_refused = still_refused([
    "Does beet juice or a nitrate supplement actually improve 5k times?",
    "Does coffee or tea actually help?",
    "Do beet juice or nitrate supplements actually?",
])

# A spaced tilde sets a clause off as a spaced dash does ("fish oil or krill oil ~ is krill …"); not one before a
# number ("~ 20 min": about).
test_spaced_tilde_as_a_clause_break = read_as_expected([
    ("fish oil or krill oil ~ is krill really worth 3x the price", ("fish oil", "krill oil")),
    ("fish oil or krill oil ~ which one", ("fish oil", "krill oil")),
    ("creatine or beta alanine ~ budget is tight", ("creatine", "beta alanine")),
    ("is fish oil or krill oil better ~ asking for my dad", ("fish oil", "krill oil")),
])

test_tilde_statements_still_refused = still_refused([
    "tea or coffee ~ I drink both",
    "I take fish oil or krill oil ~ my doctor said so.",
])

# A phrasal verb's preposition written again after an unlisted word closing on a pronoun ("lead off with our fastest
# kid or | anchor with her"): B's own verb phrase, not a second object of A's preposition; and an alphanumeric word in
# the subject before the modal ("whether our 4x100 relay should | …").
test_repeated_preposition_marks_bs_verb = read_as_expected([
    ("I'd like to know whether our 4x100 relay should lead off with our fastest kid or anchor with her.",
     ("lead off with our fastest kid", "anchor with her")),
    ("I'd like to know whether our relay should lead off with our fastest kid or anchor with her.",
     ("lead off with our fastest kid", "anchor with her")),
    ("Should we lead off with our fastest kid or close with her?", ("lead off with our fastest kid", "close with her")),
    ("whether our U12 team should play up or stay in our age group?", ("play up", "stay in our age group")),
])

test_purpose_pronoun_after_a_phrasal_verbs_object_still_both = read_as_expected([
    ("should I sign up for soccer or basketball for her?", ("soccer", "basketball")),  # as before
    ("should I sign up for soccer or basketball?", ("soccer", "basketball")),  # as before
])

# "who / what" asking a question of its own before the comma ("tell me who to start at QB, | A or B"), as "which"
# does: no list item.
test_embedded_who_question_before_the_pair = read_as_expected([
    ("Would you be so kind as to tell me who to start at QB, Jared Goff or Baker Mayfield? thank you!!",
     ("Jared Goff", "Baker Mayfield")),
    ("Could you tell me who to start at QB, Jared Goff or Baker Mayfield?", ("Jared Goff", "Baker Mayfield")),
    ("can you tell me who you'd start, Jared Goff or Baker Mayfield?", ("Jared Goff", "Baker Mayfield")),
    ("Could you tell me what to order, tacos or ramen?", ("tacos", "ramen")),
])

test_lists_after_a_who_question_still_refused = still_refused([
    "Can you tell me what to eat, pasta, rice or potatoes?",
    "who should I start at flex, Pacheco, Warren or Mixon?",
    "Is Goff, Mayfield or Stafford the better start?",
    "Can you tell me who is, Goff or Mayfield?",
])

# "the option of | A or B": the noun names the choice, its "of" phrase holds the options (as "the choice of").
test_option_of_holds_the_pair = read_as_expected([
    ("coach gave me the option of a 3-day or a 4-day running week during the build, which would you pick?",
     ("3-day", "4-day")),
    ("I have the option of a 3-day or a 4-day running week. which is better?", ("3-day", "4-day")),
    ("I have the option of a lump sum or monthly payments, which is better?", ("lump sum", "monthly payments")),
    ("coach gave me the choice of a 3-day or a 4-day running week, which would you pick?", ("3-day", "4-day")),
])

test_option_of_near_misses_as_before = read_as_expected([
    ("Is the best option of the two the Pro or the Air?", ("Pro", "Air")),  # as before
    ("Should I take the option of working remote or going hybrid?", ("working remote", "going hybrid")),  # as before
])

# Without a question mark, a verb and its pronoun against a noun phrase may be one instruction.
test_verb_pronoun_against_a_noun_without_a_mark_still_refused = still_refused([
    "parlay it or straight bets... $50 budget 💸",
    "parlay it or straight bets",
])
