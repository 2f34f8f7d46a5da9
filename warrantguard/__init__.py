"""warrantguard: reliance certificates for pairwise LLM recommendations."""

from .guard import *  # noqa: F403
from .guard import __all__ as _guard_all

__all__ = [*_guard_all]
__version__ = "0.1.0"

from .adapters import local as _local  # noqa: F401  (registers "local/" model strings lazily)
