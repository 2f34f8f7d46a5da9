"""Fixes of session 50 (second helper) for the hundred-and-fifty-sixth held-out part (chess and go), silent misreads
now refused.

Now refused: B opening with a preposition that stands earlier, before the inner phrase A was cut from ("practising
against Stockfish at | level 5 or against Maia": A the whole "against …" phrase); a one-word B verb before another's
possessed object, against a one-word A no listed verb ("tenuki or answer | his approach move": B's object, or both's?);
a repeated infinitive's B cut before an indefinite phrase of its own closing the sentence, A holding its own phrase
("to go to a weekly club or to have online lessons | with a coach"); an articled B cut before "in" and a count of
plural things ("a 5-round Swiss or an all-play-all | in two groups"); a gerund opening A alone after "between"
against one bare word ("between learning full PLL and 4LLL": the gerund may be both's)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_outer_prepositions_b_against_an_inner_phrases_a = still_refused([
    "Is it worth practising against Stockfish at level 5 or against Maia?",
    "Is it worth swimming against the current at high tide or against the wind?",
])

test_bs_preposition_opening_a = read_as_expected([
    ("Is it worth practising against Stockfish or against Maia?", ("practising against Stockfish", "against Maia")),
    ("Should I practise with the metronome at 60 bpm or with a backing track?",
     ("with the metronome at 60 bpm", "with a backing track")),  # as before: A opens with B's preposition
])

test_another_persons_object_after_a_one_word_b_verb = still_refused([
    "tenuki or answer his approach move?",
    "tenuki or block their invasion?",
])

test_the_speakers_object_or_two_verbs = read_as_expected([
    ("ice or heat my sprained ankle?", ("ice", "heat")),  # as before: the speaker's own thing
    ("fold or call her river bet?", ("fold", "call")),  # as before: two listed verbs
])

test_an_indefinite_phrase_after_a_repeated_infinitives_b = still_refused([
    "for a 10 year old is it better to go to a weekly club or to have online lessons with a coach",
    "is it better to walk to the station or to take a taxi with a friend",
])

test_a_purpose_or_a_known_thing_after_a_repeated_infinitive = read_as_expected([
    ("Is it better to register as independent or to register with a party for the primary?",
     ("register as independent", "register with a party")),  # as before: a purpose, both's
    ("is it better to stay at a hotel or to rent a flat with the family?",
     ("stay at a hotel", "rent a flat with the family")),  # as before
])

test_a_count_of_plural_things_after_an_articled_b = still_refused([
    "Because our venue only has space for 20 boards, should the junior event be a 5-round Swiss or an all-play-all "
    "in two groups?",
    "should the tournament be a knockout or a round robin in three pools?",
])

test_whom_both_are_for_after_an_articled_b = read_as_expected([
    ("a 3-tier cake or a dessert bar for 90 guests?", ("3-tier cake", "dessert bar")),  # as before
])

test_a_gerund_opening_a_alone_after_between = still_refused([
    "stuck between learning full PLL and 4LLL first",
    "torn between learning basic SQL and Excel",
])

test_a_gerund_after_between_read_as_before = read_as_expected([
    ("deciding between learning Python and JavaScript first", ("Python", "JavaScript")),  # as before
    ("deciding between learning Python and learning Rust", ("learning Python", "learning Rust")),  # as before
    ("I'm choosing between overmoulding the TPE grip and a separate snap-on sleeve.",
     ("overmoulding the TPE grip", "separate snap-on sleeve")),  # as before: an articled B
])
