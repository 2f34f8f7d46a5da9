"""Session 35's own rules, found outside the corpus while merging the parts' fixes (each failed on the old code)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# An unlisted "-s" verb between a one-word B and a comparative is the predicate both options share, as a listed one
# already was ("melatonin or magnesium | works better"): "Rust or Go | compiles faster?" is Rust against Go.
test_unlisted_verb_before_a_comparative = read_as_expected([
    ("Rust or Go compiles faster for command-line tools?", ("Rust", "Go")),
    ("Postgres or MySQL replicates faster?", ("Postgres", "MySQL")),
    ("Python or Julia vectorizes better for this?", ("Python", "Julia")),
    ("melatonin or magnesium works better?", ("melatonin", "magnesium")),  # as before
])

# A gerund opening the question after a label, a reply prefix or a sentence is still the lead's verb, as at the
# prompt's start ("putting | her down drowsy or fully asleep?"), and a capitalised "Thanks" run on after B is the
# sign-off: both were wrapped misreads the wrapped-corpus test found once the corpus's tenth prompts moved.
test_wrapped_lead_gerund_and_closing_thanks = read_as_expected([
    ("(urgent) putting her down drowsy or fully asleep?", ("drowsy", "fully asleep")),
    ("Re: putting her down drowsy or fully asleep?", ("drowsy", "fully asleep")),
    ("Some background: the deadline is Friday.\n\nputting her down drowsy or fully asleep?",
     ("drowsy", "fully asleep")),
    ("Is it more professional to decline the offer by phone or in writing Thanks!", ("by phone", "in writing")),
    ("putting her down drowsy or fully asleep?", ("drowsy", "fully asleep")),  # as before
])
