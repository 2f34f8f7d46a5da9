"""Test helpers that fake the world, no network: scripted models, faults, fake servers.

* :class:`ScriptedModel` understands the engine's own prompts (answer instruction,
  confidence follow-up, belief query, generator requests) and answers them from the
  preferences you plant; :class:`CoinFlipModel` answers at random (seeded).
* :class:`FaultyModel`, :class:`JitteryModel` and :class:`HangingModel` wrap any model to
  inject seeded faults, seeded latency, or no answer at all.
* :class:`ManualClock` is a virtual clock: sleeps on it take no wall time, and concurrent ones
  wake in deadline order (``Guard(clock=...)``, ``ScriptedModel(latency=..., clock=...)``).
* :class:`AdversarialGenerator` writes hostile probes (generated probes are untrusted input).
* :class:`FakeUpstream` is an OpenAI-compatible upstream (a bare ASGI app);
  :class:`LogprobsUpstream` one that answers with scripted token ``logprobs``.
* :class:`ScriptedChatModel` is a scripted LangChain chat model (needs the ``langchain`` extra).

The fake servers and the LangChain model load on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports
from warrantguard.testing._adversarial import AdversarialGenerator
from warrantguard.testing._clock import ManualClock
from warrantguard.testing._faulty import FAULTS, FaultyModel, HangingModel, JitteryModel
from warrantguard.testing._scripted import CoinFlipModel, ScriptedModel, split_answer_request

if TYPE_CHECKING:
    from warrantguard.testing._langchain import ScriptedChatModel
    from warrantguard.testing._logprobs_server import LogprobsUpstream
    from warrantguard.testing._upstream import FakeUpstream

__all__ = ["FAULTS", "AdversarialGenerator", "CoinFlipModel", "FakeUpstream", "FaultyModel", "HangingModel",
           "JitteryModel", "LogprobsUpstream", "ManualClock", "ScriptedChatModel", "ScriptedModel",
           "split_answer_request"]

_HOMES = {"FakeUpstream": "_upstream", "LogprobsUpstream": "_logprobs_server", "ScriptedChatModel": "_langchain"}

__getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
