"""warrantguard: reliance certificates for pairwise LLM recommendations.

The rule for this module: it exports the names a user's own code writes, and nothing else.

* the :class:`Guard` and what a check returns: :class:`CheckResult`, its :class:`Certificate`,
  and the values read from it (:class:`Warrant`, :class:`TierStatus`, :class:`Action`);
* what a Guard is configured with: :class:`CertificateSettings`, :class:`Budget`,
  :class:`RetryPolicy`, :class:`Probe`, the probe generators (:class:`LLMGenerator`,
  :class:`LexicalGenerator`) and the sinks (:class:`Hook`);
* the model seam: :class:`ChatModel` (what it can do: :class:`ModelCapabilities`) with its
  :class:`ChatRequest` and :class:`ChatResponse`,
  :class:`FunctionModel`, :class:`TransientError`, :class:`LiteLLMModel`;
* stakes and review: :class:`StakesPolicy`, :func:`load_policy`, :class:`ReviewQueue`;
* the errors to catch: :class:`WarrantguardError` and its subclasses;
* the litellm drop-in: :func:`completion`, :func:`acompletion`.

Everything else lives in its subpackage: the engine's parts and helpers in
:mod:`warrantguard.guard`, the providers in :mod:`warrantguard.models`, policies and review
in :mod:`warrantguard.policies`, integrations in :mod:`warrantguard.adapters`, test doubles in
:mod:`warrantguard.testing`. Names this module exported before keep working for this version
with a ``DeprecationWarning`` naming their home. The policy names and the drop-in load on
first use (PEP 562), so ``import warrantguard`` stays light; ``dir(warrantguard)`` lists them.

Importing warrantguard defines these names and does one thing more:
:func:`warrantguard.models.install` wires the providers to the engine (model strings, cache
directories) and makes ``local/...`` model strings work in plain ``litellm.completion``,
whether litellm is imported before or after warrantguard. It is idempotent, imports neither
litellm nor llama.cpp, and writes no environment variable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports
from warrantguard.guard import (
    Action,
    Budget,
    Certificate,
    CertificateSettings,
    ChatModel,
    ChatRequest,
    ChatResponse,
    CheckResult,
    ConfigurationError,
    FunctionModel,
    Guard,
    Hook,
    LexicalGenerator,
    LLMGenerator,
    ModelCapabilities,
    NotPairwiseError,
    Probe,
    ProviderError,
    RetryPolicy,
    TierStatus,
    TransientError,
    Warrant,
    WarrantBlocked,
    WarrantguardError,
)
from warrantguard.models import LiteLLMModel
from warrantguard.models import install as _install

if TYPE_CHECKING:
    from warrantguard.adapters.litellm_dropin import acompletion, completion
    from warrantguard.policies import ReviewQueue, StakesPolicy, load_policy

__all__ = [
    "Action",
    "Budget",
    "Certificate",
    "CertificateSettings",
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "CheckResult",
    "ConfigurationError",
    "FunctionModel",
    "Guard",
    "Hook",
    "LLMGenerator",
    "LexicalGenerator",
    "LiteLLMModel",
    "ModelCapabilities",
    "NotPairwiseError",
    "Probe",
    "ProviderError",
    "RetryPolicy",
    "ReviewQueue",
    "StakesPolicy",
    "TierStatus",
    "TransientError",
    "Warrant",
    "WarrantBlocked",
    "WarrantguardError",
    "acompletion",
    "completion",
    "load_policy",
]
__version__ = "0.1.0"

# loaded on first use: the policies (YAML, SQLite) and the drop-in (litellm on call)
_LAZY = {"ReviewQueue": "policies", "StakesPolicy": "policies", "load_policy": "policies",
         "completion": "adapters.litellm_dropin", "acompletion": "adapters.litellm_dropin"}
# exported here before issue 21: each still resolves, with a DeprecationWarning naming its home
_MOVED_TO_GUARD = (
    "PAPER_MAX_DISTANCE", "TIER_NAMES", "Cache", "CallInfo", "CallPlan", "Clock", "DecisionLike", "Estimate",
    "HookSet", "PairwiseQuestion", "PolicyLike", "PreparedCheck", "ProbeKind", "ProbeResult", "Reversal",
    "ReviewOutcome", "ReviewQueueLike", "SubstitutionFilter", "SystemClock", "TierOutcome", "Usage", "WordVectors",
    "as_model", "avalidate_probes", "classify", "is_transient", "listing_order", "parse_option", "parse_percent",
    "run_sync", "swapped_words", "validate_probes",
)
_MOVED = {**dict.fromkeys(_MOVED_TO_GUARD, "warrantguard.guard"),
          "default_model_name": "warrantguard.models", "register_scheme": "warrantguard.models"}

__getattr__, __dir__ = lazy_exports(__name__, _LAZY, __all__, moved=_MOVED)

_install()  # the one import-time registration (see the module docstring)
