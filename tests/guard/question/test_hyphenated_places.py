"""Hyphenated places of work or storage ("on-site", "off-site", "on-prem", "in-house") are adverbs of place like
"online" (issue 22, session 28): "Is it safer to store backups on-site or in the cloud?" read "backups on-site" /
"in the cloud" before, silently wrong.

Every prompt is new (none is in the corpus); the first two were read silently wrong before, the last keeps its
reading.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_hyphenated_place_against_a_phrase = read_as_expected([
    ("Is it safer to store backups on-site or in the cloud?", ("on-site", "in the cloud")),
    ("Should we keep the archive off-site or in the office?", ("off-site", "in the office")),
    ("Should we keep payroll in-house or outsource it?", ("keep payroll in-house", "outsource it")),
])

test_a_compound_modifier_against_a_place_stays_whole = read_as_expected([  # as before
    ("Should we go cloud based or on-prem?", ("cloud based", "on-prem")),
    ("Should we go gas powered or electric?", ("gas powered", "electric")),
])
