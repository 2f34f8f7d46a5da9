"""The one piece of wiring warrantguard does when imported: :func:`install`.

``import warrantguard`` calls it once; no other module registers anything on import. It
connects this package to the engine, which imports no provider library (the registries are
``warrantguard.guard.spi``'s):

* model strings become :class:`~warrantguard.models.LiteLLMModel` objects, and cache
  directories :class:`~warrantguard.models.DiskCache` stores;
* ``local/...`` model strings run the embedded llama.cpp model (:mod:`warrantguard.models.local`),
  in the engine and in plain ``litellm.completion``: the ``local`` provider is added to litellm
  right away if litellm is imported, else just after ``import litellm``
  (:func:`~warrantguard.models._import_hook.on_litellm_import`).

It imports neither litellm nor llama.cpp, writes no environment variable, and is idempotent:
calling it again changes nothing.
"""

from __future__ import annotations

import threading

from warrantguard.guard.spi import register_cache_opener, register_model_factory
from warrantguard.models import local
from warrantguard.models._diskcache import DiskCache
from warrantguard.models._import_hook import on_litellm_import
from warrantguard.models._litellm import LiteLLMModel, default_model_name, register_probabilities, register_scheme

__all__ = ["install"]

_LOCK = threading.Lock()
_DONE: list[bool] = []  # one entry once installed


def install() -> None:
    """Register the providers with the engine and the ``local`` provider with litellm (once)."""
    with _LOCK:
        if _DONE:
            return
        register_model_factory(LiteLLMModel, default_model_name)
        register_cache_opener(DiskCache)
        scheme = f"{local.PROVIDER}/"
        register_scheme(scheme, local.register)
        register_probabilities(scheme, local.probabilities_hook)
        on_litellm_import(local.register)
        _DONE.append(True)
