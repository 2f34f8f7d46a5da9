"""the fifty-fourth held-out part's refused pairwise prompts (bench/results/questions_heldout54_first.txt): fifteen
read right by general rules; four stay refused, each for a reason its form gives ("MongoDB and Postgres | with
JSONB | for …": a "with" phrase B's own or both's; "Is it time for Kubernetes or should we …": a yes/no question and
another; '"LGTM" with nits -- or "request changes"??': a quote cut). "varchar(255) or text.", once refused as a pair
told with a full stop, reads right since session 50: the fragments after the stop tell the occasion.)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Verbs the lists lacked (catch, squash, truncate, archive, rebase, page): the verb after a subject pair ("… codeql |
# catch more real bugs"), a verb phrase opening each option ("truncate the table or archive it …").
test_listed_verbs_of_code_and_operations = read_as_expected([
    ("do semgrep or codeql catch more real bugs in a typescript codebase", ("semgrep", "codeql")),
    ("does ESLint or tsc catch more type errors in practice?", ("ESLint", "tsc")),
    ("truncate the audit_log table or archive it to S3 first",
     ("truncate the audit_log table", "archive it to S3 first")),
    ("whats the right call, to page the DBA at 3am or let it ride till morning",
     ("page the DBA at 3am", "let it ride till morning")),
])

test_listed_verbs_near_misses_as_before = read_as_expected([
    ("do unit tests or integration tests catch more regressions?", ("unit tests", "integration tests")),
    ("should we archive the old repo or delete it?", ("archive the old repo", "delete it")),
    ("is it smarter to batch jobs nightly or to stream them?", ("batch jobs nightly", "stream them")),
])

# After an infinitive's "to" an option's first word is its verb, so an -s word after it is its object ("to squash |
# commits"), not a verb swallowed into the option.
test_infinitive_verb_and_its_plural_object = read_as_expected([
    ("is it better to squash commits before merging or to keep the full history?",
     ("squash commits before merging", "keep the full history")),
    ("is it better to swap drives now or to wait for the sale?", ("swap drives now", "wait for the sale")),
])

test_infinitive_near_misses_as_before = read_as_expected([
    ("is it better to flag issues early or to wait for the review?", ("flag issues early", "wait for the review")),
    ("is it smarter to patch servers in place or to rebuild the images?",
     ("patch servers in place", "rebuild the images")),
])

test_infinitive_after_a_motion_verb_still_refused = still_refused([
    "Should I go to book club meets or to the gym?",
])

# "only" before B's verb is a focus adverb as "just" is ("… or only | run the affected tests"): two verb phrases.
test_only_before_b_verb = read_as_expected([
    ("Because our test suite takes 45 minutes, do we shard it across runners or only run the affected tests on PRs?",
     ("shard it across runners", "only run the affected tests on PRs")),
    ("should we rent a car or only take the train?", ("rent a car", "only take the train")),
    ("should we hire a contractor or only plan the work ourselves?",
     ("hire a contractor", "only plan the work ourselves")),
])

test_only_before_a_noun_as_before = read_as_expected([
    ("should we buy the whole set or only the ones we need?", ("whole set", "only the ones we need")),
])

# "each" closing an option after a counted plural ("of 1000 rows each", "two scoops each"): no cut "each …".
test_each_after_a_counted_plural = read_as_expected([
    ("is it faster to bulk load with COPY or to batch INSERTs of 1000 rows each",
     ("bulk load with COPY", "batch INSERTs of 1000 rows each")),
    ("should we give the kids two scoops each or one big bowl to share?",
     ("two scoops each", "one big bowl to share")),
    ("is it faster to bulk load with COPY or to batch INSERTs of 1000 rows each thanks in advance 🙏",
     ("bulk load with COPY", "batch INSERTs of 1000 rows each")),
])

test_each_after_a_singular_still_refused = still_refused([
    "should I buy the 6 pack or the 12 pack each",
])

# A short subject after "whether" may hold a hyphenated noun ("the on-call", "my ex-wife") or open with a word that is
# a noun as well as a verb before a plural ("review threads", "support tickets"): its modal ends the lead-in.
test_subject_after_whether = read_as_expected([
    ("so during the outage last night we argued about whether the on-call should page the DB team or just fail over "
     "to the replica themselves, what's the usual practice at bigger companies",
     ("page the DB team", "just fail over to the replica themselves")),
    ("whether my ex-wife should keep the house or sell it?", ("keep the house", "sell it")),
    ("Could you please advise whether review threads should be resolved by the author or by the reviewer?",
     ("by the author", "by the reviewer")),
    ("whether support tickets should go to Zendesk or Jira?", ("Zendesk", "Jira")),
])

test_articled_subject_after_whether_as_before = read_as_expected([
    ("whether the threads should be closed by the author or by the reviewer?", ("by the author", "by the reviewer")),
])

# A direction adverb and its "to" phrase as B against A's own preposition phrase ("through PgBouncer or directly to
# Postgres"); a "from" / "for" / "during" phrase after it is the verb's, both options'.
test_direct_to_against_a_way = read_as_expected([
    ("connecting through PgBouncer or directly to Postgres from the lambdas?",
     ("through PgBouncer", "directly to Postgres")),
    ("should the app talk through the gateway or directly to the database from the workers?",
     ("through the gateway", "directly to the database")),
    ("should I apply through a recruiter or directly to the company, given my resume?",
     ("through a recruiter", "directly to the company")),
])

test_direct_to_with_a_place_or_a_list_still_refused = still_refused([
    "should I sell through an agent or directly to buyers on Zillow",
    "should I go through the agency or directly to the landlord and the owner's lawyer in person next week?",
])

# B opened by "just" (the simpler course) keeps its "with" phrase, as it keeps its other closing phrases.
test_with_phrase_of_a_just_b = read_as_expected([
    ("can't decide between requesting changes and just approving with comments on this PR",
     ("requesting changes", "just approving with comments on this PR")),
    ("should I request changes or just approve with comments on this PR?",
     ("request changes", "just approve with comments on this PR")),
])

test_with_phrase_without_just_or_before_a_predicate_still_refused = still_refused([
    "should we rebuild the index or use RAG with a bigger model?",
    "is requesting changes or just approving with comments on this PR better?",
])

# Two names told in one sentence and chosen "between the two" / "of the two" in the next.
test_the_two_named_before = read_as_expected([
    ("We're evaluating CircleCI and Buildkite. If you had to choose between the two for self-hosted runners, which "
     "one?", ("CircleCI", "Buildkite")),
    ("We're looking at Grafana Cloud and Datadog. Which of the two is cheaper for 50 hosts?",
     ("Grafana Cloud", "Datadog")),
    ("Our team tried Jira and Linear. Which of the two would you pick for a 10 person startup?", ("Jira", "Linear")),
])

test_the_two_without_two_names_still_refused = still_refused([
    "We bought eggs and milk. Which of the two goes off first?",
    "We're evaluating CircleCI, Jenkins and Buildkite. Which of the two is better?",
    "We're evaluating CircleCI and Buildkite. Can you compare the two?",
])

# "… asked me to find out if A or B …": the question the asker was sent with; and a core cut to one compound after
# A's preposition is cut again against B ("committing to a | 1-year or a 3-year | savings plan").
test_errand_to_find_out = read_as_expected([
    ("Our finance person asked me to find out if committing to a 1-year or a 3-year savings plan is smarter given "
     "we might migrate off AWS in 2028", ("1-year", "3-year")),
    ("My boss asked me to find out if Postgres or MySQL is faster", ("Postgres", "MySQL")),
    ("is committing to a 1-year or a 3-year savings plan smarter?", ("1-year", "3-year")),
])

test_errand_near_misses_as_before = still_refused([
    "My boss told me to find out if Postgres or MySQL is faster",
    "My boss asked me to find out the Postgres or MySQL license costs.",
])

# A pair closed by the asker's not knowing which ("… i never know lol") asks, as "idk" does.
test_not_knowing_closes_the_pair = read_as_expected([
    ("merge... or rebase... i never know lol", ("merge", "rebase")),
    ("tabs or spaces, i never know", ("tabs", "spaces")),
    ("merge or rebase, i don't know", ("merge", "rebase")),
])

test_a_habit_told_before_the_pair_still_refused = still_refused([
    "I can never decide whether to lift or run so I usually just do neither lol",
    "I never know whether to merge or rebase.",
])

# A capitalised "VS" after a preposition or determiner and before a capital is a name's word ("in VS Code").
test_vs_in_a_name = read_as_expected([
    ("resolving conflicts in VS Code or with `git mergetool` + vimdiff, what's less error-prone?",
     ("in VS Code", "with `git mergetool` + vimdiff")),
    ("resolving conflicts in VS Code or with vimdiff, what's less error-prone?", ("in VS Code", "with vimdiff")),
])

test_vs_as_coordinator_as_before = read_as_expected([
    ("Vendor A vs Vendor B — who gets the janitorial contract?", ("Vendor A", "Vendor B")),
    ("pour over vs French press for a family of four", ("pour over", "French press")),
])

test_vs_after_a_verb_still_refused = still_refused(["should I use VS Code or Zed?"])

# "we" / "I" and a verb opening a question in a statement's order, B a verb phrase too.
test_statement_order_question = read_as_expected([
    ("consumer lag is at 2M messages. we scale the consumers horizontally or increase the partition count on the "
     "topic?", ("scale the consumers horizontally", "increase the partition count on the topic")),
    ("we rent a car or take the train?", ("rent a car", "take the train")),
    ("I call the vendor or wait for support to reply?", ("call the vendor", "wait for support to reply")),
])

test_statement_order_near_misses_still_refused = still_refused([
    "we use Postgres or MySQL?",
    "we need to rent a car or take the train?",
    "we scale the consumers horizontally or increase the partition count on the topic.",
])

# A's first two words repeated in B after an article are a noun's ("read replica … or a read replica …").
test_name_repeated_after_an_article = read_as_expected([
    ("read replica in the same region or a read replica in eu-west-1 for the reporting dashboards?",
     ("read replica in the same region", "read replica in eu-west-1")),
    ("run book in Confluence or a run book in the repo?", ("run book in Confluence", "run book in the repo")),
    ("read model in Redis or a read model in Postgres for the dashboards?",
     ("read model in Redis", "read model in Postgres")),
])

test_name_not_repeated_as_before = read_as_expected([
    ("read replica in the same region or in eu-west-1?", ("in the same region", "in eu-west-1")),
])

# Refused, each for its form's reason.
test_still_refused_forms = still_refused([
    "Trying to decide between MongoDB and Postgres with JSONB for our product catalog.",
    "We run 14 microservices on a single VM with docker-compose. Traffic doubled last quarter. Is it time for "
    "Kubernetes or should we just get a bigger VM?",
    "\"LGTM\" with nits -- or \"request changes\"?? (first time reviewing a senior's PR)",
])
