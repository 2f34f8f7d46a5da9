"""``warrantguard mcp``: the tools, their structured output and schemas, through the SDK's own clients
(in-process, both protocol eras; a stdio subprocess of the real command; streamable HTTP)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client, StdioServerParameters

from warrantguard import Guard
from warrantguard.adapters._kernel import INTERVENED, NOT_RUN, SUCCESS
from warrantguard.adapters.mcp import WarrantResult, create_server
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel

from ..conformance import SCENARIOS, reference, signature
from .conftest import QUESTION

TESTS = Path(__file__).resolve().parents[2]
BY_NAME = {s.name: s for s in SCENARIOS}


def _args(**kwargs: Any) -> dict[str, Any]:
    return {k: v for k, v in kwargs.items() if v is not None}


async def test_tools_declare_structured_output_schemas() -> None:
    async with Client(create_server(SCENARIOS[0].guard())) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == {"certify_recommendation", "check_answer"}
    for tool in tools.values():
        assert tool.output_schema == WarrantResult.model_json_schema()
    certify = tools["certify_recommendation"].input_schema
    assert set(certify["required"]) == {"question", "answer"}
    assert set(certify["properties"]) == {"question", "options", "answer", "stakes", "context"}
    assert set(tools["check_answer"].input_schema["properties"]) == {"question", "options", "stakes"}


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_certify_recommendation_returns_the_reference_warrant(mode: str) -> None:
    scenario = BY_NAME["none-review"]
    async with Client(create_server(scenario.guard()), mode=mode) as client:
        result = await client.call_tool("certify_recommendation", _args(question=scenario.prompt,
                                                                       answer=scenario.answer, stakes="high"))
    assert not result.is_error
    out = WarrantResult.model_validate(result.structured_content)
    assert (out.status, out.withheld, out.tier, out.action) == (INTERVENED, True, "No Warrant", "review")
    assert "withheld" in out.content and scenario.answer not in out.content
    assert signature(out.warrant) == await asyncio.to_thread(reference, scenario)  # reference() is sync


async def test_a_review_item_is_named_in_the_result(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "review.sqlite3")
    scenario = BY_NAME["none-review"]
    guard = Guard(scenario.model(), generator="lexical", policy=StakesPolicy(), review_queue=queue)
    async with Client(create_server(guard)) as client:
        result = await client.call_tool("certify_recommendation", {"question": QUESTION, "answer": "train",
                                                                   "stakes": "high"})
    out = WarrantResult.model_validate(result.structured_content)
    assert out.review_id is not None and out.review_id in out.content
    assert queue.get(out.review_id).recommendation == "train"


async def test_check_answer_asks_the_servers_model() -> None:
    guard = Guard(ScriptedModel("train"), generator="lexical", policy=StakesPolicy())
    async with Client(create_server(guard)) as client:
        result = await client.call_tool("check_answer", {"question": QUESTION, "stakes": "medium"})
        other = await client.call_tool("check_answer", {"question": "What is the capital of France?"})
    out = WarrantResult.model_validate(result.structured_content)
    assert (out.status, out.content, out.tier, out.action) == (SUCCESS, "train", "Strong Warrant", "allow")
    assert WarrantResult.model_validate(other.structured_content).status == NOT_RUN


async def test_bad_input_and_failures_are_tool_errors() -> None:
    async with Client(create_server(BY_NAME["provider-failure"].guard())) as client:
        three = await client.call_tool("certify_recommendation", {"question": QUESTION, "answer": "train",
                                                                  "options": ["a", "b", "c"]})
        blank = await client.call_tool("certify_recommendation", {"question": QUESTION, "answer": "   "})
        unknown = await client.call_tool("certify_recommendation", {"question": QUESTION, "answer": "train",
                                                                    "stakes": "cosmic"})
        failed = await client.call_tool("check_answer", {"question": QUESTION, "stakes": "medium"})
    for result in (three, blank, unknown, failed):
        assert result.is_error and result.structured_content is None
    assert "nothing to certify" in blank.content[0].text
    assert "cosmic" in unknown.content[0].text
    assert "authentication" in failed.content[0].text.lower()


def _stdio(*extra: str) -> StdioServerParameters:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]),
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    return StdioServerParameters(command=sys.executable, env=env, args=[
        "-m", "warrantguard.cli", "mcp", "--model", "py:cli_models:conditional", "--generator", "lexical",
        "--cache", "", *extra])


async def test_the_command_serves_over_stdio() -> None:
    async with Client(_stdio(), mode="legacy") as client:
        assert client.server_info is not None and client.server_info.name == "warrantguard"
        await client.send_ping()
        result = await client.call_tool("certify_recommendation", {"question": QUESTION, "answer": "the train",
                                                                   "stakes": "critical"})
    out = WarrantResult.model_validate(result.structured_content)
    assert (out.status, out.tier, out.action, out.withheld) == (INTERVENED, "Conditional Warrant", "block", True)


async def test_streamable_http_serves_both_eras(http_server: str) -> None:
    for mode in ("auto", "legacy"):
        async with Client(http_server, mode=mode) as client:
            result = await client.call_tool("certify_recommendation", {"question": QUESTION, "answer": "train"})
        assert WarrantResult.model_validate(result.structured_content).status == SUCCESS


def _initialize(url: str, **headers: str) -> httpx.Response:
    body = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                       "clientInfo": {"name": "rebinding-test", "version": "1"}}}
    return httpx.post(url, json=body, headers={"Accept": "application/json, text/event-stream", **headers})


def test_dns_rebinding_is_refused_on_loopback(http_server: str) -> None:
    port = http_server.split(":")[2].split("/")[0]
    assert _initialize(http_server).status_code == 200
    assert _initialize(http_server, Host=f"localhost:{port}", Origin=f"http://localhost:{port}").status_code == 200
    assert _initialize(http_server, Host=f"evil.example:{port}").status_code == 421
    assert _initialize(http_server, Origin="http://evil.example").status_code == 403
