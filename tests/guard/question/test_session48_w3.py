"""Fixes of session 48 (helper w3, part 147: flying lessons and light aircraft): silent misreads now refused, each
by a form check of :mod:`warrantguard.guard.question.forms.end.unequal.ambiguous._stranded`.

* a B ending on a preposition whose object was cut ("or the local Part 61 route at | around $75k");
* a preposition left after B with no object of its own ("someone I've never flown | with for a fresh set of eyes",
  "Sentry ADS-B | in — any real difference"): B's own, or a phrase both share?
* a bare part of the day against A's closing time phrase ("do my checkride in the morning or afternoon");
* a lone number against a noun phrase, followed by "to" and a bare word ("… entry or 45 | to downwind");
* a sentence opening on a word and a preposition whose first word may be a lead both share ("Rent at $169/hr wet or
  $129/hr …", "Route along the coast or inland | over the hills");
* a leadless fragment cut after "at the", against an owner's own ("freelance CFI at the | FBO - or - the club's own
  instructor");
* a phrasal verb B with a "for" phrase cut before a further phrase ("top off for a 2 hour leg | with 3 adults");

and one misread now read right: what a saving verb saves its object for is B's own ("or save the money for actual
flying hours", no longer cut before "for").

Each test mixes prompts now refused (None) or read right with near misses read as before.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError
from warrantguard.guard.question import PairwiseQuestion


def read_or_refused(cases: list[tuple[str, tuple[str, str] | None]]):  # type: ignore[no-untyped-def]
    """A test reading each prompt as expected: its two options, or a refusal (``None``)."""

    @pytest.mark.parametrize(("prompt", "expected"), cases)
    def test(prompt: str, expected: tuple[str, str] | None) -> None:
        if expected is None:
            with pytest.raises(NotPairwiseError):
                PairwiseQuestion.parse(prompt)
            return
        q = PairwiseQuestion.parse(prompt)
        assert (q.option_a, q.option_b) == expected

    return test


test_b_ending_on_a_preposition = read_or_refused([
    ("ATP's 7-month Airline Career Pilot Program at $109,995 or the local Part 61 route at around $75k over 2 years",
     None),
    ("the city bus at $2 or the shuttle at around $5 each way?", None),
    ("is this something i should fix myself or call a plumber for? i don't know where the leak comes from exactly.",
     ("fix myself", "call a plumber")),  # as before: the sentence ends on the preposition
])

test_a_preposition_left_after_b = read_or_refused([
    ("Any recommendation on whether I should fly the IPC with my home CFII or with someone I've never flown with "
     "for a fresh set of eyes?", None),
    ("Stratux vs Sentry ADS-B in — any real difference in the traffic display?", None),
    ("Should I go with the local guide or with someone I've never worked with for a second opinion?", None),
    ("Kindle vs Kobo ebooks in — any real difference in price?", None),
    ("Kafka vs RabbitMQ for about 2k events/sec?", ("Kafka", "RabbitMQ")),  # as before: "about" a number
])

test_a_part_of_the_day_against_as_time = read_or_refused([
    ("Could someone explain to me if it's better to do my checkride in the morning or afternoon in summer in Arizona "
     "(density altitude)", None),
    ("is it nicer to take my run in the morning or evening in winter in Chicago?", None),
    ("Should I run in the morning or afternoon?", ("morning", "afternoon")),  # as before
])

test_a_lone_number_before_to = read_or_refused([
    ("Mid-field crosswind entry or 45 to downwind, what's the 'right' way at a nontowered airport?", None),
    ("Side gate entrance or 7 to upstairs, what's the quickest way?", None),
    ("Exit 12 or 14 to downtown, which is faster?", ("12", "14")),  # as before: two numbers
    ("wash at 20°C or 30°C to save energy", ("20°C", "30°C")),  # as before: a purpose
])

test_a_shared_first_word_before_a_preposition = read_or_refused([
    ("Rent at $169/hr wet or $129/hr dry plus fuel at $6.80/gal?", None),
    ("Flying from KFRG to KBED tomorrow. Forecast is MVFR with 2500 overcast along the coast, better inland. Route "
     "along the coast or inland over the hills?", None),
    ("Lease at $400/mo with 10k miles or $350/mo with 8k miles?", None),
    ("Walk through the park or around by the river?", None),
    ("Meditate for 10 minutes or journal before bed, which helps more?", ("Meditate for 10 minutes", "journal")),  # as
    # before: "for" no path preposition
])

test_a_fragment_place_against_an_owners_own = read_or_refused([
    ("freelance CFI at the FBO - or - the club's own instructor... honestly cant decide", None),
    ("freelance editor at the agency - or - the paper's own copy desk... honestly cant decide", None),
    ("swarm trap on the oak (15 ft up) or the fence post (5 ft)?", ("oak (15 ft up)", "fence post (5 ft)")),  # as
    # before: no owner's own
])

test_a_phrasal_b_with_a_purpose = read_or_refused([
    ("Is it smarter to fuel to the tabs or top off for a 2 hour leg with 3 adults in a 172S?", None),
    ("Is it wiser to fill to the line or top off for a long trip with 4 people in the car?", None),
    ("Should I stay home or sign up for a class with my friend?", ("stay home", "sign up for a class")),  # as before
])

test_what_b_saves_for = read_or_refused([
    ("should i get the sim (x-plane) or save the money for actual flying hours, it's like $2k for a decent setup",
     ("get the sim (x-plane)", "save the money for actual flying hours")),
    ("should i buy the new laptop or save the money for a trip, it's like $1500",
     ("buy the new laptop", "save the money for a trip")),
    ("rent a car or take the train for the trip?", ("rent a car", "take the train")),  # as before
])
