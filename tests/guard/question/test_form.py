"""Issue 22: every candidate pair is checked for form, repaired to its parallel core, or refused.

The prompts here are not in the corpus; the corpus (test_corpus.py) measures the families at scale.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import Guard, NotPairwiseError, PairwiseQuestion, run_sync
from warrantguard.guard.probes._lexical import permute
from warrantguard.testing import ScriptedModel


@pytest.mark.parametrize(
    ("prompt", "options"),
    [  # 1. a verb or copula after the second option
        ("Do you think Vue or Angular works better for large teams?", ("Vue", "Angular")),
        ("I wonder whether hamsters or rabbits are easier pets for a child.", ("hamsters", "rabbits")),
        ("Would a tablet or a laptop suit my grandmother better?", ("tablet", "laptop")),
        ("Does cardio or weightlifting burn more fat?", ("cardio", "weightlifting")),
        # 2. a shared head noun, written twice
        ("Should I buy a house in the city or a house in the suburbs?", ("house in the city", "house in the suburbs")),
        ("Hotels near the Colosseum or hotels near Termini station?",
         ("Hotels near the Colosseum", "hotels near Termini station")),
        # 3. a shared phrase written once: the parallel core
        ("Is paying rent with a credit card or a bank transfer cheaper?", ("credit card", "bank transfer")),
        ("Is cooking rice in a rice cooker or on the stove easier?", ("in a rice cooker", "on the stove")),
        ("Is the blue or the red jacket warmer?", ("blue", "red")),
        ("Is a 3-year or a 5-year CD better right now?", ("3-year", "5-year")),
        # 4. infinitive alternatives
        ("I can't decide whether to quit my job or to ask for a transfer.", ("quit my job", "ask for a transfer")),
        ("Is it smarter to lease or to finance a tractor?", ("lease", "finance")),
        # 5. a bracketed tag or label before the question
        ("[Q12] Should I major in history or economics?", ("history", "economics")),
        ("(draft) Is Lyft or Uber cheaper in Chicago?", ("Lyft", "Uber")),
        ("#77 Should we patch now or wait?", ("patch now", "wait")),
    ],
)
def test_the_six_families(prompt, options):
    q = PairwiseQuestion.parse(prompt)
    assert q.options == options and q.found_by == "rules"
    assert q.option_a in prompt and q.option_b in prompt  # verbatim spans, as every quote of them needs


@pytest.mark.parametrize(
    ("prompt", "check"),
    [("Is a flu shot or a flu shot with an adjuvant recommended for adults?", "contains the other"),
     ("Are hotels or hotels near the beach cheaper?", "only a shared head word ('hotels')"),
     ("Is a laptop or a laptop with a GPU better for school?", "only a shared head word"),
     ("Rust or Go is usually faster for command-line tools?", "at an option's edge ('is')"),
     ("Honestly, tea or coffee keeps you awake longer?", "at an option's edge ('keeps')"),
     ],
)
def test_a_pair_failing_a_form_check_is_refused_naming_the_check_and_what_to_pass(prompt, check):
    with pytest.raises(NotPairwiseError) as err:
        PairwiseQuestion.parse(prompt)
    assert "form check" in str(err.value) and check in str(err.value) and "options=(A, B)" in str(err.value)


def test_the_parallel_core_is_what_every_quote_of_the_options_uses():
    prompt = "Is heating with gas or electricity cheaper in an old farmhouse?"
    q = PairwiseQuestion.parse(prompt)
    assert q.options == ("gas", "electricity")  # not "heating with gas" / "electricity"
    assert permute(prompt, *q.options) == "Is heating with electricity or gas cheaper in an old farmhouse?"


def test_a_form_check_failure_goes_to_the_model_and_the_certificate_keeps_why():
    prompt = "Sorry if this is a dumb question but is baking soda or baking powder what makes cookies spread?"

    def generator(messages, *, temperature):
        return '{"option_a": "baking soda", "option_b": "baking powder", "context": "cookies spread"}'

    guard = Guard(ScriptedModel("baking powder"), generator=generator, t0_samples=1)
    q = run_sync(guard.aquestion(prompt))
    assert q.options == ("baking soda", "baking powder") and q.found_by == "model"
    assert q.refusal is not None and "form check" in q.refusal
    cert = guard.certify(prompt, answer="baking powder").certificate
    assert cert.found_by == "model" and cert.found_note == q.refusal


def test_when_the_model_fails_too_the_refusal_says_what_to_pass():
    guard = Guard(ScriptedModel("x"), generator=lambda messages, *, temperature: '{"pairwise": false}')
    with pytest.raises(NotPairwiseError, match=r"form check.*options=\(A, B\)"):
        run_sync(guard.aquestion("Is a flu shot or a flu shot with an adjuvant recommended for adults?"))


def test_the_models_options_follow_the_same_rule():
    prompt = "For the farmhouse I keep hesitating: heating with gas, maybe electricity."
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)

    def generator(messages, *, temperature):
        return '{"option_a": "heating with gas", "option_b": "electricity"}'

    q = run_sync(Guard(ScriptedModel("gas"), generator=generator).aquestion(prompt))
    assert q.options == ("gas", "electricity") and q.found_by == "model"
