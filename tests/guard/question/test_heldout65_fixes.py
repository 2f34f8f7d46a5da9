"""the sixty-fifth held-out part's 17 silent misreads (bench/results/questions_heldout65_first.txt): sixteen read
right by general rules (two of them lists of three now refused, as labelled), the seventeenth ("Should I send money
to help with costs or a long letter?": B against the object or against the purpose's object?) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A list of three prepositional phrases (or a manner adverb leading them) before an Oxford comma and 'or': a third
# option, refused like "A, B or C".
test_prepositional_lists_refused = still_refused([
    "Do we seat my mother-in-law with my parents, with her own siblings, or at the head table?",
    "Dear Columnist, my friend group can't agree on how to split vacation costs: evenly, by income, or by what each "
    "person uses. What's fairest? — Spreadsheet Sally",
    "Should we split it: equally, by income, or by usage?",
    "Should the kids sit with us, with the cousins, or at their own table?",
])

test_two_prepositional_phrases_still_read = read_as_expected([
    ("Honestly, by train or by car?", ("by train", "by car")),  # as before: a sentence adverb
    ("Should we meet with the team, or with the client?", ("with the team", "with the client")),  # as before
    ("Should I go with my parents or with my friends?", ("with my parents", "with my friends")),  # as before
])

# Two opposite particles after a verb's object: the particles are the options.
test_opposite_particles_after_an_object = read_as_expected([
    ("wearing my hair up or down for a black tie wedding", ("up", "down")),
    ("should I wear my hair up or down", ("up", "down")),
    ("Hair up or down for a beach wedding?", ("up", "down")),
    ("Keep the lid on or off?", ("on", "off")),
])

test_particles_after_a_verb_keep_it = read_as_expected([
    ("Should I go up or down?", ("go up", "down")),  # as before
    ("Should I walk down or up the stairs?", ("walk down", "up the stairs")),  # as before
])

# An -ly adverb opening B before its verb: no verb whose object A shares ("politely | skip" is B's verb).
test_manner_adverb_before_bs_verb = read_as_expected([
    ("Hi. I started at a new firm 3 weeks ago. There's a farewell lunch for someone I've never met. It's $35 a "
     "head. Go or politely skip?", ("Go", "politely skip")),
    ("Should I go or politely decline?", ("go", "politely decline")),
    ("Should I stay or quietly leave?", ("stay", "quietly leave")),
    ("Go or politely skip it?", ("Go", "politely skip it")),
])

test_shared_object_and_focus_adverb_still_read = read_as_expected([
    ("Go or just skip?", ("Go", "just skip")),  # as before
    ("Should I rent or buy a home?", ("rent", "buy")),  # as before
    ("Stay or early checkout?", ("Stay", "early checkout")),  # as before
])

# A closing "in it" / "in them" pointing back to the object: B's own.
test_pronoun_phrase_closing_b = read_as_expected([
    ("pls could u tell me if i should return the casserole dish empty or with something in it",
     ("empty", "with something in it")),
    ("Should I return the dish empty or with cookies in it?", ("empty", "with cookies in it")),
    ("Should I return the jars empty or with jam in them?", ("empty", "with jam in them")),
])

test_other_closing_places_still_cut = read_as_expected([
    ("Should I hang the picture with nails or with hooks in the wall?", ("with nails", "with hooks")),  # as before
    ("Should I bring the cake plain or with candles in the kitchen?", ("plain", "with candles")),  # as before
])

# An adverb before the predicate of a subject pair belongs to the predicate.
test_adverb_opening_the_predicate = read_as_expected([
    ("Do the bride's parents or the groom's parents traditionally pay for the rehearsal dinner?",
     ("bride's parents", "groom's parents")),
    ("Does the host or the guest traditionally pay for the cab?", ("host", "guest")),
    ("Do renters or owners generally pay more in taxes?", ("renters", "owners")),
])

test_subject_pair_without_adverb_still_read = read_as_expected([
    ("Do the bride's parents or the groom's parents pay for the rehearsal dinner?",
     ("bride's parents", "groom's parents")),  # as before
])

# An "if" / "whether" clause between the led 'to' and the last one: A opens at the last.
test_infinitive_inside_an_asked_clause = read_as_expected([
    ("I want to know if it's acceptable to wear white to a rehearsal dinner or to stick with colors",
     ("wear white to a rehearsal dinner", "stick with colors")),
    ("I need to know whether it's rude to leave early or to stay until the end", ("leave early", "stay until the end")),
])

test_led_infinitive_with_own_purpose_still_read = read_as_expected([
    ("Is it wiser to move back home to save money or to rent?", ("move back home to save money", "rent")),  # as before
])

# "advise (that) I" before A: the clause's subject is no word of A.
test_advised_clause = read_as_expected([
    ("Dear Columnist,\nI'm the maid of honor and the bride has asked me to give a speech. I'm terrified of public "
     "speaking. My sister is a professional actor and offered to write it for me. Would you advise that I use her "
     "script or write something myself, even if it's clumsier?\n— Tongue-Tied Bridesmaid",
     ("use her script", "write something myself")),
    ("Would you advise I use her script or write something myself?", ("use her script", "write something myself")),
    ("Would you advise that I call or text him?", ("call", "text")),
    ("Would you urge that they sell or hold?", ("sell", "hold")),
])

test_advise_with_object_or_gerund_still_read = read_as_expected([
    ("Would you advise us to rent or buy?", ("rent", "buy")),  # as before
    ("Would you advise signing now or waiting?", ("signing now", "waiting")),  # as before
])

# The bare infinitive of B's causative verb ("let … be", "make him pay") completes B.
test_causative_b = read_as_expected([
    ("Dear Columnist,\nMy college roommate is getting married in Tuscany in June. Flights alone will run me about "
     "$1,400, and I've already spent $600 on the bachelorette. I love her, but I'm stretched. Should I buy off the "
     "registry anyway, or let my being there be the gift?\n— Broke in Boston",
     ("buy off the registry anyway", "let my being there be the gift")),
    ("Should I pay for it myself or make him pay for it?", ("pay for it myself", "make him pay for it")),
    ("Should I fix the sink or have the plumber fix it?", ("fix the sink", "have the plumber fix it")),
])

test_causative_with_pronoun_still_read = read_as_expected([
    ("Should I sign up or let it go?", ("sign up", "let it go")),  # as before
])

# A time after B's second verb in sequence ("say yes and leave | after an hour") is B's own.
test_time_after_bs_second_verb = read_as_expected([
    ("Any advice? Should I RSVP no to the office holiday party or say yes and leave after an hour?",
     ("RSVP no to the office holiday party", "say yes and leave after an hour")),
    ("Should I skip the party or go and leave before dessert?", ("skip the party", "go and leave before dessert")),
])

test_time_after_a_sequence_in_a_still_read = read_as_expected([
    ("Should I call and apologize or write a letter after the funeral?",
     ("call and apologize", "write a letter")),  # as before
])

# A focus adverb after B's verb points at the phrase after it: B's own.
test_focus_adverb_closing_b = read_as_expected([
    ("between reply-all and replying just to HR about the potluck signup", ("reply-all", "replying just to HR")),
    ("Should I reply-all or reply just to the sender?", ("reply-all", "reply just to the sender")),
    ("emailing the team or writing just to Sam?", ("emailing the team", "writing just to Sam")),
])

test_only_after_a_noun_still_read = read_as_expected([
    ("face id or passcode only on my iphone 12", ("face id", "passcode only")),  # as before
    ("Tug assist vs bow thruster only for berthing at Pier 7 in a 25kt crosswind",
     ("Tug assist", "bow thruster only")),  # as before
])

# The "to" phrase of an articled noun of giving ("a donation | to the charity") is B's own.
test_recipient_of_a_donation = read_as_expected([
    ("Flowers or a donation to the charity?", ("Flowers", "donation to the charity")),
    ("A gift card or a contribution to the honeymoon fund?", ("gift card", "contribution to the honeymoon fund")),
])

test_message_to_someone_still_shared = read_as_expected([
    ("Flowers or a card to my aunt?", ("Flowers", "card")),  # as before
])

# "tip" is a verb: "Tip 10%", "tip the guide in USD" drop it before the options.
test_tip_as_a_verb = read_as_expected([
    ("Tip 10% or a flat $50 to the wedding DJ for a $1,200 package?", ("10%", "flat $50")),
    ("TRAVEL-221: tip the safari guide in USD or local currency?", ("USD", "local currency")),
    ("Should I tip the guide in euros or dollars?", ("euros", "dollars")),
])

# A bare means of payment against an articled gift: the means and the gift.
test_means_against_an_articled_gift = read_as_expected([
    ("Would you mind telling me if the doorman gets a holiday tip in cash or a gift?", ("cash", "gift")),
    ("Should I give the nanny a bonus in cash or a gift card?", ("cash", "gift card")),
    ("Should I pay with cash or a card?", ("cash", "card")),
])

test_feature_with_still_read = read_as_expected([
    ("Should I get a latte with oat milk or a cappuccino?", ("latte with oat milk", "cappuccino")),  # as before
])

# A quoted name against a possessive noun phrase: A keeps its possessive.
test_quoted_name_against_possessive = read_as_expected([
    ("Calling my MIL by her first name versus 'Mom' — what's expected after 2 years of marriage?",
     ("her first name", "Mom")),
    ('Calling my boss by his first name versus "Mr. Smith"?', ("his first name", "Mr. Smith")),
    ('Addressing my stepdad by his first name or "Dad"?', ("his first name", "Dad")),
])

test_unquoted_against_possessive_still_read = read_as_expected([
    ("Signing the card with my nickname or my full name?", ("my nickname", "my full name")),  # as before
])

# An object and its purpose before A: B against which? Refused.
test_object_and_purpose_before_a_refused = still_refused([
    "What's your advice, Columnist? My best friend's mother died and the funeral is in Manila, 14 hours away. I "
    "can't afford the flight. Should I send money to help with costs or a long letter?\n- Far Away Friend",
    "Should I bring wine to go with dinner or a dessert?",
])

test_person_and_purpose_still_read = read_as_expected([
    ("Should I ask him to help with the dishes or the laundry?", ("dishes", "laundry")),  # as before
    ("Should I hire someone to help with the move or the packing?", ("move", "packing")),  # as before
])
