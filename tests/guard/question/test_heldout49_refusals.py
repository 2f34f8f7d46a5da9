"""the forty-ninth held-out part's refusals (bench/results/questions_heldout49_first.txt) that general rules now read
right: a labelled, bulleted or quoted line is its own sentence; a question quoted whole after a label and handed to
the assistant is read as a prompt of its own; a focus adverb before its own preposition phrase ("or only | on
request") runs on over the phrase against A's own preposition or frequency; two fillers ("ok so") before a question;
"the ones" after the "or"; a B counting the noun of A's "of" phrase; a two-word preposition cut in half before A and a
money amount in a clause's subject."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A ticket's fields, a list's bullets, a reply's "> …" line and a chat's "Name: …" messages are each a sentence of
# their own, though no punctuation ends them (words/_lines.py).
test_labelled_bulleted_and_quoted_lines_stand_alone = read_as_expected([
    ("Priority: High\nCategory: Access Request\nShould contractors get read-only or read-write access to the billing "
     "repo?", ("read-only", "read-write")),
    ("Facilities standup notes:\n• lobby refresh approved ($8k)\n• do we repaint the lobby or put up the new brand "
     "wallpaper\n• parking passes - tabled", ("repaint the lobby", "put up the new brand wallpaper")),
    ("Teams chat, Yesterday 6:12 PM\nNadia: half the team is out sick lol\nNadia: cancel the offsite or move it online",
     ("cancel the offsite", "move it online")),
    ("SR-5512 (security review)\n> an 8-hour or a 12-hour session timeout for the admin console?\nPlease advise before "
     "Thursday's CAB.", ("8-hour", "12-hour")),
    ("Ticket: 4471\nUrgency: Low\nShould interns get laptops or desktops?", ("laptops", "desktops")),
    ("Ops notes:\n• budget approved\n• do we hire a contractor or train someone internally\n• offsite - tabled",
     ("hire a contractor", "train someone internally")),
    ("Slack, 9:02 AM\nRaj: the build is red again\nRaj: revert the merge or patch forward",
     ("revert the merge", "patch forward")),
    ("Subject: Renewal 2027\nStay with Chubb or move to Travelers?", ("Stay with Chubb", "move to Travelers")),
])

test_lines_carried_over_a_break_still_read = read_as_expected([
    ("FW: from Priya\n-- Nanodrop or Qubit for the library quant? (need answer by 3pm)", ("Nanodrop", "Qubit")),
    ("Should I pick\ncoffee or tea?", ("coffee", "tea")),  # as before
])

# A question quoted whole after "From …:" / "Email from …:", then a request for the assistant's view: the quote is
# read as a prompt of its own (forms/asking/_forwarded.py).
test_forwarded_quoted_question = read_as_expected([
    ('Email from Sales: "wondering whether the contractor NDA should be mutual or one-way, we\'re sharing pricing '
     'data with them"\nCan you answer this for me', ("mutual", "one-way")),
    ('Forwarding from Mike: "primary region in us-east-1 or primary region in eu-west-1 for the new tenant?" Any '
     'opinion?', ("primary region in us-east-1", "primary region in eu-west-1")),
    ('From the comms retro doc: "Do emails or Slack posts get read more by frontline staff?" nobody had data. what '
     'do you think', ("emails", "Slack posts")),
    ('From my manager: "should we ship on Monday or on Friday?" what do you think?', ("on Monday", "on Friday")),
    ('Note from legal: "wondering if the lease should be 3 years or 5 years" - any advice?', ("3 years", "5 years")),
    ("Text from my sister: \u201cpasta or tacos for dinner?\u201d thoughts?", ("pasta", "tacos")),
])

test_quoted_questions_not_handed_over_still_refused = still_refused([
    'Ticket #7731: "Can I change my shipping address or is it too late?"',  # nothing asked of the assistant
    'From my manager: "should we ship on Monday or on Friday?" I said Monday.',
    'He said "coffee or tea?" what do you think?',  # no label before the quote
    'From the notes: "Do we pick A, B or C?" what do you think',  # the quote is refused as a prompt would be
])  # the CAB notes' quote ("whether CHG-4471 goes … or gets pushed …") is read now: test_shared_subject_of_two_s_verbs

# "… or only | on request": B runs on over its preposition phrase when A has its own preposition or frequency
# (forms/end/unequal/led/_adverb_led.py).
test_focus_adverb_before_its_own_phrase = read_as_expected([
    ("Could you kindly advise: standing desks for everyone or only on request?", ("for everyone", "only on request")),
    ("need to tell the auditors if we rotate service account passwords every 90 days or only on staff departure - "
     "what's standard?", ("every 90 days", "only on staff departure")),
    ("should we review access each quarter or only after incidents?", ("each quarter", "only after incidents")),
    ("should we patch servers every other week or only on alerts?", ("every other week", "only on alerts")),
])

test_focus_adverb_near_misses = read_as_expected([
    ("should we open the office on weekdays or only on Saturdays?", ("on weekdays", "only on Saturdays")),  # as before
    ("should I buy a car for the commute or only for weekends?", ("for the commute", "only for weekends")),  # as before
])

test_focus_adverb_without_own_adverbial_still_refused = still_refused([
    "should we send invoices to every client or only on request?",  # "every client": no time
    "should we offer refunds or only on request?",  # A has no preposition of its own
])

test_focus_adverb_before_bs_to_read = read_as_expected([  # read since the 137th part's fix ("or just to | …"), as
    # the corpus labels it
    ("Do I want to fix the leaky faucet with a new cartridge or just to replace the whole thing",
     ("fix the leaky faucet with a new cartridge", "replace the whole thing")),
])

# Two fillers before a question's auxiliary ("ok so | is it better to …") open it as one does.
test_two_fillers_before_the_question = read_as_expected([
    ("ok so is it better to book the venue now at the early-bird rate or wait until headcount is confirmed",
     ("book the venue now at the early-bird rate", "wait until headcount is confirmed")),
    ("ok so should we book the venue now or wait", ("book the venue now", "wait")),
    ("and so do we lease the van or buy it outright", ("lease the van", "buy it outright")),
])

test_fillers_before_a_statement_still_refused = still_refused([
    "ok so I booked the venue or maybe not",
])

# "the ones" after the "or" stands for A's things: A is the verb's object, no name (forms/start/_names.py).
test_the_ones_after_or = read_as_expected([
    ("!!! rotate all tokens now -or- only the ones in the leaked repo ???",
     ("all tokens now", "only the ones in the leaked repo")),
    ("rotate all tokens now or only the ones in the leaked repo?",
     ("all tokens now", "only the ones in the leaked repo")),
    ("replace all the bulbs or just the ones that flicker?", ("all the bulbs", "just the ones that flicker")),
])

test_no_ones_after_or_still_refused = still_refused([
    "rotate all tokens now or only some in the leaked repo?",
])

# A B counting the noun of A's "of" phrase is a whole phrase of its own (_formcheck.py).
test_counted_noun_of_the_of_phrase = read_as_expected([
    ("the 10-pack of licenses for $1,190 or 25 licenses at $99 each?",
     ("10-pack of licenses for $1,190", "25 licenses at $99 each")),
    ("the 10-pack of seats for $1,190 or 25 seats at $99 each?",
     ("10-pack of seats for $1,190", "25 seats at $99 each")),
    ("the 3-pack of filters for $30 or 5 filters at $8 each?", ("3-pack of filters for $30", "5 filters at $8 each")),
])

test_of_phrase_without_its_noun_in_b_still_refused = still_refused([
    "a case of wine or 6 bottles?",
    "a cup of coffee or tea?",
    "a 5-pack of licenses or 10 single licenses?",
])

# A two-word preposition cut in half before A ("comes out | of the Q3 budget") is both options'; a money amount in a
# clause's subject ("the $18k consulting fee comes …") does not end it.
test_two_word_preposition_and_money_in_the_subject = read_as_expected([
    ("I need to let Karen know by EOD if the $18k consulting fee comes out of the Q3 budget or the discretionary fund. "
     "Can you help me figure out which makes more sense?", ("Q3 budget", "discretionary fund")),
    ("I need to know if the $18k fee comes out of the Q3 budget or the discretionary fund?",
     ("Q3 budget", "discretionary fund")),
    ("should the fee come out of the Q3 budget or the discretionary fund?", ("Q3 budget", "discretionary fund")),
])

test_two_word_preposition_near_misses = read_as_expected([
    ("should the desk go next to the window or the door?", ("window", "door")),  # as before
    ("not sure whether the $500 deposit goes to the landlord or the agency?", ("landlord", "agency")),  # as before
])

test_two_word_preposition_before_unlike_determiners_still_refused = still_refused([
    "should we pay it out of my savings or a loan?",
])

# Two "-s" verb phrases sharing a clause's subject after "whether" / "if" ("CHG-4471 | goes … or gets pushed to next
# sprint"): they were read 'Friday window' / 'gets pushed', 'Denver' / 'stays home' before, then refused here as
# verb phrases whose end was unclear; session 50 reads them as the two verb phrases, B to its verb phrase's end (the
# refusal was needless: CHG-4471's corpus label is these options; forms/start/subjects/_shared_subject.py).
test_shared_subject_of_two_s_verbs = read_as_expected([
    ('From the CAB notes: "need a recommendation on whether CHG-4471 goes in the Friday window or gets pushed to next '
     'sprint" - what do you think?', ("goes in the Friday window", "gets pushed to next sprint")),
    ("need a recommendation on whether the change goes in the Friday window or gets pushed to next sprint",
     ("goes in the Friday window", "gets pushed to next sprint")),
    ("not sure whether the team goes to Denver or stays home", ("goes to Denver", "stays home")),
    ("I wonder if the package arrives Monday or gets delayed again", ("arrives Monday", "gets delayed again")),
])

test_shared_subject_near_misses = read_as_expected([
    ("should it go in the Friday window or get pushed to next sprint?",
     ("go in the Friday window", "get pushed to next sprint")),  # as before
    ("not sure whether the team gets coffee or drinks", ("coffee", "drinks")),  # as before: "drinks" may be a noun
])
