"""Two options each with its own time, the first ending with "now" or "today" (issue 22, session 28):
"Is it better to pay $200 now or $250 in six months?" read "$200 now" / "$250", and "Should I take the job now or in
a year?" read "job now" / "in", both silently wrong.

Every prompt is new (none is in the corpus); each was read silently wrong before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_b_keeps_its_own_time = read_as_expected([
    ("Is it better to pay $200 now or $250 in six months?", ("$200 now", "$250 in six months")),
    ("Should I take $500 today or $600 next year?", ("$500 today", "$600 next year")),
    ("Should I accept $40k now or $50k in two years?", ("$40k now", "$50k in two years")),
    ("Should I take a small raise now or a bigger one next year?", ("small raise now", "bigger one next year")),
])

test_a_b_of_only_a_time_makes_the_times_the_options = read_as_expected([
    ("Should I take the job now or in a year?", ("now", "in a year")),
    ("Should we renovate the kitchen now or in a few years?", ("now", "in a few years")),
])


# Session 29: B "after" / "once" / "when" and a clause against A's closing "now": the two times are the options ("tell
# my landlord about the leak now or after I fix it myself" read 'about the leak now' before, silently wrong), and
# "… now or once the baby is born" read 'start the renovation now' / 'once the baby' before, now refused.
test_now_against_a_clause_of_time = read_as_expected([
    ("Should I tell my landlord about the leak now or after I fix it myself?", ("now", "after I fix it myself")),
    ("Quick one [NL]: inburgering exam now or after I finish the B1 course?", ("now", "after I finish the B1 course")),
])

# B's clause of time is B's own to its end (refused here before, 'once the baby' cut at its verb).
test_now_against_a_whole_clause_of_time = read_as_expected([
    ("Should we start the renovation now or once the baby is born?", ("now", "once the baby is born")),
])
