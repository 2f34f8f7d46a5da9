"""Integrations: each adapter translates its framework's types to the kernel's and raises once,
in its framework's idiom.

* :mod:`warrantguard.adapters.decorator`: ``@recommendation`` on your own functions;
* :mod:`warrantguard.adapters.litellm_dropin`: ``warrantguard.completion`` for ``litellm.completion``;
* :mod:`warrantguard.adapters.proxy`: an OpenAI-compatible proxy (``warrantguard serve``);
* :mod:`warrantguard.adapters.litellm_proxy`: a LiteLLM Proxy guardrail;
* :mod:`warrantguard.adapters.langchain`: a LangChain chat model and agent middleware.

What every adapter needs lives once in the kernel, ``warrantguard.adapters._kernel`` (private to
the adapters). The few kernel names the command line and the test doubles need are exported here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports

if TYPE_CHECKING:
    from warrantguard.adapters._kernel import last_user_text, policy_from, review_queue_from

__all__ = ["last_user_text", "policy_from", "review_queue_from"]

__getattr__, __dir__ = lazy_exports(__name__, dict.fromkeys(__all__, "_kernel"), __all__)
