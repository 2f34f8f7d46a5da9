"""Session 49's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Read right: a setting before A's last phrase when that phrase only places it and B's preposition differs ("happier in
a care home near us or with live-in carers" read 'near us'; "eat dinner in a restaurant near work or at home" read
'near work'); a purpose or a means is no setting ("meet him for coffee | near the office or at the park").

Read right: two weekdays after a capitalised head ("book the MOT for Tuesday evening or Saturday" read 'MOT for
Tuesday evening'), and a routine's "after work" against A's part of the day ("Monday morning or Thursday after work"
read 'Thursday').

Read right: a gerund B before a short routine time shared by both ("do judo or swimming on Saturdays" read 'swimming
on Saturdays'), and a weekday after "on" is no name a verb takes ("do Scouts or football on Saturday mornings" read
'do Scouts' / 'football on Saturday mornings': now refused, as "play rugby or football on Saturday mornings" was)."""

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
