"""LangChain's own standard tests (``langchain-tests``) on ``WarrantChatModel``, offline.

The wrapped model is :class:`warrantguard.testing._langchain.ScriptedChatModel` (tools,
streaming, usage metadata, per-call model override, no network). Each suite runs three
times: on the scripted model alone (the control: the fake itself conforms), on the
wrapper passing calls through (the standard prompts are not pairwise questions), and on
the wrapper with every call opted in (``warrant={}``), so that each call is certified
(``not_run``: the prompts are not pairwise) and streams are buffered, then replayed.

Skips, all where the suite itself marks a feature optional or unset:

* ``supports_image_inputs``, ``supports_image_urls``, ``supports_pdf_inputs``,
  ``supports_audio_inputs``, ``supports_image_tool_message``, ``supports_pdf_tool_message``
  stay ``False``: those tests download their fixtures from the internet, and no test
  here reaches the network;
* ``enable_vcr_tests`` stays ``False`` (``test_stream_time``): it replays recorded HTTP
  cassettes of a provider API, and neither the fake nor the wrapper makes HTTP calls;
* ``init_from_env_params`` is unset (``test_init_from_env``): the wrapper reads no
  environment variable (credentials belong to the wrapped model);
* ``is_lc_serializable()`` is ``False`` (``test_serdes``): the wrapper holds a guard, a
  policy and a review queue, which are not LangChain-serialisable.
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("langchain_tests")

from langchain_core.language_models import BaseChatModel
from langchain_tests.integration_tests import ChatModelIntegrationTests
from langchain_tests.unit_tests import ChatModelUnitTests

from warrantguard.adapters.langchain import WarrantChatModel
from warrantguard.testing._langchain import ScriptedChatModel


class _Scripted:
    """What the three variants share: the scripted inner model's capabilities."""

    @property
    def chat_model_class(self) -> type[BaseChatModel]:
        return WarrantChatModel

    @property
    def chat_model_params(self) -> dict[str, Any]:
        return {"inner": ScriptedChatModel()}

    @property
    def supports_json_mode(self) -> bool:
        return True

    @property
    def supports_anthropic_inputs(self) -> bool:
        return True

    @property
    def model_override_value(self) -> str:
        return "scripted-chat-2"


class _Control(_Scripted):
    @property
    def chat_model_class(self) -> type[BaseChatModel]:
        return ScriptedChatModel

    @property
    def chat_model_params(self) -> dict[str, Any]:
        return {}


class _OptedIn(_Scripted):
    @property
    def chat_model_params(self) -> dict[str, Any]:
        return {"inner": ScriptedChatModel(), "warrant": {}}


class TestScriptedChatModelUnit(_Control, ChatModelUnitTests):
    """The scripted inner model alone (control)."""


class TestScriptedChatModelIntegration(_Control, ChatModelIntegrationTests):
    """The scripted inner model alone (control)."""


class TestWarrantChatModelUnit(_Scripted, ChatModelUnitTests):
    """The wrapper over the scripted model."""


class TestWarrantChatModelIntegration(_Scripted, ChatModelIntegrationTests):
    """The wrapper over the scripted model, calls passed through."""


class TestCertifyingWarrantChatModelUnit(_OptedIn, ChatModelUnitTests):
    """The wrapper with every call opted in to certification."""


class TestCertifyingWarrantChatModelIntegration(_OptedIn, ChatModelIntegrationTests):
    """The wrapper with every call opted in: certified, streams buffered and replayed."""
