"""A question's inverted auxiliary after a clause of its sentence, without a question mark (session 25).

Prompts typed on a phone or dictated run a clause into the question: "now that the baby is sleeping
through the night is it time to …", "if you were me would you …". The question starts at the inverted
auxiliary and its subject; what comes before is not part of option A, and no question mark is needed.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion


@pytest.mark.parametrize(
    ("prompt", "options"),
    [
        ("now that the baby is sleeping through the night is it time to move her to her own room or keep the crib "
         "in ours a bit longer", ("move her to her own room", "keep the crib in ours a bit longer")),
        ("when the kids are home all summer is it cheaper to keep the AC at 76 or turn it off during the day",
         ("keep the AC at 76", "turn it off during the day")),
        ("if you were me would you repaint the house this fall or wait til spring",
         ("repaint the house this fall", "wait til spring")),
        ("got the offer letter today should i counter on salary or accept it as written",
         ("counter on salary", "accept it as written")),
        ("Although I love the idea of a vintage Land Cruiser, for a daily driver should I get the 4Runner or the "
         "Tacoma?", ("4Runner", "Tacoma")),
    ],
)
def test_the_question_starts_at_its_inverted_auxiliary(prompt: str, options: tuple[str, str]) -> None:
    assert PairwiseQuestion.parse(prompt).options == options


@pytest.mark.parametrize(
    "prompt",
    [
        "How long does it take to drive or fly from Boston to Chicago?",  # an open question: "how long | does it"
        "How often should I water a snake plant in winter or during a heatwave?",
        "We usually do the pizza or tacos on Fridays.",  # "do the": a verb, no inversion
    ],
)
def test_an_open_question_or_a_statement_stays_refused(prompt: str) -> None:
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)
