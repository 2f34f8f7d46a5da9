"""Question and answer parsing."""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion, parse_option, parse_percent
from warrantguard.guard.probes._lexical import invert, permute


@pytest.mark.parametrize(
    ("prompt", "options", "context"),
    [
        ("Which is safer to travel by, motorcycle or train?", ("motorcycle", "train"), "travel"),
        ("Which is better for children: milk or juice?", ("milk", "juice"), "children"),
        ("Choose between Python and Rust for a web backend.", ("Python", "Rust"), "web backend"),
        ("Python vs Rust for data science?", ("Python", "Rust"), "data science"),
        ("Is it better to rent or buy a home in a big city?", ("rent", "buy"), "big city"),
        ('Approve "vendor A" or "vendor B"?', ("vendor A", "vendor B"), None),
    ],
)
def test_question_heuristics(prompt, options, context):
    q = PairwiseQuestion.parse(prompt)
    assert q.options == options and q.context == context


@pytest.mark.parametrize(
    ("prompt", "options"),
    [  # issue 12: refused or split wrongly by the regular expressions
        ("Python or Java for a new backend service?", ("Python", "Java")),
        ("Is tea or coffee healthier to drink every morning?", ("tea", "coffee")),
        ("Approve or reject this refund request?", ("Approve", "reject")),
        ("Should the city build a new bridge or expand the ferry service?",
         ("build a new bridge", "expand the ferry service")),
        ("Trains versus buses: which is greener for commuting?", ("Trains", "buses")),
        ("When estimating total project cost, is it more important to consider labor costs or schedule delays?",
         ("labor costs", "schedule delays")),
        ("For a patient with mild hypertension, is diet change or medication the better first step?",
         ("diet change", "medication")),
        ("Should we sign with Acme Corp. or Globex Inc. for our logistics?", ("Acme Corp.", "Globex Inc.")),
        ("MySQL vs PostgreSQL — which should we pick for a new SaaS product?", ("MySQL", "PostgreSQL")),
    ],
)
def test_issue_examples(prompt, options):
    q = PairwiseQuestion.parse(prompt)
    assert q.options == options and q.found_by == "rules"


@pytest.mark.parametrize(
    ("prompt", "reason"),
    [("What is the capital of France?", "no two alternatives"),
     ("Which is best: tea, coffee or water?", "more than two"),
     ("React vs Vue vs Svelte for a new project?", "more than two"),
     ("Should I learn Python or not?", "not an option"),
     ("What is the difference between stocks and bonds?", "difference"),
     ("How many hours or days does it take to renew a passport?", "open question"),
     ("Write a haiku about cats or dogs.", "not a question"),
     ("  ", "empty")],
)
def test_not_pairwise(prompt, reason):
    with pytest.raises(NotPairwiseError, match=reason):
        PairwiseQuestion.parse(prompt)


def test_found_by_records_the_path():
    assert PairwiseQuestion("Tea or coffee?", "tea", "coffee").found_by == "given"
    assert PairwiseQuestion.parse("Tea or coffee?", options=("tea", "coffee")).found_by == "given"
    assert PairwiseQuestion.parse("Tea or coffee?").found_by == "rules"
    assert PairwiseQuestion("Tea or coffee?", "tea", "coffee", None, "model").found_by == "model"
    with pytest.raises(NotPairwiseError, match="found_by"):
        PairwiseQuestion("Tea or coffee?", "tea", "coffee", None, "guess")


def test_explicit_options_validated():
    with pytest.raises(NotPairwiseError, match="exactly two"):
        PairwiseQuestion.parse("x", options=["a", "b", "c"])
    with pytest.raises(NotPairwiseError, match="same"):
        PairwiseQuestion.parse("x", options=["a", "A"])


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("train", "train"), ("Train.", "train"), ('"train"', "train"), ("  **Train**\n", "train"),
     ('{"answer": "motorcycle"}', "motorcycle"), ("MOTORCYCLE", "motorcycle"),
     # off-format: only the two options are answers (the instruction never offers letters)
     ("B", None), ("b", None), ("(A)", None), ("Option B", None), ("I would choose the train.", None),
     ("motorcycle or train", None), ("Both", None), ("neither", None), ("I cannot answer that.", None),
     ("", None), (None, None), ('{"answer": true}', None), ("train..", None), ("x" * 5000, None)],
)
def test_parse_option(reply, expected):
    assert parse_option(reply, "motorcycle", "train") == expected


