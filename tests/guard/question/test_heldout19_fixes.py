"""The nineteenth held-out part's misreads and refusals, fixed by general rules (tested here on other prompts
too). Its first scoring is bench/results/questions_heldout19_first.txt (231/256, 16 refused, 9 silently
wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# "ask <someone> for <something>": the "for" after the object of "ask" is B's own second complement.
test_ask_someone_for_is_bs_own = read_as_expected([
    ("hey @sam — do we fund payroll a day early or ask the provider for an exception? ty",
     ("fund payroll a day early", "ask the provider for an exception")),
    ("should I pay the rent late or ask my landlord for an extension?",
     ("pay the rent late", "ask my landlord for an extension")),
    ("do we sue now or ask the builder for a refund", ("sue now", "ask the builder for a refund")),
])

# "Would you advise / recommend / suggest | <gerund> … or <gerund> …": the lead's verb is not A's.
test_advise_before_gerunds_leads_in = read_as_expected([
    ("Dear counsel, would you advise signing the SOW now or waiting for the revised MSA? Best, J.",
     ("signing the SOW now", "waiting for the revised MSA")),
    ("Would you advise hiring a contractor or doing it myself?", ("hiring a contractor", "doing it myself")),
    ("would you suggest driving or flying to Denver?", ("driving", "flying")),
])

# "(only / just) the one(s) | in …": the phrase after the pronoun "ones" tells which ones, so it is B's own.
test_the_ones_keep_their_phrase = read_as_expected([
    ("[SEC-88] Rotate all API keys now or only the ones in the leaked repo?",
     ("all API keys now", "only the ones in the leaked repo")),
    ("should we recall all units or only the ones from the bad batch?",
     ("all units", "only the ones from the bad batch")),
    ("the blue one or just the one with the hood?", ("blue one", "just the one with the hood")),
])

# "Is A or B <adjective of judgement> (for …)?": "OK", "realistic", "safe" … is the predicate, as "better" is.
test_a_judging_adjective_is_the_predicate = read_as_expected([
    ("Is an RTO of 4 hours or an RTO of 24 hours realistic for the billing system?",
     ("RTO of 4 hours", "RTO of 24 hours")),
    ("is ibuprofen or naproxen safe during pregnancy?", ("ibuprofen", "naproxen")),
    ("Is a 3-month or a 6-month timeline realistic?", ("3-month", "6-month")),
])

# "between <giving gerund> <the person> | A or B": the person given to is no part of A, on the 'between' path
# as after "should we offer the candidate".
test_a_person_given_to_after_between = read_as_expected([
    ("Can't decide between offering the candidate more equity or a higher base.", ("more equity", "higher base")),
    ("torn between giving my son a laptop or a tablet for his birthday", ("laptop", "tablet")),
    ("choosing between offering the team a bonus or extra leave", ("bonus", "extra leave")),
    ("between feeding my baby formula or breast milk?", ("formula", "breast milk")),
])

# "<verb> the <object> or | re<verb> from …": a listed verb with "re-" before it, after a verb phrase A and before
# a preposition, article or pronoun, opens a verb phrase B (its "from …" is its own).
test_a_re_verb_opens_a_verb_phrase = read_as_expected([
    ("Once the database is restored from the 02:00 snapshot, do we replay the queue or reprocess from the source "
     "files?", ("replay the queue", "reprocess from the source files")),
    ("should I patch the old install or reinstall from scratch?", ("patch the old install", "reinstall from scratch")),
    ("do we fix the migration or rerun it from the backup", ("fix the migration", "rerun it from the backup")),
])

test_a_re_word_before_a_noun_stays_a_noun = read_as_expected([
    ("should we book a hotel or retreat center for the offsite", ("hotel", "retreat center")),
])

# "'Unlimited' PTO": a single quote closing after a word or a few and before the rest quotes them; it is kept
# with A, as a double quote is ('"smart" thermostat').
test_a_single_quoted_word_keeps_its_quote = read_as_expected([
    ("'Unlimited' PTO or a fixed 25 days?", ("'Unlimited' PTO", "fixed 25 days")),
    ("'Smart' meter or a regular one?", ("'Smart' meter", "regular one")),
    ("Is 'organic' milk or regular milk better?", ("'organic' milk", "regular milk")),
    ("\u2018Smart\u2019 meter or a regular one?", ("\u2018Smart\u2019 meter", "regular one")),
])

# "<noun> or | wait for <something> (to <verb>)": "wait" is bound to its "for" (as "stick to", "opt for"), and a
# "for <subject> to <verb>" clause after it is what B waits for, B's own.
test_wait_for_stays_in_b = read_as_expected([
    ("#inc-2026-11-30 @oncall failover to us-east-2 or wait for AWS to recover?",
     ("failover to us-east-2", "wait for AWS to recover")),
    ("surgery now or wait for the swelling to go down?", ("surgery now", "wait for the swelling to go down")),
    ("refund or wait for a replacement?", ("refund", "wait for a replacement")),
    ("Tesla now or wait for the new model to come out?", ("Tesla now", "wait for the new model to come out")),
])

# "a <modifier> <noun> or a <modifier> <message> | to <people>": whom B's message is addressed to is B's own when
# A names nothing sent; shared when A is sent too ("a phone call or a formal letter | to the landlord").
test_a_message_keeps_its_address = read_as_expected([
    ("How would you advise we handle it — a public postmortem or a private note to affected customers?",
     ("public postmortem", "private note to affected customers")),
    ("a quiet word or a formal complaint to HR?", ("quiet word", "formal complaint to HR")),
    ("a team lunch or a thank-you card to each volunteer?", ("team lunch", "thank-you card to each volunteer")),
])

test_a_message_shares_an_address_with_a_sent_a = read_as_expected([
    ("a phone call or a formal letter to the landlord?", ("phone call", "formal letter")),
    ("should I send flowers or a card to my aunt?", ("flowers", "card")),
    ("a public statement or a short note to explain the delay?", ("public statement", "short note")),
])

# "… or (to) say no | for now": "for now" / "for the time being" closing B is B's own time, as "now" after A is A's.
test_for_now_stays_in_b = read_as_expected([
    ("An employee asked to work from Portugal for three months. We don't have an entity there. Legally, is it "
     "safer to use an EOR or to say no for now? I'd like to be supportive if possible.",
     ("use an EOR", "say no for now")),
    ("should we hire now or freeze hiring for now?", ("hire now", "freeze hiring for now")),
    ("fix the roof or patch it for the time being?", ("fix the roof", "patch it for the time being")),
    ("should I sell the car or keep it for now", ("sell the car", "keep it for now")),
])

# "Does A or B | <verb> these … / multi-step …": an unlisted bare verb before "these" / "those" (as before "the"),
# or a listed one before a hyphenated noun, starts the predicate after a subject pair.
test_a_bare_verb_after_a_subject_pair = read_as_expected([
    ("Does Coupa or Zip handle multi-step approvals more cleanly?", ("Coupa", "Zip")),
    ("Does Sentry or Datadog APM catch these frontend errors earlier?", ("Sentry", "Datadog APM")),
    ("Does Jira or Linear catch those duplicate tickets?", ("Jira", "Linear")),
    ("Does Notion or Coda handle large databases better?", ("Notion", "Coda")),
])

# "should the <noun phrase> | be A or B": a determiner and only plain words before "be" make the subject, even
# when one of them may be a verb ("leave", "review"): no object of its own follows it.
test_a_subject_noun_phrase_before_be = read_as_expected([
    ("#people-ops: should the new parental leave policy be 16 weeks or 20 weeks?", ("16 weeks", "20 weeks")),
    ("should the new sick leave allowance be 5 days or 10 days?", ("5 days", "10 days")),
    ("should the monthly budget review be on Monday or Friday?", ("Monday", "Friday")),
])

# "@legal-team", "@john.smith": a mention with a hyphen or a dot in its handle is one tag, as "#inc-2026-11-30" is.
test_a_hyphenated_mention_is_one_tag = read_as_expected([
    ("@legal-team [CTR-107] accept the uncapped indemnity or walk away from the deal?",
     ("accept the uncapped indemnity", "walk away from the deal")),
    ("@data-eng should we use Airflow or Dagster?", ("Airflow", "Dagster")),
    ("@john.smith tea or coffee for the offsite?", ("tea", "coffee")),
    ("@ops-team [INC-12] roll back or hotfix?", ("roll back", "hotfix")),
])
