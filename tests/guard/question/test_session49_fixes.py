"""Session 49's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Read right: a setting before A's last phrase when that phrase only places it and B's preposition differs ("happier in
a care home near us or with live-in carers" read 'near us'; "eat dinner in a restaurant near work or at home" read
'near work'); a purpose or a means is no setting ("meet him for coffee | near the office or at the park").

Read right: two weekdays after a capitalised head ("book the MOT for Tuesday evening or Saturday" read 'MOT for
Tuesday evening'), and a routine's "after work" against A's part of the day ("Monday morning or Thursday after work"
read 'Thursday').

Read right: a gerund B before a short routine time shared by both ("do judo or swimming on Saturdays" read 'swimming
on Saturdays'), and a weekday after "on" is no name a verb takes ("do Scouts or football on Saturday mornings" read
'do Scouts' / 'football on Saturday mornings': now refused, as "play rugby or football on Saturday mornings" was).

Read right: two chains of two place phrases under different prepositions ("cook the salmon in the oven at 180 or on the
hob in a pan" read 'at 180' / 'on the hob'), and "at" and a number closing A as a setting of the place before it
("… in the oven at 180 or on the hob for dinner" read 'at 180').

Read right: a statement's subject and its verb in "-s" before the options ("The gym offers a monthly plan or an annual
one. Which is better?" read 'gym offers a monthly plan'); two objects after it stay refused.

Read right: "better off" after a noun subject ("Would my dog be better off eating kibble or raw food?" read 'better
off eating kibble'), and a frequency adverb after an object that may be a verb against a count of times ("review the
budget monthly or twice a year" read 'budget monthly'; both found by a late helper of this session).

Read right: a capitalised heading closed by a slash, and a quantity's name in degrees, after a tag, label or context
("Re: WATER CHEMISTRY / Crushed coral or …" read 'WATER CHEMISTRY / Crushed coral'; "Re: Lie angle 1° upright or 2°
upright" read 'Lie angle 1° upright'): the wrapped-corpus test caught both once this session's moves changed its
sample.

Read right (found by a helper of this session, outside the corpus): a lone word that may be a verb against A's means
after "with" ("wash the pen with soap or water" read 'wash the pen with soap' / 'water'), and a degree word before the
comparative said of both ("Is the train or the coach much cheaper?" read 'coach much').

Read right: B's own noun phrase closing a prompt with no question mark ("… with a foreword by a famous author or with
blurbs from peers" read 'with blurbs'), as with one; the wrapped-corpus test caught it after the moves."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_setting_placed_by_the_last_phrase_of_a = read_as_expected([
    ("Would my grandad be happier in a care home near us or with live-in carers at his own house?",
     ("in a care home near us", "with live-in carers at his own house")),
    ("Would Mum be better off in sheltered housing near us or with my sister in Leeds?",
     ("in sheltered housing near us", "with my sister in Leeds")),
    ("Should I put the plant in the kitchen by the window or on the balcony?",
     ("in the kitchen by the window", "on the balcony")),
    ("Is it better to eat dinner in a restaurant near work or at home?", ("in a restaurant near work", "at home")),
    ("Should I park the car in the garage behind the house or on the street?",
     ("in the garage behind the house", "on the street")),
    ("Should I hang the picture in the hall next to the stairs or above the fireplace?",
     ("in the hall next to the stairs", "above the fireplace")),
    ("Do I meet the client at the office near the station or on Zoom?", ("at the office near the station", "on Zoom")),
])

test_no_setting_before_a_purpose_a_means_or_the_same_preposition = read_as_expected([
    ("Should I meet him for coffee near the office or at the park?", ("near the office", "at the park")),
    ("Should I book a room at the hotel by phone or in person?", ("by phone", "in person")),
    ("Should I put the desk in the bedroom by the window or by the door?", ("by the window", "by the door")),
    ("Should we stay in a hotel near the beach or in an Airbnb in town?",
     ("in a hotel near the beach", "in an Airbnb in town")),
])

test_two_days_after_a_capitalised_head = read_as_expected([
    ("Should I book the MOT for Tuesday evening or Saturday?", ("Tuesday evening", "Saturday")),
    ("Should I schedule the BBQ for Sunday afternoon or Saturday?", ("Sunday afternoon", "Saturday")),
    ("Should I book the MOT for Tuesday evening or Saturday morning?", ("Tuesday evening", "Saturday morning")),
    ("Should I book the MOT for Tuesday or Saturday?", ("Tuesday", "Saturday")),
])

test_a_routine_time_against_a_part_of_the_day = read_as_expected([
    ("Book the dentist for Monday morning or Thursday after work?", ("Monday morning", "Thursday after work")),
    ("Should I book the MOT for Tuesday evening or Saturday before lunch?",
     ("Tuesday evening", "Saturday before lunch")),
    ("Book the dentist for Monday or Thursday after work?", ("Monday", "Thursday")),
])

test_a_gerund_before_a_shared_routine_time = read_as_expected([
    ("Should my son do judo or swimming on Saturdays?", ("judo", "swimming")),
    ("Should we do karate or swimming at weekends?", ("karate", "swimming")),
    ("Should I go jogging or swimming in the mornings?", ("jogging", "swimming")),
    ("Should I rest or go swimming on Saturday?", ("rest", "go swimming on Saturday")),
])

test_a_weekday_is_no_name_after_a_particle = still_refused([
    "Should my son do Scouts or football on Saturday mornings?",
    "Should my son play rugby or football on Saturday mornings?",
])

test_two_chains_of_place_phrases = read_as_expected([
    ("Should I cook the salmon in the oven at 180 or on the hob in a pan?",
     ("in the oven at 180", "on the hob in a pan")),
    ("Should I eat lunch at my desk in the office or on a bench in the park?",
     ("at my desk in the office", "on a bench in the park")),
    ("Should we pitch the tent in the garden at night or on the beach in the morning?",
     ("in the garden at night", "on the beach in the morning")),
    ("Should I eat lunch at my desk in the office or in the park with friends?", ("in the office", "in the park")),
])

test_a_number_after_at_sets_the_place_before_it = read_as_expected([
    ("Should I cook the salmon in the oven at 180 or on the hob for dinner?", ("in the oven at 180", "on the hob")),
    ("Should I roast the chicken at 200 or at 180?", ("at 200", "at 180")),
    ("Should I cook the salmon at 180 or on the hob?", ("at 180", "on the hob")),
])

test_a_statement_subject_and_its_verb_before_the_options = read_as_expected([
    ("The pension scheme offers a default fund or an ethical one. Which should I go with?",
     ("default fund", "ethical one")),
    ("The gym offers a monthly plan or an annual one. Which is better?", ("monthly plan", "annual one")),
    ("My bank offers a fixed rate or a tracker. Which should I take?", ("fixed rate", "tracker")),
    ("Our office provides a laptop or a desktop. Which should I ask for?", ("laptop", "desktop")),
    ("The hotel includes breakfast or dinner, which is the better deal?", ("breakfast", "dinner")),
    ("The vet recommends surgery or physio for our dog's knee. Which should we choose?", ("surgery", "physio")),
    ("The train company sells an off-peak return or an anytime single. Which should I buy?",
     ("off-peak return", "anytime single")),
    ("The recipe calls for butter or margarine. Which works better?", ("butter", "margarine")),
    ("The form asks for a passport or a driving licence. Which is easier to send?", ("passport", "driving licence")),
    ("My son plays football or rugby at school, which is safer?", ("football", "rugby")),
])

test_two_objects_after_a_statement_verb_stay_refused = still_refused([
    "The council gives residents a green bin or a compost bag. Which is better?",
])

test_a_second_verb_or_a_pronoun_after_a_statement_verb_stays_refused = still_refused([
    "The estate agent suggests a fixed price or offers over. What's smarter?",
    "My manager lets me work Mondays or Fridays from home. Which day is better?",
    "My boiler makes a banging noise or a whistle every morning. Which is worse?",
])

test_no_statement_verb_in_a_clause_a_frequency_or_a_question = read_as_expected([
    ("Translate this clause into plain English, and tell me: is this a liquidated damages clause or a penalty?",
     ("liquidated damages clause", "penalty")),
    ("the 2x points on the Sapphire or the 3x on the Venture for booking flights?",
     ("2x points on the Sapphire", "3x on the Venture")),
])

test_no_statement_verb_before_a_quantifier_a_saying_or_a_participle = still_refused([
    "My wifi drops every hour or two, what could be causing it?",
    "The vendor says delivery takes 3 or 4 business days - is that normal for Dell?",
    "My lease says no pets or subletting, does that include fostering a cat for a month or so?",
    "trying to work out for the board pack whether the retention bonus gets expensed now or spread over the 2 year "
    "vesting",
])

test_better_off_after_a_noun_subject = read_as_expected([
    ("Would my dog be better off eating kibble or raw food?", ("kibble", "raw food")),
    ("Is my cat better off eating wet food or dry food?", ("wet food", "dry food")),
    ("Are the kids better off walking or taking the bus?", ("walking", "taking the bus")),
    ("Would my son be better off at a state school or a private one?", ("state school", "private one")),
])

test_a_frequency_after_an_object_against_a_count_of_times = read_as_expected([
    ("should I review the budget monthly or twice a year with the board?", ("monthly", "twice a year")),
    ("Should I review the budget monthly or twice a year?", ("monthly", "twice a year")),
    ("Should I water the plants daily or twice a week?", ("daily", "twice a week")),
    ("Should I pay the rent monthly or quarterly?", ("monthly", "quarterly")),
])

test_a_capital_heading_and_a_named_quantity_after_a_tag = read_as_expected([
    ("Re: WATER CHEMISTRY / Crushed coral or Seachem Equilibrium to raise GH?",
     ("Crushed coral", "Seachem Equilibrium")),
    ("Quick question: WATER CHEMISTRY / Crushed coral or Seachem Equilibrium to raise GH?",
     ("Crushed coral", "Seachem Equilibrium")),
    ("Re: Lie angle 1° upright or 2° upright for a 6'3\" player?", ("1° upright", "2° upright")),
    ("[TKT-4821] Lie angle 1° upright or 2° upright for a 6'3\" player?", ("1° upright", "2° upright")),
])

test_no_statement_verb_runs_past_the_core = read_as_expected([
    ("Is the safer bet index funds or bonds?", ("index funds", "bonds")),
    ("would the thank you notes or a group email be better?", ("thank you notes", "group email")),
])

test_a_lone_word_against_a_means_after_with = read_as_expected([
    ("should I wash the pen with soap or water?", ("soap", "water")),
    ("Should I rinse the pen with soap or water?", ("soap", "water")),
    ("Should I fill the pot with soil or water?", ("soil", "water")),
    ("Should I feed the plant with compost or water it?", ("feed the plant with compost", "water it")),
])

test_a_degree_word_before_the_comparative_is_both_options = read_as_expected([
    ("Is the train or the coach much cheaper?", ("train", "coach")),
    ("Is the bus or the night train much quicker in winter?", ("bus", "night train")),
])

test_a_noun_phrase_closing_b_at_the_prompt_end = read_as_expected([
    ("Does a book sell more copies with a foreword by a famous author or with blurbs from peers",
     ("with a foreword by a famous author", "with blurbs from peers")),
])
