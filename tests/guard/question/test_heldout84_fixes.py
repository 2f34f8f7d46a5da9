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

# "between <words> <prep> a | X and a Y": B against the whole phrase, or the preposition's object only?
test_between_phrase_with_inner_article_refused = still_refused([
    "Deciding between GrapheneOS on a Pixel 8a and a stock iPhone 15 for privacy.",
    "torn between Ubuntu on a ThinkPad and a MacBook Air for uni",
])

test_between_plain_articled_unchanged = read_as_expected([
    ("deciding between a ThinkPad and a MacBook Air for uni", ("ThinkPad", "MacBook Air")),  # as before
])

# B "a <word> one" against a name after a participle and its preposition: "one" stands for the participle's noun,
# and whether B then stands against that noun or the name is refused (the check of a participle's object).
test_one_against_participled_name_refused = still_refused([
    "Could you please advise whether I should use the password manager built into Chrome or a separate one like "
    "Bitwarden?",
    "Should I use the thermostat built into the boiler or a separate one from Hive?",
])

test_participled_name_without_one_unchanged = read_as_expected([
    ("should I use the camera built into the laptop or a webcam?", ("laptop", "webcam")),  # as before
])

# A quotation B opens: B runs to the closing quote and the noun it names.
test_open_quote_in_b = read_as_expected([
    ("I'm a teacher. Parents keep finding my Facebook. Would changing my display name or tightening the 'who can "
     "look you up' settings help more?", ("changing my display name", "tightening the 'who can look you up' settings")),
])

test_quote_in_a_unchanged = read_as_expected([
    ("Would muting the 'people you may know' suggestions or deleting my old posts help more?",
     ("muting the 'people you may know' suggestions", "deleting my old posts")),  # as before
])

# A counted span after B's closing infinitive: when B's infinitive happens, B's own.
test_span_of_closing_infinitive = read_as_expected([
    ("May I ask whether it's wiser to keep the Alexa voice recordings or set them to auto-delete after 3 months?",
     ("keep the Alexa voice recordings", "set them to auto-delete after 3 months")),
    ("should I pause the account or set it to close after 6 months?",
     ("pause the account", "set it to close after 6 months")),
])

test_span_without_infinitive_unchanged = read_as_expected([
    ("should I keep the photos or delete them after 6 months?", ("keep the photos", "delete them")),  # as before
    ("should I pause the account or set it to close for now?", ("pause the account", "set it to close")),  # as before
])

# A time of B's own against A's own rate ("30 min/day or 1 hr | on weekends only").
test_span_against_rate_of_a = read_as_expected([
    ("Tablet time for a 5yo - 30 min/day or 1 hr on weekends only?", ("30 min/day", "1 hr on weekends only")),
    ("Swim 3 km/week or 5 km on weekends?", ("3 km/week", "5 km on weekends")),
])

test_span_without_rate_unchanged = read_as_expected([
    ("20 min or 2 hrs on Sundays?", ("20 min", "2 hrs")),  # as before
])

# A "with" phrase of B's own against A's own phrase, before the purpose both share.
test_feature_against_own_phrase_of_a = read_as_expected([
    ("An iPhone 13 on iOS 18 or a Galaxy A15 with 4 years of updates for my mum?",
     ("iPhone 13 on iOS 18", "Galaxy A15 with 4 years of updates")),
    ("An iPad 9 on iPadOS 17 or a Fire HD 10 with 3 years of updates for my son?",
     ("iPad 9 on iPadOS 17", "Fire HD 10 with 3 years of updates")),
])

test_feature_without_own_phrase_unchanged = read_as_expected([
    ("a Pixel 7 or a Galaxy S23 with 5 years of updates for my dad?", ("Pixel 7", "Galaxy S23")),  # as before
])

# A verb and one adjective of state before "with" ("start fresh | with a new authenticator"): B's own phrase.
test_state_complement_keeps_with = read_as_expected([
    ("should i try to rescue my authy account or start fresh with a new authenticator",
     ("rescue my authy account", "start fresh with a new authenticator")),
    ("should I repair the old blog or start fresh with a new site?",
     ("repair the old blog", "start fresh with a new site")),
])

test_noun_after_verb_unchanged = read_as_expected([
    ("should I keep working or start work with a new team?", ("keep working", "start work")),  # as before
])

# A second "and" inside the phrase B opens with a preposition ("between A and B | for X and Y"): the first joins.
test_between_and_inside_b_phrase = read_as_expected([
    ("deciding between Intune and Jamf for 8 MacBooks and 3 Windows laptops", ("Intune", "Jamf")),
    ("torn between Asana and Trello for a team of 5 and a budget of 50", ("Asana", "Trello")),
])

test_between_second_and_still_refused = still_refused([
    "Choose between ice and water shield on the whole deck and only at the eaves?",  # as before
    "Stuck between deleting my 2009 Yahoo account and keeping it locked down with a new password and 2FA.",  # gerunds
])

# "to be" and an irregular participle inside B ("… for bugs to | be found"): a passive infinitive, no copula after B.
test_infinitive_be_in_b = read_as_expected([
    ("My Philips Hue bridge is still on the old firmware. The app keeps nagging me. Is it safe to update now or wait a "
     "few weeks for bugs to be found?", ("update now", "wait a few weeks for bugs to be found")),
    ("should I rent now or wait a year for the house to be built?",
     ("rent now", "wait a year for the house to be built")),
])

test_infinitive_be_already_read_unchanged = read_as_expected([
    ("should I patch now or wait a week for the fix to be tested?",
     ("patch now", "wait a week for the fix to be tested")),  # as before
])

test_to_be_and_an_adjective_still_refused = still_refused([
    "should i sell the car or keep it to be safe?",  # as before
])
