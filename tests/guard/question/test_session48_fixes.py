"""Session 48's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Read right: a copula's question on two "of" phrases under one head ("Is the price of the car or the price of the house
more important?" read 'car' / 'price of the house'): a subject closing on "of" is no subject, so A keeps its head.

Read right: a putting verb's object with a possessive noun before a place against B's articled place ("put the baby's
cot | in our room or the nursery" read "baby's cot in our room"), as without the possessive ("put the cot in our
room or the nursery" read 'our room').

Read right: what a choice verb gains and the source it is gained from ("get more out of | a tutor or an app" read 'more
out of a tutor'; "get more protein from | eggs or chicken"), and an article before a counted A against B's count
("more value from a season ticket or single tickets" read 'a season ticket')."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_two_of_phrases_under_one_head_after_a_copula = read_as_expected([
    ("Is the price of the car or the price of the house the thing to worry about?",
     ("price of the car", "price of the house")),
    ("Is the price of the car or the price of the house more important?", ("price of the car", "price of the house")),
    ("Is the colour of the walls or the colour of the floor the bigger decision?",
     ("colour of the walls", "colour of the floor")),
    ("Is the size of the room or the size of the window the main problem?", ("size of the room", "size of the window")),
    ("Is the front of the house or the back of the house sunnier?", ("front of the house", "back of the house")),
])

test_a_copula_subject_before_the_options_stays_read = read_as_expected([
    ("Is the problem the battery or the charger?", ("battery", "charger")),
    ("Is the car or the house the thing to worry about?", ("car", "house")),
    ("Is the mortgage or the car loan the one to pay off first?", ("mortgage", "car loan")),
])

test_a_possessed_object_before_a_place = read_as_expected([
    ("Should we put the baby's cot in our room or the nursery?", ("our room", "nursery")),
    ("Should we put the dog's bed in our room or the kitchen?", ("our room", "kitchen")),
    ("Should I keep the kids' toys in their room or the garage?", ("their room", "garage")),
])

test_an_amount_gained_from_a_source = read_as_expected([
    ("Would my son get more out of a planisphere or an app?", ("planisphere", "app")),
    ("Will I get more use out of a road bike or a hybrid?", ("road bike", "hybrid")),
    ("Do you get more protein from eggs or chicken?", ("eggs", "chicken")),
    ("Would the kids get more fun out of a trampoline or a climbing frame?", ("trampoline", "climbing frame")),
    ("Would we get more value from a season ticket or single tickets?", ("season ticket", "single tickets")),
])

test_sources_with_their_own_prepositions_stay_read = read_as_expected([
    ("Would we get more value from a season ticket or from single tickets?",
     ("from a season ticket", "from single tickets")),
    ("Would I get more for my old car from a dealer or a private sale?", ("dealer", "private sale")),
    ("Who gets more out of the deal, the buyer or the seller?", ("buyer", "seller")),
    ("Should I use drops in both eyes or just one eye?", ("both eyes", "just one eye")),
])

test_a_passive_s_doers = read_as_expected([
    ("Can you tell me whether the logo was drawn by a freelancer or an agency?", ("freelancer", "agency")),
    ("Was the house built by a developer or a private owner?", ("developer", "private owner")),
    ("Was this written by a human or an AI?", ("human", "AI")),
    ("Is the tax paid by the buyer or the seller?", ("buyer", "seller")),
])

test_a_thing_made_by_someone_against_another_thing_stays_read = read_as_expected([
    ("Should I buy a house built by a developer or a flat?", ("house built by a developer", "flat")),
    ("Is a house built by a developer or a self-build cheaper?", ("house built by a developer", "self-build")),
    ("Was the fence damaged by the wind or the neighbour's tree?", ("wind", "neighbour's tree")),
])

test_a_phrase_of_the_object_against_a_focused_b = still_refused([
    "Should I hire a wedding photographer for the whole day or just the ceremony?",
    "Should I book the room for the whole week or just the weekend?",
    "Should I rent the van for the day or just the morning?",
    "Should I pay the cleaner for the whole house or just the kitchen?",
])

test_a_focused_b_of_a_whole_object_stays_read = read_as_expected([
    ("Should I paint the whole room or just the feature wall?", ("whole room", "feature wall")),
    ("Should I invite the whole class or just his close friends?", ("whole class", "just his close friends")),
    ("Should I list my rank on my resume or just my job title?", ("my rank on my resume", "just my job title")),
    ("Do I want backup for the whole home or just critical loads?",
     ("backup for the whole home", "just critical loads")),
])

test_a_gerund_s_object_and_its_place = read_as_expected([
    ("Is it better placing the speaker on the top shelf or beside the sofa?", ("on the top shelf", "beside the sofa")),
    ("Is it better putting the lamp on the desk or next to the bed?", ("on the desk", "next to the bed")),
])

test_states_before_overnight = read_as_expected([
    ("Should I set the heating high or low overnight?", ("high", "low")),
    ("Should I run the dishwasher hot or cold overnight?", ("hot", "cold")),
    ("Should I keep the lights on or off overnight?", ("on", "off")),
])

test_a_state_held_in_b = still_refused([
    "Should I keep the fridge cold or very cold in summer?",
])

test_a_time_before_against_a_time_phrase = still_refused([
    "Should I cook the turkey the night before or on the day?",
    "Should we decorate the tree the week before or on Christmas Eve?",
])

test_two_prepositions_sharing_an_object_stay_read = read_as_expected([
    ("Should I paint the ceiling before or after the walls?", ("before", "after")),
    ("should I fly in the night before or take the early train on the day of my talk",
     ("fly in the night before", "take the early train on the day of my talk")),
])

test_wrapped_forms_read_as_bare = read_as_expected([
    ("Re: Drip hot, or cold? (kitchen sink on outside wall)", ("hot", "cold")),
    ("(urgent) Drip hot, or cold?", ("hot", "cold")),
    ("We talked about this yesterday. Store wet or dry?", ("wet", "dry")),
    ("contour with cream stick or blend powder bronzer over the foundation",
     ("contour with cream stick", "blend powder bronzer over the foundation")),
])
