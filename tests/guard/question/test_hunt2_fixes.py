"""Silent misreads found by the second hunt (``bench/question_hunt2.py``, session 21), each now read
right or refused.

- "Is jogging better for heart health or swimming?" read 'jogging better for heart health' /
  'swimming': a gerund option A held the copula's subject and its comparative. B may stand against
  the gerund or against the words after the comparative, as in "Is tea better with honey or
  sugar?": refused.
- "Is walking the dog or just playing fetch enough exercise?" read 'walking the dog' / 'just playing':
  the word before "enough" was always taken for an adjective opening the predicate ("… a digital meter
  | accurate enough"). It now ends option B when B holds nothing else but adverbs ("or just | cycling
  enough"), when it is a preposition's or B's -ing word's object, or a plural noun; it opens the
  predicate when it is a listed adjective or has an adjective's ending; otherwise ("or an exercise
  bike enough") the prompt is refused.
- "Should I refinance or pay extra this year?" read 'refinance' / 'pay', "Should I travel or save the
  money this year?" 'travel' / 'save': a bare verb A was taken to share B's object. An adverb of B's
  own after its verb ("extra", "ahead", "early", "upfront") is no object to share, and an
  intransitive A ("travel", "rest", "relax", as "quit") has none.
- "Is working from home or just going to the office enough exercise?" read 'working from home' /
  'just': "going to" opened the predicate ("… LVP | going to hold up") even when B held nothing
  before it but an adverb; there it is B's own -ing word.
- "Is biking or just going to the gym better for my knees?" read 'biking' / 'just going' after that
  fix ('just' before it): after a one-word A, B opening with an adverb of its own before an -ing word
  is a gerund phrase, as B opening with the -ing word is ("… or going to the gym").
- "Is running outside better or running on a treadmill?" read 'running outside better' / 'running on
  a treadmill' (not from the hunt; found beside it): a comparative closing A after its copula's
  subject is no part of A, and B stands against the subject (nothing follows the comparative).
- "Is tea better or worse for sleep?" read 'tea better' / 'worse' (found beside the hunt): one
  subject asked about, its two predicates ("better or worse", "good or bad") no two options: refused.
"""

from __future__ import annotations

import pytest

from warrantguard.guard.question._options import Refusal, locate

COMPARED_GERUND = [
    "Is jogging better for heart health or swimming?",
    "Is baking bread cheaper in winter or buying it?",
    "Is hiking the ridge safer with a guide or camping by the lake?",
]

GERUNDS_KEPT = [  # the old readings kept
    ("Is studying in a cafe or studying in the dorm more productive?", ("studying in a cafe", "studying in the dorm")),
    ("Is biking to work or taking the train better for my health?", ("biking to work", "taking the train")),
]


@pytest.mark.parametrize("prompt", COMPARED_GERUND)
def test_gerund_with_its_comparative_refused(prompt: str) -> None:
    with pytest.raises(Refusal):
        locate(prompt)


@pytest.mark.parametrize(("prompt", "pair"), GERUNDS_KEPT)
def test_gerund_pairs_kept(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair


ENOUGH_READ = [
    ("Is hiking every weekend or just swimming enough exercise?", ("hiking every weekend", "just swimming")),
    ("Is chopping wood or just shoveling snow enough of a workout?", ("chopping wood", "just shoveling snow")),
    ("Is a rowing machine or resistance bands enough for home workouts?", ("rowing machine", "resistance bands")),
    ("Is jogging daily or playing tennis enough exercise?", ("jogging daily", "playing tennis")),
]
ENOUGH_REFUSED = [
    "Is a backpack or a duffel bag enough for a weekend trip?",
    "Is a space heater or an electric blanket enough for winter?",
]
ENOUGH_KEPT = [  # the adjective before "enough" still opens the predicate
    ("Is a Vitamix or a Ninja powerful enough for nut butter?", ("Vitamix", "Ninja")),
    ("Is a crockpot or a dutch oven big enough for a family of six?", ("crockpot", "dutch oven")),
    ("Is a tent or a hammock warm enough for October camping?", ("tent", "hammock")),
]


@pytest.mark.parametrize(("prompt", "pair"), ENOUGH_READ + ENOUGH_KEPT)
def test_word_before_enough(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair


@pytest.mark.parametrize("prompt", ENOUGH_REFUSED)
def test_untold_word_before_enough_refused(prompt: str) -> None:
    with pytest.raises(Refusal):
        locate(prompt)


OWN_OBJECT = [
    ("Should we refinance or pay extra each month?", ("refinance", "pay extra each month")),
    ("Would you rather rest or finish the project?", ("rest", "finish the project")),
    ("Should I relax or clean the garage?", ("relax", "clean the garage")),
    ("Would you rather travel or buy a car?", ("travel", "buy a car")),
    ("Should I finance or pay upfront?", ("finance", "pay upfront")),
]
SHARED_KEPT = [  # the old readings kept: A's verb shares B's object
    ("Should I rent or buy a condo?", ("rent", "buy")),
    ("Should we repair or replace the water heater?", ("repair", "replace")),
]


@pytest.mark.parametrize(("prompt", "pair"), OWN_OBJECT + SHARED_KEPT)
def test_object_of_b_alone(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair


GOING_TO = [
    ("Is working remotely or just going to the office better for networking?",
     ("working remotely", "just going to the office")),
    ("Is taking the bus or maybe going to a closer gym more realistic?",
     ("taking the bus", "maybe going to a closer gym")),
]
GOING_TO_KEPT = [  # "going to" after B's own words still opens the predicate
    ("Is the Honda or the Subaru going to last longer?", ("Honda", "Subaru")),
    ("Is laminate or carpet going to hold up better with dogs?", ("laminate", "carpet")),
]


@pytest.mark.parametrize(("prompt", "pair"), GOING_TO + GOING_TO_KEPT)
def test_going_to_after_an_adverb(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair


ADVERB_GERUND = [
    ("Is hiking or just going to the beach better for a day off?", ("hiking", "just going to the beach")),
    ("Is rowing or maybe heading to the pool better for my back?", ("rowing", "maybe heading to the pool")),
]
ADVERB_GERUND_KEPT = [
    ("Is hiking or going to the beach better for a day off?", ("hiking", "going to the beach")),
    ("Is pilates or just stretching better for my back?", ("pilates", "just stretching")),
]


@pytest.mark.parametrize(("prompt", "pair"), ADVERB_GERUND + ADVERB_GERUND_KEPT)
def test_adverb_before_b_gerund(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair


CLOSING_COMPARATIVE = [
    ("Is hiking uphill harder or biking uphill?", ("hiking uphill", "biking uphill")),
    ("Is a gas stove cheaper or an induction cooktop?", ("gas stove", "induction cooktop")),
    ("Is oatmeal healthier or granola?", ("oatmeal", "granola")),
]


@pytest.mark.parametrize(("prompt", "pair"), CLOSING_COMPARATIVE)
def test_comparative_closing_a(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair


ONE_SUBJECT = [
    "Is intermittent fasting better or worse for muscle gain?",
    "Is sourdough good or bad for digestion?",
    "Is a standing desk better or worse for my back?",
]


@pytest.mark.parametrize("prompt", ONE_SUBJECT)
def test_one_subject_two_predicates_refused(prompt: str) -> None:
    with pytest.raises(Refusal):
        locate(prompt)
