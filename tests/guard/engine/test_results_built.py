"""A probe's result is built without pydantic's validation pass when its values already have their fields'
types (issue 23, item 6): the same result as validation gives, field by field, and validated otherwise."""

from __future__ import annotations

import itertools

import pytest
from pydantic import ValidationError

from warrantguard.guard.engine import ProbeResult
from warrantguard.guard.engine._certificate import answered


class _Text(str):
    """A ``str`` subclass (validation turns it into a plain ``str``)."""


def _state(result: ProbeResult) -> tuple:
    return (list(result.__dict__.items()), [type(v) for v in result.__dict__.values()],
            result.__pydantic_fields_set__, result.__pydantic_extra__, result.__pydantic_private__,
            result.model_dump_json(), repr(result))


VALUES = {
    "tier": [0, 2], "kind": ["narrower", _Text("paraphrase")], "prompt": ["Which, a or b?"], "context": [None, "x"],
    "inverted": [False, True], "source": ["llm"], "answer": [None, "a", _Text("b")], "mapped": [None, "b"],
    "raw": [None, "A."], "attempts": [1, 3], "p_a": [None, 0.25, 1],
}


def test_a_result_built_directly_is_the_validated_one() -> None:
    for values in itertools.product(*VALUES.values()):
        fields = dict(zip(VALUES, values, strict=True))
        expected = ProbeResult(tier=fields["tier"], kind=fields["kind"], prompt=fields["prompt"],
                               context=fields["context"], inverted=fields["inverted"], source=fields["source"],
                               answer=fields["answer"], mapped_answer=fields["mapped"], raw=fields["raw"],
                               attempts=fields["attempts"], valid=fields["mapped"] is not None,
                               option_a_probability=fields["p_a"])
        assert _state(answered(*values)) == _state(expected)


def test_a_value_of_another_type_is_validated_as_before() -> None:
    with pytest.raises(ValidationError):
        answered(1, "k", "p", None, False, "s", None, None, None, "three", None)  # type: ignore[arg-type]
    assert answered(1, "k", "p", None, False, "s", None, None, None, 1, 1).option_a_probability == 1.0
