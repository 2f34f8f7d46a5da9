"""Two silent misreads found after the fifteenth part's fixes, each now read right or refused.

- "Is tea better with honey or sugar?" read 'tea better with honey' / 'sugar': option A held the
  copula's subject and its comparative. B may stand against the subject ("Is Python better for data
  science or R?": Python / R) or against the words after the comparative (honey / sugar), and the
  form does not say which: refused.
- "Is it worth getting a dehumidifier or just running the AC …?" read 'dehumidifier' / 'just running
  the AC': an adverb of B's own ("just", "maybe") before its -ing word hid that both options are
  gerund phrases.
"""

from __future__ import annotations

import pytest

from warrantguard.guard.question._options import Refusal, locate

REFUSED = [
    "Is tea better with honey or sugar?",
    "Is a Mac better for coding or gaming?",
    "Is Python better for data science or R?",
    "Is oatmeal healthier with berries or bananas?",
]

READ = [
    ("Is it worth getting a dehumidifier or just running the AC more?",
     ("getting a dehumidifier", "just running the AC more")),
    ("Is it worth buying AppleCare or just saving the money?", ("buying AppleCare", "just saving the money")),
    ("Is it worth hiring a tutor or maybe trying Khan Academy first?",
     ("hiring a tutor", "maybe trying Khan Academy first")),
    # kept: the comparative inside option A, after its article, and the options before it
    ("Is a bigger house or a smaller one better?", ("bigger house", "smaller one")),
    ("Is tea or coffee better for focus?", ("tea", "coffee")),
    ("Are cats happier indoors or outdoors?", ("indoors", "outdoors")),  # a place adverb pair, read before
    ("Is the better choice the Kia or the Mazda?", ("Kia", "Mazda")),
    ("Is it better to rent or buy?", ("rent", "buy")),
]


@pytest.mark.parametrize("prompt", REFUSED)
def test_a_subject_and_its_comparative_before_the_options_is_refused(prompt: str) -> None:
    with pytest.raises(Refusal):
        locate(prompt)


@pytest.mark.parametrize(("prompt", "expected"), READ)
def test_gerund_after_bs_own_adverb_and_kept_readings(prompt: str, expected: tuple[str, str]) -> None:
    assert locate(prompt) == expected
