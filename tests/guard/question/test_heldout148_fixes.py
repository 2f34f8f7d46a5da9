"""Fixes for the hundred-and-forty-eighth held-out part (fountain pens, stationery and calligraphy), written blind and
scored before any fix.

Silent misreads read right: a degree word before B's closing comparative ("a steel nib | noticeably | smoother in
practice"); a capital initial after "or" ("or J. | Herbin 1670": a name's initial, no sentence's end); "do it"
opening A ("do it myself … or pay …": "it" takes "does" as a subject, so "do" is A's verb); a phrasal verb's closing
phrase against a B with no verb ("wash out my pen with | dish soap or just plain water"); a lower-case word before a
bare number against a B of a word and a number ("pilot 823 or custom 74": a name, no verb).

Silent misreads now refused: a concessive "whether" after a verb and its manner adverb ("writes beautifully whether I
use A or B."); "don't care / mind whether" (either will do); an "any" heading A's last short noun phrase ("… and fix
any spelling or grammar mistakes": either kind); a "with" phrase after B's bare plural object against A's articled
one ("buy a cheap light pad or make guide sheets | with a ruler and pencil": B's own, or both's?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_degree_word_before_bs_comparative = read_as_expected([
    ("Is a gold nib or a steel nib noticeably smoother in practice?", ("gold nib", "steel nib")),
    ("Is a gold nib or a steel nib much smoother in practice?", ("gold nib", "steel nib")),
    ("Is a wool rug or a cotton rug noticeably softer in winter?", ("wool rug", "cotton rug")),
    ("Is a gold nib or a steel nib really smoother?", ("gold nib", "steel nib")),  # as before
])

test_a_capital_initial_after_or = read_as_expected([
    ("I'd love your opinion — Diamine Shimmertastic or J. Herbin 1670 for addressing wedding invitation envelopes?",
     ("Diamine Shimmertastic", "J. Herbin 1670")),
    ("Should I read Agatha Christie or P. D. James first?", ("Agatha Christie", "P. D. James")),
    ("Meet at gate B or gate C. Then what?", ("gate B", "gate C")),  # a labelling letter still ends its sentence
])

test_do_it_opening_a = read_as_expected([
    ("3) Nib grinding: do it myself with micromesh or pay a nibmeister?",
     ("do it myself with micromesh", "pay a nibmeister")),
    ("do it myself or hire a pro?", ("do it myself", "hire a pro")),
    ("Do they sell or rent?", ("sell", "rent")),  # as before: "do" and a subject pronoun
])

test_a_phrasal_verbs_closing_phrase_against_a_verbless_b = read_as_expected([
    ("Please could you tell me, should I wash out my new Lamy with dish soap or just plain water first?",
     ("dish soap", "just plain water")),
    ("should I clean out the tank with vinegar or just plain water?", ("vinegar", "just plain water")),
    ("should I wash out the pen with warm water or just leave it?", ("wash out the pen with warm water",
                                                                      "just leave it")),  # B's own verb
    ("should I roll back the release or hotfix it?", ("roll back the release", "hotfix it")),  # as before
    ("Should we set up the belay on the ledge or at the base of the route?",
     ("on the ledge", "at the base of the route")),  # as before: B's own preposition
])

test_a_word_before_a_bare_number_against_bs_name = read_as_expected([
    ("pilot 823 or custom 74 for long writing sessions", ("pilot 823", "custom 74")),
    ("galaxy 24 or pixel 9?", ("galaxy 24", "pixel 9")),
    ("Should I get the 14 or the 16?", ("14", "16")),  # as before: no word before A's number
])

test_concessive_and_indifferent_whether = still_refused([
    "My Pelikan writes beautifully whether I use Diamine or Pelikan 4001.",
    "I don't care whether it's blue or black, I just need a pen that doesn't skip.",
    "The app runs smoothly whether we use iOS or Android.",
    "We don't mind whether it's Friday or Saturday.",
])

test_still_asked_whether = read_as_expected([
    ("I don't care whether it's red or green, which is cheaper?", ("red", "green")),  # asked: a question mark
])

test_a_late_any_before_a_noun_b = still_refused([
    "Proofread my letter to my pen pal and fix any spelling or grammar mistakes:\nDear Hana, thank you for the "
    "lovley postcard...",
    "Read my cover letter and fix any typos or formatting issues.",
])

test_a_late_any_before_bs_verb = read_as_expected([
    ("Should I check the code and fix any bugs or rewrite it?", ("check the code and fix any bugs", "rewrite it")),
])

test_a_with_phrase_after_bs_bare_plural = still_refused([
    "Buy a cheap light pad or make guide sheets with a ruler and pencil?",
    "Should I buy a new table or make bookshelves with the old wood?",
])

test_a_with_phrase_after_bs_articled_object = read_as_expected([
    ("Should I hire a painter or paint the walls with a roller?", ("hire a painter", "paint the walls with a roller")),
    ("We're split between hiring a senior engineer and hiring two juniors with the same budget.",
     ("hiring a senior engineer", "hiring two juniors")),  # as before: a count, no bare plural
])
