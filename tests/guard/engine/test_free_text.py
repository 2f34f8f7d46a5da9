"""Free-text answers in check-only mode: mapped by the focal model, never guessed (issue 12, item 2)."""

from __future__ import annotations

import pytest

from warrantguard import Guard
from warrantguard.guard._prompts import MAPPING_MARKER
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
SENTENCES = [
    "I'd recommend the train: it is far safer than a motorcycle.",
    "Between a motorcycle and a train, the train is clearly safer.",
    "Definitely not the motorcycle; go by train.",
    "The train. Motorcycles are far riskier per mile.",
    "Go by train.",
    "train",
    "TRAIN.",
    '{"answer": "train"}',
]


def mapping_calls(model: ScriptedModel) -> int:
    return sum(MAPPING_MARKER in r.messages[-1]["content"] for r in model.requests)


@pytest.mark.parametrize("answer", SENTENCES)
def test_full_sentence_answers_are_certified(answer):
    model = ScriptedModel("train")
    result = Guard(model, generator="lexical").certify(Q, answer=answer)
    cert = result.certificate
    assert cert.formed and cert.recommendation == "train" and cert.warrant.label == "Strong Warrant"
    exact = answer in ("train", "TRAIN.", '{"answer": "train"}')
    assert mapping_calls(model) == (0 if exact else 1)  # an exact option is taken as it is


def test_the_mapping_call_is_counted_in_usage():
    sentence, exact = ScriptedModel("train"), ScriptedModel("train")
    a = Guard(sentence, generator="lexical", strategy="frugal").certify(Q, answer="Go by train, it is safer.")
    b = Guard(exact, generator="lexical", strategy="frugal").certify(Q, answer="train")
    assert a.certificate.usage.calls == b.certificate.usage.calls + 1


def test_an_it_depends_answer_gets_no_recommendation_and_a_true_reason(tmp_path):
    queue = ReviewQueue(tmp_path / "q.sqlite3")
    guard = Guard(ScriptedModel("train"), generator="lexical", policy=StakesPolicy(), review_queue=queue)
    result = guard.certify(Q, answer="It depends on your needs and the distance.", stakes="high")
    cert = result.certificate
    assert not cert.formed and cert.recommendation is None and result.final_answer is None
    assert "recommends neither option" in cert.rule
    assert result.decision is None and queue.pending() == []  # nothing to review without a recommendation


def test_the_mapping_sees_the_answer_in_its_conversation():
    model = ScriptedModel("train")
    Guard(model, generator=None, t0_samples=1).certify(Q, answer="Definitely not the motorcycle; go by train.")
    [request] = [r for r in model.requests if MAPPING_MARKER in r.messages[-1]["content"]]
    assert [m["role"] for m in request.messages] == ["user", "assistant", "user"]
    assert request.messages[0]["content"] == Q and request.messages[1]["content"].startswith("Definitely not")


def _free_text_data():
    from pathlib import Path

    import yaml

    data = yaml.safe_load((Path(__file__).parents[2] / "data" / "free_text_answers.yaml").read_text(encoding="utf-8"))
    return data["questions"], [(form, *row) for form, rows in data["answers"].items() for row in rows]


QUESTIONS, ANSWERS = _free_text_data()


@pytest.mark.parametrize(("form", "qid", "answer", "expected"), [a for a in ANSWERS if a[0] != "controls"],
                         ids=lambda v: str(v)[:40])
def test_contrastive_answers_are_mapped_without_a_model_call(form, qid, answer, expected):
    prompt, a, b = QUESTIONS[qid]
    model = ScriptedModel(expected)
    cert = Guard(model, generator=None, t0_samples=1).certify(prompt, answer=answer, options=(a, b)).certificate
    assert cert.formed and cert.recommendation == expected
    assert mapping_calls(model) == 0


@pytest.mark.parametrize(("form", "qid", "answer", "expected"), [a for a in ANSWERS if a[0] == "controls"],
                         ids=lambda v: str(v)[:40])
def test_negated_hedged_or_plain_answers_are_left_to_the_mapping_call(form, qid, answer, expected):
    from warrantguard.guard.question import contrastive_option

    prompt, a, b = QUESTIONS[qid]
    assert contrastive_option(answer, a, b) is None
    model = ScriptedModel(expected)
    Guard(model, generator=None, t0_samples=1).certify(prompt, answer=answer, options=(a, b))
    assert mapping_calls(model) == 1
