"""Session 45's fixes outside the blind parts' own test files.

- A report naming the pair as its clause's subject ("The guy at Micro Center said | the Z790 … or the … would both
  work, so which …"), read as after "Do you think"; refusals of older parts read right.
- A reported infinitive ("My brother said to | take the bus or the train, which is faster?") read as after "Should
  I"; before, the report stayed in option A, a silent misread. An option still holding "said to" / "told me to" is
  now refused.
- A reporter asking or wanting ("He asked me to | choose …", "My dad wants me to | study law or medicine") as one
  saying; an intent opening the sentence ("Planning to | visit Rome or Florence in May, which …?") as "Should I":
  before, "me to choose the 10am" and "visit Rome" / "Planning to visit Rome" were silent misreads.
- A plural subject and its verb of wanting left in A ("The guests | want chicken or fish, which …?") and "I'd
  rather" left in A ("I think I'd rather | rent or lease, which …?"): silent misreads, now refused.
- A modal before A's verb ("whether I should | shave with the grain or against it") as a subject before it: the verb
  is both's, the two preposition phrases the options (the wrapped corpus test found the misread).
- A colour pair with an article on each side ("the red or the green") read B with its article, a silent misread.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_report_names_the_pair_as_its_subject = read_as_expected([
    ("The vet said the Royal Canin or the Hills is fine, which should I buy?", ("Royal Canin", "Hills")),
    ("Our plumber says the Rinnai or the Navien would both fit the closet, which one?", ("Rinnai", "Navien")),
    ("My sister keeps telling me the Kindle or the Kobo is the only e-reader worth it, which would you get?",
     ("Kindle", "Kobo")),
    ("The manual says the 5W-30 or the 10W-30 oil works in winter, which should I use?", ("5W-30", "10W-30")),
])

test_a_reported_infinitive_leads_in_to_the_verb_phrase = read_as_expected([
    ("My brother said to take the bus or the train, which is faster?", ("bus", "train")),
    ("The doctor told me to take ibuprofen or tylenol, which is better?", ("ibuprofen", "tylenol")),
    ("The guy at the store said to get the red or the blue one, thoughts?", ("red", "blue")),
    ("Mom said to call the landlord or the agency, which one?", ("landlord", "agency")),
    ("Dave told me to buy the Dell or the HP, which is better?", ("Dell", "HP")),
    ("Should I take the bus or the train?", ("bus", "train")),  # as before
])

test_a_report_left_in_an_option_is_refused = still_refused([
    "Apparently someone at work said to use Jira or Linear, which is better?",  # read with the report before
    "mom says to call the landlord or just email, which is better?",
    "My brother said to take the bus or the train",  # a report, no question
    "The school counsellor told us either Algebra I in 8th grade or wait until 9th",
])

test_colours_with_an_article_on_each_side = read_as_expected([
    ("Should I get the red or the green?", ("red", "green")),
    ("which one, the red or the blue", ("red", "blue")),
    ("paint the walls white or a light grey?", ("white", "light grey")),  # as before
    ("Should I buy the blue or the grey one?", ("blue", "grey")),  # as before
])

test_an_asked_infinitive_and_an_opening_intent = read_as_expected([
    ("He asked me to choose the 10am or the 2pm slot, which is better for a dentist?", ("10am", "2pm")),
    ("My dad wants me to study law or medicine, which has better prospects?", ("law", "medicine")),
    ("Planning to visit Rome or Florence in May, which is less crowded?", ("Rome", "Florence")),
    ("Hoping to visit Rome or Florence next year, which?", ("Rome", "Florence")),
    ("Planning to visit Rome or stay home, which?", ("visit Rome", "stay home")),
    ("Hoping to decide between Rome or Florence", ("Rome", "Florence")),  # as before
])

test_a_subject_and_its_wish_left_in_a_are_refused = still_refused([
    "The kids want pizza or tacos tonight, which is healthier?",
    "The guests prefer chicken or fish, which is cheaper?",
    "I think I'd rather rent or lease, which is cheaper?",
])

test_wishes_read_as_before = read_as_expected([
    ("Should the kids get pizza or tacos?", ("pizza", "tacos")),
    ("Would you rather rent or lease?", ("rent", "lease")),
    ("AirPods Pro 2 hearing aid mode vs. real OTC hearing aids like Jabra Enhance",
     ("AirPods Pro 2 hearing aid mode", "real OTC hearing aids like Jabra Enhance")),
])

test_a_modal_before_a_verb_and_its_preposition_phrase = read_as_expected([
    ("Can you tell me whether I should shave with the grain or against it?", ("with the grain", "against it")),
    ("whether we should sleep with the window open or against the wall",
     ("with the window open", "against the wall")),
    ("Should I shave with the grain or against it?", ("with the grain", "against it")),  # as before
])
