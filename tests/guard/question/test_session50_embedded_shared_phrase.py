"""Session 50's fixes for two families below 95%: embedded choices (the choice inside a longer request) and shared
phrases.

Refusals read right: two verb phrases whose "-s" verbs are never nouns share a clause's subject after "whether" /
"if" ("whether unused PTO | gets paid out or rolls over to 2025"): a verb's "-s" form after "or" has no subject of
its own, so B is a verb phrase like A and ends where a verb phrase ends.

Refusals read right: the asker told to ask whoever reads the prompt ("my IT guy said to ask you whether …", "told me
to ask here whether …"): the question is put now, not told of (not "told me to ask the team whether …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# forms/start/subjects/_shared_subject.py (twin_s_verbs), called from _verb_options.py.
test_two_s_verbs_sharing_a_clause_subject = read_as_expected([
    ('From the CAB notes: "need a recommendation on whether CHG-4471 goes in the Friday window or gets pushed to next '
     'sprint" - what do you think?', ("goes in the Friday window", "gets pushed to next sprint")),
    ("Trying to understand from your policy doc whether unused PTO gets paid out or rolls over to 2025",
     ("gets paid out", "rolls over to 2025")),
    ("Can someone explain to me if my dad's car goes through probate or passes straight to my stepmom",
     ("goes through probate", "passes straight to my stepmom")),
    ("I wonder if the invoice gets paid by the client or goes to collections, any idea?",
     ("gets paid by the client", "goes to collections")),
    ("not sure whether the team goes to Denver or stays home for the playoffs", ("goes to Denver", "stays home")),
    ("not sure whether the team gets coffee or drinks", ("coffee", "drinks")),  # near miss: "drinks" a noun?
    ("Does the team go to Denver or stay home?", ("go to Denver", "stay home")),  # near miss: no "-s" forms
])

# forms/asking/unasked/_reported.py (_told_to_ask) and _choice_sentence.py (_ASKED_HERE).
test_told_to_ask_whoever_reads_it = read_as_expected([
    ("my IT guy said to ask you whether a passphrase or a random 16-character password is stronger for the master "
     "password", ("passphrase", "random 16-character password")),
    ("The guy at the shop told me to ask here whether the Gaugemaster Prodigy or the Hornby Select is a sensible first "
     "DCC system", ("Gaugemaster Prodigy", "Hornby Select")),
    ("The vet told me to ask you whether wet or dry food is better for an older cat", ("wet", "dry")),
    ("my boss told me to ask you whether to go with Jira or Linear", ("Jira", "Linear")),
])

test_told_to_ask_someone_else_still_refused = still_refused([
    "my boss told me to ask the team whether to go with Jira or Linear",  # near miss: a question put to others
    "my physio told me to ask a running store if the Brooks Ghost or Asics Nimbus suits flat feet better",
])
