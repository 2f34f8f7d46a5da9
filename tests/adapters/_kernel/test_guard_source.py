"""Every adapter gets its Guard from one place (``GuardSource``): given Guard, factory, or the default."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage

from warrantguard import Guard
from warrantguard.adapters import litellm_dropin
from warrantguard.adapters._kernel import GuardSource, policy_from, review_queue_from
from warrantguard.adapters.langchain import WarrantChatModel
from warrantguard.adapters.proxy import ProxyConfig
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel

from ..conformance import QUESTION
from ..langchain.test_wrapper import ScriptedChat


def test_a_given_guard_wins_over_a_factory() -> None:
    given = Guard(ScriptedModel("train"))
    source = GuardSource(guard=given, factory=lambda *a: Guard(ScriptedModel("motorcycle")))
    assert source.build("m", ("m",)) is given


def test_the_factory_gets_the_adapters_arguments() -> None:
    seen: list[tuple[Any, ...]] = []

    def factory(*args: Any) -> Guard:
        seen.append(args)
        return Guard(ScriptedModel("train"))

    GuardSource(factory=factory).build("focal", ("model", {"api_base": "x"}))
    assert seen == [("model", {"api_base": "x"})]


def test_the_default_guard_takes_policy_settings_and_defaults_the_settings_leave_open() -> None:
    policy = StakesPolicy()
    guard = GuardSource(policy=policy, settings={"generator": "lexical", "t0_samples": 4}).build(
        ScriptedModel("train"), generator="llm")
    assert guard.policy is policy
    assert guard.settings.t0_samples == 4
    assert type(guard.generator).__name__ == "LexicalGenerator"
    assert type(GuardSource().build(ScriptedModel("train"), generator="lexical").generator).__name__ \
        == "LexicalGenerator"


def test_a_policy_and_a_review_queue_are_taken_as_given_or_loaded_from_a_path(tmp_path: Any) -> None:
    policy, queue = StakesPolicy(), ReviewQueue(tmp_path / "given.db")
    assert policy_from(policy) is policy and review_queue_from(queue) is queue
    assert policy_from(None) is None and review_queue_from(None) is None
    path = tmp_path / "policy.yaml"
    path.write_text("default: high\n")
    loaded = policy_from(str(path))
    assert isinstance(loaded, StakesPolicy) and loaded.default == "high"
    opened = review_queue_from(str(tmp_path / "reviews.db"))
    assert isinstance(opened, ReviewQueue) and (tmp_path / "reviews.db").exists()


def test_the_adapters_build_through_it() -> None:
    litellm_dropin.configure(t0_samples=3)
    try:
        assert litellm_dropin.guard_for("openai/gpt-4o-mini", {"api_key": "k"}).settings.t0_samples == 3
    finally:
        litellm_dropin.configure()
    guard = ProxyConfig(base_url="http://up/v1", guard_options={"t0_samples": 2}).build_guard(ScriptedModel("train"))
    assert guard.settings.t0_samples == 2


def test_langchain_settings_may_name_the_generator() -> None:
    """The wrapper used to pass ``generator="lexical"`` and the settings side by side (a TypeError)."""
    chat = WarrantChatModel(inner=ScriptedChat(), settings={"generator": "lexical", "t0_samples": 3},
                            warrant={"options": ["motorcycle", "train"]})
    reply = chat.invoke([HumanMessage(QUESTION)])
    assert reply.response_metadata["warrant"]["status"] == "success"


def test_langchain_builds_its_guard_on_the_langchain_model_without_loading_a_default(monkeypatch) -> None:
    """It used to build a default Guard (the local model through litellm: seconds of import on the
    event loop at the first call) and then swap the focal model in."""
    from warrantguard.guard import _models

    def refuse(model: str, **params: Any) -> Any:
        raise AssertionError(f"a model string was resolved: {model}")

    monkeypatch.setattr(_models, "_FACTORIES", [refuse])
    chat = WarrantChatModel(inner=ScriptedChat(), warrant={"options": ["motorcycle", "train"]})
    reply = chat.invoke([HumanMessage(QUESTION)])
    assert reply.response_metadata["warrant"]["status"] == "success"


def test_a_policy_among_the_settings_is_a_configuration_error_not_a_type_error() -> None:
    """``ProxyConfig(guard_options={"policy": ...})`` raised ``TypeError`` (Guard got ``policy`` twice)
    from the first request; the parts a source passes itself are refused among the settings."""
    import pytest

    from warrantguard.guard import ConfigurationError

    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {}}})
    for key, value in (("policy", policy), ("review_queue", None), ("model", "openai/x")):
        with pytest.raises(ConfigurationError, match=key):
            GuardSource(settings={key: value}).build(ScriptedModel("train"))
    with pytest.raises(ConfigurationError, match="policy"):
        ProxyConfig(base_url="http://127.0.0.1:9/v1", guard_options={"policy": policy}).build_guard(
            ScriptedModel("train"))
