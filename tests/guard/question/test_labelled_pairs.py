"""A head noun and two labels, "vendor A or B", "option 1 or 2": both options are the labels (issue 22, session
28). "Approve vendor A or B?" (the README's own example) read "vendor A" / "B", one option with the head and one
without; now the pair is trimmed to its parallel core, as "heating with gas or electricity" is.

Every prompt is new (none is in the corpus); each read the head on A only before.
"""

from __future__ import annotations

import pytest

from tests.guard.question._blind import read_as_expected
from warrantguard.guard.question._answers import mentioned_option, names_option

test_a_head_and_two_labels = read_as_expected([
    ("Approve vendor A or B?", ("A", "B")),
    ("Should I pick option 1 or 2?", ("1", "2")),
    ("Should we go with version 3 or 4 of the API?", ("3", "4")),
    ("Should I approve invoice 4471 or 4472 first?", ("4471", "4472")),
])

test_labels_written_with_their_heads_keep_them = read_as_expected([
    ("Do I choose bid A or bid B?", ("bid A", "bid B")),
    ("Is vitamin D or B12 more important?", ("vitamin D", "B12")),
])


@pytest.mark.parametrize(("reply", "expected"), [
    ("Vendor A.", "A"),
    ("I would go with a careful review of B", "B"),  # the article "a" does not name A
    ("Go with B: a clear track record.", "B"),
])
def test_a_letter_option_is_named_by_its_capital_only(reply: str, expected: str) -> None:
    assert mentioned_option(reply, "A", "B") == expected


@pytest.mark.parametrize(("reply", "expected"), [
    ("I recommend option 2, cheaper than a 1-year deal", "2"),  # "1-year" does not name 1
    ("Option 1 (the 2.5% fee is lower)", "1"),
])
def test_a_number_option_is_not_named_inside_another_number(reply: str, expected: str) -> None:
    assert mentioned_option(reply, "1", "2") == expected


def test_a_lower_case_letter_still_counts_as_naming_an_option() -> None:
    """The fail-closed check stays lenient: a reply "option a" names an option, so it is never a silent pass."""
    assert mentioned_option("option a", "A", "B") is None
    assert names_option("option a", "A", "B")
