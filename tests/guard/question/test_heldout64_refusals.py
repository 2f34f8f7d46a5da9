"""the sixty-fourth held-out part's refusals (bench/results/questions_heldout64_first.txt): seven read right by
general rules; three stay refused ("open access vs. subscription …": "open" may be a verb and its object; "Is it worth
it to present … or just save the travel money for the big one in Vienna?": a B of eleven words with a "for" phrase
that may be both options'; "cite it as [12] or as (Kim et al., 2021)": an unmarked instruction whose B is a
bracketed citation)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "no" and A written again ("oxford comma" / "no oxford comma"): B ends where A's words end, the phrase after it is
# the context both share, as after a one-word A ("tabs vs no tabs | in a python file").
test_no_and_a_again_before_a_shared_phrase = read_as_expected([
    ("oxford comma vs no oxford comma in an APA 7 manuscript", ("oxford comma", "no oxford comma")),
    ("oxford comma or no oxford comma in an APA 7 manuscript?", ("oxford comma", "no oxford comma")),
    ("a cover letter vs no cover letter for the application", ("cover letter", "no cover letter")),
    ("should I send a cover letter or no cover letter with my application?", ("cover letter", "no cover letter")),
    ("a running head or no running head in the student paper?", ("running head", "no running head")),
])

test_no_and_a_again_as_before = read_as_expected([
    ("a cover letter or no cover letter", ("cover letter", "no cover letter")),  # as before
    ("tabs vs no tabs in a python file", ("tabs", "no tabs")),  # as before
])

# "this" / "that" after the opening auxiliary, before a word that is only a verb, is the subject, as "it" is.
test_demonstrative_subject_after_the_auxiliary = read_as_expected([
    ("should this go out as a short report or a full report?", ("short report", "full report")),
    ("quick q: should this go out as a letter or a full article?", ("letter", "full article")),
    ("should that go in the methods or the supplement?", ("methods", "supplement")),
])

test_demonstrative_before_a_noun_as_before = read_as_expected([
    ("should this car or that car win?", ("this car", "that car")),  # as before
    ("should this be sent as a short report or a full report?", ("short report", "full report")),  # as before
])

# An upper-case code before a dash that opens "or" is option A, no label ("ELI5 - …" is one).
test_code_before_a_dashed_or = read_as_expected([
    ("HEK293T — or HeLa — for the overexpression experiments", ("HEK293T", "HeLa")),
    ("CHO — or HEK293 — for stable lines?", ("CHO", "HEK293")),
    ("RTX4070 — or RX7800 — for 1440p gaming?", ("RTX4070", "RX7800")),
    ("HEK293T — or HeLa for the overexpression experiments?", ("HEK293T", "HeLa")),
])

test_code_label_before_a_dash_as_before = read_as_expected([
    ("ELI5 - should I buy an index fund or a target date fund?", ("index fund", "target date fund")),  # as before
    ("URGENT — should I refinance now or wait?", ("refinance now", "wait")),  # as before
])

# "or do one more …": "do" is B's verb, "one" a numeral before a word counting on, no pronoun of a second question.
test_do_one_more_after_or = read_as_expected([
    ("What do you suggest, apply for the K99 now or do one more year of postdoc first?",
     ("apply for the K99 now", "do one more year of postdoc first")),
    ("should I take the job now or do one more internship first?",
     ("take the job now", "do one more internship first")),
    ("should I submit now or do one last round of edits?", ("submit now", "do one last round of edits")),
])

test_do_one_as_a_subject_still_refused = still_refused([
    "Should I call him or does one of you want to?",
    "should I get a permit or does one need a license?",
])

# An article before an option makes its first word a noun, even a lead word ("an IF 4.2 journal", "an if statement").
test_lead_word_after_an_article = read_as_expected([
    ("an IF 4.2 journal with fast review or an IF 9.8 one that takes 6+ months?",
     ("IF 4.2 journal with fast review", "IF 9.8 one that takes 6+ months")),
    ("an IF 3 journal or an IF 10 journal?", ("IF 3 journal", "IF 10 journal")),
    ("should I use an if statement or a switch statement?", ("if statement", "switch statement")),
])

# A numbered document part closing B ("in Table 1", "in Appendix B") is where both options go.
test_document_part_after_b = read_as_expected([
    ("Sorry to bug you again, but could you tell me whether we should report medians with IQR or means with SD in "
     "Table 1?", ("medians with IQR", "means with SD")),
    ("should we report medians with IQR or means with SD in Table 1?", ("medians with IQR", "means with SD")),
    ("do we show means with SD or medians with range in Appendix B?", ("means with SD", "medians with range")),
])

test_document_part_of_each_as_before = read_as_expected([
    ("should we put the totals in Table 2 or the means in Table 3?", ("totals in Table 2", "means in Table 3")),
])

test_named_place_after_b_still_refused = still_refused([
    "should we report medians with IQR or means with SD in Boston?",
])

# A clause subject after "whether" / "if", an "-s" verb, and a B opening on "is" with no subject of its own: the two
# predicates are the options.
test_predicate_against_is = read_as_expected([
    ("I need to know whether the Specific Aims page counts toward the 12-page limit or is a separate upload",
     ("counts toward the 12-page limit", "is a separate upload")),
    ("whether the appendix counts toward the page limit or is uploaded separately?",
     ("counts toward the page limit", "is uploaded separately")),
    ("Do you know if the fee goes to the landlord or is refundable?", ("goes to the landlord", "is refundable")),
])

test_second_question_after_or_is_still_refused = still_refused([
    "whether the fee goes to the landlord or is it refundable?",
    "whether the page counts toward the limit or is it separate?",
])

test_still_refused_in_the_part = still_refused([
    "open access vs. subscription for the review article, given our APC budget is $3,000",
    "Is it worth it to present at the regional meeting or just save the travel money for the big one in Vienna?",
    "cite it as [12] or as (Kim et al., 2021)",
])
