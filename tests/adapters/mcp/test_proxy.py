"""``warrantguard mcp-proxy``: pairwise tool results certified (warrant in ``_meta``, a withheld one
``isError`` with the notice), everything else passed through; in-process and as the real command
over stdio in front of a stdio target."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters

from warrantguard.adapters._kernel import INTERVENED, SUCCESS
from warrantguard.adapters.mcp import WARRANT_META, CertifyingProxy, question_argument, upstream_of
from warrantguard.policies import StakesPolicy

from .conftest import QUESTION
from .target_server import build

HERE = Path(__file__).resolve().parent


async def test_a_recommendation_is_certified_by_probing_the_tool_itself() -> None:
    calls: list[str] = []
    async with Client(build("strong-allow", calls), cache=None) as upstream:
        proxy = CertifyingProxy(upstream, policy=StakesPolicy(), stakes="medium")
        async with Client(proxy.server) as client:
            result = await client.call_tool("advise", {"question": QUESTION})
    warrant = result.meta[WARRANT_META]
    assert not result.is_error and result.content[0].text == "train"
    assert (warrant["status"], warrant["tier"], warrant["decision"]["action"]) == (SUCCESS, "Strong Warrant", "allow")
    assert calls[0] == QUESTION and len(calls) > 5  # the probes re-ran the tool with their own questions
    assert all(c != QUESTION for c in calls[1:])


async def test_a_withheld_result_is_an_error_with_the_notice_and_no_structured_content() -> None:
    async with Client(build("none-review"), cache=None) as upstream:
        proxy = CertifyingProxy(upstream, policy=StakesPolicy(), stakes="high")
        async with Client(proxy.server) as client:
            result = await client.call_tool("advise_structured", {"question": QUESTION})
    assert result.is_error and result.structured_content is None
    assert [c.type for c in result.content] == ["text"] and "withheld" in result.content[0].text
    assert "train" not in result.content[0].text
    assert result.meta[WARRANT_META]["status"] == INTERVENED


async def test_everything_else_passes_through() -> None:
    target = build("strong-allow")
    async with Client(target, cache=None) as upstream, Client(target, cache=None) as direct:
        proxy = CertifyingProxy(upstream, policy=StakesPolicy())
        async with Client(proxy.server) as client:
            assert (await client.list_tools()).tools == (await direct.list_tools()).tools
            added = await client.call_tool("add", {"a": 2, "b": 3})
            plain = await direct.call_tool("add", {"a": 2, "b": 3})
            failed = await client.call_tool("fail", {"question": QUESTION})
            resource = await client.read_resource("note://today")
            prompt = await client.get_prompt("greet", {"name": "Ada"})
    assert added.content == plain.content and added.structured_content == plain.structured_content
    assert WARRANT_META not in (added.meta or {})
    assert failed.is_error and "out" in failed.content[0].text and WARRANT_META not in (failed.meta or {})
    assert resource.contents[0].text == "sunny"
    assert "Hello Ada" in prompt.messages[0].content.text


def test_the_question_argument_and_the_target() -> None:
    assert question_argument({"n": 3, "question": QUESTION}) == ("question", QUESTION)
    assert question_argument({"text": "What is the capital of France?"}) is None
    assert upstream_of("https://example.test/mcp") == "https://example.test/mcp"
    params = upstream_of("python -m server --flag 'two words'")
    assert (params.command, params.args) == ("python", ["-m", "server", "--flag", "two words"])


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
async def test_the_command_fronts_a_stdio_server() -> None:
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    target = f"{sys.executable} {HERE / 'target_server.py'} conditional-block"
    params = StdioServerParameters(command=sys.executable, env=env, args=[
        "-m", "warrantguard.cli", "mcp-proxy", "--target", target, "--stakes", "critical"])
    async with Client(params) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        blocked = await client.call_tool("advise", {"question": QUESTION})
        added = await client.call_tool("add", {"a": 1, "b": 1})
    assert {"advise", "add", "fail"} <= names
    assert blocked.is_error and "withheld" in blocked.content[0].text
    assert blocked.meta[WARRANT_META]["decision"]["action"] == "block"
    assert added.structured_content == {"result": 2} and not added.is_error
