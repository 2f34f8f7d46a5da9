"""The rules added after the fourth held-out part's first scoring (issue 22,
bench/results/questions_heldout4_first.txt), each on prompts that are not in the corpus.

Every prompt here was silently wrong by the parser the held-out part was scored with
(commit 462410b); the fixed held-out prompts themselves moved to questions_dev.yaml.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import PairwiseQuestion

CASES = [
    # a double-hyphen dash separates a subject line or a follow-up question from the options
    ("FWD: budget review -- Jira or Linear for the new team?", ("Jira", "Linear")),
    ("Postgres or MySQL -- which one for a small CRM?", ("Postgres", "MySQL")),
    # a hashtag with hyphens is one tag, not part of option A
    ("#home-office-setup standing desk or treadmill desk?", ("standing desk", "treadmill desk")),
]


@pytest.mark.parametrize(("prompt", "expected"), CASES)
def test_fixed_forms_are_read(prompt: str, expected: tuple[str, str]) -> None:
    """Each form is read as the two options it offers."""
    assert PairwiseQuestion.parse(prompt).options == expected
