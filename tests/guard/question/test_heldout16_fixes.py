"""The sixteenth held-out part's misreads, fixed by general rules (tested here on other prompts too).
Its first scoring is bench/results/questions_heldout16_first.txt (206/229, 15 refused, 8 silently
wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A verb phrase B against an object whose verb (and its preposition) was read as shared: A keeps its verb.
test_a_keeps_its_verb_when_b_has_one = read_as_expected([
    ("Hey can you look at this stack trace and tell me if I should upgrade to Node 22 or pin Node 18 for now, "
     "thanks", ("upgrade to Node 22", "pin Node 18")),
    ("Should we migrate to Postgres or keep MySQL?", ("migrate to Postgres", "keep MySQL")),
    ("Should I upgrade to Node 22 or Node 20?", ("Node 22", "Node 20")),
])

# An adverb B against an object and its adverb: the object is shared, A is the adverb.
test_an_adverb_against_an_object_and_its_adverb = read_as_expected([
    ("Could you please tell me whether I should file my taxes jointly or separately this year?",
     ("jointly", "separately")),
    ("Should I water my tomatoes daily or weekly?", ("daily", "weekly")),
])

# A bracketed abbreviation glossing B names B whole: B's head is its own.
test_a_glossed_name_keeps_its_head = read_as_expected([
    ("Tile or vinyl plank (LVP) for a basement bathroom?", ("Tile", "vinyl plank")),
    ("Laminate or vinyl plank (LVP) for a kitchen?", ("Laminate", "vinyl plank")),
])

# A noun before A's preposition when B is an adverb and a preposition: the noun is shared.
test_a_lead_noun_before_a_prepositional_pair_is_shared = read_as_expected([
    ("#gardening #beginner tomatoes in pots or straight in the ground?", ("in pots", "straight in the ground")),
    ("peppers in containers or directly in the soil?", ("in containers", "directly in the soil")),
])

# "Will A or B <verb> …": the verb after B is the predicate, even when it is spelt like a noun.
test_the_predicate_after_an_auxiliary_subject_pair = read_as_expected([
    ("Will a French drain or a sump pump fix water in my basement?", ("French drain", "sump pump")),
])

# Refused: an approximate count ("a grape or two"), a bare word B that may be a second object of A's
# verb ("build a fence or shed"), an adverbial B against an object and its adverb, a "with" phrase after B's
# articled object when A's object is bare (B's own complement, or both options' means?).
test_idioms_and_unequal_objects_are_refused = still_refused([
    "Should I worry if my dog ate a grape or two?",
    "Is it okay to drink a beer or two while on antibiotics?",
    "Should I add an egg or two to the batter?",
    "Do I need a permit to build a fence or shed in my backyard?",
    "Do I need a permit to build a deck or patio?",
    "Do I need a license to sell cookies or jam at a farmers market?",
    "Because my landlord won't fix the heater, should I withhold rent or file a complaint with the housing authority?",
    "Should I pay cash or open an account with the credit union?",
    "Should I introduce the puppy gradually or all at once?",
])

test_neighbours_are_still_read = read_as_expected([
    ("Should I add one egg or two?", ("one egg", "two")),
    ("Should I build a fence or move?", ("build a fence", "move")),
    ("Should I switch to Linux or keep Windows?", ("switch to Linux", "keep Windows")),
    ("basil in pots or in the garden bed?", ("in pots", "in the garden bed")),
    ("Would a space heater or a heat pump warm the garage faster?", ("space heater", "heat pump")),
    ("Should I pay my rent monthly or quarterly?", ("monthly", "quarterly")),
])

# A blank line ends a paragraph, so its sentence: a letter pasted after the question is no part of B.
test_a_blank_line_ends_the_sentence = read_as_expected([
    ("please review my cover letter below for tone and typos and let me know whether to lead with my sales "
     "experience or my teaching background\n\nDear Ms. Alvarez, ...",
     ("my sales experience", "my teaching background")),
    ("Should I lead with my sales experience or my teaching background\n\nDear Ms. Alvarez, I am writing to apply.",
     ("my sales experience", "my teaching background")),
])

# A plural noun inside the object of the verb opening an option is no verb ("pay off my student loans faster").
test_a_noun_in_the_verbs_object_is_no_edge_verb = read_as_expected([
    ("I'm writing a budget for next year and I keep going back and forth — should I pay off my student loans "
     "faster or max out my 401k? Please explain your reasoning in a few bullet points.",
     ("pay off my student loans faster", "max out my 401k")),
    ("Should I pay down my credit cards faster or build an emergency fund?",
     ("pay down my credit cards faster", "build an emergency fund")),
    ("Should I wait until my employer pays more or switch jobs?", ("wait until my employer pays more", "switch jobs")),
])

# A greeting before the first comma is no item of a list ("Hello, | I was hoping …").
test_a_greeting_is_no_list_item = read_as_expected([
    ("Hello, I was hoping you could help me decide whether to enroll my son in swimming lessons or soccer this "
     "spring. Thank you so much!", ("swimming lessons", "soccer")),
    ("Dear team, should we meet on Monday or Tuesday?", ("Monday", "Tuesday")),
])

test_lists_after_a_greeting_are_still_refused = still_refused([
    "Hello, Python, Rust or Go for a CLI tool?",
    "Good, cheap or fast?",
])

# A dash glued before the 'or' ("funny—or sentimental?") is a pause, as a comma before it is.
test_a_dash_glued_before_the_or_is_a_pause = read_as_expected([
    ("For the toast at my sister's wedding: funny—or sentimental?", ("funny", "sentimental")),
    ("Paint the fence white—or black?", ("white", "black")),
    ("Hire a lawyer–or represent myself?", ("Hire a lawyer", "represent myself")),
])

# "anyone know if A or B …": a question asked of readers, read as with its question mark.
test_anyone_know_if_asks = read_as_expected([
    ("anyone know if PT or a cortisone shot works faster for frozen shoulder", ("PT", "cortisone shot")),
    ("anyone know whether Aldi or Lidl is cheaper", ("Aldi", "Lidl")),
])

test_anyone_know_if_still_refuses_what_is_refused = still_refused([
    "anyone know if my landlord can do this or not",
])

# An adverb against a preposition phrase: a verb or an object before the adverb is shared; a B of one
# leading adverb cut before its own preposition phrase is refused.
test_an_adverb_against_a_preposition_phrase = read_as_expected([
    ("Should I start seeds indoors or directly in the garden?", ("indoors", "directly in the garden")),
    ("Should I work remotely or in the office?", ("remotely", "in the office")),
    ("Should I study abroad or at home?", ("abroad", "at home")),
    ("Should I travel abroad or stay home?", ("travel abroad", "stay home")),
])

test_a_leading_adverb_cut_from_its_phrase_is_refused = still_refused([
    "Do carrots grow better in raised beds or directly in the ground?",
])

# Markdown marks: emphasis standing alone after a tag ("**Question:** | should …") is no word, and code
# marks around an option ("`pnpm`") are dropped as emphasis is.
test_markdown_marks_are_no_words = read_as_expected([
    ("**Question:** should we use `pnpm` or `yarn` for the monorepo?", ("pnpm", "yarn")),
    ("Should I use `git merge` or `git rebase`?", ("git merge", "git rebase")),
    ("**Quick q:** Rust or Go for a CLI?", ("Rust", "Go")),
])
