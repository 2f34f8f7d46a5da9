"""Fixes for the hundred-and-twenty-fourth held-out part (pools, hot tubs and saunas), written blind and scored before
any fix.

Silent misreads read right: a preposition after "likely" before a B without one, said of both ("more likely from |
low chlorine or high pH"); an -ly adverb before A's verb against an adverb opening B ("do I | partially drain … or
just raise …": each option keeps its adverb); a colour against a shade of another ("the white or the | dark blue |
plaster finish"); "being" and its complement after B's noun ("or the water | being too old": B's own, and no place
set against A's). Refused: a bare word and its particle phrase against a preposition's object read off A's verb
phrase ("fill the pool from the well or truck | in water": a phrasal verb, or a noun?).

Refusals read right: a capitalised "VS" closing a two-word name ("Hayward TriStar VS": the model's suffix); "24/7"
against a preposition phrase; an infinitive after a comparative before a repeated preposition ("easier to balance |
in spring or in fall"); a repeated "of" after a participle ("be made | of cedar or of aspen"); "during" opening A (a
preposition, no gerund); a contracted "'ll be" and a progressive after "if" ("if we'll be | installing …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_likelihoods_preposition_is_both = read_as_expected([
    ("Can someone explain if the cloudy water is more likely from low chlorine or high pH",
     ("low chlorine", "high pH")),
    ("Can you tell me if a headache is more likely from dehydration or caffeine withdrawal?",
     ("dehydration", "caffeine withdrawal")),
    ("Is it more likely in winter or in summer?", ("in winter", "in summer")),  # as before
    ("is the noise more likely at night or during the day", ("at night", "during the day")),  # as before
])

test_an_ly_adverb_against_bs_adverb_stays_in_a = read_as_expected([
    ("Do I partially drain to get CYA down or just raise my FC target?",
     ("partially drain to get CYA down", "just raise my FC target")),
    ("should I gradually drain the tub or simply refill it", ("gradually drain the tub", "simply refill it")),
    ("Should we still go or just reschedule", ("still go", "just reschedule")),  # as before
    ("Should I quickly drain the tub or refill it?", ("drain the tub", "refill it")),  # as before: B has no adverb
])

# A colour against a shade of another ("the white or the | dark blue | plaster finish"): one colour in two words.
test_a_shade_of_a_colour_is_bs_whole = read_as_expected([
    ("the white or the dark blue plaster finish", ("white", "dark blue")),
    ("Should I get the black or the light grey sofa?", ("black", "light grey")),
    ("white or dark blue?", ("white", "dark blue")),
    ("should the trim be white or light grey?", ("white", "light grey")),  # as before
    ("white or dark chocolate", ("white", "dark")),  # as before: no colour after the shade
    ("a light or a dark blue tile", ("light", "dark")),  # as before: a shade against a shade
])

# A preposition's object read off A's verb phrase against a bare word and its particle phrase ("fill the pool from the
# well or truck | in water"): a phrasal verb against A's phrase, or a noun against the object? Refused.
test_a_word_and_its_particle_phrase_against_an_object_refused = still_refused([
    "Being on a well with high iron, should I fill the pool from the well or truck in water?",
    "should I fill the pool from the well or truck in water",
])

test_an_object_against_a_word_without_a_dropped_phrase_as_before = read_as_expected([
    ("should I pay with cash or card in person?", ("cash", "card")),  # as before: no object between
    ("should we top up the pool from the tap or bring in water", ("top up the pool from the tap", "bring in water")),
])

# "being" and its complement after B's noun ("or the water | being too old"): B's own clause, no predicate of both,
# and no place set against A's ("the detergent in | our swimsuits").
test_being_and_its_complement_are_bs_own = read_as_expected([
    ("Hot tub has been foamy for a week. I've tried defoamer. Is it the detergent in our swimsuits or the water being "
     "too old?", ("detergent in our swimsuits", "water being too old")),
    ("Is it the filter or the water being too hard?", ("filter", "water being too hard")),
    ("Is it the salt in my pool or the pump being too weak?", ("salt in my pool", "pump being too weak")),
    ("Is it too hot or too cold?", ("too hot", "too cold")),  # as before
    ("should we put the crib in our room or the nursery?", ("our room", "nursery")),  # as before: B a place
])

# A capitalised "VS" closing a name of two capitalised words ("Hayward TriStar VS"): the model's suffix, no third
# option and no cut.
test_a_models_vs_suffix_is_no_coordinator = read_as_expected([
    ("Pentair IntelliFlo vs Hayward TriStar VS", ("Pentair IntelliFlo", "Hayward TriStar VS")),
    ("Does the Pentair IntelliFlo3 or the Hayward TriStar VS run quieter at 1500 RPM?",
     ("Pentair IntelliFlo3", "Hayward TriStar VS")),
    ("Pentair IntelliFlo vs Hayward TriStar VS for a 20k gallon pool?", ("Pentair IntelliFlo", "Hayward TriStar VS")),
    ("Trek Domane VS Giant TCR", ("Trek Domane", "Giant TCR")),  # as before: a coordinator before a name
])

test_a_capital_vs_before_or_closes_a_name = read_as_expected([  # session 50 (held-out part 159's rule): "VS or"
    ("Is the Hayward TriStar VS or the Pentair better?", ("Hayward TriStar VS", "Pentair")),
])

test_a_vs_before_a_name_still_a_coordinator = still_refused([
    "Vendor A VS Vendor B or neither?",  # as before
])

# "24/7" against a preposition phrase ("run my pump | 24/7 or on a timer"): two adverbials of one kind.
test_round_the_clock_against_a_phrase = read_as_expected([
    ("If it's not too much trouble, could you tell me whether I should run my pump 24/7 or on a timer?",
     ("24/7", "on a timer")),
    ("should the fan run 24/7 or on a schedule?", ("24/7", "on a schedule")),
    ("Should I book the 9am or the 24/7 plan?", ("9am", "24/7")),  # as before
])

# A comparative and its infinitive before a phrase B repeats the preposition of ("easier to balance | in spring or in
# fall"): the phrases are the options.
test_an_infinitive_after_a_comparative_is_both = read_as_expected([
    ("Is pool water easier to balance in spring or in fall?", ("in spring", "in fall")),
    ("Is a kayak easier to paddle on a lake or on a river?", ("on a lake", "on a river")),
    ("Is it cheaper to fly in May or in June?", ("in May", "in June")),  # as before
])

test_an_infinitive_before_a_bare_b_still_refused = still_refused([
    "Is tea better to drink with honey or sugar?",  # as before: B no phrase
])

# A participle after "be" and an "of" phrase B repeats ("be made | of cedar or of aspen"): the two stuffs.
test_a_repeated_of_after_a_participle = read_as_expected([
    ("Should the sauna benches be made of cedar or of aspen?", ("of cedar", "of aspen")),
    ("Should the deck be built of cedar or of redwood?", ("of cedar", "of redwood")),
    ("should the kit be mounted by the window or by the bed?", ("by the window", "by the bed")),  # as before
])

test_an_of_without_a_participle_still_refused = still_refused([
    "Is it a question of time or of money?",  # as before
])

# "during" opening A is a preposition, no gerund ("Running the heat pump | during the day or at night").
test_during_opens_a_phrase_no_gerund = read_as_expected([
    ("Running the heat pump during the day or at night — which is cheaper?", ("during the day", "at night")),
    ("Should I water the lawn during the day or at night?", ("during the day", "at night")),
])

test_a_gerund_against_a_bare_word_still_refused = still_refused([
    "curing the bridge deck or curing compound",  # as before
])

# A contracted "'ll be" and a progressive after "if" ("if we'll be | installing a fiberglass pool or …"): the future
# asked about, as after "if we will be".
test_a_contracted_future_progressive_after_if = read_as_expected([
    ("The HOA wants to know if we'll be installing a fiberglass pool or a vinyl liner pool before they sign off.",
     ("fiberglass pool", "vinyl liner pool")),
    ("I need to know if we'll be installing a fiberglass pool or a vinyl pool", ("fiberglass pool", "vinyl pool")),
    ("I need to know if we will be installing a fiberglass pool or a vinyl liner pool",
     ("fiberglass pool", "vinyl liner pool")),  # as before
])

# Read since session 47: "'ll" after an "if" of the writer's wish to know reads as "will" does ("if we will install
# …" read so before); the old pin was a needless refusal.
test_a_contracted_future_without_be = read_as_expected([
    ("I need to know if we'll install a fiberglass pool or a vinyl liner pool",
     ("fiberglass pool", "vinyl liner pool")),
])
