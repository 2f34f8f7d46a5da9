"""Three forms read this session (issue 22, session 28):

* the state a thing is served, left or kept in, after the lead's verb and object ("serve the soup | hot or cold",
  "put the baby down | drowsy or fully asleep"): A read "soup hot" / "baby down drowsy" before, silently wrong;
* gerunds after a comparative ("Is it better | paying suppliers by check or by ACH?"), refused before;
* a gerund B closed by its particle ("Is cooking or | ordering in | better?"), which lost "in" before.

Every prompt is new (none is in the corpus).
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_state_after_the_verb_and_its_object = read_as_expected([
    ("Is it better to serve the soup hot or cold?", ("hot", "cold")),
    ("Should I leave the door open or closed?", ("open", "closed")),
    ("Is it better to drink coffee black or with milk?", ("black", "with milk")),
    ("Should I put the baby down drowsy or fully asleep?", ("drowsy", "fully asleep")),
    ("Should I get the car washed or detailed?", ("washed", "detailed")),
    ("Should I buy the car new or used?", ("new", "used")),
    ("Is it healthier to eat eggs boiled or fried?", ("boiled", "fried")),
    ("Should I tell my kids about the divorce together or separately?", ("together", "separately")),
    ("Should I wear the shirt tucked or untucked?", ("tucked", "untucked")),
])

test_an_object_with_its_own_state_against_another_thing = read_as_expected([  # as before
    ("Should I order the steak rare or the salmon?", ("steak rare", "salmon")),
    ("Should I pay in full or in monthly installments?", ("in full", "in monthly installments")),
])

test_gerunds_after_a_comparative = read_as_expected([
    ("Is it better paying suppliers by check or by ACH?", ("by check", "by ACH")),
    ("Is it smarter buying in bulk or buying weekly?", ("buying in bulk", "buying weekly")),
    ("Would it be better buying in bulk or buying weekly?", ("buying in bulk", "buying weekly")),
])

test_a_gerund_closed_by_its_particle = read_as_expected([
    ("Is cooking or ordering in better?", ("cooking", "ordering in")),
    ("Which is better, cooking or ordering in?", ("cooking", "ordering in")),
    ("Is running or swimming in the ocean better for my knees?", ("running", "swimming")),  # as before
])

test_a_verb_and_its_manner_against_a_manner = read_as_expected([
    ("Should my wife and I file together or separately?", ("together", "separately")),
    ("Should we pay the bill together or separately?", ("together", "separately")),
])
