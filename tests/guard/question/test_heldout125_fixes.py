"""Fixes for the hundred-and-twenty-fifth held-out part (IT security operations), written blind and scored before any
fix.

Silent misreads read right or refused: an open wh-word after a verb of explaining ("Explain how to configure SSO
between Okta and Salesforce": what a thing joins, no choice); B's name closing on a word of A's name before a verb
("BloodHound CE or the legacy BloodHound | show …": the verb the subjects share); a bare verb and its particle before
"to" and a noun phrase ("or filter down | to the security channel": B's own); a purpose after B when A closes on its
own time ("report them immediately or keep pivoting | to show impact": B's reason); a later time of day after B when
the sentence's lead names a clock time ("When an alert fires at 3am, … or open a ticket | for the morning": when B's
deferred action falls); refused: a name B before "for" and names closing on a plan's code ("Mimecast or Defender | for
Office 365 P2": B's product name, or the platform of both?).

Refusals read right: "outside" before a bare noun ("or | outside counsel": a noun phrase, no place); the word after a
modified "ones" after a subject pair ("… or classic link-based ones | trip up more users": the shared verb); a B
resuming A's head with an object pronoun ("retrain people who click or just send | them …": A's relative clause
ends before the "or")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_explaining_how_between_is_open = still_refused([
    "Explain how to configure SAML SSO between Okta and Salesforce.",
    "Can you describe how to set up a site-to-site tunnel between the office and AWS?",
    "Please show me how to sync calendars between Outlook and Google.",
    "How far is it between Boston and New York?",  # as before
])

test_explaining_which_between_still_chooses = read_as_expected([
    ("Explain which is better between Okta and Auth0.", ("Okta", "Auth0")),  # as before
    ("What's the better pick between Okta and Auth0 for a small team?", ("Okta", "Auth0")),  # as before
])

test_name_repeated_before_shared_verb = read_as_expected([
    ("Does BloodHound CE or the legacy BloodHound show attack paths more clearly?", ("BloodHound CE",
                                                                                      "legacy BloodHound")),
    ("Does Obsidian Sync or the free Obsidian keep notes safer?", ("Obsidian Sync", "free Obsidian")),
    ("Does Splunk Cloud or the on-prem Splunk handle spikes better?", ("Splunk Cloud", "on-prem Splunk")),  # as before
    ("Does Burp Pro or the free Burp catch more bugs?", ("Burp Pro", "free Burp")),  # as before
])

test_name_repeated_without_verb_still_refused = still_refused([
    "Does the Apple Watch or the Apple Watch band matter more?",  # as before
])

test_particle_and_to_are_bs_own = read_as_expected([
    ("Should I forward all Windows event logs or filter down to the security channel?",
     ("forward all Windows event logs", "filter down to the security channel")),
    ("Should we mirror all VLANs or pare back to the core switch?",
     ("mirror all VLANs", "pare back to the core switch")),
    ("should I keep paying rent or scale back to save money?", ("keep paying rent", "scale back")),  # as before
])

test_adverb_before_particle_still_refused = still_refused([
    "Do I fill the tank all the way or only up to the line?",  # as before: a bound, no phrasal verb
])

test_purpose_after_timed_a_is_bs_own = read_as_expected([
    ("When you find creds on a share, do you report them immediately or keep pivoting to show impact?",
     ("report them immediately", "keep pivoting to show impact")),
    ("Should I pay off the card now or invest the bonus to build savings?",
     ("pay off the card now", "invest the bonus to build savings")),
    ("Should I pay off the card or invest the bonus to build savings?",
     ("pay off the card", "invest the bonus")),  # as before: no time of A's own, the purpose may be both's
    ("Should we sell now or hold the shares until next year to cut the tax bill?",
     ("sell now", "hold the shares until next year")),  # as before: B's own time before the purpose
])

test_time_after_b_against_led_clock_time = read_as_expected([
    ("When an alert fires at 3am and nobody's on shift, should it page the on-call engineer or open a ticket for the "
     "morning?", ("page the on-call engineer", "open a ticket for the morning")),
    ("If the build breaks at 11pm, do we wake the release manager or log a bug for tomorrow morning?",
     ("wake the release manager", "log a bug for tomorrow morning")),
    ("Should I cook pasta or make a salad for tonight?", ("cook pasta", "make a salad")),  # as before: no lead time
    ("Do you store LiPos at storage voltage or keep them fully charged for the weekend?",
     ("store LiPos at storage voltage", "keep them fully charged")),  # as before
    ("When the alert fires at 3am, should it page the on-call engineer or open a ticket for the SOC team?",
     ("page the on-call engineer", "open a ticket")),  # as before: no time after B
])

test_name_for_tiered_names_refused = still_refused([
    "While we're rebuilding mail flow anyway, Mimecast or Defender for Office 365 P2?",
    "Mimecast or Proofpoint for Microsoft 365 E5?",
])

test_name_for_untiered_names_unchanged = read_as_expected([
    ("JAWS 2024 or JAWS 2025 for Windows 11?", ("JAWS 2024", "JAWS 2025")),  # as before
    ("Okta or Entra ID for SSO", ("Okta", "Entra ID")),  # as before
    ("Is Defender for Endpoint P2 or SentinelOne Complete the better fit for a Microsoft E5 shop?",
     ("Defender for Endpoint P2", "SentinelOne Complete")),  # as before
])

test_outside_before_bare_noun = read_as_expected([
    ("Can someone explain whether we should call our cyber insurer or outside counsel first after a confirmed breach?",
     ("our cyber insurer", "outside counsel")),
    ("Should we hire our usual auditor or outside consultants this year?",
     ("our usual auditor", "outside consultants")),
    ("Should I ask my manager or outside recruiters first?", ("my manager", "outside recruiters")),
    ("Should we eat inside the house or outside the tent?", ("inside the house", "outside the tent")),  # as before
    ("Should I wait in the car or outside the office?", ("in the car", "outside the office")),  # as before
])

test_verb_after_ones = read_as_expected([
    ("Do QR code phishing sims or classic link-based ones trip up more users?",
     ("QR code phishing sims", "classic link-based ones")),
    ("Do paper checklists or digital ones slip through more errors?", ("paper checklists", "digital ones")),
    ("Do cheap keys or the pricier ones with NFC last longer?", ("cheap keys", "pricier ones with NFC")),  # as before
    ("Do the metal bowls or the ceramic ones chip faster?", ("metal bowls", "ceramic ones")),  # as before
])

test_b_resuming_a_relative_head = read_as_expected([
    ("Should we retrain people who click or just send them a short reminder email",
     ("retrain people who click", "just send them a short reminder email")),
    ("Should I fire the guy who lied or give him a second chance?",
     ("fire the guy who lied", "give him a second chance")),
    ("Should I hire a nanny who drives or a nanny who lives close by?",
     ("nanny who drives", "nanny who lives close by")),  # as before
])

test_b_without_resumed_person_still_refused = still_refused([
    "Should we reward staff who report phish or ignore it?",  # as before: "it" may be the clause's object
])
