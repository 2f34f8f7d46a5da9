"""A pair opening a sentence with what it is for, and a kind against its premodified sub-kind (session 25).

A chat fragment such as "heat pump or gas furnace for a new build in ohio" asks, question mark or not,
while a statement that opens the same way says how things stand ("Visa or Mastercard accepted at all
locations"). "Marathon vs half marathon" names a kind and its sub-kind: one option inside the other, yet
both whole; "hotels or hotels near the beach" stays refused (an option only the shared head).
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion


@pytest.mark.parametrize(
    ("prompt", "options"),
    [
        ("heat pump or gas furnace for a new build in ohio", ("heat pump", "gas furnace")),
        ("steam deck OR switch oled for long flights!!", ("steam deck", "switch oled")),
        ("Buffet or plated dinner for 120 guests, budget is tight", ("Buffet", "plated dinner")),
        ("Python or R for data analysis in a bank", ("Python", "R")),
        ("(urgent!!) ER or urgent care for a possible sprained wrist, kid is 9", ("ER", "urgent care")),
        ("wet food or dry food for my senior cat, she's 15", ("wet food", "dry food")),
    ],
)
def test_a_pair_opening_a_fragment_with_what_it_is_for_is_read(prompt: str, options: tuple[str, str]) -> None:
    assert PairwiseQuestion.parse(prompt).options == options


@pytest.mark.parametrize(
    "prompt",
    [
        "Soup or salad with every entree.",  # a full stop: a menu line, not a question
        "Cash or card at the register is fine",  # a copula: it says how things stand
        "Visa or Mastercard accepted at all locations",
        "Printer or scanner offline in room 4...",
        "Login fails on Safari or Firefox after the update.",
        "Kids under 12 or over 65 get in free at the museum.",
        "Tea or coffee, I drink both every morning.",
        "Coffee or tea for breakfast, whatever is easier.",
        "I usually drink tea or coffee in the morning.",
    ],
)
def test_statements_opening_with_a_pair_stay_refused(prompt: str) -> None:
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)


@pytest.mark.parametrize(
    ("prompt", "options"),
    [
        ("Marathon vs half marathon as my first race?", ("Marathon", "half marathon")),
        ("Is a flu shot or a high-dose flu shot recommended for someone who is 67?",
         ("flu shot", "high-dose flu shot")),
        ("Advice please — UV filter or no filter on a new 16-35?", ("UV filter", "no filter")),
        ("bike or gravel bike for commuting?", ("bike", "gravel bike")),
    ],
)
def test_a_kind_against_its_sub_kind_is_read(prompt: str, options: tuple[str, str]) -> None:
    assert PairwiseQuestion.parse(prompt).options == options


@pytest.mark.parametrize(
    ("prompt", "check"),
    [
        ("Are hotels or hotels near the beach cheaper?", "only a shared head word"),  # B a postmodified A
        ("Is a flu shot or a flu shot with an adjuvant recommended?", "contains the other"),
    ],
)
def test_an_option_cut_to_the_others_head_stays_refused(prompt: str, check: str) -> None:
    with pytest.raises(NotPairwiseError, match=check):
        PairwiseQuestion.parse(prompt)


@pytest.mark.parametrize(
    ("prompt", "options"),
    [
        ("is it worth it to upgrade the ram or just buy a new laptop", ("upgrade the ram", "just buy a new laptop")),
        ("Is it worth it to rent a car or rely on trains in Switzerland?", ("rent a car", "rely on trains")),
        ("HYSA vs I bonds for an emergency fund in 2027?", ("HYSA", "I bonds")),  # "I" names the bond here
        ("should i keep my savings in a cd or an i bond right now", ("cd", "i bond")),
    ],
)
def test_worth_it_to_and_i_bonds(prompt: str, options: tuple[str, str]) -> None:
    assert PairwiseQuestion.parse(prompt).options == options


@pytest.mark.parametrize("prompt", ["Is it worth it to buy a dashcam or not?", "Should I or my wife drive?"])
def test_a_yes_no_worth_it_and_a_pronoun_option_stay_refused(prompt: str) -> None:
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)


@pytest.mark.parametrize(
    ("prompt", "options"),
    [
        ("Does Ubuntu or Fedora handle NVIDIA drivers better these days", ("Ubuntu", "Fedora")),
        ("Does Coupa or Zip handle multi-step approvals more cleanly?", ("Coupa", "Zip")),
    ],
)
def test_the_verb_after_two_names_is_the_lower_case_word_after_them(prompt: str, options: tuple[str, str]) -> None:
    assert PairwiseQuestion.parse(prompt).options == options
