"""Bad input at the public surface raises only ``WarrantguardError`` subclasses (issue 21, item 5).

First the escapes found by hand (a bare ``ValueError`` for ``tags="x"``, pydantic's
``ValidationError`` from ``Probe(tier=0)``...), then a property test that feeds arbitrary
values to each keyword of the entry points an attacker can reach: ``Guard(...)``,
``Guard.check``/``acheck``/``aprepare``/``estimate``, ``CertificateSettings``, ``Budget``,
``RetryPolicy``, ``Probe``, and ``load_policy``/``parse_policy`` on arbitrary text.
"""

from __future__ import annotations

import asyncio
import decimal
import math
import traceback
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from warrantguard import (
    Budget,
    CertificateSettings,
    ConfigurationError,
    Guard,
    Probe,
    RetryPolicy,
    StakesPolicy,
    WarrantguardError,
    load_policy,
)
from warrantguard.policies import parse_policy
from warrantguard.testing import ManualClock, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
SMALL = {"t0_samples": 2, "t1_paraphrases": 0, "t2_probes": 1, "t3_probes": 1}
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def small_guard(**kwargs: Any) -> Guard:
    """A Guard on a scripted model (lexical probes), small enough for a property test."""
    return Guard(ScriptedModel("train"), generator="lexical", **{**SMALL, **kwargs})


class _Opaque:
    """An object of a type no entry point expects."""


def _raiser(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("a callable that fails")


ODD = [object(), _Opaque(), _Opaque, int, str, dict, _raiser, Path("x"), decimal.Decimal("1.5"), complex(1, 2),
       math.inf, -math.inf, math.nan, 10**30, -(10**30), b"\xff\xfe", bytearray(b"ab"), range(3), {1, 2},
       frozenset({"a"}), Ellipsis, NotImplemented]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=40),
                    st.binary(max_size=20), st.sampled_from(ODD))
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                            st.dictionaries(st.one_of(st.text(max_size=8), st.integers()), inner, max_size=4)),
    max_leaves=8,
)


def only_ours(call: Any) -> Any:
    """Run ``call()``; any exception must be a WarrantguardError (re-raised otherwise)."""
    try:
        return call()
    except WarrantguardError:
        return None


# --------------------------------------------------------------------------- the escapes found by hand


@pytest.mark.parametrize("tags", ["x", 5, ["a", "b"], {"k": 5}, {5: "v"}, {"k": "v" * 100_000}])
def test_bad_tags_are_a_configuration_error(tags: Any) -> None:
    with pytest.raises(ConfigurationError, match="tags"):
        small_guard().check(Q, tags=tags)


@pytest.mark.parametrize(("keyword", "value"), [
    ("stakes", 5), ("route", ["a"]), ("request_id", 7), ("wait_for_review", "soon"),
    ("wait_for_review", -1), ("wait_for_review", math.nan), ("probes", 5), ("answer", 5),
])
def test_bad_call_keywords_are_a_configuration_error(keyword: str, value: Any) -> None:
    with pytest.raises(ConfigurationError, match=keyword):
        small_guard().check(Q, **{keyword: value})


@pytest.mark.parametrize(("fields", "match"), [
    ({"tier": 0, "prompt": "p"}, "1, 2 or 3"), ({"tier": "one", "prompt": "p"}, "tier"),
    ({"tier": 1, "prompt": 5}, "prompt"), ({"tier": 1, "prompt": "  "}, "empty"), ({"tier": 1}, "prompt"),
])
def test_a_bad_probe_is_a_configuration_error_not_pydantics(fields: dict[str, Any], match: str) -> None:
    with pytest.raises(ConfigurationError, match=match):
        Probe(**fields)
    with pytest.raises(ConfigurationError, match=match):
        Probe.model_validate(fields)


@pytest.mark.parametrize(("cls", "fields"), [
    (CertificateSettings, {"t0_samples": "many"}), (CertificateSettings, {"nonsense": 1}),
    (Budget, {"max_calls": "x"}), (Budget, {"max_calls": -1}),
    (RetryPolicy, {"attempts": "x"}), (RetryPolicy, {"attempts": 0}), (RetryPolicy, {"initial": math.nan}),
])
def test_bad_settings_are_a_configuration_error(cls: type, fields: dict[str, Any]) -> None:
    with pytest.raises(ConfigurationError):
        cls(**fields)


