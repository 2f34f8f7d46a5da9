"""Providers: the bindings that do I/O for the engine (litellm models, the local model, the disk cache).

Importing this package registers nothing. :func:`install`, which ``import warrantguard``
calls once, registers them with the engine (which itself imports no provider library):
model strings become :class:`LiteLLMModel` objects, cache directories :class:`DiskCache`
stores, and ``local/...`` model strings the embedded model, in plain litellm too.
:class:`RedisCache` and :class:`RedisCertificateStore` are the shared backends (the ``redis``
extra, imported on first use) for several replicas. :class:`OpenAIHTTPModel` asks an
OpenAI-compatible endpoint directly over aiohttp (the ``server`` extra, imported when one is made):
a probe client that costs a fraction of litellm's CPU per call.
"""

from warrantguard.models._diskcache import DiskCache, DiskCertificateStore, default_cache_dir, default_certificate_dir
from warrantguard.models._litellm import LiteLLMModel, default_model_name, price, register_scheme
from warrantguard.models._openai_http import (
    EmptyCompletionError,
    OpenAIHTTPError,
    OpenAIHTTPModel,
    OpenAIHTTPTransientError,
    completion_body,
    completion_texts,
    read_bounded,
    sampled_completion,
    usage_count,
)
from warrantguard.models._ratelimit import Bucket, RateLimitedModel, RateLimiter, TokenBucket, estimated_tokens
from warrantguard.models._redis import RedisCache
from warrantguard.models._redis_link import URL_ENV as REDIS_URL_ENV
from warrantguard.models._redis_link import RedisLink, redact_url
from warrantguard.models._redis_ratelimit import RateLimitWaitError, RedisTokenBucket, shared_rate_limiter
from warrantguard.models._redis_store import RedisCertificateStore
from warrantguard.models._wiring import install

__all__ = ["REDIS_URL_ENV", "Bucket", "DiskCache", "DiskCertificateStore", "EmptyCompletionError", "LiteLLMModel",
           "OpenAIHTTPError", "OpenAIHTTPModel", "OpenAIHTTPTransientError", "RateLimitWaitError",
           "RateLimitedModel", "RateLimiter", "RedisCache", "RedisCertificateStore", "RedisLink", "RedisTokenBucket",
           "TokenBucket", "completion_body", "completion_texts", "default_cache_dir", "default_certificate_dir",
           "default_model_name", "estimated_tokens", "install", "price", "read_bounded", "redact_url",
           "register_scheme", "sampled_completion", "shared_rate_limiter", "usage_count"]
