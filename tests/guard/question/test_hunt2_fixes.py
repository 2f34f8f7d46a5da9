"""Silent misreads found by the second hunt (``bench/question_hunt2.py``, session 21), each now read
right or refused.

- "Is jogging better for heart health or swimming?" read 'jogging better for heart health' /
  'swimming': a gerund option A held the copula's subject and its comparative. B may stand against
  the gerund or against the words after the comparative, as in "Is tea better with honey or
  sugar?": refused.
"""

from __future__ import annotations

import pytest

from warrantguard.guard.question._options import Refusal, locate

COMPARED_GERUND = [
    "Is jogging better for heart health or swimming?",
    "Is baking bread cheaper in winter or buying it?",
    "Is hiking the ridge safer with a guide or camping by the lake?",
]

GERUNDS_KEPT = [  # the old readings kept
    ("Is studying in a cafe or studying in the dorm more productive?", ("studying in a cafe", "studying in the dorm")),
    ("Is biking to work or taking the train better for my health?", ("biking to work", "taking the train")),
]


@pytest.mark.parametrize("prompt", COMPARED_GERUND)
def test_gerund_with_its_comparative_refused(prompt: str) -> None:
    with pytest.raises(Refusal):
        locate(prompt)


@pytest.mark.parametrize(("prompt", "pair"), GERUNDS_KEPT)
def test_gerund_pairs_kept(prompt: str, pair: tuple[str, str]) -> None:
    assert locate(prompt) == pair
