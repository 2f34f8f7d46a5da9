"""Verbs with "self-", "co-" or "pre-" before a listed verb, and a verb of finding or hiring after "or" that
shares no object with A (issue 22, session 28). "should I take it or self-publish?" was refused, and
"Should I publish or find an agent?" read "publish" / "find" (as if both verbs took "an agent").

Every prompt is new (none is in the corpus). Those with self-publish, publish, freelance and build were refused or
read silently wrong before; the others keep their readings (a noun "self-care", a shared object).
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_prefixed_verb_is_a_verb = read_as_expected([
    ("should I take it or self-publish?", ("take it", "self-publish")),
    ("Should we co-sign the loan or let him build credit alone?", ("co-sign the loan", "let him build credit alone")),
    ("Is self-care or therapy more important after a breakup?", ("self-care", "therapy")),
])

test_finding_or_hiring_shares_no_object = read_as_expected([
    ("Should I publish or find an agent?", ("publish", "find an agent")),
    ("Should I self-publish or find an agent?", ("self-publish", "find an agent")),
    ("Should I freelance or find a full-time job?", ("freelance", "find a full-time job")),
    ("Should we build or hire an agency?", ("build", "hire an agency")),
])

test_a_shared_object_is_still_shared = read_as_expected([
    ("Should I rent or buy a home?", ("rent", "buy")),
    ("Approve or reject the vendor invoice?", ("Approve", "reject")),
])
