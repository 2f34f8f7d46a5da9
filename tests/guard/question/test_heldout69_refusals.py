"""the sixty-ninth held-out part's refusals (bench/results/questions_heldout69_first.txt): pairwise prompts read
right by general rules (a task verb weighed against another verb, "whether … should" past a figure, an opening verb
with an articled pair as its object, "now" against a phrase of when, a person given to that no list names, an
ellipsis after a letter label); the rest stay refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A task word ("build", "rewrite", "draft") opening a short verb phrase set against another verb that is no task,
# closed by "?": the asker weighs two actions, not a request for the assistant to build or rewrite something.
test_task_verb_against_another_verb = read_as_expected([
    ("build or buy?", ("build", "buy")),
    ("We have 6 engineers and a deadline in 10 weeks. The legacy reporting module is brittle. Rewrite it or patch it?",
     ("Rewrite it", "patch it")),
    ("design or license?", ("design", "license")),
    ("Draft the email or call them?", ("Draft the email", "call them")),
    ("Build a house or rent?", ("Build a house", "rent")),
])

test_tasks_for_the_assistant_still_refused = still_refused([
    "Write a poem or a story?",  # a noun against the task verb
    "Summarize it or translate it?",  # two tasks
    "Please rewrite it or patch it?",  # a request
    "Write it or patch it.",  # no question
])

# "whether" and a subject holding a figure before "should" ("whether the $1.2M should go …") asks, as "whether the
# money should go …" does.
test_whether_should_past_a_figure = read_as_expected([
    ("Write a two-line answer on whether the $1.2M should go to the sales team or the product team.",
     ("sales team", "product team")),
    ("Write a short note on whether the $500 bonus should go to Ana or Ben.", ("Ana", "Ben")),
    ("Write a two-line answer on whether the money should go to the sales team or the product team.",
     ("sales team", "product team")),  # as before
])

test_story_of_a_choice_still_refused = still_refused([
    "Write a story about whether the $1.2M went to the sales team or the product team.",
])

# A bare verb opening the sentence, its object the pair with an article on each side: the verb is both's.
test_opening_verb_with_an_articled_pair = read_as_expected([
    ("Approve the standard support tier or the premium support tier for Workday?",
     ("standard support tier", "premium support tier")),
    ("Hire the senior candidate or the junior candidate?", ("senior candidate", "junior candidate")),
    ("Buy the red car or the blue car?", ("red car", "blue car")),
    ("We need a ruling. Approve the standard tier or the premium tier?", ("standard tier", "premium tier")),
])

test_opening_verb_against_a_verb_still_read = read_as_expected([
    ("Approve the standard tier or reject it?", ("Approve the standard tier", "reject it")),  # as before
    ("Put the box in the garage or the shed?", ("garage", "shed")),  # as before
])

test_opening_verb_with_another_article_still_refused = still_refused([
    "Approve a standard tier or the premium tier?",
])

# A verb phrase closing on "now" / "today" / "tonight" against a short phrase of when (a preposition and a
# determiner or a time word): the time word and the phrase are the options.
test_now_against_a_phrase_of_when = read_as_expected([
    ("rotate the keys now or at the scheduled window?", ("now", "at the scheduled window")),
    ("should we rotate the keys now or at the scheduled window?", ("now", "at the scheduled window")),
    ("send the invoice now or at month end?", ("now", "at month end")),
    ("deploy the patch tonight or on the next release?", ("tonight", "on the next release")),
    ("ship the hotfix today or with the next sprint?", ("today", "with the next sprint")),
])

test_now_against_a_place_still_refused = still_refused([
    "finish the report now or at home?",  # no determiner or time word
    "rotate the keys now or at the window when traffic drops?",  # a clause in B
])

test_time_after_a_place_of_a_still_read = read_as_expected([
    ("charging my EV at home overnight or at a supercharger between rides",
     ("at home overnight", "at a supercharger")),  # as before
])

# A verb of giving, a person given to that no list names ("the new hires") and the thing given after "a" / "an".
test_person_given_to_before_an_indefinite_article = read_as_expected([
    ("May I ask whether we should offer the new hires a signing bonus or extra equity?",
     ("signing bonus", "extra equity")),
    ("Should we offer the new hires a signing bonus or extra equity?", ("signing bonus", "extra equity")),
    ("Should we give the interns a stipend or free housing?", ("stipend", "free housing")),
    ("Should we send the vendors a warning or a fine?", ("warning", "fine")),  # as before
])

test_listed_person_given_to_still_read = read_as_expected([
    ("Should we give the candidate a signing bonus or extra equity?", ("signing bonus", "extra equity")),  # as before
])

# A letter label before an ellipsis ("vendor b...??"): the ellipsis' first period is no abbreviation's.
test_letter_label_before_an_ellipsis = read_as_expected([
    ("vendor a... or vendor b...??", ("vendor a", "vendor b")),
    ("option a... or option b...?", ("option a", "option b")),
    ("Plan A... or Plan B...??", ("Plan A", "Plan B")),
    ("vendor a or vendor b??", ("vendor a", "vendor b")),  # as before
])

test_period_of_an_abbreviation_still_read = read_as_expected([
    ("Dr. Smith or Dr. Jones?", ("Dr. Smith", "Dr. Jones")),  # as before
])

# A subject holding a word that is a verb too ("leave", "risk", "rent"), its modal and verb before the pair: the
# verb after the modal is where A's verb phrase starts, as after "the new travel policy should".
test_modal_after_a_subject_with_a_verb_word = read_as_expected([
    ("Tell me if the new parental leave policy should apply from the hire date or after 90 days of service, with "
     "reasoning.", ("from the hire date", "after 90 days of service")),
    ("Considering the vendor has no SOC 2 report, should risk sign off with compensating controls or block "
     "onboarding?", ("sign off with compensating controls", "block onboarding")),
    ("should rent go up or stay flat?", ("go up", "stay flat")),
    ("should risk sign off or block onboarding?", ("sign off", "block onboarding")),
])

test_subject_without_a_verb_word_still_read = read_as_expected([
    ("should the risk team sign off with compensating controls or block onboarding?",
     ("sign off with compensating controls", "block onboarding")),  # as before
    ("Tell me if the new travel policy should apply from the hire date or after 90 days of service.",
     ("from the hire date", "after 90 days of service")),  # as before
])

test_verb_after_a_modal_without_a_subject_still_refused = still_refused([
    "should rent the flat or buy a house?",
])

# A request for the reasons closing the question ("… and explain why?", ", and tell me why"): asked of the assistant,
# no part of B.
test_closing_request_for_reasons = read_as_expected([
    ("Can you check whether our team should upgrade to Python 3.12 or stay on 3.10 for the rest of the year and "
     "explain why?", ("upgrade to Python 3.12", "stay on 3.10")),
    ("Can you check whether our team should upgrade to Python 3.12 or stay on 3.10 and explain why?",
     ("upgrade to Python 3.12", "stay on 3.10")),
    ("Should we hire a contractor or train an existing engineer and tell me why?",
     ("hire a contractor", "train an existing engineer")),
    ("Should we hire a contractor or train an existing engineer, and tell me why.",
     ("hire a contractor", "train an existing engineer")),  # as before
])

test_reasons_told_of_still_refused = still_refused([
    "Explain why we chose Postgres or MySQL",
])

# B opening on "do" and an object pronoun no verb follows ("or do it in house"): "do" is B's verb, not a second
# question's auxiliary.
test_do_it_as_b = read_as_expected([
    ("is it cheaper to outsource the rebrand or do it in house", ("outsource the rebrand", "do it in house")),
    ("should we hire an agency or do it in-house?", ("hire an agency", "do it in-house")),
    ("should I paint the house myself or do it with a crew?", ("paint the house myself", "do it with a crew")),
])

test_second_question_after_do_still_refused = still_refused([
    "Is it cheaper to lease or do I have to buy?",
    "should we outsource the rebrand or do they handle it?",
    "is it cheaper to outsource or does it cost more to hire?",
])

# B a verb of paying or giving, a bare noun and "to" before the one given to: a verb phrase, not a noun like A's
# object.
test_given_to_a_recipient_as_b = read_as_expected([
    ("if the Q4 forecast holds, do we hire seasonal temps or pay overtime to the existing crew",
     ("hire seasonal temps", "pay overtime to the existing crew")),
    ("do we hire seasonal temps or pay overtime to the existing crew?",
     ("hire seasonal temps", "pay overtime to the existing crew")),
    ("do we hire seasonal staff or give raises to our team?", ("hire seasonal staff", "give raises to our team")),
    ("should we hire contractors or give raises to our staff?",
     ("hire contractors", "give raises to our staff")),  # as before
])

test_given_without_a_recipient_still_refused = still_refused([
    "do we hire seasonal temps or pay overtime?",
])

test_noun_before_to_without_a_verb_of_giving_still_read = read_as_expected([
    ("should we buy health insurance or travel insurance to the US?", ("health insurance", "travel insurance")),
])
