"""the hundred-and-fourth held-out part's 9 silent misreads (bench/results/questions_heldout104_first.txt): read right
by general rules, or refused where the form alone cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "Is A or B | relevant / applicable …": adjectives judging the options, as "suitable" does.
test_judging_adjectives = read_as_expected([
    ("Is the 60% AGI limit or the 30% limit relevant for my stock gift?", ("60% AGI limit", "30% limit")),
    ("Is the red car or the blue car relevant?", ("red car", "blue car")),
    ("Is section 2 or section 3 applicable to my case?", ("section 2", "section 3")),
])

test_judging_adjectives_unchanged = read_as_expected([
    ("Is the red car or the blue car suitable for my trip?", ("red car", "blue car")),  # as before
])

# A rate of A's own against B's "once a year": B's frequency is B's own.
test_rate_against_once = read_as_expected([
    ("£25 a month or £300 once a year?", ("£25 a month", "£300 once a year")),
    ("$40 a week or $2000 once a year?", ("$40 a week", "$2000 once a year")),
])

test_rate_against_once_unchanged = read_as_expected([
    ("£25 a month or £300 once?", ("£25 a month", "£300")),  # as before: no frequency after "once"
    ("2 cups or 3 cups once a day", ("2 cups", "3 cups")),  # as before: no rate of A's own
])

# A one-off word before a bare amount A against B's rated amount: A's kind of payment, A's own.
test_one_off_against_rate = read_as_expected([
    ("[urgent] one-off £500 or £50/month to the appeal?", ("one-off £500", "£50/month")),
    ("one-time $300 or $25 a month?", ("one-time $300", "$25 a month")),
])

test_one_off_against_unrated_unchanged = read_as_expected([
    ("one-off £500 or £600?", ("£500", "£600")),  # as before: B has no rate
    ("£500 or £50/month?", ("£500", "£50/month")),  # as before
    ("Should I take an upfront $10,000 or $300 a month?", ("$10,000", "$300 a month")),  # as before: articled
    ("Should I give a one-off £100 or £10 per month to the hospice?", ("£100", "£10 per month")),  # as before
])

# A noun and its place or time opening the clause against a B of another shape: B stands against the whole.
test_headed_place = read_as_expected([
    ("Any advice? Reading helper at a primary school or Citizens Advice volunteer?",
     ("Reading helper at a primary school", "Citizens Advice volunteer")),
    ("Job at a startup or Google engineer?", ("Job at a startup", "Google engineer")),
    ("#volunteering: Crisis at Christmas or the local night shelter?", ("Crisis at Christmas", "local night shelter")),
    ("Shifts at weekends or the night shelter?", ("Shifts at weekends", "night shelter")),
])

test_headed_place_unchanged = read_as_expected([
    ("Study at the library or Starbucks?", ("library", "Starbucks")),  # as before: B a name, one word
    ("Pilea in a terracotta pot or glazed ceramic?", ("terracotta pot", "glazed ceramic")),  # as before: a material
    ("Lunch at the pub or a picnic?", ("pub", "picnic")),  # as before: B articled
    ("Should we go at Christmas or the new year?", ("Christmas", "new year")),  # as before: two times
    ("paying with the store card or my regular credit card at target", ("store card", "my regular credit card")),
    ("Is shooting with a flash or natural light better for newborn sessions?", ("flash", "natural light")),
])

test_time_after_verb_refused = still_refused([
    "Volunteer at Christmas or the local night shelter?",  # against the time, or the verb's phrase?
])

# Three articled nouns after a verb and its preposition: a list of three.
test_articled_list_refused = still_refused([
    "Volunteer at the food bank, the animal shelter or the library?",
    "Should I volunteer at the food bank, the animal shelter or the library?",
])

test_articled_topic_unchanged = read_as_expected([
    ("For the wedding, the blue dress or the red one?", ("blue dress", "red one")),  # as before: a topic
    ("whatcha recommend for a first car, a used civic or a used corolla", ("used civic", "used corolla")),
])

# A verb of telling, its person and a clause: what B tells, B's own.
test_told_clause = read_as_expected([
    ("I'm retired on a small pension. The charity keeps asking about Gift Aid. Do I sign the declaration or tell them "
     "I'm not eligible?", ("sign the declaration", "tell them I'm not eligible")),
    ("Should I pay now or tell him we're broke?", ("pay now", "tell him we're broke")),
])

test_told_object_unchanged = read_as_expected([
    ("should I email them or tell them the truth?", ("email them", "tell them the truth")),  # as before
    ("should I pay the fine or ignore them theyre scammers", ("pay the fine", "ignore them")),  # as before
])

# "for <someone> to <verb> … later" after B, against A's own time: B's own.
test_later_infinitive = read_as_expected([
    ("grant everything out of the DAF this year or let it grow for the kids to direct later",
     ("grant everything out of the DAF this year", "let it grow for the kids to direct later")),
    ("spend it this year or let it grow for the grandkids to use later",
     ("spend it this year", "let it grow for the grandkids to use later")),
])

test_later_infinitive_unchanged = read_as_expected([
    ("spend it this year or let it grow for the grandkids to use", ("spend it this year", "let it grow")),  # as before
])

# The hearer's verb of advising opening A: no word of A.
test_asked_verb = read_as_expected([
    ("Would you advise a QCD or just taking the RMD and donating cash?",
     ("QCD", "just taking the RMD and donating cash")),
    ("Would you recommend a QCD or just taking the RMD and donating cash?",
     ("QCD", "just taking the RMD and donating cash")),
    ("Would you advise a lawyer or calling the police?", ("lawyer", "calling the police")),
])

test_asked_verb_unchanged = read_as_expected([
    ("Would you advise a Roth or a traditional IRA?", ("Roth", "traditional IRA")),  # as before
])

test_asked_verb_against_verb_refused = still_refused([
    "Would you advise a lawyer or just call the police?",
])

# Refusals read right.
# A deliberation under way, a short place between "debating" and "if": the sentence asks.
test_debated_if = read_as_expected([
    ("we're debating at work if the Christmas collection goes to Mind or to Shelter this year",
     ("to Mind", "to Shelter")),
    ("we're debating at home whether to rent or buy", ("rent", "buy")),
])

test_debated_past_still_refused = still_refused([
    "we debated at work if the collection goes to Mind or to Shelter",  # as before: an argument told
])

# A preposition's object against "directly" and a phrase of its own closing the sentence: the two ways.
test_directly_led = read_as_expected([
    ("Sorry if this is a dumb question. Is it better to donate through PayPal Giving Fund or directly on the "
     "charity's website? I want them to get the most.",
     ("through PayPal Giving Fund", "directly on the charity's website")),
    ("Is it better to book through Expedia or directly with the hotel?",
     ("through Expedia", "directly with the hotel")),
])

test_directly_before_shared_phrase_still_refused = still_refused([
    "Is it better to pay through PayPal or directly on the website for the discount?",  # as before
])

# "between" a gerund, its preposition and one of two names of one head: B stands against the name.
test_between_gerund_names = read_as_expected([
    ("we're choosing between applying to the Esmée Fairbairn Foundation or the Paul Hamlyn Foundation",
     ("Esmée Fairbairn Foundation", "Paul Hamlyn Foundation")),
    ("deciding between applying to the Gates Foundation and the Ford Foundation",
     ("Gates Foundation", "Ford Foundation")),
])

test_between_gerund_other_heads_still_refused = still_refused([
    "deciding between applying to the Wellcome Trust or the Gates Foundation",  # as before: heads differ
    "torn between GrapheneOS on a Pixel 8a and a stock iPhone 15",  # as before
])

# A lone "-ed" word, "vs", a modifier and a head: modifiers of one head, no statement.
test_participle_pair = read_as_expected([
    ("restricted vs unrestricted grants", ("restricted", "unrestricted")),
    ("salted vs unsalted butter", ("salted", "unsalted")),
])

test_participle_statement_still_refused = still_refused([
    "Fixed the bug vs",  # as before
])

# A slashed pair, then an ellipsis and a word asking for views, standing for the question mark.
test_slashed_views_asked = read_as_expected([
    ("DAF / private foundation for a $3M exit... thoughts", ("DAF", "private foundation")),
    ("Tile / vinyl plank for the bathroom... thoughts?", ("Tile", "vinyl plank")),
])

test_slashed_after_full_stop_still_refused = still_refused([
    "DAF / private foundation for a $3M exit. thoughts",  # as before
])

# A degree word and a short time closing the predicate after a subject pair: both subjects'.
test_timed_degree = read_as_expected([
    ("Would a food bank or a homeless shelter need volunteers more in January?", ("food bank", "homeless shelter")),
    ("Would a cat or a dog need walks more in winter?", ("cat", "dog")),
])

test_timed_degree_unchanged = read_as_expected([
    ("Would a food bank or a homeless shelter need volunteers more?", ("food bank", "homeless shelter")),  # as before
    ("Do cats or dogs shed more in summer?", ("cats", "dogs")),  # as before
])
