"""the sixty-eighth held-out part's refused pairwise prompts (bench/results/questions_heldout68_first.txt): those
read right by general rules, with variants, and near-misses that keep their old reading. Left refused: "I'm torn
between to renew my contract and to move in new flat with friends" (now read as two verb phrases, but "with
friends" may be B's or both's), "credit card/debit card — which …", '"Could" or "would" in this sentence: …', "it is
better to book hotel now or to wait …", "I must go … or I can wait …?", "I should learn to cook myself or …?", "we
sublet … or just keep paying while we are away?", "We rent airbnb …, or they sleep …?", "whether laminate or vinyl
floor …?", "I'd love your advice: take flat share with colleagues or …?"."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A pair as the subject of "is" / "are" and an evaluative word in a declarative question: no lead-in, but a "?", no
# verb before the pair (a gerund may open it): read as after "whether".
test_pair_subject_of_a_declarative_question = read_as_expected([
    ("for diabetes, the brown bread or the white bread is ok?", ("brown bread", "white bread")),
    ("Heating the flat with gas or electricity is more cheap in Poland now?", ("gas", "electricity")),
    ("Practicing speaking with native speakers or with other learners is more useful?",
     ("with native speakers", "with other learners")),
    ("sending money to Kenya through M-Pesa or through Western Union is more safe?",
     ("through M-Pesa", "through Western Union")),
    ("tea or coffee is better?", ("tea", "coffee")),
    ("for kids, the red apple or the green apple is more healthy?", ("red apple", "green apple")),
    ("paying with cash or with card is safer in Italy?", ("with cash", "with card")),
])

test_pair_subject_near_misses_still_refused = still_refused([
    "tea or coffee is better",  # no "?": a statement
    "I think tea or coffee is better?",  # a verb before the pair
    "tea or coffee is what I want?",  # no evaluative word after "is"
])

# A question in a statement's order, "we" / "I" and a verb, B a noun phrase or an adverbed verb: as after "do we".
test_stated_pronoun_and_verb = read_as_expected([
    ("When we arrive in Tokyo late at night, we take taxi or the airport limousine bus to Shinjuku?",
     ("taxi", "airport limousine bus")),
    ("we look a 2-bedroom or 3-bedroom apartment for family with one baby, which?", ("2-bedroom", "3-bedroom")),
    ("we eat pasta or rice tonight?", ("pasta", "rice")),
    ("we book the hotel or the hostel for our trip?", ("hotel", "hostel")),
    ("I call the landlord or just wait?", ("call the landlord", "just wait")),
    ("we rent a car or take the train?", ("rent a car", "take the train")),  # as before
])

test_stated_pronoun_near_misses_still_refused = still_refused([
    "I think tea or coffee?",  # a verb of thinking
    "we need milk or bread?",  # a verb of wanting
    "we sublet our room during summer or just keep paying while we are away?",  # a clause after B: B's or both's?
])

# An inverted question after "I want to know" asks, with no "whether" and no "?"; A starts past the lead.
test_inverted_question_after_wanting_to_know = read_as_expected([
    ("good evening, I just arrived in Bologna for my erasmus and the owner of the room is asking me 800 euro of "
     "deposit and he seems nice but my friend say be careful, so I want to know should I pay the deposit in cash or "
     "by bank transfer to the landlord, here in Italy", ("in cash", "by bank transfer")),
    ("I want to know should I take the bus or the train to the airport", ("bus", "train")),
    ("we would like to know can we pay by card or in cash at the hotel", ("by card", "in cash")),
])

test_statement_after_wanting_to_know_still_refused = still_refused([
    "I want to know that I paid in cash or by card",
])

# "Can I / May I" asking to choose after all: leave to ask set off by a colon, or "now" against a time
# preposition's phrase (when, not whether).
test_permission_that_asks_to_choose = read_as_expected([
    ("May I ask your help, please: Samsung washing machine or Bosch one, for family of five?",
     ("Samsung washing machine", "Bosch one")),
    ("May I ask you something: the blue dress or the red dress for the wedding?", ("blue dress", "red dress")),
    ("As I am pregnant 5 month, can I take the flu vaccine now or after the birth?", ("now", "after the birth")),
    ("can I pay the rent now or after the holidays?", ("now", "after the holidays")),
])

test_permission_near_misses_still_refused = still_refused([
    "can I take ibuprofen or paracetamol?",
    "can I take the flu vaccine now or later?",
    "can I eat now or never?",
])

# A formal salutation ("Respected sir/madam,") greets: no item of a list before "A or B".
test_formal_salutation = read_as_expected([
    ("Respected sir/madam, I request you to kindly guide me whether to choose Data Science or Cyber Security "
     "specialization.", ("Data Science", "Cyber Security specialization")),
    ("Respected sir, I request you to guide me whether to take the morning batch or the evening batch.",
     ("morning batch", "evening batch")),
    ("Respected madam, I kindly request you to tell me whether to apply for the MBA or the MSc.", ("MBA", "MSc")),
    ("Esteemed colleagues, I want your opinion whether to meet on Monday or on Tuesday.",
     ("on Monday", "on Tuesday")),
    ("Esteemed colleagues, should we meet on Monday or on Tuesday?", ("on Monday", "on Tuesday")),  # as before
])

test_salutation_word_in_a_list_still_refused = still_refused([
    "respected teachers, parents, students or guests?",
])

# "between to A and to B": two verb phrases, their "to" left out; a degree word after a preposition is B's own.
test_between_infinitives_and_degree_after_preposition = read_as_expected([
    ("I can't decide between to study medicine and to study law", ("study medicine", "study law")),
    ("we are choosing between to rent a car and to take the train for our trip", ("rent a car", "take the train")),
    ("Difficult choose between night shift with more salary and day shift with less, please give opinion",
     ("night shift with more salary", "day shift with less")),
    ("should I take the job with more pay or the job with less?", ("job with more pay", "job with less")),
    ("do you enjoy Disney or Universal more?", ("Disney", "Universal")),  # as before
])

test_between_infinitive_with_unclear_tail_still_refused = still_refused([
    "I'm torn between to renew my contract and to move in new flat with friends",  # "with friends": B's or both's?
])

# "whether it's better for X to …" read as "whether it is better for X to …".
test_whether_its_better_for_someone_to = read_as_expected([
    ("We want to understand whether it's better for baby to sleep in our room or in her own room from 6 month",
     ("in our room", "in her own room")),
    ("I wonder if it's better for the baby to sleep in our room or in her own room",
     ("in our room", "in her own room")),
    ("whether it's better for kids to eat breakfast at home or at school", ("at home", "at school")),
    ("whether it's better for me to walk or to drive", ("walk", "drive")),  # as before
])

# "… or do it here …": "do" and its object "it", no verb after, is B's verb phrase, not a second question.
test_do_it_as_b = read_as_expected([
    ("shall I translate my diploma in my country or do it here with sworn translator?",
     ("translate my diploma in my country", "do it here with sworn translator")),
    ("should I paint the fence myself or do it with a professional?",
     ("paint the fence myself", "do it with a professional")),
    ("should I call the bank or do it online?", ("call the bank", "do it online")),
])

test_second_question_after_or_still_refused = still_refused([
    "should I buy a new phone or does it make sense to repair it?",
    "should we renovate the kitchen or do we sell the house?",
])
