"""the seventy-eighth held-out part's 11 silent misreads (bench/results/questions_heldout78_first.txt): nine read
right by general rules, two instructions refused (a concessive ", whether I apply …", a pair inside a relative
clause of the task); and three of its refused prompts read right ("renew at the post office or by mail", "do mail
ballots or in-person votes get counted …", "Writing to ask which …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A starting with a preposition and one word ("for CPP") before a second phrase against B's other preposition: the
# first is the verb's complement both share, A is the phrase parallel to B.
test_second_phrase_against_b_preposition = read_as_expected([
    ("I worked 12 years in Canada and 20 in the US. Now retiring. Do I apply for CPP from here or through the "
     "Canadian consulate?", ("from here", "through the Canadian consulate")),
    ("Do I apply for CPP from London or through the Canadian consulate?",
     ("from London", "through the Canadian consulate")),
    ("Do I apply for OAS from abroad or through Service Canada?", ("from abroad", "through Service Canada")),
])

test_same_preposition_or_particle_still_whole = read_as_expected([
    ("Should my grandmother move in with us or into assisted living?", ("in with us", "into assisted living")),
    ("Should I go with Bob to the party or with Alice?", ("with Bob to the party", "with Alice")),
])

# "go with" a state or a pick, and a "with" after a reflexive ("take it myself | with my phone"), are B's own.
test_with_after_go_or_reflexive = read_as_expected([
    ("biometrics appt tomorrow... reschedule or go with a fever?? 😷", ("reschedule", "go with a fever")),
    ("Cancel the trip or go with a cold?", ("Cancel the trip", "go with a cold")),
    ("Should I wait or go with the cheaper plan?", ("wait", "go with the cheaper plan")),
    ("Passport photo — booth at the post office, or take it myself with my phone?!",
     ("booth at the post office", "take it myself with my phone")),
    ("Tax return - accountant, or do it myself with TurboTax?", ("accountant", "do it myself with TurboTax")),
    ("Should we hire a painter or paint it ourselves with rollers?",
     ("hire a painter", "paint it ourselves with rollers")),
])

test_shared_state_after_other_verbs_still_cut = read_as_expected([
    ("Should I run or walk with a bad knee?", ("run", "walk")),
    ("Should I sell it or fix it myself for the summer?", ("sell it", "fix it myself")),
])

# A verb of calling off against a verb and its own time ("postpone or serve now"), with or without a lead-in.
test_called_off_against_own_time = read_as_expected([
    ("#jury #help postpone or serve now", ("postpone", "serve now")),
    ("Should I postpone or serve now?", ("postpone", "serve now")),
    ("Should I defer or pay today?", ("defer", "pay today")),
    ("#taxes #help defer or pay now", ("defer", "pay now")),
])

test_time_after_other_verbs_still_shared = read_as_expected([
    ("Should I rent or buy now?", ("rent", "buy")),
    ("#jury #help postpone or serve", ("postpone", "serve")),
])

# A "with" closing the noun of B's topic phrase ("about my clash | with my exams") is that noun's.
test_with_inside_topic_phrase = read_as_expected([
    ("Could you kindly explain if I should write to the court or phone them about my jury service clash with my "
     "exams?", ("write to the court", "phone them about my jury service clash with my exams")),
    ("Should I email HR or talk to my boss about the conflict with my manager?",
     ("email HR", "talk to my boss about the conflict with my manager")),
    ("Should I write to the landlord or call him about the dispute with my neighbour?",
     ("write to the landlord", "call him about the dispute with my neighbour")),
])

test_with_after_topic_pronoun_still_cut = read_as_expected([
    ("Should I email HR or talk to my boss about it with my lawyer?", ("email HR", "talk to my boss about it")),
])

# A means title-cased after a body named by an acronym ("pay HMRC by | Direct Debit").
test_title_cased_means_after_acronym = read_as_expected([
    ("Ref: SA-2024-118 — pay HMRC by Direct Debit or bank transfer?", ("Direct Debit", "bank transfer")),
    ("Should I pay the IRS by Direct Pay or debit card?", ("Direct Pay", "debit card")),
    ("pay HMRC by direct debit or bank transfer?", ("direct debit", "bank transfer")),
])

# A second "for" after what "ask for" asks for is B's own.
test_second_for_after_ask_for = read_as_expected([
    ("Do I appeal the council tax band or ask for a discount for my disability adaptations?",
     ("appeal the council tax band", "ask for a discount for my disability adaptations")),
    ("Should I pay in full or ask for a payment plan for my tax bill?",
     ("pay in full", "ask for a payment plan for my tax bill")),
    ("Should I accept the offer or ask for a raise for my new role?",
     ("accept the offer", "ask for a raise for my new role")),
])

# Two prices, each with its own channel ("$710 online or $760 | on paper").
test_price_with_own_channel = read_as_expected([
    ("N-400 for $710 online or $760 on paper?", ("$710 online", "$760 on paper")),
    ("Passport renewal: £88.50 online or £100 by post?", ("£88.50 online", "£100 by post")),
    ("Tickets: $30 online or $35 at the door?", ("$30 online", "$35 at the door")),
])

test_price_without_channel_still_bare = read_as_expected([
    ("Should I pay $710 or $760 on paper?", ("$710", "$760")),
])

# A predicate of sufficing after B, against A's "first", is said of B alone.
test_enough_after_first = read_as_expected([
    ("Name change on ID — deed poll first, or marriage certificate is enough?",
     ("deed poll first", "marriage certificate is enough")),
    ("Visa — police check first, or my passport is enough?", ("police check first", "my passport is enough")),
])

test_enough_without_first_still_shared = read_as_expected([
    ("Name change — deed poll or marriage certificate is enough?", ("deed poll", "marriage certificate")),
])

# A place with its article against B's other preposition ("renew at the | post office or by mail").
test_place_with_article_against_preposition = read_as_expected([
    ("my question is whether to renew at the post office or by mail, I have an old passport from 2014",
     ("at the post office", "by mail")),
    ("Should I vote at the town hall or by post?", ("at the town hall", "by post")),
    ("Should I pay at the post office or by card?", ("at the post office", "by card")),
])

test_place_against_a_place_still_bare = read_as_expected([
    ("Should I renew at the post office or the library?", ("post office", "library")),
])

# "do" and a subject pair before its verb asks, question mark or not; "writing to ask which …" asks too.
test_unmarked_questions = read_as_expected([
    ("do mail ballots or in-person votes get counted first in Arizona", ("mail ballots", "in-person votes")),
    ("Writing to ask which is the right route for my neighbour's overgrown hedge, a high hedge complaint or "
     "mediation through the council", ("high hedge complaint", "mediation through the council")),
    ("I wanted to ask whether a Roth or a traditional IRA makes more sense for me", ("Roth", "traditional IRA")),
])

# An instruction's pair asked either way, or inside a relative clause of the task, is no choice.
test_instruction_pairs_refused = still_refused([
    "List every document I need for a passport renewal, whether I apply online or by mail.",
    "Give me a timeline for a UK spouse visa application, from the English test to the decision, and flag anything "
    "that could delay or derail it.",
    "List the fees, whether we file online or on paper.",
    "Summarize the risks, and flag anything that might block or slow the sale.",
    "He was writing to ask about dogs or cats.",
])
