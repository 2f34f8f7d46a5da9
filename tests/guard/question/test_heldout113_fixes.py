"""the hundred-and-thirteenth held-out part's silent misreads (bench/results/questions_heldout113_first.txt), read
right or refused by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A label before A's figure (a price, a share, or a figure after "of"/"for") against a B opening on a sum or a
# fraction: the label names what both figures are, so the options are the figures.
test_labelled_figure = read_as_expected([
    ("Is the Gift Aid limit on benefits 25% of the donation or a flat £2,500?", ("25% of the donation", "flat £2,500")),
    ("Should we ask the Lottery for £9,999 or the full £10,000?", ("£9,999", "full £10,000")),
    ("A quorum of 3 or one-third of trustees for a 12-member board?", ("3", "one-third of trustees")),
    ("Should we ask the council for £4,500 or the full £6,000?", ("£4,500", "full £6,000")),
    ("A committee of 5 or two-thirds of members?", ("5", "two-thirds of members")),
])

test_labelled_figure_near_misses = read_as_expected([
    ("Should I pay $450 for orthotics or try $40 inserts?", ("pay $450 for orthotics", "try $40 inserts")),  # as before
    ("a size 14 or a size 16 needle?", ("size 14", "size 16")),  # as before
])

# B opens on a preposition that stands a few plain words before A's start: A's phrase starts at it too.
test_echoed_prep = read_as_expected([
    ("Should the safeguarding policy be reviewed by the full board annually or by the safeguarding lead every six "
     "months?", ("by the full board annually", "by the safeguarding lead every six months")),
    ("[Finance] Gift Aid: claim through Charities Online or through our CRM's HMRC integration?",
     ("through Charities Online", "through our CRM's HMRC integration")),
    ("Should the accounts be checked by the treasurer monthly or by an examiner once a year?",
     ("by the treasurer monthly", "by an examiner once a year")),
])

test_echoed_prep_near_misses = read_as_expected([
    ("Should it go in the fridge overnight or in the freezer?",
     ("in the fridge overnight", "in the freezer")),  # as before
    ("Should the tickets be sold through the website or through the box office?",
     ("through the website", "through the box office")),  # as before
    ("My dentist say I need crown. It is expensive here in Switzerland. Do it here or in my home country Serbia when "
     "I go in summer", ("here", "in my home country Serbia")),  # as before: not across a sentence's end
])

# B ending on "like" / "such as" with a name after it: the name is B's example, so B runs on through it.
test_example_name_b = read_as_expected([
    ("Rota spreadsheet or a proper scheduling app like Better Impact?",
     ("Rota spreadsheet", "proper scheduling app like Better Impact")),
    ("a paper sign-up sheet or an online tool such as SignUpGenius?",
     ("paper sign-up sheet", "online tool such as SignUpGenius")),
])

test_example_name_b_near_misses = read_as_expected([
    ("Should we keep the paper rota or move to an app like Rotageek for the volunteers?",
     ("keep the paper rota", "move to an app like Rotageek")),  # as before
])

# "and" and a bare verb inside a noun B when "to" and a verb stand before the "whether"/"if" the options follow: the
# infinitive's second step ("to look into whether … and report back"), no part of B.
test_infinitive_step_b = read_as_expected([
    ("The head has asked the PTA committee to look into whether the money should go on new playground equipment or "
     "the library refurb and report back next meeting.", ("new playground equipment", "library refurb")),
    ("We have been asked to decide whether the surplus goes to the roof fund or the youth worker post and tell the "
     "trustees by Friday.", ("roof fund", "youth worker post")),
])

test_infinitive_step_b_near_misses = read_as_expected([
    ("I need to find out whether to sell the van or keep it and repair it",
     ("sell the van", "keep it and repair it")),  # as before: verbs, B's own second step
    ("Can you check whether the new printer or the old copier and scanner is cheaper?",
     ("new printer", "old copier and scanner")),  # as before
])

# A noun after a participle and its preposition against one bare participle the sentence goes on after: the two
# participles' phrases, B to the sentence's end.
test_bare_participle_b = read_as_expected([
    ("For the youth club, should volunteers in their first month be paired with a mentor or left to shadow whoever is "
     "on shift?", ("paired with a mentor", "left to shadow whoever is on shift")),
    ("Should new volunteers be matched with a buddy or left to find their own way?",
     ("matched with a buddy", "left to find their own way")),
])

test_bare_participle_b_near_misses = read_as_expected([
    ("Should the leftovers be packed in a box or frozen?", ("packed in a box", "frozen")),  # as before
])

# A way given by an adverb and its preposition against a way given by a preposition: A keeps its preposition
# (against B's adverb) or its way adverb (against B's preposition).
test_way_adverb_a = read_as_expected([
    ("Brother Yusuf wanted me to ask whether the Ramadan iftar donations should be collected in cash at the door or "
     "online through LaunchGood", ("in cash at the door", "online through LaunchGood")),
    ("Should members renew in person at the office or online through the portal?",
     ("in person at the office", "online through the portal")),
    ("Should we pay the caterer online via bank transfer or in cash?", ("online via bank transfer", "in cash")),
])

test_way_adverb_a_near_misses = still_refused([
    "Should I take Health online over the summer or in person during 10th grade?",  # as before: a time, not a way
])

# A plural head and "of" opening A against a bare noun B: the head may be both's or A's alone, so refused.
test_head_of_refused = still_refused([
    "Would it be possible to tell me if the food bank prefers donations of pasta or tinned meat at the moment?",
    "Should we collect boxes of cereal or fresh fruit?",
])

test_head_of_near_misses = read_as_expected([
    ("Do they want bags of rice or tins of beans?", ("bags of rice", "tins of beans")),  # as before
])

# A closing "by the end of …" after B's own words when A has no "by": the question's deadline, no part of B.
test_deadline_b = read_as_expected([
    ("For the sponsored readathon, should parents pay online via the school app or in cash to the class teacher by "
     "the end of term?", ("online via the school app", "in cash to the class teacher")),
    ("Should donors give online via the website or in person at the office by the end of the month?",
     ("online via the website", "in person at the office")),
])

test_deadline_b_near_misses = read_as_expected([
    ("Should volunteers return the forms to the office or to their team leader by the end of the month?",
     ("to the office", "to their team leader")),  # as before
])

# A name closing B before "on/in the … road/street/…": the place may be B's own or the question's, so refused.
test_placed_name_refused = still_refused([
    "Is it better to put the food bank trolley at the Co-op or at the big Asda on the ring road for the Christmas "
    "collection?",
    "Should we collect at the Co-op or at the Tesco on the high street this Saturday?",
])

test_placed_name_near_misses = read_as_expected([
    ("Should we hold the coffee morning at the Methodist hall or at the Tesco in the high street?",
     ("at the Methodist hall", "at the Tesco in the high street")),  # as before
])
