"""The certificate engine: questions, probes, tiers, classification, elicitation, Guard."""

from ._answers import parse_option, parse_percent
from ._certificate import (
    TIER_NAMES,
    Certificate,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Usage,
    Warrant,
    classify,
)
from ._elicit import listing_order
from ._errors import (
    ConfigurationError,
    NotPairwiseError,
    ProviderError,
    WarrantBlocked,
    WarrantguardError,
)
from ._estimate import Estimate
from ._generators import LexicalGenerator, LLMGenerator, validate_probes
from ._guard import CheckResult, Guard
from ._hooks import Hook, HookSet
from ._models import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    FunctionModel,
    LiteLLMModel,
    TransientError,
    as_model,
    default_model_name,
    register_scheme,
)
from ._oversight import CallInfo, CallPlan, DecisionLike, PolicyLike, ReviewOutcome, ReviewQueueLike
from ._probes import Probe, ProbeKind
from ._question import PairwiseQuestion
from ._session import Budget, RetryPolicy, is_transient
from ._settings import CertificateSettings
from ._similarity import PAPER_MAX_DISTANCE, SubstitutionFilter, WordVectors, swapped_words

__all__ = [
    "PAPER_MAX_DISTANCE",
    "TIER_NAMES",
    "Budget",
    "CallInfo",
    "CallPlan",
    "Certificate",
    "CertificateSettings",
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "CheckResult",
    "ConfigurationError",
    "DecisionLike",
    "Estimate",
    "FunctionModel",
    "Guard",
    "Hook",
    "HookSet",
    "LLMGenerator",
    "LexicalGenerator",
    "LiteLLMModel",
    "NotPairwiseError",
    "PairwiseQuestion",
    "PolicyLike",
    "Probe",
    "ProbeKind",
    "ProbeResult",
    "ProviderError",
    "RetryPolicy",
    "Reversal",
    "ReviewOutcome",
    "ReviewQueueLike",
    "SubstitutionFilter",
    "TierOutcome",
    "TierStatus",
    "TransientError",
    "Usage",
    "Warrant",
    "WarrantBlocked",
    "WarrantguardError",
    "WordVectors",
    "as_model",
    "classify",
    "default_model_name",
    "is_transient",
    "listing_order",
    "parse_option",
    "parse_percent",
    "register_scheme",
    "swapped_words",
    "validate_probes",
]
