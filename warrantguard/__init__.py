"""warrantguard: reliance certificates for pairwise LLM recommendations."""

from warrantguard.guard import *  # noqa: F403
from warrantguard.guard import __all__ as _guard_all
from warrantguard.models import LiteLLMModel, default_model_name, register_scheme

__all__ = [*_guard_all, "LiteLLMModel", "acompletion", "completion", "default_model_name", "register_scheme"]  # noqa: F405
__version__ = "0.1.0"

from warrantguard.models import local as _local  # registers "local/" model strings for warrantguard's own models
from warrantguard.models._import_hook import on_litellm_import as _on_litellm_import

# "local/..." in litellm.completion too: the provider is added to litellm when litellm is
# (or already was) imported; importing warrantguard does not import litellm.
_on_litellm_import(_local.register)


def __getattr__(name: str) -> object:
    """Lazy exports: the litellm drop-in (``completion``/``acompletion``) loads on first use."""
    if name in ("completion", "acompletion"):
        from warrantguard.adapters import litellm_dropin

        return getattr(litellm_dropin, name)
    raise AttributeError(f"module 'warrantguard' has no attribute {name!r}")
