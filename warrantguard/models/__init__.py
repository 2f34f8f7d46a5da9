"""Providers: the bindings that do I/O for the engine (litellm models, the disk cache).

Importing :mod:`warrantguard` registers them with the engine, which itself imports no
provider library: model strings become :class:`LiteLLMModel` objects and cache
directories become :class:`DiskCache` stores.
"""

from warrantguard.guard.spi import register_cache_opener, register_model_factory
from warrantguard.models._diskcache import DiskCache, default_cache_dir
from warrantguard.models._litellm import LiteLLMModel, default_model_name, price, register_scheme

__all__ = ["DiskCache", "LiteLLMModel", "default_cache_dir", "default_model_name", "price", "register_scheme"]

register_model_factory(LiteLLMModel, default_model_name)
register_cache_opener(DiskCache)
