"""the eighty-fourth held-out part's 13 silent misreads (bench/results/questions_heldout84_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A cleft's relative contracted with "is" ("… or the antivirus | that's slowing …"): the relative closes B.
test_cleft_with_contracted_relative = read_as_expected([
    ("Is it the VPN or the antivirus that's slowing down my Zoom calls?", ("VPN", "antivirus")),
    ("was it the router or the modem that's dropping the connection?", ("router", "modem")),
    ("is it the cat or the dog who's scratching the door?", ("cat", "dog")),
])

test_cleft_plain_relative_unchanged = read_as_expected([
    ("Is it the kids or the parents that decide?", ("kids", "parents")),  # as before
])

# Opposite particles before a clause both share ("… on or off | when we have guests"): the particles.
test_opposed_particles_before_clause = read_as_expected([
    ("[home] guest wifi on or off when we have the Airbnb people staying", ("on", "off")),
    ("keep the hall light on or off while we sleep?", ("on", "off")),
])

# An article inside A after a verb's slot, B after the same kind of article: A the articled noun.
test_inner_article_after_verb_slot = read_as_expected([
    ("Should I factory reset the iPad or the iPhone before giving it to my niece?", ("iPad", "iPhone")),
    ("Should I power wash the deck or the patio first?", ("deck", "patio")),
    ("I run 4 holiday lets and I'm rewriting the guest instructions - can you advise whether I should give guests a "
     "keypad code or an app invite for the Nuki lock?", ("keypad code", "app invite")),
    ("should I send clients a reminder or an invoice?", ("reminder", "invoice")),
])

test_inner_article_without_verb_unchanged = read_as_expected([
    ("Would the outdoor ceremony on the lawn or the chapel be nicer?", ("outdoor ceremony on the lawn", "chapel")),
    ("should we take the hotel at the airport or the hotel downtown?", ("hotel at the airport", "hotel downtown")),
    ("Should we make an offer on the house the realtor showed us Saturday or the condo near the park?",
     ("house the realtor showed us Saturday", "condo near the park")),  # as before
    ("Should I buy the house on the hill or the condo?", ("house on the hill", "condo")),  # as before: a choice verb
])

# A verb's object, a preposition and an articled noun as A, B after the same article: which does B stand against?
test_object_with_inner_phrase_refused = still_refused([
    "Update the firmware on the doorbell or the hub before adding the new sensors?",
    "Should I clean the filter on the dryer or the vent?",
])

# "is this | X or a Y?": the demonstrative is the subject, the options the two predicates.
test_demonstrative_subject_of_copula = read_as_expected([
    ("Given that the email came from a gmail address claiming to be our CEO, is this phishing or a legit request?",
     ("phishing", "legit request")),
    ("was that malware or a false positive?", ("malware", "false positive")),
])

test_demonstrative_determiner_unchanged = read_as_expected([
    ("is this phone or a tablet better for my gran?", ("this phone", "tablet")),  # as before
])