@pytest.mark.parametrize("budget", [5, "x", [1, 2], {"nonsense": 1}])
def test_a_bad_budget_keyword_is_a_configuration_error(budget: Any) -> None:
    with pytest.raises(ConfigurationError):
        small_guard(budget=budget)
    with pytest.raises(ConfigurationError):
        small_guard().check(Q, budget=budget)


@pytest.mark.parametrize(("keyword", "value"), [
    ("policy", 5), ("review_queue", "q"), ("hooks", 5), ("hooks", [5]), ("retry", 5), ("model_params", 5),
    ("record_store", object()), ("clock", 5), ("generator", 5), ("model", 5),
])
def test_bad_guard_parts_are_refused_when_the_guard_is_built(keyword: str, value: Any) -> None:
    with pytest.raises(ConfigurationError):
        Guard(**{"model": ScriptedModel("train"), keyword: value})


def test_the_good_forms_still_work() -> None:
    """Positive control for the refusals above."""
    policy = StakesPolicy()
    guard = small_guard(policy=policy, hooks=[], retry=RetryPolicy(attempts=2), model_params={},
                        budget={"max_calls": 500})
    result = guard.check(Q, stakes="low", route="r", tags={"k": "v"}, request_id="id-1", wait_for_review=0.0,
                         probes=[Probe(tier=2, prompt="Which is safer in fog, motorcycle or train?")])
    assert result.recommendation == "train" and result.decision is not None
    assert Probe.model_validate({"tier": 1, "prompt": " p "}).prompt == "p"


# --------------------------------------------------------------------------- arbitrary values, keyword by keyword

GUARD_KEYWORDS = ["model", "generator", "policy", "review_queue", "cache", "hooks", "retry", "model_params",
                  "record_store", "clock", "t0_samples", "strategy", "budget", "max_calls", "deadline",
                  "call_timeout", "seed", "max_prompt_chars", "nonsense"]
CHECK_KEYWORDS = ["options", "context", "probes", "stakes", "route", "tags", "request_id", "wait_for_review",
                  "answer", "t0_samples", "budget", "max_cost", "exhaustive", "strategy", "nonsense"]


@FUZZ
@given(keyword=st.sampled_from(GUARD_KEYWORDS), value=VALUES)
def test_guard_construction_raises_only_warrantguard_errors(keyword: str, value: Any) -> None:
    assume(not (keyword == "model" and value is None))  # the default model is a hosted one: no network here
    base: dict[str, Any] = {"model": ScriptedModel("train"), "generator": "lexical", "clock": ManualClock(),
                            "retry": RetryPolicy(attempts=1), **SMALL}  # no wall-clock waits
    guard = only_ours(lambda: Guard(**{**base, keyword: value}))
    if guard is not None and keyword not in ("model", "generator"):  # a built Guard must also check
        only_ours(lambda: guard.check(Q, options=("motorcycle", "train")))


@FUZZ
@given(keyword=st.sampled_from(CHECK_KEYWORDS), value=VALUES, with_policy=st.booleans())
def test_check_keywords_raise_only_warrantguard_errors(keyword: str, value: Any, with_policy: bool) -> None:
    guard = small_guard(policy=StakesPolicy() if with_policy else None)
    only_ours(lambda: guard.check(Q, **{keyword: value}))


@FUZZ
@given(prompt=VALUES, keyword=st.sampled_from(["options", "context", "t0_samples"]), value=VALUES)
def test_async_and_estimate_entry_points_raise_only_warrantguard_errors(prompt: Any, keyword: str,
                                                                         value: Any) -> None:
    guard = small_guard()

    async def prepared() -> None:
        check = await guard.aprepare(prompt, **{keyword: value})
        await check.aclose()

    only_ours(lambda: guard.estimate(prompt, **{keyword: value}))
    only_ours(lambda: asyncio.run(guard.acheck(prompt, **{keyword: value})))
    only_ours(lambda: asyncio.run(prepared()))
    only_ours(lambda: guard.certify(prompt, answer=value))


