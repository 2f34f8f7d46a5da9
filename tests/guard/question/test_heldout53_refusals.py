"""the fifty-third held-out part's refused pairwise prompts (bench/results/questions_heldout53_first.txt): those
read right by general rules, each with variants and near-misses that keep their old reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A fence line of a markdown code block ends the sentence around it: the question after a pasted block is its own.
test_question_after_a_code_block = read_as_expected([
    ("Training loss goes down but val loss starts climbing at epoch 12. Config:\n```yaml\noptimizer: adamw\nlr: 3e-4\n"
     "scheduler: cosine\nepochs: 50\n```\nEarly stopping or more data augmentation?",
     ("Early stopping", "more data augmentation")),
    ("```\nMemoryError: Unable to allocate 7.45 GiB for an array with shape (1000000000,) and data type float64\n```\n"
     "chunksize... or dask?? 🙃", ("chunksize", "dask")),
    ("Loss plateaus. Config:\n```yaml\nlr: 3e-4\n```\nLower lr or bigger batch?", ("Lower lr", "bigger batch")),
    ("```\nValueError: could not convert string to float\n```\nastype or pd.to_numeric?", ("astype", "pd.to_numeric")),
])

test_code_block_after_the_question_still_read = read_as_expected([
    ("Should I use lists or tuples here?\n```python\nx = [1, 2]\n```", ("lists", "tuples")),  # as before
])

test_code_block_with_no_pair_still_refused = still_refused([
    "I use this:\n```\nfoo\n```\nand it works. Thoughts?",  # as before
])

# A word of the asking set off by commas before "if" / "whether" ("let me know, please, if …") ends no clause.
test_interjection_before_if = read_as_expected([
    ("Could you let me know, please, if ROUGE or BERTScore is the better metric for evaluating our summarizer?",
     ("ROUGE", "BERTScore")),
    ("Could you tell me, please, if Redis or Memcached is faster?", ("Redis", "Memcached")),
    ("Tell me, honestly, if ROUGE or BERTScore is better?", ("ROUGE", "BERTScore")),
    ("Let me know, pls, if Postgres or MySQL fits better for this workload.", ("Postgres", "MySQL")),
])

test_conditional_if_still_refused = still_refused([
    "If Redis or Memcached is down, please, what happens?",  # as before
])

# "and" before the time word that ends a noun option B ("the category level | and then disaggregate") is no part of B.
test_and_then_after_b = read_as_expected([
    ("Can someone tell me if I should forecast at the SKU level or the category level and then disaggregate?",
     ("SKU level", "category level")),
    ("Should we clean the data in SQL or in pandas and then export it?", ("in SQL", "in pandas")),
    ("Do I run the tests locally or in CI and then merge?", ("locally", "in CI")),
    ("Should we aggregate by region or by store and later roll up?", ("by region", "by store")),
])

test_and_then_after_a_verb_phrase_b_still_read = read_as_expected([
    ("Should we hire a contractor or train our team and then decide?",
     ("hire a contractor", "train our team and then decide")),  # as before
])

# A bare kind A against a modified A before a head written once ("k-fold or stratified k-fold | cross-validation"):
# the head is both's, B ends at A's words; "use" / "try" before A make it whole ("use | k-fold").
test_sub_kind_before_a_shared_head = read_as_expected([
    ("Could you please tell me if I should use k-fold or stratified k-fold cross-validation for an imbalanced dataset?",
     ("k-fold", "stratified k-fold")),
    ("an int64 or a nullable Int64 column for IDs that have some missing values", ("int64", "nullable Int64")),
    ("Should I use dropout or spatial dropout layers in the CNN?", ("dropout", "spatial dropout")),
    ("is a float32 or a mixed float32 tensor faster?", ("float32", "mixed float32")),
    ("a large or an extra large crate for a 9 week old great dane", ("large", "extra large")),
])

test_contained_option_without_a_modifier_still_refused = still_refused([
    "Python or Python 3 notebooks?",  # as before: no modifier before A's words
    "Ubuntu or upgrade Ubuntu servers?",  # as before: a verb opens B
    "should I try bootstrap or block bootstrap intervals?",  # as before: "block" may be B's verb
])

# A rate of A's head noun ("total sales or sales | per capita") keeps its "per" phrase; A is its modifiers and head.
test_rate_of_the_head = read_as_expected([
    ("colouring the map by total sales or sales per capita — what's more honest?", ("total sales", "sales per capita")),
    ("Should we track total cost or cost per seat for the renewal?", ("total cost", "cost per seat")),
    ("Is gross margin or margin per unit the better KPI?", ("gross margin", "margin per unit")),
    ("Should the chart show the total spend or spend per head?", ("total spend", "spend per head")),
])

test_rate_after_another_noun_still_shared = read_as_expected([
    ("Should we report total sales or net sales per region?", ("total sales", "net sales")),  # as before
])

# A participle and an -s noun before a capitalised name closing an option ("repeated measures ANOVA"): no verb.
test_participle_compound_before_a_name = read_as_expected([
    ("#stats-help should I use a mixed-effects model or repeated measures ANOVA for this longitudinal data?",
     ("mixed-effects model", "repeated measures ANOVA")),
    ("should I run a t-test or a repeated measures ANOVA?", ("t-test", "repeated measures ANOVA")),
    ("Should I use a linear model or repeated measures ANOVA?", ("linear model", "repeated measures ANOVA")),
])

# A frequency adverb closing A against a whole time clause B: the two times are the options.
test_frequency_against_a_time_clause = read_as_expected([
    ("Wondering whether to retrain the model weekly or only when drift is detected - what do teams usually do?",
     ("weekly", "only when drift is detected")),
    ("Should we retrain the model weekly or only when drift is detected?", ("weekly", "only when drift is detected")),
    ("Should I water the plants daily or only when the soil is dry?", ("daily", "only when the soil is dry")),
])

test_time_clause_cut_short_still_refused = still_refused([
    "Should I buy now or when the price is lower?",  # as before: the clause runs on past its verb
    "Should we retrain the model weekly or when drift is higher than usual?",
])

test_frequency_against_a_phrase_still_read = read_as_expected([
    ("Should we retrain the model weekly or on a fixed schedule?", ("weekly", "on a fixed schedule")),  # as before
])

# "in" and a name after "as A or as B" is the place of both forms ("as Parquet or as CSV | in GCS").
test_place_after_two_forms = read_as_expected([
    ("Sorry if this is a basic question, but could you please explain whether I should store the intermediate tables "
     "as Parquet or as CSV in GCS?", ("as Parquet", "as CSV")),
    ("can you tell me whether we should log demo calls as Activities or as Tasks in HubSpot?",
     ("as Activities", "as Tasks")),
    ("Should we save the exports as JSON or as CSV in Dropbox?", ("as JSON", "as CSV")),
])

test_place_after_two_other_phrases_still_refused = still_refused([
    "Should I meet them at Starbucks or at Blue Bottle in Oakland?",  # as before
    "Should I list myself as Founder or as CEO on LinkedIn?",  # as before: "on", not "in"
])

# A verbless pair closing on "here," asks; a spaced double dash ends the pair's clause as a single one does.
test_verbless_pair_here_and_double_dash = read_as_expected([
    ("mann-whitney or t-test here, groups of 14", ("mann-whitney", "t-test")),
    ("Tableau or Looker here, team of 5", ("Tableau", "Looker")),
    ("feature store -- Feast or Tecton -- we're a 5-person team", ("Feast", "Tecton")),
    ("orchestrator -- Airflow or Dagster -- we have 3 engineers", ("Airflow", "Dagster")),
])

test_told_pair_here_still_refused = still_refused([
    "I use tea or coffee here, mostly.",  # as before: a subject and its verb
    "Click or tap here, then continue",  # as before: two plain words, verbs of an instruction
])

# A sub-kind written after A ("UNION or UNION ALL") passes as one before it does; a verbless pair before "when" /
# "while" and a gerund asks, as before a preposition.
test_sub_kind_after_a_and_occasion = read_as_expected([
    ("JIRA-8831: UNION or UNION ALL when combining the EU and US order tables", ("UNION", "UNION ALL")),
    ("UNION or UNION ALL?", ("UNION", "UNION ALL")),
    ("Python or Python 3?", ("Python", "Python 3")),
    ("JIRA-8831: Ridge or Lasso when combining the EU and US order tables", ("Ridge", "Lasso")),
])

test_sub_kind_after_a_mid_sentence_and_told_occasion_still_refused = still_refused([
    "Is sales or sales tax higher?",  # as before: A not standing whole
    "I use UNION or UNION ALL when combining tables.",  # as before: told
    "We wear gloves or masks while handling samples",  # as before: told
])

# A one-word platform after two options led by figures is both options'.
test_platform_after_figured_options = read_as_expected([
    ("the $1.10/hr A10G or the $4.10/hr A100 on Lambda for a 3-day training job?", ("$1.10/hr A10G", "$4.10/hr A100")),
    ("Should we rent the $1.10/hr A10G or the $4.10/hr A100 on RunPod?", ("$1.10/hr A10G", "$4.10/hr A100")),
    ("a 7kg or a 10kg cabin bag allowance on AirAsia?", ("7kg", "10kg")),
    ("the $9.99 plan or the $15.49 plan on Netflix?", ("$9.99 plan", "$15.49 plan")),
])

test_platform_or_street_otherwise_still_refused = still_refused([
    "the $300k condo or the $350k townhouse on Cedar Ct?",  # a street: B's own address?
    "Should we use AWS's RDS or self-managed Postgres on EC2?",  # options unlike: B's own platform?
    "the A10G or the A100 on Lambda?",  # no figures
    "we're choosing between SageMaker endpoints and a FastAPI container on ECS for serving",
    "I want your take on whether we should land raw events in Delta Lake or Iceberg tables on S3.",
])

# Two whole infinitives, A with its own phrase after its object: "with" and bare nouns after B's articled object.
test_own_with_of_a_whole_infinitive = read_as_expected([
    ("Is it clearer to show conversion as a funnel chart or to use a simple table with percentages?",
     ("show conversion as a funnel chart", "use a simple table with percentages")),
    ("Is it better to present the results as a bar chart or to use a table with confidence intervals?",
     ("present the results as a bar chart", "use a table with confidence intervals")),
    ("Is it better to export the report as a PDF or to send a spreadsheet with formulas?",
     ("export the report as a PDF", "send a spreadsheet with formulas")),
])

test_with_after_a_bare_infinitive_still_refused = still_refused([
    "Is it better to call the client or to send an email with details?",  # as before: A has no phrase of its own
    "Is it clearer to show conversion as a funnel chart or use a simple table with percentages?",  # as before
])
