"""Providers: the bindings that do I/O for the engine (litellm models, the local model, the disk cache).

Importing this package registers nothing. :func:`install`, which ``import warrantguard``
calls once, registers them with the engine (which itself imports no provider library):
model strings become :class:`LiteLLMModel` objects, cache directories :class:`DiskCache`
stores, and ``local/...`` model strings the embedded model, in plain litellm too.
"""

from warrantguard.models._diskcache import DiskCache, DiskCertificateStore, default_cache_dir, default_certificate_dir
from warrantguard.models._litellm import LiteLLMModel, default_model_name, price, register_scheme
from warrantguard.models._ratelimit import Bucket, RateLimitedModel, RateLimiter, TokenBucket, estimated_tokens
from warrantguard.models._wiring import install

__all__ = ["Bucket", "DiskCache", "DiskCertificateStore", "LiteLLMModel", "RateLimitedModel", "RateLimiter",
           "TokenBucket", "default_cache_dir", "default_certificate_dir", "default_model_name", "estimated_tokens",
           "install", "price", "register_scheme"]
