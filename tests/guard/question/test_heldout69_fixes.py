"""the sixty-ninth held-out part's 9 silent misreads (bench/results/questions_heldout69_first.txt): eight read right by
general rules, the ninth ("Should we source the data science role through a recruiter or our referral program?": B
against the object or the preposition's?) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A period closing a verb-phrase B against a period of the same shape in A ("Q2" / "in Q3"): B's own, set against A's.
test_period_against_a_period_of_a = read_as_expected([
    ("After the audit adjustment, should we restate Q2 or book the correction in Q3?",
     ("restate Q2", "book the correction in Q3")),
    ("Should we close FY24 now or carry the balance into FY25?", ("close FY24 now", "carry the balance into FY25")),
    ("Should we ship it in H1 or push the launch to H2?", ("ship it in H1", "push the launch to H2")),
])

test_period_without_one_in_a_still_shared = read_as_expected([
    ("Should we restate the numbers or book the correction in Q3?", ("restate the numbers", "book the correction")),
])

# A "for" phrase after B's verb of stopping (what the stop covers) or of holding (a span going on: "30 more days") is
# B's own.
test_for_after_stopping_or_holding = read_as_expected([
    ("Our on-call rotation has 5 people. Two are leaving next month. Pages average 30 a week. Should we hire a "
     "contractor or pause the rotation for low-severity alerts?",
     ("hire a contractor", "pause the rotation for low-severity alerts")),
    ("Should we add headcount or suspend the on-call rotation for minor incidents?",
     ("add headcount", "suspend the on-call rotation for minor incidents")),
    ("Should we fix the flaky tests or disable the suite for draft PRs?",
     ("fix the flaky tests", "disable the suite for draft PRs")),
    ("Should we take the 2% early payment discount or hold the $310,000 for 30 more days?",
     ("take the 2% early payment discount", "hold the $310,000 for 30 more days")),
    ("Should we sell the shares now or keep them for another two years?",
     ("sell the shares now", "keep them for another two years")),
])

test_for_after_other_verbs_still_shared = read_as_expected([
    ("Should we hire a contractor or use an agency for the migration?", ("hire a contractor", "use an agency")),
    ("Should we take the discount or hold the cash for payroll?", ("take the discount", "hold the cash")),
    ("Should we rent a car or borrow one for 30 days?", ("rent a car", "borrow one")),
    ("Should I upgrade my phone or keep using it for another year?", ("upgrade my phone", "keep using it")),
    ("Should I rent the flat or keep it for the summer?", ("rent the flat", "keep it")),  # no span going on
    ("Should we pay the invoice or hold the funds for 60 days?", ("pay the invoice", "hold the funds")),
])

# A hyphenated word before "it" / "them" closing B is B's verb: two verb phrases, A keeps its verb.
test_hyphenated_verb_before_a_pronoun = read_as_expected([
    ("URGENT!!! block the IP range or just rate-limit it???", ("block the IP range", "just rate-limit it")),
    ("Should we delete the stale accounts or soft-delete them?", ("delete the stale accounts", "soft-delete them")),
    ("Do we archive the old logs or just hard-delete them?", ("archive the old logs", "just hard-delete them")),
    ("Should we ban the user or just shadow-ban them?", ("ban the user", "just shadow-ban them")),
])

test_hyphenated_noun_b_still_a_noun = read_as_expected([
    ("block the IP range or the rate-limit rule?", ("IP range", "rate-limit rule")),  # as before
])

# A means of three words after "by" against a two-word B: the two means.
test_three_word_means_after_by = read_as_expected([
    ("pen test by internal red team or external firm ?? budget is tight !!", ("internal red team", "external firm")),
    ("security audit by internal audit team or external auditors?", ("internal audit team", "external auditors")),
])

test_means_after_by_near_misses_as_before = read_as_expected([
    ("offer letter by email or DocuSign?", ("email", "DocuSign")),
    ("a novel by George Orwell or poetry?", ("novel by George Orwell", "poetry")),
])

# An unlisted word after "Should we" is a verb: B against its object or the preposition's? refused.
test_unlisted_verb_object_and_phrase_refused = still_refused([
    "Should we source the data science role through a recruiter or our referral program?",
    "Should we source the role through a recruiter or our referral program?",
    "Should we source the data science role through Hays or our referral program?",
])

test_unlisted_verb_with_same_determiner_still_read = read_as_expected([
    ("Should we source the data science role through a recruiter or a referral program?",
     ("recruiter", "referral program")),  # as before
])

# A bare verb right after a one-word name B opens the predicate after "Do / Will / Can …".
test_verb_after_a_named_subject = read_as_expected([
    ("Do Cassandra or DynamoDB handle write-heavy load better?", ("Cassandra", "DynamoDB")),
    ("Will Kafka or RabbitMQ handle bursty traffic better?", ("Kafka", "RabbitMQ")),
    ("Do Vendor A or Vendor B offer better SLA credits?", ("Vendor A", "Vendor B")),  # as before
])

# "up to" and an amount after an amount B: B's cap, B's own.
test_cap_of_an_amount = read_as_expected([
    ("The 401(k) match: 4% flat or 50% up to 6%?", ("4% flat", "50% up to 6%")),
    ("Commission: 8% flat or 12% up to $50,000?", ("8% flat", "12% up to $50,000")),
    ("Should the bonus be a $500 stipend or 10% up to $2,000?", ("$500 stipend", "10% up to $2,000")),
])

test_cap_without_an_amount_refused = still_refused([
    "The 401(k) match: 4% flat or 50% up to the cap?",
])

# A verb of advising, the one advised and its that-clause before A: A opens at the clause's verb.
test_advised_before_a_that_clause = read_as_expected([
    ("Should I recommend to the board that we raise a bridge round or cut burn by 30%?",
     ("raise a bridge round", "cut burn by 30%")),
    ("Should we suggest to the client that they renew the contract or switch vendors?",
     ("renew the contract", "switch vendors")),
    ("Would you propose to the committee that we delay the launch or ship it now?",
     ("delay the launch", "ship it now")),
])

test_advised_objects_still_read = read_as_expected([
    ("Should I recommend to the board a bridge round or a 30% burn cut?", ("bridge round", "30% burn cut")),
    ("Should I recommend Vendor A or Vendor B to the board?", ("Vendor A", "Vendor B")),
])
