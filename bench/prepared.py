"""Certify while the answer is being written: certified latency in units of the upstream
latency, the answer-then-certify order and the concurrent one side by side (issue 14, item 5).

    python bench/prepared.py [--latency-ms 50] [--requests 10]

Every call (the caller's answer and each probe) takes ``--latency-ms`` (litellm's
``mock_delay`` for the drop-in's answer, a scripted model's latency for the probes and for
the LangChain inner model). "sequential" is the order the adapters used before: the answer,
then the certificate (``certify_answer``); "concurrent" is the adapter as shipped. The probes
of one certificate run in one round when ``max_concurrency`` allows, so the goal is about 2
units (the answer, then what needs it: the free-text mapping and the confidence).

Issue 25 adds a row per agent framework: "MCP proxy" is a tool call through ``warrantguard
mcp-proxy`` (the tool answers after ``--latency-ms``; the certificate starts with the call),
"LangGraph" a ``create_agent`` turn with ``WarrantReview`` at high stakes (an allowed answer),
"LG node" a plain ``StateGraph`` turn through ``warrant_review_node`` (after the model's node: no
early start, so about one unit more);
the last line is a ``create_agent`` turn without warrantguard, the graph's own cost.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from langchain_core.messages import HumanMessage

import warrantguard
from warrantguard.adapters._kernel import WarrantRequest, certify_answer
from warrantguard.adapters.langchain import WarrantChatModel
from warrantguard.guard import Guard, run_sync
from warrantguard.testing import ScriptedModel
from warrantguard.testing._langchain import ScriptedChatModel

Q = "Which is safer to travel by, motorcycle or train?"
ANSWER = "The train: it is far safer."


def _guard(latency: float) -> Guard:
    return Guard(ScriptedModel("train", latency=latency), generator="lexical")


async def dropin(latency: float, concurrent: bool) -> float:
    """Seconds for one certified ``warrantguard.acompletion``."""
    kwargs: dict[str, Any] = {"model": "openai/gpt-4o-mini", "messages": [{"role": "user", "content": Q}],
                              "mock_response": ANSWER, "mock_delay": latency, "api_key": "sk-bench"}
    start = time.perf_counter()
    if concurrent:
        await warrantguard.acompletion(guard=_guard(latency), warrant={}, **kwargs)
    else:
        import litellm

        response = await litellm.acompletion(**kwargs)
        await certify_answer(_guard(latency), Q, response.choices[0].message.content)
    return time.perf_counter() - start


async def langchain(latency: float, concurrent: bool) -> float:
    """Seconds for one certified ``WarrantChatModel.ainvoke``."""
    def answer(messages: Any, *, temperature: float = 0.0) -> str:
        time.sleep(latency)
        return ANSWER

    inner = ScriptedChatModel(responder=answer)
    start = time.perf_counter()
    if concurrent:
        await WarrantChatModel(inner=inner, guard=_guard(latency), warrant={}).ainvoke([HumanMessage(Q)])
    else:
        message = await inner.ainvoke([HumanMessage(Q)])
        await certify_answer(_guard(latency), Q, message.text)
    return time.perf_counter() - start


async def langchain_sync(latency: float, concurrent: bool) -> float:
    """Seconds for one certified ``WarrantChatModel.invoke`` (sync; run in a thread, as a sync caller would)."""
    def answer(messages: Any, *, temperature: float = 0.0) -> str:
        time.sleep(latency)
        return ANSWER

    def call() -> None:
        inner = ScriptedChatModel(responder=answer)
        if concurrent:
            WarrantChatModel(inner=inner, guard=_guard(latency), warrant={}).invoke([HumanMessage(Q)])
        else:
            message = inner.invoke([HumanMessage(Q)])
            run_sync(certify_answer(_guard(latency), Q, message.text))

    start = time.perf_counter()
    await asyncio.to_thread(call)
    return time.perf_counter() - start


_shared: dict[str, Any] = {}


async def _mcp(latency: float) -> tuple[Any, Any]:
    """The MCP target (a tool answering after ``latency``) and the certifying proxy in front of it, each
    with an in-process client, connected once."""
    if "mcp" not in _shared:
        from contextlib import AsyncExitStack

        from mcp import Client
        from mcp.server.mcpserver import MCPServer

        from warrantguard.adapters.mcp import CertifyingProxy

        target = MCPServer("advisor")

        @target.tool()
        async def advise(question: str) -> str:
            await asyncio.sleep(latency)
            return ANSWER

        stack = AsyncExitStack()
        direct = await stack.enter_async_context(Client(target, cache=None))
        upstream = await stack.enter_async_context(Client(target, cache=None))
        proxy = CertifyingProxy(upstream, guard=_guard(latency))
        _shared["mcp"] = (direct, await stack.enter_async_context(Client(proxy.server)), stack)
    direct, proxied, _ = _shared["mcp"]
    return direct, proxied


async def mcp_proxy(latency: float, concurrent: bool) -> float:
    """Seconds for one tool call through ``warrantguard mcp-proxy`` (in-process MCP clients)."""
    direct, proxied = await _mcp(latency)
    start = time.perf_counter()
    if concurrent:
        result = await proxied.call_tool("advise", {"question": Q})
        assert "warrantguard/warrant" in (result.meta or {})
    else:
        result = await direct.call_tool("advise", {"question": Q})
        await certify_answer(_guard(latency), Q, result.content[0].text)
    return time.perf_counter() - start


async def langgraph(latency: float, concurrent: bool) -> float:
    """Seconds for one ``create_agent`` turn with ``WarrantReview`` at high stakes (fast strategy; a Strong
    answer is allowed: no pause); answer-then-certify uses the same Guard and stakes."""
    import tempfile
    import uuid

    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from warrantguard.adapters.langchain import WarrantReview
    from warrantguard.policies import ReviewQueue, StakesPolicy

    def answer(messages: Any, *, temperature: float = 0.0) -> str:
        time.sleep(latency)
        return ANSWER

    if "langgraph" not in _shared:
        queue = ReviewQueue(os.path.join(tempfile.mkdtemp(), "review.sqlite3"))
        guard = Guard(ScriptedModel("train", latency=latency), generator="lexical", policy=StakesPolicy(),
                      review_queue=queue)
        inner = ScriptedChatModel(responder=answer)
        agent = create_agent(inner, [], middleware=[WarrantReview(guard, stakes="high")],
                             checkpointer=InMemorySaver())
        _shared["langgraph"] = (inner, agent, guard)
    inner, agent, guard = _shared["langgraph"]
    start = time.perf_counter()
    if concurrent:
        out = await agent.ainvoke({"messages": [HumanMessage(Q)]}, {"configurable": {"thread_id": uuid.uuid4().hex}})
        assert "warrant" in out["messages"][-1].response_metadata
    else:
        message = await inner.ainvoke([HumanMessage(Q)])
        await certify_answer(guard, Q, message.text, WarrantRequest(stakes="high"))
    return time.perf_counter() - start


async def langgraph_node(latency: float, concurrent: bool) -> float:
    """Seconds for one turn of a plain ``StateGraph``: a model node, then ``warrant_review_node`` at high
    stakes (an allowed answer: no pause). The node runs after the model's node, so its certificate cannot
    start with the call; answer-then-certify uses the same Guard and stakes."""
    import tempfile
    import uuid

    from langchain_core.messages import AIMessage
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import END, START, MessagesState, StateGraph

    from warrantguard.adapters.langchain import warrant_review_node
    from warrantguard.policies import ReviewQueue, StakesPolicy

    async def model(state: Any) -> dict[str, Any]:
        await asyncio.sleep(latency)
        return {"messages": [AIMessage(ANSWER)]}

    if "langgraph_node" not in _shared:
        queue = ReviewQueue(os.path.join(tempfile.mkdtemp(), "review.sqlite3"))
        guard = Guard(ScriptedModel("train", latency=latency), generator="lexical", policy=StakesPolicy(),
                      review_queue=queue)
        graph = StateGraph(MessagesState)
        graph.add_node("model", model)
        graph.add_node("review", warrant_review_node(guard, stakes="high"))
        graph.add_edge(START, "model")
        graph.add_edge("model", "review")
        graph.add_edge("review", END)
        _shared["langgraph_node"] = (graph.compile(checkpointer=InMemorySaver()), guard)
    app, guard = _shared["langgraph_node"]
    start = time.perf_counter()
    if concurrent:
        out = await app.ainvoke({"messages": [HumanMessage(Q)]}, {"configurable": {"thread_id": uuid.uuid4().hex}})
        assert "warrant" in out["messages"][-1].response_metadata
    else:
        answer = (await model({}))["messages"][0]
        await certify_answer(guard, Q, answer.text, WarrantRequest(stakes="high"))
    return time.perf_counter() - start


async def langgraph_plain(latency: float) -> float:
    """Seconds for one ``create_agent`` turn without warrantguard (the graph's own cost, for reference)."""
    import uuid

    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    if "langgraph_plain" not in _shared:
        inner = _shared["langgraph"][0]
        _shared["langgraph_plain"] = create_agent(inner, [], checkpointer=InMemorySaver())
    start = time.perf_counter()
    await _shared["langgraph_plain"].ainvoke({"messages": [HumanMessage(Q)]},
                                             {"configurable": {"thread_id": uuid.uuid4().hex}})
    return time.perf_counter() - start


def _agents(latency: float, guardrail: Any = None) -> Any:
    """An Agents SDK agent on the SDK's scripted model answering after ``latency`` (with ``guardrail`` and
    its early start)."""
    from agents import Agent, set_tracing_disabled
    from agents.testing import ModelStep, assistant_message
    from agents.testing import ScriptedModel as AgentsScriptedModel

    async def answer(call: Any) -> Any:
        await asyncio.sleep(latency)
        return [assistant_message(ANSWER)]

    set_tracing_disabled(True)
    guardrails: dict[str, Any] = {} if guardrail is None else {
        "input_guardrails": [guardrail.input_guardrail], "output_guardrails": [guardrail]}
    return Agent(name="bench", model=AgentsScriptedModel([ModelStep.respond(answer)]), **guardrails)


async def openai_agents(latency: float, concurrent: bool) -> float:
    """Seconds for one ``Runner.run`` whose answer the warrant output guardrail certifies (its input
    guardrail starts the certificate with the run)."""
    from agents import Runner

    from warrantguard.adapters.openai_agents import warrant_output_guardrail

    agent = _agents(latency, warrant_output_guardrail(_guard(latency)) if concurrent else None)
    start = time.perf_counter()
    result = await Runner.run(agent, Q)
    if concurrent:
        assert result.output_guardrail_results[0].output.output_info["tier"]
    else:
        await certify_answer(_guard(latency), Q, result.final_output)
    return time.perf_counter() - start


def _pydantic_ai(latency: float, capability: Any = None) -> Any:
    """A pydantic-ai agent on a ``FunctionModel`` answering after ``latency`` (with ``capability``)."""
    from pydantic_ai import Agent
    from pydantic_ai.messages import ModelResponse, TextPart
    from pydantic_ai.models.function import FunctionModel

    async def answer(messages: Any, info: Any) -> ModelResponse:
        await asyncio.sleep(latency)
        return ModelResponse(parts=[TextPart(ANSWER)])

    return Agent(FunctionModel(answer), capabilities=[] if capability is None else [capability])


async def pydantic_ai(latency: float, concurrent: bool) -> float:
    """Seconds for one ``agent.run`` with ``WarrantCapability``."""
    from warrantguard.adapters.pydantic_ai import WarrantCapability

    agent = _pydantic_ai(latency, WarrantCapability(_guard(latency)) if concurrent else None)
    start = time.perf_counter()
    result = await agent.run(Q)
    if concurrent:
        assert result.response.metadata["warrant"]["tier"]
    else:
        await certify_answer(_guard(latency), Q, result.output)
    return time.perf_counter() - start


async def agent_frameworks_plain(latency: float, requests: int) -> tuple[float, float]:
    """An Agents SDK run and a pydantic-ai run without warrantguard, p50 in units of ``latency``."""
    from agents import Runner

    async def timed(run: Any) -> float:
        start = time.perf_counter()
        await run()
        return time.perf_counter() - start

    agents = [await timed(lambda: Runner.run(_agents(latency), Q)) for _ in range(requests)]
    pydantic = [await timed(lambda: _pydantic_ai(latency).run(Q)) for _ in range(requests)]
    return statistics.median(agents) / latency, statistics.median(pydantic) / latency


async def main(latency: float, requests: int) -> None:
    print(f"certified latency in units of one upstream call ({latency * 1000:.0f} ms), p50 of {requests}, "
          "interleaved")
    print(f"{'adapter':<10} | {'sequential':>10} | {'concurrent':>10} | {'ratio':>6}")
    for name, run in (("drop-in", dropin), ("LangChain", langchain), ("LC sync", langchain_sync),
                      ("MCP proxy", mcp_proxy), ("LangGraph", langgraph), ("LG node", langgraph_node),
                      ("Agents SDK", openai_agents), ("PydanticAI", pydantic_ai)):
        await run(latency, True)  # warm up
        times: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(requests):
            for concurrent in (False, True):
                times[concurrent].append(await run(latency, concurrent))
        seq, conc = (statistics.median(times[c]) / latency for c in (False, True))
        print(f"{name:<10} | {seq:>10.2f} | {conc:>10.2f} | {seq / conc:>5.2f}×")
    plain = statistics.median([await langgraph_plain(latency) for _ in range(requests)]) / latency
    print(f"(a LangGraph create_agent turn without warrantguard: {plain:.2f})")
    agents, pydantic = await agent_frameworks_plain(latency, requests)
    print(f"(without warrantguard: an Agents SDK run {agents:.2f}, a PydanticAI run {pydantic:.2f})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency-ms", type=float, default=50.0)
    parser.add_argument("--requests", type=int, default=10)
    args = parser.parse_args()
    asyncio.run(main(args.latency_ms / 1000, args.requests))
