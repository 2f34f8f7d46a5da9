"""LangChain: a guarded chat model and an agent middleware.

:class:`WarrantChatModel` wraps any LangChain chat model. An answer to a pairwise
question (or any call opted in with ``warrant={...}``, on the wrapper or per call:
``model.invoke(msgs, warrant={"stakes": "high"})``) is certified check-only; the
returned ``AIMessage`` carries ``response_metadata["warrant"]`` (the shared JSON
object) and keeps its content unless the policy withholds it. Tool-call answers pass
through. ``bind_tools`` returns a ``RunnableBinding`` of the wrapper carrying the inner
model's own tool binding; ``with_structured_output`` is the inner model's (structured
output is not certified). ``temperature``, ``max_tokens``, ``timeout`` and
``max_retries`` are set on the inner model, ``stop`` goes with the answer call.

Streaming is real: a call that is not certified streams the inner model's chunks as they
come; a certified one waits for the whole answer (the inner model is then called
unstreamed), certifies it and replays it as chunks, the last one carrying the
``warrant`` metadata and the usage, so a withheld answer is never streamed, only the
notice. Tracing sees the inner model's provider and model name (``_get_ls_params``);
the inner call and every probe are child runs of the wrapper's run (probes tagged
``warrantguard:probe``), each with its usage, all tagged ``nostream`` so that LangGraph's
``stream_mode="messages"`` emits the wrapper's tokens only.

:class:`WarrantMiddleware` plugs into ``create_agent(..., middleware=[...])``:
``wrap_model_call`` certifies the agent model's final text answers,
``wrap_tool_call`` certifies tool outputs whose question is one of the tool's string
arguments (or the user's last message); probes then go through the tool itself. For a
pairwise question the agent's model is called unstreamed and tagged ``nostream``:
``stream_mode="messages"`` carries the certified message once, whole, never a withheld
answer.

Probes go to the wrapped model (or tool) unless ``guard=`` is given, whose focal model
then answers them (scripted models in tests). A ``block`` raises
:class:`~warrantguard.WarrantBlocked` unless ``on_block="withhold"``.

Needs ``pip install 'warrantguard[langchain]'``; every LangChain name comes from
:mod:`._langchain_deps`, which raises ``ImportError`` with that hint without the extra.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports
from warrantguard.adapters.langchain._common import (
    LangChainModel,  # without the extra: ImportError with the install hint
    message_chunks,
)
from warrantguard.adapters.langchain._middleware import WarrantMiddleware
from warrantguard.adapters.langchain._model import WarrantChatModel

if TYPE_CHECKING:
    from warrantguard.adapters.langchain._node import WarrantReviewNode, warrant_review_node
    from warrantguard.adapters.langchain._resume import (
        aresume_decided,
        aresume_review,
        resume_decided,
        resume_review,
        resume_worker,
    )
    from warrantguard.adapters.langchain._review import WarrantReview, review_value

__all__ = ["LangChainModel", "WarrantChatModel", "WarrantMiddleware", "WarrantReview", "WarrantReviewNode",
           "aresume_decided", "aresume_review", "message_chunks", "resume_decided", "resume_review", "resume_worker",
           "review_value", "warrant_review_node"]

# the review as an interrupt needs LangGraph's names (the ``langgraph`` extra): loaded on first use
_REVIEW = {"WarrantReview": "_review", "WarrantReviewNode": "_node", "warrant_review_node": "_node",
           "review_value": "_review", "resume_review": "_resume",
           "aresume_review": "_resume", "resume_decided": "_resume", "aresume_decided": "_resume",
           "resume_worker": "_resume"}
__getattr__, __dir__ = lazy_exports(__name__, _REVIEW, __all__)
