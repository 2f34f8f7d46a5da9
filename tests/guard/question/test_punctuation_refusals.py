"""the punctuation family's refusals from the held-out parts 60-73: pairwise prompts that ask by their punctuation
alone, read right by general rules (B set off after a dash, options each in brackets, a slashed pair with what it is
for, "which to <verb>", a blank to fill, a bracketed mark named, a prompt of fragments opening on the pair and a full
stop, a kind against its bare word, a pair split into fragments "A. Or B."); forms near them stay refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A spaced dash before "or" sets B off as the alternative weighed: B between two dashes before what the pair is for,
# or B repeating the word of time that opens A's last phrase.
test_dashed_alternative = read_as_expected([
    ("express — or standard — for order 20419 (need it by fri)", ("express", "standard")),
    ("thank you card - or email - for a zoom interview", ("thank you card", "email")),
    ("TIP THE VALET WHEN DROPPING OFF -- OR WHEN PICKING UP", ("WHEN DROPPING OFF", "WHEN PICKING UP")),
    ("tip the valet when dropping off -- or when picking up", ("when dropping off", "when picking up")),
    ("wool socks — or cotton ones — for a long hike", ("wool socks", "cotton ones")),
])

test_dashed_statement_or_instruction_still_refused = still_refused([
    "I'll call you Monday — or Tuesday",  # a statement: a pronoun, a contraction
    "Ship Monday — or Tuesday — for most orders",  # a verb both share, against no verb
    "Pay cash — or card — at the register",
    "Send the form by Friday -- or by Monday",  # no second dash, no word of time repeated
    "express — or standard — for this order.",  # a full stop
    "Leave when the bell rings -- or when the teacher says so",  # a clause in B
])

# Each option inside a bracket of its own, the brackets opening the sentence: the brackets mark the options as
# quotes do (a bracket before the "or" is option A, no tag).
test_bracketed_sides = read_as_expected([
    ("[flashcards] or [practice problems] for the thermo final", ("flashcards", "practice problems")),
    ("(Nissan Leaf) or (Toyota Prius) — used, under 10k", ("Nissan Leaf", "Toyota Prius")),
    ("[flashcards] or [practice problems]?", ("flashcards", "practice problems")),
])

test_bracketed_sides_unclear_still_refused = still_refused([
    "[urgent] or [low] priority?",  # a word after B's bracket: where B ends is unclear
    "(1) or (2) for the quiz",  # no phrase in the brackets
    "Bring snacks (chips) or (fruit).",
    "Will (simple) or trust (revocable)? Estate is ~$400k.",  # brackets after words: asides, as before
])


# Two slashed compounds with one head ("credit card/debit card") are two nouns, whatever verb "credit" may be; "which
# to <verb>" after the dash asks which.
test_slashed_compounds_and_which_to = read_as_expected([
    ("credit card/debit card — which to use abroad in USA", ("credit card", "debit card")),
    ("React/Vue — which to learn first", ("React", "Vue")),
])

test_slashed_which_not_asked_still_refused = still_refused([
    "Vim/Emacs — which to me is the same",
    "Need tile / vinyl plank — which one?",  # a verb leads A in, not B, no shared head
])

# An unspaced slash opening the prompt, then what the pair is for and short verbless context: asks without "?".
test_slashed_fragment = read_as_expected([
    ("Backpack/suitcase for Vietnam, 3 wks, mostly buses", ("Backpack", "suitcase")),
    ("monthly pass/pay-as-you-go for the Oyster card", ("monthly pass", "pay-as-you-go")),
])

test_slashed_schedule_or_clause_still_refused = still_refused([
    "Tues/Thurs for the gym, mostly mornings",  # times: a schedule's slash joins both
    "lunch/dinner for two at 7pm",
    "Mon/Wed for soccer practice, I drive",  # a clause after it
    "Backpack/suitcase for Vietnam.",  # a full stop
])

# A blank to fill after the pair.
test_blank_filled = read_as_expected([
    ('"Could" or "would" in this sentence: I ___ like to apply for the position.', ("Could", "would")),
    ("affect or effect: the drug had no ___ on blood pressure", ("affect", "effect")),
])

# A punctuation mark named in brackets is part of its option, no clause break.
test_named_mark = read_as_expected([
    ("em dash (—) or en dash (–) between page ranges", ("em dash (—)", "en dash (–)")),
    ("semicolon (;) or colon (:)?", ("semicolon (;)", "colon (:)")),
])

# A prompt of fragments opening on "A or B." (a route may head it): the full stop is the asker's firmness.
test_stopped_pair = read_as_expected([
    ("Medium rare or medium. For the steaks. Period.", ("Medium rare", "medium")),
    ("Naxos->Paros: slow boat or fast cat.", ("slow boat", "fast cat")),
    ("Soup or salad.", ("Soup", "salad")),
])

test_stopped_statement_still_refused = still_refused([
    "The shop takes two kinds of payment. Cash or card.",  # a sentence before the pair
    "Cash or card. Both accepted.",  # how things stand
    "Cash or card. Whatever works.",
    "Medium rare or medium. I don't care.",  # a clause after it
    "Lunch: tacos or pizza.",  # a label heads it
    "Payment: cash or card.",
    "Cash or card only.",
    "Call or text.",  # two lone verbs
    "Trick or treat.",  # a fixed pair
    "Trick or treat?",
])

# A kind with a word of degree after it against the bare kind: B is A's first word alone, no shared head.
test_bare_kind = read_as_expected([
    ("Medium rare or medium", ("Medium rare", "medium")),
    ("Medium well or medium?", ("Medium well", "medium")),
    ("Python 3 or Python?", ("Python 3", "Python")),
])

# A word that is a verb and an adjective before a noun ("slow boat") against a plain adjective and a noun ("fast
# cat"): two noun phrases.
test_adjective_noun_pair = read_as_expected([
    ("slow boat or fast cat?", ("slow boat", "fast cat")),
])

# A pair split into fragments, each its own sentence, the prompt ending on "?".
test_split_pair = read_as_expected([
    ("Card. Or flowers. For my ex's mom's funeral?", ("Card", "flowers")),
    ("Card. Or flowers?", ("Card", "flowers")),
    ("Stay. Or go?", ("Stay", "go")),
])

test_split_clause_still_refused = still_refused([
    "I like cards. Or flowers?",  # a clause before the "Or"
    "Done. Or not?",
])

# "deactivate" is a verb: B a lone verb, so A keeps its verb.
test_lone_verb_b = read_as_expected([
    ("delete account or deactivate.. not sure 😕", ("delete account", "deactivate")),
])

# Left refused: no general rule tells these from an instruction or a question about people.
test_left_refused = still_refused([
    "cite it as [12] or as (Kim et al., 2021)",  # an imperative with the "or" inside its complement
    "parlay it or straight bets... $50 budget 💸",  # a verb phrase against a noun phrase, no question mark
    "whos in for bowling,,, or laser tag",  # asks who, of people
])
