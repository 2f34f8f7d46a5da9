"""the fifty-third held-out part's 15 silent misreads (bench/results/questions_heldout53_first.txt): eleven read right
by general rules, four ('AdamW or SGD with momentum for …', '… freeze the backbone or fine-tune all layers with a
lower LR', '… or use an LLM with few-shot prompting', 'Holt-Winters additive or multiplicative seasonality') refused
with a reason."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A capitalised "-ing" word after the "or" is a name, no gerund answering a lower-case gerund A.
test_capitalised_ing_word_is_a_name = read_as_expected([
    ("initializing the weights with Xavier or Kaiming for a network that uses LeakyReLU?", ("Xavier", "Kaiming")),
    ("training the model with Adam or Lion for a small dataset?", ("Adam", "Lion")),
    ("testing the API with Postman or Insomnia for the demo?", ("Postman", "Insomnia")),
])

test_lower_case_gerunds_still_read = read_as_expected([
    ("paying off the loan or investing the money?", ("paying off the loan", "investing the money")),  # as before
])

# A value quoted inside its word keeps its closing quote.
test_value_quoted_inside_its_word = read_as_expected([
    ("hey can u check whether class_weight='balanced' or SMOTE makes more sense for my logistic regression "
     "(positives are ~4%)", ("class_weight='balanced'", "SMOTE")),
    ("should I set reduction='mean' or reduction='sum' for the loss?", ("reduction='mean'", "reduction='sum'")),
    ("penalty='l1' or penalty='l2' for a sparse model?", ("penalty='l1'", "penalty='l2'")),
])

test_quotes_around_options_still_dropped = read_as_expected([
    ("Should I read 'Dune' or 'Foundation' first?", ("Dune", "Foundation")),  # as before
    ("should I visit my parents' or my in-laws'?", ("my parents'", "my in-laws'")),  # as before
])

# Code spans joined by "+" are one option, marks and all.
test_code_spans_joined_by_plus = read_as_expected([
    ("Hi! Would you kindly advise whether we should use `MERGE` or `DELETE` + `INSERT` for the upsert step in our "
     "warehouse loads? Thank you!", ("MERGE", "`DELETE` + `INSERT`")),
    ("should we run `DELETE` + `INSERT` or `MERGE` nightly?", ("`DELETE` + `INSERT`", "MERGE")),
    ("`git fetch` + `git rebase` or `git pull` for syncing?", ("`git fetch` + `git rebase`", "git pull")),
])

test_single_code_spans_still_read = read_as_expected([
    ("use `MERGE` or `UPSERT` for the load?", ("MERGE", "UPSERT")),  # as before
])

test_code_span_joined_to_bare_words_refused = still_refused([
    "use `MERGE` or `DELETE` + cleanup?",
])

# An angle-bracketed label of hyphenated words opens no option.
test_angle_bracketed_team_label = read_as_expected([
    ("<eval-team> Exact match or F1 for scoring the QA benchmark?", ("Exact match", "F1")),
    ("<data-eng> Airflow or Dagster for the new pipelines?", ("Airflow", "Dagster")),
    ("<team> Zoom or Teams?", ("Zoom", "Teams")),  # as before
])

# A hyphenated "-ed" compound after a plural subject's verb is an adjective of its object, no verb.
test_hyphenated_participle_after_the_verb = read_as_expected([
    ("Do BPE or WordPiece tokenizers handle code-mixed Hindi-English text better?", ("BPE", "WordPiece tokenizers")),
    ("Do Postgres or MySQL replicas serve read-heavy traffic better?", ("Postgres", "MySQL replicas")),
    ("Do cast iron or steel pans handle high-heat searing better?", ("cast iron", "steel pans")),
])

test_plural_subject_pairs_still_read = read_as_expected([
    ("Do Honda or Toyota engines last longer?", ("Honda", "Toyota engines")),  # as before
])

# "least" before a plural noun (no time) quantifies it: no predicate.
test_least_before_a_plural_noun = read_as_expected([
    ("Given that the residuals are clearly heteroskedastic, do I use robust standard errors or weighted least "
     "squares?", ("robust standard errors", "weighted least squares")),
    ("should I fit ordinary least squares or ridge regression here?", ("ordinary least squares", "ridge regression")),
    ("do I use a GLM or iteratively reweighted least squares for this?",
     ("GLM", "iteratively reweighted least squares")),
])

test_least_before_an_adjective_still_a_predicate = read_as_expected([
    ("Is hiking or biking least risky for my knees?", ("hiking", "biking")),  # as before
    ("Is the bus or the train least crowded?", ("bus", "train")),  # as before
])

# A ticket id before a bracketed tag or a colon opens no option; "hotfix", "fine-tune" are verbs.
test_ticket_before_a_tag = read_as_expected([
    ("INC-2291 (urgent) roll back to model v3.2 or hotfix v3.3 in place?",
     ("roll back to model v3.2", "hotfix v3.3 in place")),
    ("OPS-17: restart the pods or scale the deployment?", ("restart the pods", "scale the deployment")),
    ("JIRA-4410 [blocker] revert the migration or patch forward?", ("revert the migration", "patch forward")),
])

test_ids_as_options_still_read = read_as_expected([
    ("SU-27 or F-35 for air superiority?", ("SU-27", "F-35")),  # as before
    ("ABC-12 (the old model) or XYZ-9?", ("ABC-12 (the old model)", "XYZ-9")),  # as before
])

# A verb of relying, its preposition and its object before "to": the infinitive is B's own complement.
test_relying_on_someone_to_do = read_as_expected([
    ("Because `fact_orders` has ~4 billion rows (cols: `order_id | customer_id | amount | created_at`), should I "
     "filter in a subquery first or rely on the optimizer to push down the predicate?",
     ("filter in a subquery first", "rely on the optimizer to push down the predicate")),
    ("should I pre-aggregate the table or depend on the cache to absorb the load?",
     ("pre-aggregate the table", "depend on the cache to absorb the load")),
    ("should we build it in-house or rely on a vendor to save time?",
     ("build it in-house", "rely on a vendor to save time")),
])

test_waiting_for_still_read = read_as_expected([
    ("should I refinance now or wait for rates to drop?", ("refinance now", "wait for rates to drop")),  # as before
])

# The same preposition and a gerund opening both options: B ends as a verb phrase, its complements its own.
test_means_gerunds_keep_their_complements = read_as_expected([
    ("I have a churn model with 0.81 AUC. The business wants a yes/no list of customers to call. Should I pick the "
     "threshold by maximizing F1 or by fixing precision at 0.7?", ("by maximizing F1", "by fixing precision at 0.7")),
    ("Should I pick the threshold by maximizing F1 or by fixing recall at 90% for the launch?",
     ("by maximizing F1", "by fixing recall at 90%")),
])

test_destination_after_means_gerunds_still_cut = read_as_expected([
    ("should we commute by taking the bus or by riding a bike to work?",
     ("by taking the bus", "by riding a bike")),  # as before
])

# "per" and a bare noun after a B repeating A's head: the distribution is B's own.
test_per_after_a_repeated_head = read_as_expected([
    ("a shared team notebook or a personal notebook per analyst in Databricks?",
     ("shared team notebook", "personal notebook per analyst")),
    ("a shared repo or a separate repo per service?", ("shared repo", "separate repo per service")),
    ("a single cluster or a dedicated cluster per team for our org?", ("single cluster", "dedicated cluster per team")),
])

test_rates_still_shared = read_as_expected([
    ("$5 or $8 per month?", ("$5", "$8")),  # as before
    ("the basic plan or the premium plan per seat?", ("basic plan", "premium plan")),  # as before
])

# "in" and a bare noun after a noun of difference or change: what differs, B's own.
test_what_a_difference_is_in = read_as_expected([
    ("I'm writing up the analysis plan and want to know if we should use CUPED or a simple difference in means for "
     "the primary metric.", ("CUPED", "simple difference in means")),
    ("should we report a ratio or a difference in proportions for the primary metric?",
     ("ratio", "difference in proportions")),
])

test_time_after_a_change_noun_still_cut = read_as_expected([
    ("a rate cut or a tax increase in 2026?", ("rate cut", "tax increase")),  # as before
    ("a price increase or a service change in the spring?", ("price increase", "service change")),  # as before
])

# Refused: a "with" phrase between one-word options and a purpose; a bare (hyphenated) "with" phrase after a verb
# phrase pair; a name before A's adjective against B's adjective and head.
test_unclear_with_phrases_and_names_refused = still_refused([
    "AdamW or SGD with momentum for fine-tuning resnet50",
    "Adam or SGD with nesterov momentum for training a GAN?",
    "coffee or tea with milk for breakfast?",
    "is it better to freeze the backbone or fine-tune all layers with a lower LR",
    "We have 20k labeled support emails across 12 intents. Latency budget is 50ms. Fine-tune a small BERT or use an "
    "LLM with few-shot prompting?",
    "Should we train a small model or use an LLM with zero-shot prompts?",
    "Q: Holt-Winters additive or multiplicative seasonality for revenue that grows 30% YoY? (ref: FCST-77)",
    "Holt-Winters additive or multiplicative seasonality?",
])

test_near_unclear_forms_still_read = read_as_expected([
    ("AdamW or SGD for fine-tuning resnet50", ("AdamW", "SGD")),  # as before
    ("lasik or PRK with thin corneas, what would you do", ("lasik", "PRK")),  # as before
    ("Triple pane or double pane with low-e?", ("Triple pane", "double pane")),  # as before
    ("Ninja blender or food processor?", ("Ninja blender", "food processor")),  # as before
])
