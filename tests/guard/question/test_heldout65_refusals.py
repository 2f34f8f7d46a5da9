"""the sixty-fifth held-out part's refusals (bench/results/questions_heldout65_first.txt) that general rules now read
right: a preposition pair closing a clause after "whether" / "if", "something X or something Y", a noun after
"opposite", a repeated subordinator, an adverbed "to" phrase, "thank you" inside a verbless pair, "Which between A
and B | is …", "let them …" against a whole "ask X to …"."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A clause after "whether" / "if" with its own subject and verb (a pronoun's verb, or a modal's) before two phrases of
# one preposition: the pair is no compound subject waiting for a verb; A starts at the clause's verb.
test_preposition_pair_closing_a_clause = read_as_expected([
    ("Would you please let me know if thank-you notes for sympathy flowers should come from me or from my mother, "
     "since it was her husband who died?", ("from me", "from my mother")),
    ("Could you be so kind as to explain whether I tip the tattoo artist on the deposit or on the final price?",
     ("on the deposit", "on the final price")),
    ("Could you explain whether I tip the tattoo artist on the deposit or on the final price?",
     ("on the deposit", "on the final price")),
    ("Can you tell me whether the invitation should come from the bride or from her parents?",
     ("from the bride", "from her parents")),
    ("Could you tell me if I should ask for the check or for the dessert menu?",
     ("for the check", "for the dessert menu")),
])

test_preposition_pairs_as_subjects_still_read = read_as_expected([
    ("Do you know whether people on the left or on the right are happier?", ("on the left", "on the right")),
    ("Tell me whether kids in the city or in the country are healthier.", ("in the city", "in the country")),
])

test_preposition_pairs_of_different_words_still_refused = still_refused([
    "I wonder whether I just leave it in the box or in the closet.",
])

# "Something funny or something nice": the same indefinite closing A, each told by a word of its own, names two options.
test_two_described_somethings = read_as_expected([
    ("Our office does a gift exchange every December. This year the limit is $25. I drew the CEO. Something funny "
     "or something nice?", ("Something funny", "something nice")),
    ("I drew the CEO. Something funny or something practical?", ("Something funny", "something practical")),
    ("Should I bring something sweet or something savory?", ("something sweet", "something savory")),
    ("Somewhere warm or somewhere cheap for spring break?", ("Somewhere warm", "somewhere cheap")),
])

test_vague_something_still_refused = still_refused([
    "Should we go out or something?",
    "Something funny or something else?",
    "Should I get him something funny or something?",
    "Should I get him something funny or something nice?",  # the person given to might be read into A
])

# A word after "opposite", "separate", "different" is a noun ("opposite ends"), not a verb at an option's edge.
test_noun_after_opposite = read_as_expected([
    ("seating my divorced parents at the same table or at opposite ends of the room",
     ("at the same table", "at opposite ends of the room")),
    ("Should I seat my divorced parents at the same table or at opposite ends of the room?",
     ("at the same table", "at opposite ends of the room")),
    ("Should I put them at one table or at different ends of the hall?",
     ("at one table", "at different ends of the hall")),
])

test_verb_after_opposite_still_refused = still_refused([
    "Should the couches face each other or sit at opposite ends of the room?",
])

# B opening with a subordinator A holds ("… when dropping off or when picking up"): the two clauses are the options.
test_repeated_subordinator = read_as_expected([
    # with its question mark: without it, "TIP" (a verb since the part's other fixes) opens an instruction, refused
    ("TIP THE VALET WHEN DROPPING OFF -- OR WHEN PICKING UP?", ("WHEN DROPPING OFF", "WHEN PICKING UP")),
    ("tip the valet when dropping off or when picking up?", ("when dropping off", "when picking up")),
    ("Should I call her when I land or when I get home?", ("when I land", "when I get home")),
])

test_other_times_still_read = read_as_expected([
    ("Should I tip before or after the meal?", ("before", "after")),  # as before
    ("Should I text him when I get home or call him tomorrow?", ("text him when I get home", "call him tomorrow")),
])

# Two "to" phrases of address, B's told by an adverb of its own: each phrase with its adverb is the option.
test_adverbed_to_place = read_as_expected([
    ("Complaining about the noise to the landlord or directly to the neighbors?",
     ("to the landlord", "directly to the neighbors")),
    ("Should I complain about the noise to the landlord or directly to the neighbors?",
     ("to the landlord", "directly to the neighbors")),
    ("Should I send the complaint to the manager or straight to HR?", ("to the manager", "straight to HR")),
])

test_plain_to_places_still_read = read_as_expected([
    ("Should I complain about the noise to the landlord or to the neighbors?", ("to the landlord", "to the neighbors")),
])

# "thank you" after a noun in a verbless pair ("email thank you") is a noun, not a subject "you".
test_thank_you_in_a_verbless_pair = read_as_expected([
    ("handwriten card or email thank you after a job interview", ("handwriten card", "email thank you")),
    ("email thank you or handwritten note", ("email thank you", "handwritten note")),
    ("handwritten note or email thank you", ("handwritten note", "email thank you")),
])

test_thank_opening_a_pair_still_refused = still_refused([
    "thank you card or email after a zoom interview",  # "thank" may be read as the verb of A
    "thank you or sorry first",
])

# "Which between A and B | is right …?": after an opening "which", B ends before the predicate's copula or auxiliary.
test_which_between = read_as_expected([
    ("Which between a tea-length dress and a floor-length gown is right for a 4pm church wedding?",
     ("tea-length dress", "floor-length gown")),
    ("Which between Python and Rust would be better for a CLI?", ("Python", "Rust")),
    ("Which between a sedan and an SUV makes more sense for a family of four?", ("sedan", "SUV")),
])

test_between_then_which_still_read = read_as_expected([
    ("Between a tea-length dress and a floor-length gown, which is right?",
     ("tea-length dress", "floor-length gown")),  # as before
])

test_which_between_no_pair_still_refused = still_refused([
    "Which between the two is better?",
])

# B a causative, a personal pronoun and a bare verb ("let them keep fighting") against A a verb, its object and an
# infinitive ("ask the couple to leave"): the pronoun is A's person, so B stands against the whole of A.
test_caused_b_against_whole_a = read_as_expected([
    ("Should I ask the couple to leave or let them keep fighting in my kitchen?",
     ("ask the couple to leave", "let them keep fighting in my kitchen")),
    ("Should I tell the kids to go to bed or let them stay up for the fireworks?",
     ("tell the kids to go to bed", "let them stay up for the fireworks")),
    ("Do I ask the guests to leave or let them stay the night?",
     ("ask the guests to leave", "let them stay the night")),
])

test_thing_after_infinitive_still_refused = still_refused([
    "Should I use the inheritance to pay off the mortgage or invest it?",
])


# Different prepositions, no rule of this file: with "tip" a verb (the part's other fixes), the verb phrase is cut at
# its time phrase, which B answers.
test_different_prepositions_after_the_verb_tip = read_as_expected([
    ("I wonder whether we tip the movers on moving day or at the end.", ("on moving day", "at the end")),
])
