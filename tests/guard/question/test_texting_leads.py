"""Texting's discourse markers before "should <someone> …" open no option (issue 22, session 28):
"btw should the couple do a first look or wait for the aisle?" was refused ('should' at A's edge), as "so" or
"ok" in that place were not.

Every prompt is new (none is in the corpus); each was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_texting_marker_before_should_and_its_subject = read_as_expected([
    ("fyi should the couple do a first look or wait for the aisle?", ("do a first look", "wait for the aisle")),
    ("tbh should my brother sell the car or keep it?", ("sell the car", "keep it")),
    ("imo should the team use Jira or Linear?", ("Jira", "Linear")),
    ("Thanks for the help! btw should my sister take the job or stay home?", ("take the job", "stay home")),
])
