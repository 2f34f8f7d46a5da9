"""'Am I / Are we / Would I be better off A or B': the asker and 'better off' lead in, not option A.

Before, "Am I better off renting or buying in Denver?" read 'Am I better off renting' / 'buying in
Denver', a silent misread; the leading form now reads as "whether I'm better off …" already did.
"""

from __future__ import annotations

import pytest

from warrantguard.guard.question._options import Refusal, locate

READ = [
    ("Am I better off renting or buying in Denver?", ("renting", "buying")),
    ("Are we better off leasing or financing the van?", ("leasing", "financing")),
    ("Would I be better off freelancing or staying salaried next year?", ("freelancing", "staying salaried")),
    ("Am I better off with a heat pump or a gas furnace?", ("heat pump", "gas furnace")),
    ("Will we be better off with Postgres or MySQL for this?", ("Postgres", "MySQL")),
    ("are you better off walking or cycling to work?", ("walking", "cycling")),
    ("whether I'm better off with a tutor or a study group", ("tutor", "study group")),  # read before too
]

REFUSED = [
    "I'm better off renting or buying, I think.",  # a statement
    "Are you better off than your parents or not?",  # a comparison, then 'or not'
]


@pytest.mark.parametrize(("prompt", "expected"), READ)
def test_better_off_question_reads_the_two_options(prompt: str, expected: tuple[str, str]) -> None:
    assert locate(prompt) == expected


@pytest.mark.parametrize("prompt", REFUSED)
def test_better_off_statement_or_comparison_is_refused(prompt: str) -> None:
    with pytest.raises(Refusal):
        locate(prompt)
