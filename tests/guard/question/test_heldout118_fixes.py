"""the hundred-and-eighteenth held-out part's silent misreads (bench/results/questions_heldout118_first.txt), each
read right or refused by a general rule for its form."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# B one word of direction or side, the opposite of A's last word: the two words are the options.
test_opposite_directions = read_as_expected([
    ("Because my scale tickets keep coming in over on the drives, slide the tandems forward or back?",
     ("forward", "back")),
    ("Is the weigh station on I-5 northbound or southbound usually open at night?", ("northbound", "southbound")),
    ("Should I pull the seat forward or back?", ("forward", "back")),
    ("Is the exit on I-80 eastbound or westbound?", ("eastbound", "westbound")),
])

test_articled_opposite_unchanged = read_as_expected([
    ("Should we use the front door or the rear?", ("front door", "rear")),  # as before: B's own article
    ("Should the seat go up or down?", ("go up", "down")),  # as before: the verb's particle
    ("Do I turn the knob up or down?", ("up", "down")),  # as before
])

# A label before A's split, B a bare split of the same shape ("split sleeper | 7/3 or 8/2"): the splits.
test_labelled_split = read_as_expected([
    ("Cant decide between a split sleeper 7/3 or 8/2 for this run", ("7/3", "8/2")),
    ("shift pattern 4/3 or 5/2 for the night crew?", ("4/3", "5/2")),
])

test_split_without_label_unchanged = read_as_expected([
    ("What ratio for the mix, 60/40 or 70/30?", ("60/40", "70/30")),  # as before
])

# A two-word preposition closing A on a name, B a bare name ("loads | out of Texas or Georgia"): the names.
test_two_word_preposition_names = read_as_expected([
    ("Is it easier to get loads out of Texas or Georgia on the spot market?", ("Texas", "Georgia")),
    ("Is it cheaper to get freight out of Ohio or Michigan?", ("Ohio", "Michigan")),
])

test_articled_b_after_two_word_preposition_unchanged = read_as_expected([
    ("Is it easier to find work out of Texas or the Georgia hub?", ("work out of Texas", "Georgia hub")),  # as before
])

# Two phrases of one two-word preposition closing on names before the question's verb: the phrases.
test_twin_two_word_prepositions = read_as_expected([
    ("Do reefer loads out of California or out of Florida pay better in winter?",
     ("out of California", "out of Florida")),
    ("Do loads out of Texas or out of Ohio pay better?", ("out of Texas", "out of Ohio")),
])

test_twin_two_word_prepositions_no_verb_still_refused = still_refused([
    "Do loads out of Texas or out of Ohio produce more?",
])

# A relative clause of B's thing with an irregular past verb and its past time: B's own to its end.
test_irregular_past_relative = read_as_expected([
    ("My uncle wants to know if he should buy the Freightliner or the International LT he test drove last week.",
     ("Freightliner", "International LT he test drove last week")),
    ("Should I buy the Kenworth or the Volvo she drove yesterday?", ("Kenworth", "Volvo she drove yesterday")),
])

test_past_time_without_clause_unchanged = read_as_expected([
    ("Should I buy the Kenworth or the Volvo yesterday?", ("Kenworth", "Volvo yesterday")),  # as before
])

# "Where's" / "How's" open an open question as "where" / "how" do: "between A and B" is no choice.
test_contracted_open_question_refused = still_refused([
    "Where's the cheapest diesel between Dallas and Atlanta?",
    "Where's the best parking between Reno and Sacramento?",
    "How's the drive between Denver and Vail?",
])

test_which_between_unchanged = read_as_expected([
    ("Which is cheaper between Dallas and Atlanta?", ("Dallas", "Atlanta")),  # as before
])

# "Thinking between" / "considering between" offer a choice, as "deciding between" does.
test_thinking_between = read_as_expected([
    ("Any advice? Thinking between going with a dispatch service or learning to book my own loads.",
     ("going with a dispatch service", "learning to book my own loads")),
    ("Thinking between a Volvo or a Kenworth.", ("Volvo", "Kenworth")),
    ("Considering between a Volvo or a Kenworth for my first truck.", ("Volvo", "Kenworth")),
])

# "haul" and "idle" are verbs: the verb before A is both's; "just idle" a verb phrase against A's.
test_haul_and_idle_as_verbs = read_as_expected([
    ("Would you rather haul steel coils or lumber on a flatbed for a 600 mile run?", ("steel coils", "lumber")),
    ("Would you rather haul cattle or grain?", ("cattle", "grain")),
    ("The APU on my truck died again. Third time this year. Should I replace it with a battery system or just idle "
     "when it's cold? Fuel is expensive but so is a new APU.", ("replace it with a battery system", "just idle")),
    ("Should I replace it with a new unit or just idle?", ("replace it with a new unit", "just idle")),
])

test_haul_as_noun_unchanged = read_as_expected([
    ("Is a short haul or a long haul better?", ("short haul", "long haul")),  # as before
])

# A bare amount B and a time phrase closing the sentence, against A an amount with its own time: B's own time.
test_time_of_amount_against_own_time = read_as_expected([
    ("We're a small brokerage. Carriers keep asking about quick pay. Should we offer 2% same-day or 1% within 3 days? "
     "Thoughts appreciated.", ("2% same-day", "1% within 3 days")),
    ("Should we pay $500 upfront or $550 within 30 days?", ("$500 upfront", "$550 within 30 days")),
])

test_time_of_amounts_without_own_time_unchanged = read_as_expected([
    ("Should we offer 2% or 1% within 3 days?", ("2%", "1%")),  # as before: the time may be both's
    ("Should I take $300 now or $350 in two weeks?", ("$300 now", "$350 in two weeks")),  # as before
])

# A verb and a bare plural object against B's articled object and a "with" phrase: B's own, or both's? Refused.
test_with_after_articled_object_against_bare_object_refused = still_refused([
    "Should I keep running spot loads or sign a dedicated contract with a shipper?",
    "Should we keep hauling dry loads or sign a lease with a carrier?",
])

test_with_after_articled_objects_unchanged = read_as_expected([
    ("Should I upgrade the RAM or replace the hard drive with an SSD?",
     ("upgrade the RAM", "replace the hard drive with an SSD")),  # as before
    ("Should I keep running spot loads or sign a dedicated contract?",
     ("keep running spot loads", "sign a dedicated contract")),  # as before: no "with" phrase
])


# The part's refusals read right.

# A gerund subject after the question's auxiliary and its phrase, against a B of another preposition: the phrases.
test_asked_gerund_subject_phrases = read_as_expected([
    ("Does running at night or during the day save more time around LA?", ("at night", "during the day")),
    ("Does driving at dawn or during rush hour take longer?", ("at dawn", "during rush hour")),
])

test_asked_gerund_subject_same_kind_unchanged = read_as_expected([
    ("Is running on a treadmill or outside better?", ("on a treadmill", "outside")),  # as before
])

# "be through" / "be via" before A, a bare noun phrase B: the preposition is both's, as "be on" is.
test_means_after_be = read_as_expected([
    ("Running a 3 truck operation out of Joplin, should our insurance be through Progressive or a specialty agent?",
     ("Progressive", "specialty agent")),
    ("Should our billing be via Comdata or a bank transfer?", ("Comdata", "bank transfer")),
])

test_means_after_be_against_adverb_unchanged = read_as_expected([
    ("Should the booking be through the agency or direct?", ("through the agency", "direct")),  # as before
])

# "Can somebody tell my wife | if A or B …": the hearer asked to tell, so the "if" asks.
test_asked_to_tell_if = read_as_expected([
    ("Can somebody tell my wife if reefer or flatbed pays more per mile these days, she doesn't believe me",
     ("reefer", "flatbed")),
    ("Could you tell my boss if Samsara or Motive is easier to use?", ("Samsara", "Motive")),
])

test_told_if_statement_still_refused = still_refused([
    "I will tell my wife if reefer or flatbed pays more.",
])

# A name of several capitalised words counts once among the few words of a bare "A vs B for …" pair.
test_long_name_in_bare_vs_pair = read_as_expected([
    ("Pilot Flying J fuel card vs the TCS card for a small authority", ("Pilot Flying J fuel card", "TCS card")),
    ("Pilot Flying J rewards card vs the Love's app for a solo driver", ("Pilot Flying J rewards card", "Love's app")),
])

test_bare_statement_still_refused = still_refused([
    "Printer or scanner offline in room 4.",
])

# A bare time word after the purpose noun closing the sentence makes one event ("for produce season"), no name's.
test_purpose_season = read_as_expected([
    ("Q3: Dry van or reefer for produce season?", ("Dry van", "reefer")),
    ("Dry van or reefer for tax season?", ("Dry van", "reefer")),
])

test_name_for_phrase_still_refused = still_refused([
    "Soup kitchen or habitat for humanity this weekend?",
])

# A second "or" of "both or just one" after the pair: how many of the two, no third option.
test_both_or_one = read_as_expected([
    ("Prepass vs Drivewyze — worth paying for both or just one?", ("Prepass", "Drivewyze")),
    ("Netflix vs Hulu - keep both or one?", ("Netflix", "Hulu")),
])

test_third_or_still_refused = still_refused([
    "Should I get Prepass or Drivewyze — or both or just one?",
])