@FUZZ
@given(fields=st.dictionaries(st.sampled_from(["tier", "prompt", "inverted", "kind", "context", "source", "x"]),
                              VALUES, max_size=4))
def test_probe_raises_only_warrantguard_errors(fields: dict[str, Any]) -> None:
    only_ours(lambda: Probe(**fields))
    only_ours(lambda: Probe.model_validate(fields))


@FUZZ
@given(fields=st.dictionaries(st.sampled_from([*CertificateSettings.model_fields, "x"]), VALUES, max_size=3),
       limits=st.dictionaries(st.sampled_from(["max_calls", "max_tokens", "max_cost", "deadline", "x"]), VALUES,
                              max_size=3),
       retry=st.dictionaries(st.sampled_from(["attempts", "initial", "maximum"]), VALUES, max_size=3))
def test_settings_raise_only_warrantguard_errors(fields: dict[str, Any], limits: dict[str, Any],
                                                 retry: dict[str, Any]) -> None:
    settings_ = only_ours(lambda: CertificateSettings(**fields))
    only_ours(lambda: CertificateSettings().merged(fields))
    only_ours(lambda: CertificateSettings().stricter(fields))
    only_ours(lambda: Budget(**limits))
    policy = only_ours(lambda: RetryPolicy(**retry))
    if policy is not None:
        assert all(0 <= policy.backoff(n) <= 2 * policy.maximum + 1 for n in (1, 2, 10))
    if settings_ is not None:
        assert settings_.merged({}) == settings_


POLICY_TEXT = st.one_of(
    st.text(max_size=200),
    st.builds(lambda k, v: f"{k}: {v}\n", st.sampled_from(["default", "levels", "rules", "x"]), st.text(max_size=40)),
    st.sampled_from(["levels: {high: {min_warrant: 7}}", "rules: [{stakes: high}]", "default: nope",
                     "levels: {high: {certificate: {max_calls: -1}}}", "rules: [{name: a, stakes: high, tags: 5}]",
                     "levels: {x: {rank: 1e400}}", "[1, 2]", "!!python/object:os.system {}", "a: &a [*a]",
                     "rules: [{name: a, stakes: high, routes: [[]]}]", "levels: {high: {below: 5}}"]),
)


@FUZZ
@given(text=POLICY_TEXT, fmt=st.sampled_from(["yaml", "json", "toml", "xml"]))
def test_policy_text_raises_only_warrantguard_errors(text: str, fmt: str, tmp_path_factory: Any) -> None:
    only_ours(lambda: parse_policy(text, fmt))
    path = tmp_path_factory.mktemp("policy") / f"policy.{fmt if fmt != 'xml' else 'yml'}"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    only_ours(lambda: load_policy(path))


@FUZZ
@given(source=VALUES)
def test_load_policy_on_arbitrary_values_raises_only_warrantguard_errors(source: Any) -> None:
    only_ours(lambda: load_policy(source))


# --------------------------------------------------------------------------- the litellm drop-in


def test_the_drop_in_refuses_a_guard_that_is_not_one() -> None:
    from warrantguard import completion

    with pytest.raises(ConfigurationError, match="guard must be"):
        completion(model="gpt-4o-mini", messages=[{"role": "user", "content": Q}], mock_response="train",
                   guard=True)


@pytest.mark.parametrize("messages", [True, 5, {"role": "user"}])
def test_the_drop_in_leaves_malformed_messages_to_litellm(messages: Any) -> None:
    """litellm refuses them in its own way, as it would without warrantguard (its idiom, not a crash of ours)."""
    import litellm

    from warrantguard import completion

    with pytest.raises(Exception) as plain:
        litellm.completion(model="gpt-4o-mini", messages=messages, mock_response="train")
    with pytest.raises(type(plain.value)) as ours:
        completion(model="gpt-4o-mini", messages=messages, mock_response="train", guard=small_guard())
    assert "/litellm/" in traceback.extract_tb(ours.value.__traceback__)[-1].filename  # raised by litellm itself