def test_parse_option_with_nested_names():
    assert parse_option("car-sharing plan", "car", "car-sharing plan") == "car-sharing plan"
    assert parse_option("car", "car", "car-sharing plan") == "car"
    assert parse_option("the car", "car", "car-sharing plan") == "car"  # a leading article is forgiven
    assert parse_option("The train.", "motorcycle", "train") == "train"
    assert parse_option("the motorcycle or the train", "motorcycle", "train") is None


def test_mentioned_option_reads_free_text_naming_exactly_one():
    from warrantguard.guard.question._answers import mentioned_option

    assert mentioned_option("I would choose the train.", "motorcycle", "train") == "train"
    assert mentioned_option("the car", "car", "car-sharing plan") == "car"
    assert mentioned_option("motorcycle or train", "motorcycle", "train") is None


@pytest.mark.parametrize(("reply", "expected"), [("80", 80), ("80%", 80), ('{"confidence": 75}', 75),
                                                 ("I am 90 percent sure", 90), ("150", None), ("abc", None),
                                                 ("70.5", None), ("0", 0), ("100", 100)])
def test_parse_percent(reply, expected):
    assert parse_percent(reply) == expected


def test_permute_and_invert():
    assert permute("Is a car or a car-sharing plan better?", "car", "car-sharing plan") == \
        "Is a car-sharing plan or a car better?"
    assert permute("Which is faster, X or Y?", "X", "Z") is None
    inv = invert("Which is Safer to travel by, motorcycle or train?", ("motorcycle", "train"))
    assert inv and inv[0] == "Which is Riskier to travel by, motorcycle or train?"
    assert invert("Motorcycle or train?", ()) is None


def _extract(prompt, reply):
    import asyncio

    from warrantguard.guard._models import ChatResponse
    from warrantguard.guard.probes._generators import extract_question

    asked = []

    async def ask(request):
        asked.append(request)
        return ChatResponse(texts=[reply])

    found = asyncio.run(extract_question(prompt, ask))
    assert len(asked) == 1 and asked[0].json  # one structured call
    return found


HESITANT = "For my commute I keep hesitating: the bus, maybe the Tram."


def test_model_extraction_accepted_when_verbatim():
    q = _extract(HESITANT, '{"option_a": "The Bus", "option_b": "the tram", "context": "commute"}')
    assert q.options == ("the bus", "the Tram") and q.context == "commute" and q.found_by == "model"


@pytest.mark.parametrize(
    ("prompt", "reply"),
    [(HESITANT, '{"option_a": "the bus", "option_b": "the train"}'),          # not in the prompt
     ("Cartrain or scarf, I keep hesitating.", '{"option_a": "car", "option_b": "train"}'),  # not whole words
     ("Only the half marathon tempts me.", '{"option_a": "half marathon", "option_b": "marathon"}'),  # overlap
     (HESITANT, '{"option_a": "the bus", "option_b": "The Bus"}'),            # the same option
     (HESITANT, '{"pairwise": false, "option_a": "the bus", "option_b": "the tram"}'),
     (HESITANT, '{"option_a": ["the bus"], "option_b": "the tram"}'),
     (HESITANT, "I think it is the bus or the tram."), (HESITANT, "")],
)
def test_model_extraction_rejected(prompt, reply):
    assert _extract(prompt, reply) is None


def test_model_extraction_allows_nested_options_at_separate_places():
    q = _extract("A marathon first, or straight to a half marathon, I keep hesitating.",
                 '{"option_a": "marathon", "option_b": "half marathon", "context": "ultra"}')
    assert q.options == ("marathon", "half marathon") and q.context is None


def test_guard_records_model_path():
    import asyncio

    from warrantguard import Guard
    from warrantguard.testing import ScriptedModel

    async def gen(messages, *, temperature):
        return '{"option_a": "the bus", "option_b": "the tram"}'

    q = asyncio.run(Guard(ScriptedModel("the bus"), generator=gen).aquestion(HESITANT))
    assert q.options == ("the bus", "the Tram") and q.found_by == "model"
    with pytest.raises(NotPairwiseError):
        asyncio.run(Guard(ScriptedModel("the bus"), generator=gen).aquestion("What is the capital of France?"))
