"""Schemathesis against the published OpenAPI schema: no 500 on any generated input."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import content_type_conformance, status_code_conformance

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

from .conftest import KEY, scripted_guard

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance]


@pytest.fixture(scope="module")
def proxy_url() -> Iterator[str]:
    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as up:
        config = ProxyConfig(base_url=up.url + "/v1", api_keys=(KEY,), detect=True, max_body_bytes=20_000,
                             guard_factory=lambda focal: scripted_guard(policy=StakesPolicy(), t0_samples=2))
        with ProxyServer(create_app(config)) as proxy:
            yield proxy.url


@pytest.fixture(scope="module")
def api_schema(proxy_url: str) -> schemathesis.BaseSchema:
    return schemathesis.openapi.from_url(proxy_url + "/openapi.json")


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_no_server_error_on_generated_input(case: schemathesis.Case, proxy_url: str) -> None:
    case.call_and_validate(base_url=proxy_url, headers={"authorization": f"Bearer {KEY}"}, checks=CHECKS)


@schema.parametrize()
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_no_server_error_without_a_key(case: schemathesis.Case, proxy_url: str) -> None:
    case.call_and_validate(base_url=proxy_url, checks=[not_a_server_error])
